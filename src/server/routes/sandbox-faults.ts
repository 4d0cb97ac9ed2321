import { HttpError } from '../errors.js';
import type { Faults } from '../faults.js';
import type { ControlHandlers } from '../handler.js';

/** `/_sandbox/faults`: the failures injected into `/v1`, added, listed (with the times they have left) and removed. */
export function faultHandlers(faults: Faults): Pick<ControlHandlers, 'addFault' | 'listFaults' | 'clearFaults' | 'removeFault'> {
  return {
    addFault: ({ body }) => faults.add(body),
    listFaults: () => ({ items: faults.list() }),
    clearFaults: () => faults.clear(),
    removeFault: ({ params: { faultId } }) => {
      if (!faults.remove(faultId)) throw new HttpError(404, `no fault "${faultId}"; GET /_sandbox/faults lists them`);
    },
  };
}
