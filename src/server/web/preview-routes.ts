import { getCollection, listCollections, listCollectionSpaces } from '../../domain/content/collections.js';
import { notFound } from '../../lib/errors.js';
import { getSpec, latestSpecOperations, listVersions } from '../../domain/openapi/specs.js';
import { getOrganization } from '../../domain/org/organizations.js';
import { listSections } from '../../domain/sites/sections.js';
import { listSiteSpaces } from '../../domain/sites/site-spaces.js';
import { getSite } from '../../domain/sites/sites.js';
import { Id } from '../../schemas/common.js';
import { organizationOverview, readable } from '../../web/home/overview.js';
import { changedPages } from '../../web/preview/changes.js';
import { changesPage } from '../../web/preview/changes-page.js';
import { collectionPage } from '../../web/preview/collection-page.js';
import { readContent, readRevisionContent } from '../../web/preview/content.js';
import { contentPage } from '../../web/preview/content-page.js';
import { openApiSpecPage } from '../../web/preview/openapi-spec-page.js';
import { organizationPage } from '../../web/preview/organization-page.js';
import { siteAppPage } from '../../web/preview/site-app-page.js';
import type { WebHandlers } from './web-handler.js';

const NUMBER = /^\d{1,9}$/;

/** An identifier that could never exist names nothing, as in the API: it never reaches the store. */
const valid = (id: string) => Id.safeParse(id).success;

type PreviewViews = Pick<
  WebHandlers,
  'spaceContent' | 'changeRequestContent' | 'changeRequestChanges' | 'revisionContent' | 'organizationView' | 'collectionView' | 'openApiSpecView' | 'siteView'
>;

/**
 * The app's pages at the `urls.app` the API gives: a space's content (`/s/SPACE/PATH`), a change
 * request's content and changes (`/s/SPACE/~/changes/N/PATH`, `…/~/diff`), a revision's content
 * (`/s/SPACE/~/revisions/R/PATH`), an organization (`/o/ORG`), a collection (`/c/COLLECTION`), an
 * OpenAPI spec (`/o/ORG/openapi/SLUG`), a site (`/o/ORG/sites/SITE`, and its `…/preview`). They are
 * the signed-in user's (src/schemas/web-routes.ts), each read through the rules with that user as the
 * caller, so that it refuses what the API would.
 */
export function previewViews(): PreviewViews {
  const changeRequest = (ctx: Parameters<PreviewViews['changeRequestContent']>[0], spaceId: string, number: string) => {
    if (!valid(spaceId) || !NUMBER.test(number)) throw notFound('change request', number);
    return readContent(ctx, spaceId, number);
  };
  return {
    spaceContent: (ctx, user, { spaceId, pagePath = '' }) => {
      if (!valid(spaceId)) throw notFound('space', spaceId);
      return contentPage(ctx, readContent(ctx, spaceId), pagePath, user);
    },
    changeRequestContent: (ctx, user, { spaceId, number, pagePath = '' }) => contentPage(ctx, changeRequest(ctx, spaceId, number), pagePath, user),
    changeRequestChanges: (ctx, user, { spaceId, number }) => {
      const content = changeRequest(ctx, spaceId, number);
      return changesPage(content, changedPages(ctx, content.target.cr!), user);
    },
    revisionContent: (ctx, user, { spaceId, revisionId, pagePath = '' }) => {
      if (!valid(spaceId) || !valid(revisionId)) throw notFound('revision', revisionId);
      return contentPage(ctx, readRevisionContent(ctx, spaceId, revisionId), pagePath, user);
    },
    organizationView: (ctx, user, { organizationId }) => {
      if (!valid(organizationId)) throw notFound('organization', organizationId);
      const overview = organizationOverview(ctx, getOrganization(ctx, organizationId));
      const collections = readable(() => listCollections(ctx, organizationId, { limit: 50 }));
      return organizationPage(overview, collections, user);
    },
    collectionView: (ctx, user, { collectionId }) => {
      if (!valid(collectionId)) throw notFound('collection', collectionId);
      return collectionPage(getCollection(ctx, collectionId), listCollectionSpaces(ctx, collectionId, { limit: 50 }), user);
    },
    openApiSpecView: async (ctx, user, { organizationId, specSlug }) => {
      if (!valid(organizationId)) throw notFound('OpenAPI spec', specSlug);
      const spec = getSpec(ctx, organizationId, specSlug);
      return openApiSpecPage(spec, listVersions(ctx, organizationId, specSlug, { limit: 20 }), await latestSpecOperations(ctx, organizationId, specSlug), user);
    },
    siteView: (ctx, user, { organizationId, siteId }) => {
      if (!valid(organizationId) || !valid(siteId)) throw notFound('site', siteId);
      const query = { limit: 50 };
      return siteAppPage(
        getSite(ctx, organizationId, siteId),
        listSections(ctx, organizationId, siteId, query),
        listSiteSpaces(ctx, organizationId, siteId, query),
        user,
      );
    },
  };
}
