import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FaultInput } from '../../schemas/sandbox-faults.js';
import type { UserRecord } from '../../store/records.js';
import { HttpError } from '../errors.js';
import type { Faults } from '../faults.js';
import { parsed } from './sandbox-access.js';

/** `/_sandbox/faults`: the failures injected into `/v1`, added, listed (with the times they have left) and removed. */
export function registerFaultRoutes(app: FastifyInstance, faults: Faults, owner: (request: FastifyRequest) => UserRecord): void {
  app.post('/_sandbox/faults', async (request, reply) => {
    owner(request);
    return reply.code(201).send(faults.add(parsed(FaultInput, request.body)));
  });
  app.get('/_sandbox/faults', async (request) => {
    owner(request);
    return { items: faults.list() };
  });
  app.delete('/_sandbox/faults', async (request, reply) => {
    owner(request);
    faults.clear();
    return reply.code(204).send();
  });
  app.delete<{ Params: { faultId: string } }>('/_sandbox/faults/:faultId', async (request, reply) => {
    owner(request);
    if (!faults.remove(request.params.faultId)) throw new HttpError(404, `no fault "${request.params.faultId}"; GET /_sandbox/faults lists them`);
    return reply.code(204).send();
  });
}
