import { prewarmSiteSearch, searchSite } from '../../domain/sites/site-search.js';
import type { Handlers } from '../handler.js';

export const siteSearchRoutes = {
  searchSiteContent: (ctx, { params, query, body }) => searchSite(ctx, params.organizationId, params.siteId, query, body),
  prewarmSiteSearch: (ctx, { params }) => prewarmSiteSearch(ctx, params.organizationId, params.siteId),
} satisfies Partial<Handlers>;
