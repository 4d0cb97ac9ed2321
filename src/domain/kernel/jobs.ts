import type { Job, JobKind, JobMode, JobsQuery, JobSubject } from '../../schemas/jobs.js';
import { conflict, notFound } from '../../lib/errors.js';
import { newId } from './ids.js';

interface Entry {
  job: Job;
  work: () => Promise<unknown>;
  /** Settles the promise of whoever asked for the work, once it has run (or never will). */
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** How many finished jobs are remembered; older ones are forgotten so that a long-lived sandbox's list stays small. */
const KEPT_FINISHED = 1000;

/**
 * The sandbox's background work (imports of websites, OpenAPI processing, translation runs) as
 * jobs. In `auto` mode work starts when asked for; in `manual` mode it stays `pending` until
 * run by hand, so that a test sees the resource as GitBook shows it while work is under way.
 * Jobs live in memory only: see `settleInterruptedWork` for what a restart makes of held ones.
 */
export class Jobs {
  readonly #entries = new Map<string, Entry>();
  readonly #running = new Set<Promise<unknown>>();
  #mode: JobMode;

  constructor(
    private readonly clock: { iso(): string },
    mode: JobMode = 'auto',
  ) {
    this.#mode = mode;
  }

  get mode(): JobMode {
    return this.#mode;
  }

  /** The jobs in the order they were asked for, those matching `filter`. */
  list(filter: JobsQuery = {}): Job[] {
    return [...this.#entries.values()]
      .map((e) => e.job)
      .filter((j) => (filter.state === undefined || j.state === filter.state) && (filter.kind === undefined || j.kind === filter.kind))
      .map((j) => ({ ...j }));
  }

  /** Work whose outcome the caller awaits (a website import answers with its revision). */
  awaited<T>(kind: JobKind, subject: JobSubject, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const job: Job = { object: 'sandbox-job', id: newId(), kind, subject, state: 'pending', createdAt: this.clock.iso() };
      const entry: Entry = { job, work, resolve, reject };
      this.#entries.set(job.id, entry);
      // Its outcome reaches the caller through the entry; the promise #start returns never rejects.
      if (this.#mode === 'auto') void this.#start(entry);
    });
  }

  /** Work that goes on after the request is answered; it records its own outcome on the resource. */
  background(kind: JobKind, subject: JobSubject, work: () => Promise<unknown>): void {
    this.awaited(kind, subject, work).catch(() => undefined);
  }

  /** Runs one held job and answers it as it ended. */
  async run(id: string): Promise<Job> {
    const entry = this.#entries.get(id);
    if (!entry) throw notFound('job', id);
    if (entry.job.state !== 'pending') throw conflict(`job "${id}" is ${entry.job.state}; only a pending job can be run`);
    await this.#start(entry);
    return { ...entry.job };
  }

  /** Runs every held job, one after the other in the order they were asked for. */
  async runAll(): Promise<Job[]> {
    const ran: Job[] = [];
    for (const job of this.list({ state: 'pending' })) {
      // A job may have been run meanwhile by another request.
      if (this.#entries.get(job.id)?.job.state === 'pending') ran.push(await this.run(job.id));
    }
    return ran;
  }

  /** Switches mode; switching to `auto` runs what was held, and answers the jobs it ran. */
  async setMode(mode: JobMode): Promise<Job[]> {
    this.#mode = mode;
    return mode === 'auto' ? this.runAll() : [];
  }

  /** Waits for the jobs running now, and those they start. */
  async settle(): Promise<void> {
    while (this.#running.size > 0) await Promise.all(this.#running);
  }

  /**
   * Fails every held job, so that no request waits for work that will never run, then waits for
   * those running. The resources of held jobs stay as they were: the next open settles them.
   */
  async close(): Promise<void> {
    this.discardHeld('the sandbox stopped before this job ran', 'the sandbox stopped before this work ran; start the sandbox again and repeat the request');
    await this.settle();
  }

  /**
   * Fails every held job with `reason`, and the requests waiting on one with a 409 saying `told`:
   * work asked of a state the sandbox has left (a reset, a restore) is never run on another.
   */
  discardHeld(reason: string, told = reason): number {
    let discarded = 0;
    for (const entry of this.#entries.values()) {
      if (entry.job.state !== 'pending') continue;
      this.#finish(entry, 'failed', reason);
      entry.reject(conflict(told));
      discarded++;
    }
    return discarded;
  }

  #start(entry: Entry): Promise<void> {
    entry.job.state = 'running';
    entry.job.startedAt = this.clock.iso();
    // Started at once, as a call would be: what the work does before its first pause is done before this returns.
    const done = new Promise<unknown>((resolve) => resolve(entry.work())).then(
      (value) => {
        this.#finish(entry, 'done');
        entry.resolve(value);
      },
      (error: unknown) => {
        this.#finish(entry, 'failed', error instanceof Error ? error.message : String(error));
        entry.reject(error);
      },
    );
    this.#running.add(done);
    return done.finally(() => this.#running.delete(done));
  }

  #finish(entry: Entry, state: 'done' | 'failed', error?: string): void {
    entry.job.state = state;
    entry.job.finishedAt = this.clock.iso();
    if (error !== undefined) entry.job.error = error;
    this.#forgetOldest();
  }

  #forgetOldest(): void {
    const finished = [...this.#entries.values()].filter((e) => e.job.state === 'done' || e.job.state === 'failed');
    for (const entry of finished.slice(0, Math.max(0, finished.length - KEPT_FINISHED))) this.#entries.delete(entry.job.id);
  }
}
