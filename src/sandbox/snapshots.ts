import { settleInterruptedWork } from '../domain/kernel/interrupted-work.js';
import { writePendingVisits } from '../domain/sites/insights.js';
import type { Jobs } from '../domain/kernel/jobs.js';
import type { Clock } from '../domain/kernel/clock.js';
import type { Caches } from '../lib/caches.js';
import type { SnapshotInfo } from '../schemas/sandbox-controls.js';
import { Snapshots, type SnapshotArea } from '../store/snapshots.js';
import type { Store } from '../store/store.js';
import type { Restored } from '../schemas/sandbox-controls.js';

/** The state a store was initialised with: what a reset goes back to. Its name starts with a dot, which no snapshot's name may. */
export const BASELINE = '.initial';

/**
 * A sandbox's snapshots: its records, saved and restored. Secrets are not part of one: no file
 * but secrets.json holds them, and its API tokens never change once a store is made. A site's
 * signing key issued or regenerated after a snapshot therefore stays as it is through a restore.
 */
export interface SandboxSnapshots {
  list(): SnapshotInfo[];
  /** `replaced`: a snapshot of that name was there and is no more. */
  save(name: string): SnapshotInfo & { replaced: boolean };
  restore(name: string): Restored | undefined;
  remove(name: string): boolean;
  reset(): Restored;
  /** Saves the state now as what a reset goes back to, unless there is one: once the store is settled as it opens. */
  keepBaseline(): void;
  /** Writes what the state holds in memory still (a published site's latest visits), as a snapshot or an export would have it. */
  settle(): void;
}

/**
 * `caches`: what the rules worked out of the records, dropped whenever a restore replaces them: a
 * space's history or navigation is the one the snapshot had, not one that grew from it.
 */
export function sandboxSnapshots(store: Store, clock: Clock, jobs: Jobs, caches: Caches, area: SnapshotArea): SandboxSnapshots {
  const snapshots = new Snapshots(store, area);
  // A restore a crash cut short is finished before anything reads the store (or fills the caches, new with the sandbox): never two states mixed.
  snapshots.resumeRestore();
  const restore = (name: string, shownAs: string): Restored | undefined => {
    const done = snapshots.restore(name);
    if (!done) return undefined;
    caches.clear();
    // Held work belongs to the state it was asked of: failed, never run against the one brought back;
    // and work the state brought back was pending for is settled as failed, as after a restart.
    const why = `the sandbox went back to ${name === BASELINE ? 'its initial state' : `snapshot "${name}"`} before this work ran`;
    jobs.discardHeld(why);
    const busy = new Set(
      jobs.list({ state: 'running' }).flatMap(({ subject }) => [subject.spec, subject.translation, subject.importRun].filter((id) => id !== undefined)),
    );
    settleInterruptedWork({ store, clock }, why, busy);
    return { restored: shownAs, changed: done.changed, records: done.info.records };
  };
  // The visits a published site holds in memory are part of the state (src/domain/sites/insights.ts).
  const settle = () => writePendingVisits({ store, caches });
  return {
    // A store made by a version without snapshots, or imported, has no baseline: the state it is first opened in becomes it.
    keepBaseline: () => {
      if (!snapshots.has(BASELINE)) snapshots.save(BASELINE, clock.iso());
    },
    list: () => snapshots.list().filter((s) => s.name !== BASELINE),
    save: (name) => {
      settle();
      const replaced = snapshots.has(name);
      return { ...snapshots.save(name, clock.iso()), replaced };
    },
    restore: (name) => restore(name, name),
    remove: (name) => snapshots.remove(name),
    settle,
    reset: () => restore(BASELINE, 'initial')!,
  };
}
