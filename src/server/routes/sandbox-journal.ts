import type { FastifyInstance, FastifyRequest } from 'fastify';
import { JournalQuery } from '../../schemas/sandbox-journal.js';
import type { UserRecord } from '../../store/records.js';
import type { Journal } from '../journal.js';
import { parsed } from './sandbox-access.js';

/** `/_sandbox/requests`: the journal of `/v1` requests, oldest first, filtered; and its clearing. */
export function registerJournalRoutes(app: FastifyInstance, journal: Journal, admin: (request: FastifyRequest) => UserRecord): void {
  app.get('/_sandbox/requests', async (request) => {
    admin(request);
    return { items: journal.list(parsed(JournalQuery, request.query, 'query')) };
  });
  app.delete('/_sandbox/requests', async (request, reply) => {
    admin(request);
    journal.clear();
    return reply.code(204).send();
  });
}
