import { duplicateSiteSpace } from '../../domain/sites/duplicate-site-space.js';
import * as customization from '../../domain/sites/site-space-customization.js';
import { getSiteStructure, sortSiteStructure } from '../../domain/sites/site-structure.js';
import { applyTemplateToSite } from '../../domain/sites/site-template.js';
import type { Handlers } from '../handler.js';

export const siteStructureRoutes = {
  getSiteStructure: (ctx, { params, query }) => getSiteStructure(ctx, params.organizationId, params.siteId, query.shareKey),
  sortSiteStructure: (ctx, { params, body }) => sortSiteStructure(ctx, params.organizationId, params.siteId, body),
  applyTemplateToSite: (ctx, { params }) => applyTemplateToSite(ctx, params.organizationId, params.siteId),
  duplicateSiteSpace: (ctx, { params, body }) => duplicateSiteSpace(ctx, params.organizationId, params.siteId, params.siteSpaceId, body),
  getSiteSpaceCustomizationById: (ctx, { params }) => customization.getSiteSpaceCustomization(ctx, params.organizationId, params.siteId, params.siteSpaceId),
  overrideSiteSpaceCustomizationById: (ctx, { params, body }) =>
    customization.overrideSiteSpaceCustomization(ctx, params.organizationId, params.siteId, params.siteSpaceId, body),
  deleteSiteSpaceCustomizationById: (ctx, { params }) =>
    customization.deleteSiteSpaceCustomization(ctx, params.organizationId, params.siteId, params.siteSpaceId),
} satisfies Partial<Handlers>;
