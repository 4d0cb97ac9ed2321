import * as adaptive from '../../domain/sites/adaptive.js';
import * as customization from '../../domain/sites/customization.js';
import { getPublishedSite } from '../../domain/sites/published.js';
import * as publishingAuth from '../../domain/sites/publishing-auth.js';
import * as groups from '../../domain/sites/section-groups.js';
import * as sections from '../../domain/sites/sections.js';
import * as shareLinks from '../../domain/sites/share-links.js';
import * as siteSpaces from '../../domain/sites/site-spaces.js';
import * as sites from '../../domain/sites/sites.js';
import type { Handlers } from '../handler.js';

export const siteRoutes = {
  listSites: (ctx, { params, query }) => sites.listSites(ctx, params.organizationId, query),
  createSite: (ctx, { params, body }) => sites.createSite(ctx, params.organizationId, body),
  getSiteById: (ctx, { params }) => sites.getSite(ctx, params.organizationId, params.siteId),
  updateSiteById: (ctx, { params, body }) => sites.updateSite(ctx, params.organizationId, params.siteId, body),
  deleteSiteById: (ctx, { params }) => sites.deleteSite(ctx, params.organizationId, params.siteId),
  listSiteShareLinks: (ctx, { params, query }) => shareLinks.listShareLinks(ctx, params.organizationId, params.siteId, query),
  createSiteShareLink: (ctx, { params, body }) => shareLinks.createShareLink(ctx, params.organizationId, params.siteId, body),
  updateSiteShareLinkById: (ctx, { params, body }) => shareLinks.updateShareLink(ctx, params.organizationId, params.siteId, params.shareLinkId, body),
  deleteSiteShareLinkById: (ctx, { params }) => shareLinks.deleteShareLink(ctx, params.organizationId, params.siteId, params.shareLinkId),
  listSiteSpaces: (ctx, { params, query }) => siteSpaces.listSiteSpaces(ctx, params.organizationId, params.siteId, query),
  addSpaceToSite: (ctx, { params, body }) => siteSpaces.addSpaceToSite(ctx, params.organizationId, params.siteId, body),
  updateSiteSpaceById: (ctx, { params, body }) => siteSpaces.updateSiteSpace(ctx, params.organizationId, params.siteId, params.siteSpaceId, body),
  moveSiteSpace: (ctx, { params, body }) => siteSpaces.moveSiteSpace(ctx, params.organizationId, params.siteId, params.siteSpaceId, body.position),
  deleteSiteSpaceById: (ctx, { params }) => siteSpaces.deleteSiteSpace(ctx, params.organizationId, params.siteId, params.siteSpaceId),
  listSiteSections: (ctx, { params, query }) => sections.listSections(ctx, params.organizationId, params.siteId, query),
  addSectionToSite: (ctx, { params, body }) => sections.addSection(ctx, params.organizationId, params.siteId, body),
  updateSiteSectionById: (ctx, { params, body }) => sections.updateSection(ctx, params.organizationId, params.siteId, params.siteSectionId, body),
  moveSiteSection: (ctx, { params, body }) => sections.moveSection(ctx, params.organizationId, params.siteId, params.siteSectionId, body.position),
  deleteSiteSectionById: (ctx, { params }) => sections.deleteSection(ctx, params.organizationId, params.siteId, params.siteSectionId),
  listSiteSectionGroups: (ctx, { params, query }) => groups.listGroups(ctx, params.organizationId, params.siteId, query),
  addSectionGroupToSite: (ctx, { params, body }) => groups.addGroup(ctx, params.organizationId, params.siteId, body),
  updateSiteSectionGroupById: (ctx, { params, body }) => groups.updateGroup(ctx, params.organizationId, params.siteId, params.siteSectionGroupId, body),
  deleteSiteSectionGroupById: (ctx, { params }) => groups.deleteGroup(ctx, params.organizationId, params.siteId, params.siteSectionGroupId),
  addSectionToGroup: (ctx, { params, body }) => groups.addSectionToGroup(ctx, params.organizationId, params.siteId, params.siteSectionGroupId, body.sectionId),
  removeSectionFromGroup: (ctx, { params }) =>
    groups.removeSectionFromGroup(ctx, params.organizationId, params.siteId, params.siteSectionGroupId, params.siteSectionId),
  moveSiteSectionGroup: (ctx, { params, body }) => groups.moveGroup(ctx, params.organizationId, params.siteId, params.siteSectionGroupId, body.position),
  getPublishedContentSite: (ctx, { params, query }) => getPublishedSite(ctx, params.organizationId, params.siteId, query.shareKey),
  getSiteCustomizationById: (ctx, { params }) => customization.getSiteCustomization(ctx, params.organizationId, params.siteId),
  updateSiteCustomizationById: (ctx, { params, body }) => customization.putSiteCustomization(ctx, params.organizationId, params.siteId, body),
  getSiteAdaptiveSchema: (ctx, { params }) => adaptive.getAdaptiveSchema(ctx, params.organizationId, params.siteId),
  updateSiteAdaptiveSchema: (ctx, { params, body }) => adaptive.putAdaptiveSchema(ctx, params.organizationId, params.siteId, body.jsonSchema),
  listSiteAdaptiveTemplateConditions: (ctx, { params }) => adaptive.templateConditions(ctx, params.organizationId, params.siteId),
  getSitePublishingAuthById: (ctx, { params }) => publishingAuth.getPublishingAuth(ctx, params.organizationId, params.siteId),
  updateSitePublishingAuthById: (ctx, { params, body }) => publishingAuth.updatePublishingAuth(ctx, params.organizationId, params.siteId, body),
  regenerateSitePublishingAuthById: (ctx, { params }) => publishingAuth.regeneratePublishingAuth(ctx, params.organizationId, params.siteId),
} satisfies Partial<Handlers>;
