import type { Sandbox } from '../../sandbox/open.js';
import { JournalQuery } from '../../schemas/sandbox-journal.js';
import type { Journal } from '../journal.js';
import { journalReadableBy, parsed } from './sandbox-access.js';
import type { ControlRoutes } from './sandbox-control-routes.js';

/**
 * `/_sandbox/requests`: the journal of `/v1` requests, oldest first, filtered — all of it to the
 * owner, an organization's part to its admin — and its clearing, the owner's.
 */
export function registerJournalRoutes(controls: ControlRoutes, sandbox: Pick<Sandbox, 'store' | 'secrets'>, journal: Journal): void {
  controls.guarded('GET', '/_sandbox/requests', async (request, _reply, caller) => ({
    items: journal.list(parsed(JournalQuery, request.query, 'query'), journalReadableBy(sandbox, caller)),
  }));
  controls.guarded('DELETE', '/_sandbox/requests', async (_request, reply) => {
    journal.clear();
    return reply.code(204).send();
  });
}
