import { aggregateSiteEvents } from '../../domain/sites/insights-aggregate.js';
import { listVisitorSegments, trackSiteEvents } from '../../domain/sites/insights.js';
import type { Handlers } from '../handler.js';

export const siteInsightsRoutes = {
  trackEventsInSiteById: (ctx, { params, body }) => trackSiteEvents(ctx, params.organizationId, params.siteId, body.events),
  aggregateSiteEvents: (ctx, { params, body }) => aggregateSiteEvents(ctx, params.organizationId, params.siteId, body),
  listSiteVisitorSegments: (ctx, { params }) => listVisitorSegments(ctx, params.organizationId, params.siteId),
} satisfies Partial<Handlers>;
