import type { JobMode, JobsQuery } from '../schemas/jobs.js';
import type { Output } from '../schemas/operation.js';
import { sandboxControls, type SandboxControl, type SandboxControlId, type SandboxControlTable } from '../schemas/sandbox-controls.js';
import type { JournalQuery } from '../schemas/sandbox-journal.js';
import { expandPath, type AnyInput } from './client.js';
import { Http, type HttpOptions } from './http.js';
import type { InputOf } from './operation-types.js';
import packageJson from '../../package.json' with { type: 'json' };

/** What a control takes, as its schemas take it in. */
export type ControlInput<K extends SandboxControlId> = InputOf<SandboxControlTable[K]>;
/** What a control answers: its JSON, the bytes of one that is not JSON, nothing for a 204. */
export type ControlOutput<K extends SandboxControlId> = Output<SandboxControlTable[K]>;
/** The controls a caller can run with no input at all, such as `resetSandbox`. */
type NoInputControlId = { [K in SandboxControlId]: {} extends ControlInput<K> ? K : never }[SandboxControlId];

/** Which requests of the journal to list: the query of `GET /_sandbox/requests`, numbers as numbers. */
export type RequestFilter = { [K in keyof JournalQuery]?: string | number };

export interface SandboxControlsOptions extends Partial<Omit<HttpOptions, 'baseUrl' | 'token' | 'sleep'>> {
  /** The sandbox's root, as for `createClient`: `http://127.0.0.1:4000`. */
  apiUrl: string;
  /** The sandbox owner's token: the one `docsctl serve` prints. */
  token: string;
}

export type SandboxJobs = ControlOutput<'listJobs'>;
export type SandboxClock = ControlOutput<'getClock'>;

/**
 * A sandbox's controls (`/_sandbox/…`, see docs/sandbox.md, "Sandbox controls"): reset and snapshots, the
 * request journal, injected faults, background jobs, the clock and the export. Not GitBook's:
 * only `docsctl serve` and `startSandbox` answer them. `call` runs any control of the table by its
 * id; the methods below are its shortcuts.
 */
export class SandboxControls {
  readonly #http: Http;

  constructor(options: SandboxControlsOptions) {
    const { apiUrl, userAgent = `docsctl/${packageJson.version}`, ...http } = options;
    this.#http = new Http({ ...http, baseUrl: apiUrl, userAgent });
  }

  /** Runs one control and returns its answer: its JSON, or the bytes of one that is not JSON. */
  call<K extends SandboxControlId>(id: K, input: ControlInput<K>): Promise<ControlOutput<K>>;
  call<K extends NoInputControlId>(id: K): Promise<ControlOutput<K>>;
  async call(id: SandboxControlId, input: AnyInput = {}): Promise<unknown> {
    const control: SandboxControl = sandboxControls[id];
    const request = { method: control.method, path: expandPath(control, input.params), query: input.query, body: input.body };
    return control.media ? this.#http.bytes(request) : (await this.#http.send(request)).body;
  }

  /** Back to the state the store was initialised in (the seed's); snapshots are kept. */
  reset() {
    return this.call('resetSandbox');
  }

  async snapshots() {
    return (await this.call('listSnapshots')).items;
  }

  /** Saves every record under `name`, replacing a snapshot of that name; tokens are not part of it. */
  saveSnapshot(name: string) {
    return this.call('saveSnapshot', { body: { name } });
  }

  restoreSnapshot(name: string) {
    return this.call('restoreSnapshot', { params: { name } });
  }

  async deleteSnapshot(name: string): Promise<void> {
    await this.call('deleteSnapshot', { params: { name } });
  }

  /** The requests to `/v1` the sandbox answered, oldest first. */
  async requests(filter: RequestFilter = {}) {
    // A number goes as its text, which the query's schema reads.
    return (await this.call('listRequests', { query: filter as ControlInput<'listRequests'>['query'] })).items;
  }

  async clearRequests(): Promise<void> {
    await this.call('clearRequests');
  }

  /** Injects a fault into `/v1`; it answers with its `id`. */
  addFault(rule: ControlInput<'addFault'>['body']) {
    return this.call('addFault', { body: rule });
  }

  async faults() {
    return (await this.call('listFaults')).items;
  }

  /** Removes one fault, or every one without an id. */
  async clearFaults(id?: string): Promise<void> {
    await (id === undefined ? this.call('clearFaults') : this.call('removeFault', { params: { faultId: id } }));
  }

  jobs(query: JobsQuery = {}) {
    return this.call('listJobs', { query });
  }

  /** Runs a held job and answers once it has finished. */
  runJob(id: string) {
    return this.call('runJob', { params: { id } });
  }

  runAllJobs() {
    return this.call('runAllJobs');
  }

  /** `manual` holds new work until it is run; `auto` runs it at once, and what was held with it. */
  setJobsMode(mode: JobMode) {
    return this.call('setJobsMode', { body: { mode } });
  }

  clock() {
    return this.call('getClock');
  }

  advanceClock(seconds: number) {
    return this.call('advanceClock', { body: { advanceSeconds: seconds } });
  }

  /** The whole store as a zip archive, which `docsctl serve --import` starts from. */
  export() {
    return this.call('exportSandbox');
  }

  close(): Promise<void> {
    return this.#http.close();
  }
}
