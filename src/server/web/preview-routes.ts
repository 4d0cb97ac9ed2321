import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listCollections } from '../../domain/content/collections.js';
import type { Context } from '../../domain/kernel/context.js';
import { DomainError, notFound } from '../../domain/kernel/errors.js';
import { getOrganization } from '../../domain/org/organizations.js';
import { Id } from '../../schemas/common.js';
import type { UserRecord } from '../../store/records.js';
import { organizationOverview, readable } from '../../web/home/overview.js';
import type { Html } from '../../web/layout/html.js';
import { changedPages } from '../../web/preview/changes.js';
import { changesPage } from '../../web/preview/changes-page.js';
import { readContent } from '../../web/preview/content.js';
import { contentPage } from '../../web/preview/content-page.js';
import { organizationPage } from '../../web/preview/organization-page.js';
import { refusalPage } from '../../web/preview/refusal-page.js';
import { sendHtml } from './html-reply.js';
import type { Sessions } from './sessions.js';

export interface PreviewRouteOptions {
  sessions: Sessions;
  /** The rules' context for a signed-in user on this request. */
  context: (request: FastifyRequest, user: UserRecord) => Context;
}

/** The refusals an app page shows as such; any other error is the server's. */
const REFUSED = { forbidden: 403, 'not-found': 404 } as const;

const NUMBER = /^\d{1,9}$/;

/**
 * The app's pages at the `urls.app` the API gives: a space's content (`/s/SPACE/PATH`), a change
 * request's content and changes (`/s/SPACE/~/changes/N/PATH`, `…/~/diff`), an organization
 * (`/o/ORG`). They are the signed-in user's: anyone else is sent to log in and brought back, and
 * each page is read through the rules with that user as the caller, so it refuses what the API would.
 */
export function registerPreviewRoutes(app: FastifyInstance, { sessions, context }: PreviewRouteOptions): void {
  const signedIn = (view: (ctx: Context, user: UserRecord) => Html) => async (request: FastifyRequest, reply: FastifyReply) => {
    const user = sessions.userOf(request);
    if (!user) return reply.redirect(`/login?next=${encodeURIComponent(request.url)}`, 303);
    try {
      return sendHtml(reply, 200, view(context(request, user), user));
    } catch (error) {
      if (!(error instanceof DomainError) || !(error.reason in REFUSED)) throw error;
      const status = REFUSED[error.reason as keyof typeof REFUSED];
      return sendHtml(reply, status, refusalPage(status, error.message, user));
    }
  };
  /** An identifier that could never exist names nothing, as in the API: it never reaches the store. */
  const valid = (id: string) => Id.safeParse(id).success;

  type SpaceParams = { Params: { spaceId: string; '*'?: string } };
  const spacePage = (request: FastifyRequest<SpaceParams>, reply: FastifyReply) => {
    const { spaceId, '*': path = '' } = request.params;
    return signedIn((ctx, user) => {
      if (!valid(spaceId)) throw notFound('space', spaceId);
      return contentPage(ctx, readContent(ctx, spaceId), path, user);
    })(request, reply);
  };
  app.get<SpaceParams>('/s/:spaceId', spacePage);
  app.get<SpaceParams>('/s/:spaceId/*', spacePage);

  type ChangeRequestParams = { Params: { spaceId: string; number: string; '*'?: string } };
  const changeRequestPage = (request: FastifyRequest<ChangeRequestParams>, reply: FastifyReply) => {
    const { spaceId, number, '*': path = '' } = request.params;
    return signedIn((ctx, user) => {
      if (!valid(spaceId) || !NUMBER.test(number)) throw notFound('change request', number);
      const content = readContent(ctx, spaceId, number);
      return path === '~/diff' ? changesPage(content, changedPages(ctx, content.target.cr!), user) : contentPage(ctx, content, path, user);
    })(request, reply);
  };
  app.get<ChangeRequestParams>('/s/:spaceId/~/changes/:number', changeRequestPage);
  app.get<ChangeRequestParams>('/s/:spaceId/~/changes/:number/*', changeRequestPage);

  app.get<{ Params: { organizationId: string } }>('/o/:organizationId', (request, reply) => {
    const { organizationId } = request.params;
    return signedIn((ctx, user) => {
      if (!valid(organizationId)) throw notFound('organization', organizationId);
      const overview = organizationOverview(ctx, getOrganization(ctx, organizationId));
      const collections = readable(() => listCollections(ctx, organizationId, { limit: 50 }));
      return organizationPage(overview, collections, user);
    })(request, reply);
  });
}
