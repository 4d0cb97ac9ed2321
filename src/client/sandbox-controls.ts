import type * as z from 'zod';
import type { Job, JobList, JobMode, JobsQuery } from '../schemas/jobs.js';
import type { ClockState, FaultList, JournalList, Restored, SnapshotInfo, SnapshotList, SnapshotSaved } from '../schemas/sandbox-controls.js';
import type { Fault, FaultInput } from '../schemas/sandbox-faults.js';
import type { JournalEntry, JournalQuery } from '../schemas/sandbox-journal.js';
import { Http, type HttpOptions } from './http.js';
import packageJson from '../../package.json' with { type: 'json' };

/** Which requests of the journal to list: the query of `GET /_sandbox/requests`, numbers as numbers. */
export type RequestFilter = { [K in keyof JournalQuery]?: string | number };

export interface SandboxControlsOptions extends Partial<Omit<HttpOptions, 'baseUrl' | 'token' | 'sleep'>> {
  /** The sandbox's root, as for `createClient`: `http://127.0.0.1:4000`. */
  apiUrl: string;
  /** The sandbox owner's token: the one `docsctl serve` prints. */
  token: string;
}

const name = (value: string) => encodeURIComponent(value);

export type SandboxJobs = z.infer<typeof JobList>;
export type SandboxClock = z.infer<typeof ClockState>;

/**
 * A sandbox's controls (`/_sandbox/…`, see docs/sandbox.md, "Sandbox controls"): reset and snapshots, the
 * request journal, injected faults, background jobs, the clock and the export. Not GitBook's:
 * only `docsctl serve` and `startSandbox` answer them.
 */
export class SandboxControls {
  readonly #http: Http;

  constructor(options: SandboxControlsOptions) {
    const { apiUrl, userAgent = `docsctl/${packageJson.version}`, ...http } = options;
    this.#http = new Http({ ...http, baseUrl: apiUrl, userAgent });
  }

  async #json<T>(method: string, path: string, options: { query?: Record<string, unknown>; body?: unknown } = {}): Promise<T> {
    return (await this.#http.send({ method, path: `/_sandbox${path}`, ...options })).body as T;
  }

  /** Back to the state the store was initialised in (the seed's); snapshots are kept. */
  reset(): Promise<Restored> {
    return this.#json('POST', '/reset');
  }

  snapshots(): Promise<SnapshotInfo[]> {
    return this.#json<z.infer<typeof SnapshotList>>('GET', '/snapshots').then((list) => list.items);
  }

  /** Saves every record under `name`, replacing a snapshot of that name; tokens are not part of it. */
  saveSnapshot(snapshot: string): Promise<SnapshotSaved> {
    return this.#json('POST', '/snapshots', { body: { name: snapshot } });
  }

  restoreSnapshot(snapshot: string): Promise<Restored> {
    return this.#json('POST', `/snapshots/${name(snapshot)}/restore`);
  }

  async deleteSnapshot(snapshot: string): Promise<void> {
    await this.#json('DELETE', `/snapshots/${name(snapshot)}`);
  }

  /** The requests to `/v1` the sandbox answered, oldest first. */
  requests(filter: RequestFilter = {}): Promise<JournalEntry[]> {
    return this.#json<z.infer<typeof JournalList>>('GET', '/requests', { query: filter }).then((list) => list.items);
  }

  async clearRequests(): Promise<void> {
    await this.#json('DELETE', '/requests');
  }

  /** Injects a fault into `/v1`; it answers with its `id`. */
  addFault(rule: z.input<typeof FaultInput>): Promise<Fault> {
    return this.#json('POST', '/faults', { body: rule });
  }

  faults(): Promise<Fault[]> {
    return this.#json<z.infer<typeof FaultList>>('GET', '/faults').then((list) => list.items);
  }

  /** Removes one fault, or every one without an id. */
  async clearFaults(id?: string): Promise<void> {
    await this.#json('DELETE', id === undefined ? '/faults' : `/faults/${name(id)}`);
  }

  jobs(query: JobsQuery = {}): Promise<SandboxJobs> {
    return this.#json('GET', '/jobs', { query });
  }

  /** Runs a held job and answers once it has finished. */
  runJob(id: string): Promise<Job> {
    return this.#json('POST', `/jobs/${name(id)}/run`);
  }

  runAllJobs(): Promise<SandboxJobs> {
    return this.#json('POST', '/jobs/run-all');
  }

  /** `manual` holds new work until it is run; `auto` runs it at once, and what was held with it. */
  setJobsMode(mode: JobMode): Promise<SandboxJobs> {
    return this.#json('POST', '/jobs/mode', { body: { mode } });
  }

  clock(): Promise<SandboxClock> {
    return this.#json('GET', '/clock');
  }

  advanceClock(seconds: number): Promise<SandboxClock> {
    return this.#json('POST', '/clock', { body: { advanceSeconds: seconds } });
  }

  /** The whole store as a zip archive, which `docsctl serve --import` starts from. */
  export(): Promise<Buffer> {
    return this.#http.bytes({ method: 'GET', path: '/_sandbox/export' });
  }

  close(): Promise<void> {
    return this.#http.close();
  }
}
