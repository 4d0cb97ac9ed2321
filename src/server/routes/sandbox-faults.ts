import { FaultInput } from '../../schemas/sandbox-faults.js';
import { HttpError } from '../errors.js';
import type { Faults } from '../faults.js';
import { parsed } from './sandbox-access.js';
import type { ControlRoutes } from './sandbox-control-routes.js';

/** `/_sandbox/faults`: the failures injected into `/v1`, added, listed (with the times they have left) and removed. */
export function registerFaultRoutes(controls: ControlRoutes, faults: Faults): void {
  controls.guarded('POST', '/_sandbox/faults', async (request, reply) => {
    return reply.code(201).send(faults.add(parsed(FaultInput, request.body)));
  });
  controls.guarded('GET', '/_sandbox/faults', async () => ({ items: faults.list() }));
  controls.guarded('DELETE', '/_sandbox/faults', async (_request, reply) => {
    faults.clear();
    return reply.code(204).send();
  });
  controls.guarded<{ Params: { faultId: string } }>('DELETE', '/_sandbox/faults/{faultId}', async (request, reply) => {
    if (!faults.remove(request.params.faultId)) throw new HttpError(404, `no fault "${request.params.faultId}"; GET /_sandbox/faults lists them`);
    return reply.code(204).send();
  });
}
