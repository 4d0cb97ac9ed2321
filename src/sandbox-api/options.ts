import type { JobMode } from '../schemas/jobs.js';
import type { Seed } from '../schemas/seed.js';

export interface StartSandboxOptions {
  /** The users, organizations and tokens it starts with (`docsctl serve --seed`'s format); by default one organization and its admin. */
  seed?: Seed;
  /** `manual` holds background work (imports, OpenAPI processing, translations) until run by hand. */
  jobs?: JobMode;
  /** A data directory to keep (reopened as it is when it holds a store); by default a temporary one, removed at stop. */
  dataDir?: string;
  /** Run it as `docsctl serve` in a process of its own, rather than in this one. */
  process?: boolean;
}

/** A sandbox listening, as its ready line names it, and how to stop it. */
export interface Served {
  url: string;
  /** The token of the first organization's first admin. */
  token: string;
  organizationId: string;
  userId: string;
  stop(): Promise<void>;
}
