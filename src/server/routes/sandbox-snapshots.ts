import type { FastifyInstance, FastifyRequest } from 'fastify';
import { exportArchive } from '../../sandbox/archive.js';
import type { Sandbox } from '../../sandbox/open.js';
import { SnapshotBody, SnapshotParams } from '../../schemas/snapshot.js';
import type { UserRecord } from '../../store/records.js';
import { HttpError } from '../errors.js';
import { parsed, sandboxOwner } from './sandbox-access.js';

const unknownSnapshot = (name: string) => new HttpError(404, `no snapshot "${name}"; GET /_sandbox/snapshots lists them`);

/**
 * Reset, snapshots and export: the whole state of the records saved under a name and brought
 * back. Saving answers 201 for a new name and 200 with `replaced: true` for one that was there.
 */
export function registerSnapshotRoutes(
  app: FastifyInstance,
  sandbox: Sandbox,
  authenticate: (request: FastifyRequest) => UserRecord,
  /** What a reset also forgets beside the records: the request journal and the injected faults. */
  forgetRequests: () => void,
): void {
  const owner = sandboxOwner(sandbox, authenticate);
  app.post('/_sandbox/reset', async (request) => {
    owner(request);
    const restored = sandbox.snapshots.reset();
    forgetRequests();
    return restored;
  });
  app.get('/_sandbox/snapshots', async (request) => {
    owner(request);
    return { items: sandbox.snapshots.list() };
  });
  app.post('/_sandbox/snapshots', async (request, reply) => {
    owner(request);
    const { name } = parsed(SnapshotBody, request.body);
    const saved = sandbox.snapshots.save(name);
    return reply.status(saved.replaced ? 200 : 201).send(saved);
  });
  app.post('/_sandbox/snapshots/:name/restore', async (request) => {
    owner(request);
    const { name } = parsed(SnapshotParams, request.params, 'path');
    const restored = sandbox.snapshots.restore(name);
    if (!restored) throw unknownSnapshot(name);
    return restored;
  });
  app.get('/_sandbox/export', async (request, reply) => {
    owner(request);
    if (!sandbox.dir) throw new HttpError(404, 'this sandbox keeps its state in memory: only one served from a data directory (docsctl serve) can export it');
    return reply.type('application/zip').header('content-disposition', 'attachment; filename="docsctl-sandbox.zip"').send(exportArchive(sandbox.dir));
  });
  app.delete('/_sandbox/snapshots/:name', async (request, reply) => {
    owner(request);
    const { name } = parsed(SnapshotParams, request.params, 'path');
    if (!sandbox.snapshots.remove(name)) throw unknownSnapshot(name);
    return reply.status(204).send();
  });
}
