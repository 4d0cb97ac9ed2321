import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Sandbox } from '../../sandbox/open.js';
import { JournalQuery } from '../../schemas/sandbox-journal.js';
import type { UserRecord } from '../../store/records.js';
import type { Journal } from '../journal.js';
import { journalReadableBy, ownerOrOrganizationAdmin, parsed, sandboxOwner } from './sandbox-access.js';

/**
 * `/_sandbox/requests`: the journal of `/v1` requests, oldest first, filtered — all of it to the
 * owner, an organization's part to its admin — and its clearing, the owner's.
 */
export function registerJournalRoutes(app: FastifyInstance, sandbox: Pick<Sandbox, 'store' | 'secrets'>, journal: Journal, authenticate: (request: FastifyRequest) => UserRecord): void {
  const reader = ownerOrOrganizationAdmin(sandbox, authenticate);
  const owner = sandboxOwner(sandbox, authenticate);
  app.get('/_sandbox/requests', async (request) => {
    const user = reader(request);
    return { items: journal.list(parsed(JournalQuery, request.query, 'query'), journalReadableBy(sandbox, user)) };
  });
  app.delete('/_sandbox/requests', async (request, reply) => {
    owner(request);
    journal.clear();
    return reply.code(204).send();
  });
}
