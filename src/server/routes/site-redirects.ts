import * as publishing from '../../domain/sites/publishing.js';
import * as redirects from '../../domain/sites/redirects.js';
import { Emptied, type Handlers } from '../handler.js';

export const siteRedirectRoutes = {
  listSiteRedirects: (ctx, { params, query }) => redirects.listRedirects(ctx, params.organizationId, params.siteId, query),
  createSiteRedirect: (ctx, { params, body }) => redirects.createRedirect(ctx, params.organizationId, params.siteId, body),
  bulkUpsertSiteRedirects: (ctx, { params, body }) => redirects.bulkUpsertRedirects(ctx, params.organizationId, params.siteId, body.redirects),
  updateSiteRedirectById: (ctx, { params, body }) => redirects.updateRedirect(ctx, params.organizationId, params.siteId, params.siteRedirectId, body),
  // GitBook answers 205 when a redirect was deleted, 204 when there was none.
  deleteSiteRedirectById: (ctx, { params }) =>
    redirects.deleteRedirect(ctx, params.organizationId, params.siteId, params.siteRedirectId) ? new Emptied() : undefined,
  getSiteRedirectBySource: (ctx, { params, query }) => redirects.redirectBySource(ctx, params.organizationId, params.siteId, query.source, query.shareKey),
  publishSite: (ctx, { params }) => publishing.publishSite(ctx, params.organizationId, params.siteId),
  unpublishSite: (ctx, { params }) => publishing.unpublishSite(ctx, params.organizationId, params.siteId),
  getSitePublishingPreviewById: (ctx, { params, query }) => publishing.previewSite(ctx, params.organizationId, params.siteId, query.siteSpace),
} satisfies Partial<Handlers>;
