import { listOf } from './common.js';
import { op } from './operation.js';
import { O } from './organization-operations.js';
import { SiteParams } from './site.js';
import { SiteInsightsAggregation, SiteInsightsAggregationResult, SiteInsightsTrack, SiteVisitorSegment } from './site-insights.js';

const SITE = `${O}/sites/{siteId}`;

/** A site's insights: events tracked, aggregated, and its visitor segments. Part of the one table (operations.ts). */
export const siteInsightsOperations = {
  trackEventsInSiteById: op({
    id: 'trackEventsInSiteById',
    method: 'POST',
    path: `${SITE}/insights/events`,
    summary: "Track visitors' events on a site (page views, searches, feedback…), up to 1,000 at once",
    params: SiteParams,
    body: SiteInsightsTrack,
  }),
  aggregateSiteEvents: op({
    id: 'aggregateSiteEvents',
    method: 'POST',
    path: `${SITE}/insights/events/aggregate`,
    summary: "Query a site's events: columns selected, filtered, grouped and ordered over a time range",
    params: SiteParams,
    body: SiteInsightsAggregation,
    response: SiteInsightsAggregationResult,
  }),
  listSiteVisitorSegments: op({
    id: 'listSiteVisitorSegments',
    method: 'GET',
    path: `${SITE}/insights/visitor-segments`,
    summary: "A site's visitors grouped by the claims they carry, with their events, visitors and sessions",
    params: SiteParams,
    response: listOf(SiteVisitorSegment),
  }),
};
