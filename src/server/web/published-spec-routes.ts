import { publishedSpecDocument } from '../../domain/openapi/specs.js';
import type { Sandbox } from '../../sandbox/open.js';
import { HttpError } from '../errors.js';
import type { WebHandlers } from './web-handler.js';

/** A public OpenAPI spec's document at its `urls.published`: no token, as GitBook publishes it for anyone. */
export function publishedSpecHandler(sandbox: Sandbox): Pick<WebHandlers, 'publishedSpec'> {
  return {
    publishedSpec: async (_request, reply, { organizationId, specSlug }) => {
      const document = await publishedSpecDocument(sandbox, organizationId, specSlug);
      if (document === undefined) throw new HttpError(404, `no public OpenAPI spec "${specSlug}" in organization "${organizationId}"`);
      // Stored as JSON when the spec was processed: sent as it is, never parsed again.
      return reply.type('application/json; charset=utf-8').send(document);
    },
  };
}
