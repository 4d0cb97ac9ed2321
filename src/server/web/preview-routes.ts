import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getCollection, listCollections, listCollectionSpaces } from '../../domain/content/collections.js';
import type { Context } from '../../domain/kernel/context.js';
import { DomainError, notFound } from '../../lib/errors.js';
import { getSpec, latestSpecOperations, listVersions } from '../../domain/openapi/specs.js';
import { getOrganization } from '../../domain/org/organizations.js';
import { listSections } from '../../domain/sites/sections.js';
import { listSiteSpaces } from '../../domain/sites/site-spaces.js';
import { getSite } from '../../domain/sites/sites.js';
import { Id } from '../../schemas/common.js';
import type { UserRecord } from '../../store/records.js';
import { organizationOverview, readable } from '../../web/home/overview.js';
import type { Html } from '../../web/layout/html.js';
import { changedPages } from '../../web/preview/changes.js';
import { changesPage } from '../../web/preview/changes-page.js';
import { collectionPage } from '../../web/preview/collection-page.js';
import { readContent, readRevisionContent } from '../../web/preview/content.js';
import { contentPage } from '../../web/preview/content-page.js';
import { openApiSpecPage } from '../../web/preview/openapi-spec-page.js';
import { organizationPage } from '../../web/preview/organization-page.js';
import { refusalPage } from '../../web/preview/refusal-page.js';
import { siteAppPage } from '../../web/preview/site-app-page.js';
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
 * request's content and changes (`/s/SPACE/~/changes/N/PATH`, `…/~/diff`), a revision's content
 * (`/s/SPACE/~/revisions/R/PATH`), an organization (`/o/ORG`), a collection (`/c/COLLECTION`), an
 * OpenAPI spec (`/o/ORG/openapi/SLUG`), a site (`/o/ORG/sites/SITE`, and its `…/preview`). They are the signed-in user's: anyone else is sent to log in and brought back, and
 * each page is read through the rules with that user as the caller, so it refuses what the API would.
 */
export function registerPreviewRoutes(app: FastifyInstance, { sessions, context }: PreviewRouteOptions): void {
  const signedIn = (view: (ctx: Context, user: UserRecord) => Html | Promise<Html>) => async (request: FastifyRequest, reply: FastifyReply) => {
    const user = sessions.userOf(request);
    if (!user) return reply.redirect(`/login?next=${encodeURIComponent(request.url)}`, 303);
    try {
      return sendHtml(reply, 200, await view(context(request, user), user));
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

  type RevisionParams = { Params: { spaceId: string; revisionId: string; '*'?: string } };
  const revisionPage = (request: FastifyRequest<RevisionParams>, reply: FastifyReply) => {
    const { spaceId, revisionId, '*': path = '' } = request.params;
    return signedIn((ctx, user) => {
      if (!valid(spaceId) || !valid(revisionId)) throw notFound('revision', revisionId);
      return contentPage(ctx, readRevisionContent(ctx, spaceId, revisionId), path, user);
    })(request, reply);
  };
  app.get<RevisionParams>('/s/:spaceId/~/revisions/:revisionId', revisionPage);
  app.get<RevisionParams>('/s/:spaceId/~/revisions/:revisionId/*', revisionPage);

  app.get<{ Params: { collectionId: string } }>('/c/:collectionId', (request, reply) => {
    const { collectionId } = request.params;
    return signedIn((ctx, user) => {
      if (!valid(collectionId)) throw notFound('collection', collectionId);
      return collectionPage(getCollection(ctx, collectionId), listCollectionSpaces(ctx, collectionId, { limit: 50 }), user);
    })(request, reply);
  });

  app.get<{ Params: { organizationId: string; slug: string } }>('/o/:organizationId/openapi/:slug', (request, reply) => {
    const { organizationId, slug } = request.params;
    return signedIn(async (ctx, user) => {
      if (!valid(organizationId)) throw notFound('OpenAPI spec', slug);
      const spec = getSpec(ctx, organizationId, slug);
      return openApiSpecPage(spec, listVersions(ctx, organizationId, slug, { limit: 20 }), await latestSpecOperations(ctx, organizationId, slug), user);
    })(request, reply);
  });

  type SiteParams = { Params: { organizationId: string; siteId: string } };
  const sitePage = (request: FastifyRequest<SiteParams>, reply: FastifyReply) => {
    const { organizationId, siteId } = request.params;
    return signedIn((ctx, user) => {
      if (!valid(organizationId) || !valid(siteId)) throw notFound('site', siteId);
      const query = { limit: 50 };
      return siteAppPage(getSite(ctx, organizationId, siteId), listSections(ctx, organizationId, siteId, query), listSiteSpaces(ctx, organizationId, siteId, query), user);
    })(request, reply);
  };
  app.get<SiteParams>('/o/:organizationId/sites/:siteId', sitePage);
  app.get<SiteParams>('/o/:organizationId/sites/:siteId/preview', sitePage);
}
