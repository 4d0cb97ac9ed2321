import { exportArchive } from '../../sandbox/archive.js';
import type { Sandbox } from '../../sandbox/open.js';
import { SnapshotBody, SnapshotParams } from '../../schemas/snapshot.js';
import { HttpError } from '../errors.js';
import { parsed } from './sandbox-access.js';
import type { ControlRoutes } from './sandbox-control-routes.js';

const unknownSnapshot = (name: string) => new HttpError(404, `no snapshot "${name}"; GET /_sandbox/snapshots lists them`);

/**
 * Reset, snapshots and export: the whole state of the records saved under a name and brought
 * back. Saving answers 201 for a new name and 200 with `replaced: true` for one that was there.
 */
export function registerSnapshotRoutes(
  controls: ControlRoutes,
  sandbox: Sandbox,
  /** What a reset also forgets beside the records: the request journal and the injected faults. */
  forgetRequests: () => void,
): void {
  controls.guarded('POST', '/_sandbox/reset', async () => {
    const restored = sandbox.snapshots.reset();
    forgetRequests();
    return restored;
  });
  controls.guarded('GET', '/_sandbox/snapshots', async () => ({ items: sandbox.snapshots.list() }));
  controls.guarded('POST', '/_sandbox/snapshots', async (request, reply) => {
    const { name } = parsed(SnapshotBody, request.body);
    const saved = sandbox.snapshots.save(name);
    return reply.status(saved.replaced ? 200 : 201).send(saved);
  });
  controls.guarded('POST', '/_sandbox/snapshots/{name}/restore', async (request) => {
    const { name } = parsed(SnapshotParams, request.params, 'path');
    const restored = sandbox.snapshots.restore(name);
    if (!restored) throw unknownSnapshot(name);
    return restored;
  });
  controls.guarded('GET', '/_sandbox/export', async (_request, reply) => {
    if (!sandbox.dir) throw new HttpError(404, 'this sandbox keeps its state in memory: only one served from a data directory (docsctl serve) can export it');
    return reply.type('application/zip').header('content-disposition', 'attachment; filename="docsctl-sandbox.zip"').send(exportArchive(sandbox.dir));
  });
  controls.guarded('DELETE', '/_sandbox/snapshots/{name}', async (request, reply) => {
    const { name } = parsed(SnapshotParams, request.params, 'path');
    if (!sandbox.snapshots.remove(name)) throw unknownSnapshot(name);
    return reply.status(204).send();
  });
}
