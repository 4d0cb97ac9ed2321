import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Context } from '../domain/kernel/context.js';
import { describeZodError } from '../schemas/describe.js';
import type { Operation } from '../schemas/operation.js';
import { operations, type OperationId } from '../schemas/operations.js';
import { HttpError } from './errors.js';
import { eventStream, sendAnswer, type Handler, type Handlers } from './handler.js';
import { inputOf } from './input.js';
import { BODY_LIMIT } from './json-body.js';
import { fastifyPath, namedParams } from './route-paths.js';
import { collectionRoutes } from './routes/collections.js';
import { commentRoutes } from './routes/comments.js';
import { openApiRoutes } from './routes/openapi-specs.js';
import { organizationRoutes } from './routes/organizations.js';
import { reviewRoutes } from './routes/reviews.js';
import { revisionRoutes } from './routes/revisions.js';
import { samlRoutes } from './routes/saml.js';
import { siteRedirectRoutes } from './routes/site-redirects.js';
import { siteStructureRoutes } from './routes/site-structure.js';
import { siteExtrasRoutes } from './routes/site-extras.js';
import { siteInsightsRoutes } from './routes/site-insights.js';
import { siteSearchRoutes } from './routes/site-search.js';
import { embedRoutes } from './routes/embeds.js';
import { siteRoutes } from './routes/sites.js';
import { spaceRoutes } from './routes/spaces.js';
import { storageRoutes } from './routes/storage.js';
import { customFontRoutes } from './routes/custom-fonts.js';
import { siteAiRoutes } from './routes/site-ai.js';
import { styleguideRoutes } from './routes/styleguide.js';
import { teamRoutes } from './routes/teams.js';
import { translationRoutes } from './routes/translations.js';
import { urlRoutes } from './routes/urls.js';
import { importRoutes } from './routes/imports.js';
import { billingRoutes } from './routes/billing.js';
import { askRoutes } from './routes/ask.js';
import { inviteRoutes } from './routes/invites.js';

const handlers: Handlers = {
  ...organizationRoutes,
  ...inviteRoutes,
  ...teamRoutes,
  ...samlRoutes,
  ...collectionRoutes,
  ...spaceRoutes,
  ...revisionRoutes,
  ...reviewRoutes,
  ...commentRoutes,
  ...openApiRoutes,
  ...translationRoutes,
  ...siteRoutes,
  ...siteRedirectRoutes,
  ...siteStructureRoutes,
  ...siteExtrasRoutes,
  ...siteInsightsRoutes,
  ...storageRoutes,
  ...importRoutes,
  ...billingRoutes,
  ...customFontRoutes,
  ...siteAiRoutes,
  ...styleguideRoutes,
  ...siteSearchRoutes,
  ...embedRoutes,
  ...urlRoutes,
  ...askRoutes,
};

export interface ApiRouteOptions {
  /** The rules' context for a request: its caller, who its token names (or a 401). */
  context: (request: FastifyRequest) => Context;
}

/**
 * GitBook's API under `/v1`: each operation of the table (src/schemas/operations.ts) registered from its
 * line, its input read by its schemas before its handler runs, its answer sent with the status it declares.
 */
export async function apiRoutes(app: FastifyInstance, { context }: ApiRouteOptions): Promise<void> {
  for (const [id, operation] of Object.entries(operations) as [OperationId, Operation][]) {
    const handler = handlers[id] as Handler<Operation>;
    app.route({
      method: operation.method,
      url: fastifyPath(operation.path),
      bodyLimit: operation.bodyLimit ?? BODY_LIMIT,
      // The error handler words refusals for the operation they came from.
      config: { operation },
      handler: async (request, reply) => {
        const ctx = context(request);
        // An identifier that could never exist names nothing: it is not found, and never reaches the disk.
        const input = inputOf(
          operation,
          request,
          namedParams(operation.path, request.params),
          (error) => new HttpError(404, `not found: ${describeZodError('path', error)}`),
        );
        const answer = await handler(ctx, input);
        if (operation.events)
          return reply
            .code(operation.status)
            .type('text/event-stream; charset=utf-8')
            .header('cache-control', 'no-cache')
            .send(eventStream(answer as unknown[]));
        return sendAnswer(reply, operation.status, answer);
      },
    });
  }
}
