import { ListQuery, listOf } from './common.js';
import { op } from './operation.js';
import { O } from './organization-operations.js';
import { SearchSpaceResult } from './revision.js';
import { SiteParams } from './site.js';
import { SiteSearchRequest } from './site-search.js';

/** The search of a published site, across its sections and their variants. */
export const siteSearchOperations = {
  searchSiteContent: op({
    id: 'searchSiteContent',
    method: 'POST',
    path: `${O}/sites/{siteId}/search`,
    summary: "Search the site's published content",
    params: SiteParams,
    query: ListQuery,
    body: SiteSearchRequest,
    response: listOf(SearchSpaceResult),
  }),
  prewarmSiteSearch: op({
    id: 'prewarmSiteSearch',
    method: 'POST',
    path: `${O}/sites/{siteId}/search/prewarm`,
    summary: "Build the site's search indexes now",
    params: SiteParams,
  }),
};
