import { isLoopbackHost, type FetchPolicy } from '../../domain/fetch/fetch-policy.js';
import type { JobMode } from '../../schemas/jobs.js';

export interface ServeOptions {
  data: string;
  port: number;
  host: string;
  seed?: string;
  json: boolean;
  translator?: string;
  /** Record the sandbox as the `local` profile; `--no-profile` leaves the saved profiles alone. */
  profile: boolean;
  /** The only hosts imports and OpenAPI sources are fetched from. */
  allowFetch?: string[];
  /** Refuse non-public addresses; unset, the default follows --host. */
  denyPrivate?: boolean;
  /** Answer 429 past this many requests a minute per token (`true`: GitBook's own figure); unset, nothing is refused. */
  rateLimit?: number | true;
  /** Whether background work runs at once or is held until run through `/_sandbox/jobs`. */
  jobs: JobMode;
  /** Print a line per request to `/v1` as it is answered. */
  log?: boolean;
  /** Everything in a temporary directory, removed at exit (instead of --data). */
  ephemeral?: boolean;
  /** An export (`GET /_sandbox/export`) the new data directory starts from. */
  import?: string;
  /** Where an export is written at a clean stop. */
  exportOnExit?: string;
}

export const LOCAL_PROFILE = 'local';

/**
 * What the sandbox's own requests may reach. A sandbox others can connect to (--host not a
 * loopback address) refuses private addresses unless told otherwise: anyone who reaches it
 * could otherwise use it to reach the network behind it.
 */
export function fetchPolicyOf(opts: Pick<ServeOptions, 'host' | 'allowFetch' | 'denyPrivate'>): Omit<FetchPolicy, 'ownPort'> {
  return { ...(opts.allowFetch ? { allowHosts: opts.allowFetch } : {}), denyPrivate: opts.denyPrivate ?? !isLoopbackHost(opts.host) };
}
