import { O } from './organization-operations.js';
import { op } from './operation.js';
import { PublishedQuery, SiteCustomization, SiteCustomizationQuery, SiteParams, SiteSpace, SiteSpaceParams, SiteStructure } from './site.js';
import { SiteSpaceCustomizationPatch, SiteSpaceDuplicate, SiteStructureItem, SiteStructureSort } from './site-structure.js';

/** A site's shape: its structure and its order, its template, a site space's copy and its own look (part of operations.ts). */
export const siteStructureOperations = {
  getSiteStructure: op({
    id: 'getSiteStructure',
    method: 'GET',
    path: `${O}/sites/{siteId}/structure`,
    summary: "A site's structure in reading order: its sections and section groups, or its spaces",
    params: SiteParams,
    query: PublishedQuery,
    response: SiteStructure,
  }),
  sortSiteStructure: op({
    id: 'sortSiteStructure',
    method: 'PATCH',
    path: `${O}/sites/{siteId}/structure/sort`,
    summary: 'Move a site space, section or section group before or after a sibling, or to the end of its siblings',
    params: SiteParams,
    body: SiteStructureSort,
    response: SiteStructureItem,
  }),
  applyTemplateToSite: op({
    id: 'applyTemplateToSite',
    method: 'POST',
    path: `${O}/sites/{siteId}/template`,
    summary: "Fill an empty site with GitBook's default documentation: a space of starter pages, and a look",
    params: SiteParams,
    status: 200,
  }),
  duplicateSiteSpace: op({
    id: 'duplicateSiteSpace',
    method: 'POST',
    path: `${O}/sites/{siteId}/site-spaces/{siteSpaceId}/duplicate`,
    summary: 'Copy the space a site space shows and show the copy beside it (in a new section when it was alone in its own)',
    params: SiteSpaceParams,
    body: SiteSpaceDuplicate.optional(),
    response: SiteSpace,
    status: 201,
  }),
  getSiteSpaceCustomizationById: op({
    id: 'getSiteSpaceCustomizationById',
    method: 'GET',
    path: `${O}/sites/{siteId}/site-spaces/{siteSpaceId}/customization`,
    summary: "A site space's look: the site's, with the site space's overrides over it",
    params: SiteSpaceParams,
    query: SiteCustomizationQuery,
    response: SiteCustomization,
  }),
  overrideSiteSpaceCustomizationById: op({
    id: 'overrideSiteSpaceCustomizationById',
    method: 'PATCH',
    path: `${O}/sites/{siteId}/site-spaces/{siteSpaceId}/customization`,
    summary: "Override settings of the site's look for one site space (null clears an override)",
    params: SiteSpaceParams,
    body: SiteSpaceCustomizationPatch,
    response: SiteCustomization,
  }),
  deleteSiteSpaceCustomizationById: op({
    id: 'deleteSiteSpaceCustomizationById',
    method: 'DELETE',
    path: `${O}/sites/{siteId}/site-spaces/{siteSpaceId}/customization`,
    summary: "Remove a site space's overrides: it shows the site's look again",
    params: SiteSpaceParams,
  }),
};
