// What test suites get from `import { startSandbox } from 'docsctl/sandbox'`: a sandbox to run against, driven by its controls.
import { createClient, SandboxControls, type Client, type RequestFilter } from '../index.js';
import type { Job, JobsQuery } from '../schemas/jobs.js';
import type { Restored, SnapshotSaved } from '../schemas/sandbox-controls.js';
import type { Fault, FaultInput } from '../schemas/sandbox-faults.js';
import type { JournalEntry } from '../schemas/sandbox-journal.js';
import type * as z from 'zod';
import { serveInChildProcess } from './child-process.js';
import { serveInProcess } from './in-process.js';
import type { StartSandboxOptions } from './options.js';

export type { StartSandboxOptions } from './options.js';

export interface RunningSandbox {
  /** The API root to give a client: `/v1` is beneath it, `/_sandbox/` beside it. */
  url: string;
  /** The sandbox owner's token (the first organization's admin's): every control needs it. */
  token: string;
  organizationId: string;
  userId: string;
  /** docsctl's typed client, as that admin. */
  client: Client;
  /** Every control: the shortcuts below, and snapshots listed and deleted, the clock, the export. */
  controls: SandboxControls;
  /** Back to the state it started in; snapshots are kept. */
  reset(): Promise<Restored>;
  /** Saves every record under `name` (replacing a snapshot of that name). */
  snapshot(name: string): Promise<SnapshotSaved>;
  restore(name: string): Promise<Restored>;
  /** The requests to `/v1` it answered, oldest first. */
  requests(filter?: RequestFilter): Promise<JournalEntry[]>;
  /** Injects a fault into `/v1` (see docs/sandbox.md, "Request journal and injected faults"). */
  fault(rule: z.input<typeof FaultInput>): Promise<Fault>;
  clearFaults(): Promise<void>;
  /** Background work; with `jobs: 'manual'`, held until run. */
  jobs(query?: JobsQuery): Promise<Job[]>;
  runJob(id: string): Promise<Job>;
  runAllJobs(): Promise<Job[]>;
  /** Moves its clock forward, for retention and timestamps. */
  advanceClock(seconds: number): Promise<void>;
  /** Stops it; a temporary store is removed. */
  stop(): Promise<void>;
}

/**
 * Starts a sandbox on a free loopback port: in this process by default, or as `docsctl serve` with
 * `process: true`. Stop it when done (`afterAll(() => sandbox.stop())`).
 */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const served = await (options.process ? serveInChildProcess(options) : serveInProcess(options));
  const { url, token, organizationId, userId } = served;
  const client = createClient({ apiUrl: url, token });
  const controls = new SandboxControls({ apiUrl: url, token });
  return {
    url,
    token,
    organizationId,
    userId,
    client,
    controls,
    reset: () => controls.reset(),
    snapshot: (name) => controls.saveSnapshot(name),
    restore: (name) => controls.restoreSnapshot(name),
    requests: (filter) => controls.requests(filter),
    fault: (rule) => controls.addFault(rule),
    clearFaults: () => controls.clearFaults(),
    jobs: async (query) => (await controls.jobs(query)).items,
    runJob: (id) => controls.runJob(id),
    runAllJobs: async () => (await controls.runAllJobs()).items,
    advanceClock: async (seconds) => {
      await controls.advanceClock(seconds);
    },
    stop: async () => {
      await Promise.all([client.close(), controls.close()]);
      await served.stop();
    },
  };
}
