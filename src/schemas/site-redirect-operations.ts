import { listOf } from './common.js';
import { op } from './operation.js';
import { O } from './organization-operations.js';
import { Site, SiteParams } from './site.js';
import {
  SitePreview,
  SitePreviewQuery,
  SiteRedirect,
  SiteRedirectBulkResults,
  SiteRedirectBulkUpsert,
  SiteRedirectCreate,
  SiteRedirectListQuery,
  SiteRedirectParams,
  SiteRedirectResolution,
  SiteRedirectSourceQuery,
  SiteRedirectUpdate,
} from './site-redirect.js';

const SITE = `${O}/sites/{siteId}`;

/** A site's redirects, its publishing (publish, unpublish) and its preview: part of the one table (operations.ts). */
export const siteRedirectOperations = {
  listSiteRedirects: op({
    id: 'listSiteRedirects',
    method: 'GET',
    path: `${SITE}/redirects`,
    summary: "List a site's redirects",
    params: SiteParams,
    query: SiteRedirectListQuery,
    response: listOf(SiteRedirect),
  }),
  createSiteRedirect: op({
    id: 'createSiteRedirect',
    method: 'POST',
    path: `${SITE}/redirects`,
    summary: 'Redirect a path of a site to a page, a space, a section or a URL',
    params: SiteParams,
    body: SiteRedirectCreate,
    response: SiteRedirect,
    status: 201,
  }),
  bulkUpsertSiteRedirects: op({
    id: 'bulkUpsertSiteRedirects',
    method: 'PUT',
    path: `${SITE}/redirects`,
    summary: 'Create, replace, remove or publish redirects by source, up to 500 at once',
    params: SiteParams,
    body: SiteRedirectBulkUpsert,
    response: SiteRedirectBulkResults,
  }),
  updateSiteRedirectById: op({
    id: 'updateSiteRedirectById',
    method: 'PATCH',
    path: `${SITE}/redirects/{siteRedirectId}`,
    summary: "Change a redirect's source, destination or kind",
    params: SiteRedirectParams,
    body: SiteRedirectUpdate,
    response: SiteRedirect,
  }),
  deleteSiteRedirectById: op({
    id: 'deleteSiteRedirectById',
    method: 'DELETE',
    path: `${SITE}/redirects/{siteRedirectId}`,
    summary: 'Delete a redirect',
    params: SiteRedirectParams,
  }),
  getSiteRedirectBySource: op({
    id: 'getSiteRedirectBySource',
    method: 'GET',
    path: `${SITE}/redirect`,
    summary: 'The redirect of a source path, and the URL it leads to',
    params: SiteParams,
    query: SiteRedirectSourceQuery,
    response: SiteRedirectResolution,
  }),
  publishSite: op({ id: 'publishSite', method: 'POST', path: `${SITE}/publish`, summary: 'Publish a site', params: SiteParams, response: Site }),
  unpublishSite: op({
    id: 'unpublishSite',
    method: 'POST',
    path: `${SITE}/unpublish`,
    summary: 'Take a site offline',
    params: SiteParams,
    response: Site,
  }),
  getSitePublishingPreviewById: op({
    id: 'getSitePublishingPreviewById',
    method: 'GET',
    path: `${SITE}/publishing/preview`,
    summary: "A URL to preview a site's published content",
    params: SiteParams,
    query: SitePreviewQuery,
    response: SitePreview,
  }),
};
