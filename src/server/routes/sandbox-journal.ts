import type { Sandbox } from '../../sandbox/open.js';
import type { ControlHandlers } from '../handler.js';
import type { Journal } from '../journal.js';
import { journalReadableBy } from './sandbox-access.js';

/**
 * `/_sandbox/requests`: the journal of `/v1` requests, oldest first, filtered — all of it to the
 * owner, an organization's part to its admin — and its clearing, the owner's.
 */
export function journalHandlers(sandbox: Pick<Sandbox, 'store' | 'secrets'>, journal: Journal): Pick<ControlHandlers, 'listRequests' | 'clearRequests'> {
  return {
    listRequests: ({ query }, { caller }) => ({ items: journal.list(query, journalReadableBy(sandbox, caller)) }),
    clearRequests: () => journal.clear(),
  };
}
