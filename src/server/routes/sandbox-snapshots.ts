import { exportArchive } from '../../sandbox/archive.js';
import type { Sandbox } from '../../sandbox/open.js';
import { HttpError } from '../errors.js';
import { Download, WithStatus, type ControlHandlers } from '../handler.js';

const unknownSnapshot = (name: string) => new HttpError(404, `no snapshot "${name}"; GET /_sandbox/snapshots lists them`);

type SnapshotHandlers = Pick<ControlHandlers, 'resetSandbox' | 'listSnapshots' | 'saveSnapshot' | 'restoreSnapshot' | 'deleteSnapshot' | 'exportSandbox'>;

/**
 * Reset, snapshots and export: the whole state of the records saved under a name and brought
 * back. Saving answers 201 for a new name and 200 with `replaced: true` for one that was there.
 */
export function snapshotHandlers(
  sandbox: Sandbox,
  /** What a reset also forgets beside the records: the request journal and the injected faults. */
  forgetRequests: () => void,
): SnapshotHandlers {
  return {
    resetSandbox: () => {
      const restored = sandbox.snapshots.reset();
      forgetRequests();
      return restored;
    },
    listSnapshots: () => ({ items: sandbox.snapshots.list() }),
    saveSnapshot: ({ body }) => {
      const saved = sandbox.snapshots.save(body.name);
      return saved.replaced ? new WithStatus(200, saved) : saved;
    },
    restoreSnapshot: ({ params: { name } }) => {
      const restored = sandbox.snapshots.restore(name);
      if (!restored) throw unknownSnapshot(name);
      return restored;
    },
    deleteSnapshot: ({ params: { name } }) => {
      if (!sandbox.snapshots.remove(name)) throw unknownSnapshot(name);
    },
    exportSandbox: () => {
      if (!sandbox.dir) throw new HttpError(404, 'this sandbox keeps its state in memory: only one served from a data directory (docsctl serve) can export it');
      sandbox.snapshots.settle();
      return new Download('application/zip', exportArchive(sandbox.dir), { 'content-disposition': 'attachment; filename="docsctl-sandbox.zip"' });
    },
  };
}
