import { listAdsSites, reviewAdsSite, updateSiteAds } from '../../domain/sites/ads.js';
import * as channels from '../../domain/sites/channels.js';
import * as links from '../../domain/sites/external-links.js';
import type { Handlers } from '../handler.js';

export const siteExtrasRoutes = {
  listSiteChannels: (ctx, { params, query }) => channels.listChannels(ctx, params.organizationId, params.siteId, query),
  createSiteChannel: (ctx, { params, body }) => channels.createChannel(ctx, params.organizationId, params.siteId, body),
  getSiteChannelById: (ctx, { params }) => channels.getChannel(ctx, params.organizationId, params.siteId, params.siteChannelId),
  updateSiteChannelById: (ctx, { params, body }) => channels.updateChannel(ctx, params.organizationId, params.siteId, params.siteChannelId, body),
  deleteSiteChannelById: (ctx, { params }) => channels.deleteChannel(ctx, params.organizationId, params.siteId, params.siteChannelId),
  addExternalLinkToSite: (ctx, { params, body }) => links.addExternalLink(ctx, params.organizationId, params.siteId, body),
  updateSiteExternalLinkById: (ctx, { params, body }) => links.updateExternalLink(ctx, params.organizationId, params.siteId, params.siteExternalLinkId, body),
  deleteSiteExternalLinkById: (ctx, { params }) => links.deleteExternalLink(ctx, params.organizationId, params.siteId, params.siteExternalLinkId),
  updateSiteAdsById: (ctx, { params, body }) => updateSiteAds(ctx, params.organizationId, params.siteId, body),
  adsListSites: (ctx, { query }) => listAdsSites(ctx, query),
  adsUpdateSite: (ctx, { params, body }) => reviewAdsSite(ctx, params.siteId, body),
} satisfies Partial<Handlers>;
