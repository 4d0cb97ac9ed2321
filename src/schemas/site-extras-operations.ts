import { ListQuery, listOf } from './common.js';
import { op } from './operation.js';
import { O } from './organization-operations.js';
import { AdsSite, AdsSiteListQuery, AdsSiteParams, AdsSiteUpdate, SiteAdsUpdate } from './site-ads.js';
import { SiteChannel, SiteChannelCreate, SiteChannelParams, SiteChannelUpdate } from './site-channels.js';
import { SiteExternalLinkCreate, SiteExternalLinkParams, SiteExternalLinkUpdate } from './site-external-links.js';
import { SiteExternalLink, SiteParams } from './site.js';

const SITE = `${O}/sites/{siteId}`;

/** A site's GitBook Agent channels, its external links and its ads settings: part of the one table (operations.ts). */
export const siteExtrasOperations = {
  listSiteChannels: op({
    id: 'listSiteChannels',
    method: 'GET',
    path: `${SITE}/channels`,
    summary: "List a site's GitBook Agent channels",
    params: SiteParams,
    query: ListQuery,
    response: listOf(SiteChannel),
  }),
  createSiteChannel: op({
    id: 'createSiteChannel',
    method: 'POST',
    path: `${SITE}/channels`,
    summary: 'Create a GitBook Agent channel for a site',
    params: SiteParams,
    body: SiteChannelCreate,
    response: SiteChannel,
    status: 201,
  }),
  getSiteChannelById: op({
    id: 'getSiteChannelById',
    method: 'GET',
    path: `${SITE}/channels/{siteChannelId}`,
    summary: "Get a site's GitBook Agent channel",
    params: SiteChannelParams,
    response: SiteChannel,
  }),
  updateSiteChannelById: op({
    id: 'updateSiteChannelById',
    method: 'PATCH',
    path: `${SITE}/channels/{siteChannelId}`,
    summary: "Change a GitBook Agent channel's role or setup",
    params: SiteChannelParams,
    body: SiteChannelUpdate,
    response: SiteChannel,
  }),
  deleteSiteChannelById: op({
    id: 'deleteSiteChannelById',
    method: 'DELETE',
    path: `${SITE}/channels/{siteChannelId}`,
    summary: 'Delete a GitBook Agent channel',
    params: SiteChannelParams,
  }),

  addExternalLinkToSite: op({
    id: 'addExternalLinkToSite',
    method: 'POST',
    path: `${SITE}/external-links`,
    summary: "Add an external link to a site's navigation",
    params: SiteParams,
    body: SiteExternalLinkCreate,
    response: SiteExternalLink,
    status: 201,
  }),
  updateSiteExternalLinkById: op({
    id: 'updateSiteExternalLinkById',
    method: 'PATCH',
    path: `${SITE}/external-links/{siteExternalLinkId}`,
    summary: 'Update an external link',
    params: SiteExternalLinkParams,
    body: SiteExternalLinkUpdate,
    response: SiteExternalLink,
  }),
  deleteSiteExternalLinkById: op({
    id: 'deleteSiteExternalLinkById',
    method: 'DELETE',
    path: `${SITE}/external-links/{siteExternalLinkId}`,
    summary: 'Delete an external link',
    params: SiteExternalLinkParams,
  }),

  updateSiteAdsById: op({
    id: 'updateSiteAdsById',
    method: 'POST',
    path: `${SITE}/ads`,
    summary: 'Submit a site to the ads programme, change its topic or turn its ads off',
    params: SiteParams,
    body: SiteAdsUpdate,
  }),
  adsListSites: op({
    id: 'adsListSites',
    method: 'GET',
    path: '/v1/ads/sites',
    summary: "The ads platform's queue: sites submitted for ads, live or rejected, across organizations",
    query: AdsSiteListQuery,
    response: listOf(AdsSite),
  }),
  adsUpdateSite: op({
    id: 'adsUpdateSite',
    method: 'PATCH',
    path: '/v1/ads/sites/{siteId}',
    summary: "The ads platform's verdict on a site: live in a zone, rejected, or back to pending",
    params: AdsSiteParams,
    body: AdsSiteUpdate,
  }),
};
