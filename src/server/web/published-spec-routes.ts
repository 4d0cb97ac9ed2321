import type { FastifyInstance } from 'fastify';
import { publishedSpecDocument } from '../../domain/openapi/specs.js';
import type { Sandbox } from '../../sandbox/open.js';
import { HttpError } from '../errors.js';

/** A public OpenAPI spec's document at its `urls.published`: no token, as GitBook publishes it for anyone. */
export function registerPublishedSpecRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  app.get<{ Params: { organizationId: string; slug: string } }>('/published/openapi/:organizationId/:slug', async (request, reply) => {
    const { organizationId, slug } = request.params;
    const document = await publishedSpecDocument(sandbox, organizationId, slug);
    if (document === undefined) throw new HttpError(404, `no public OpenAPI spec "${slug}" in organization "${organizationId}"`);
    // Stored as JSON when the spec was processed: sent as it is, never parsed again.
    return reply.type('application/json; charset=utf-8').send(document);
  });
}
