import * as z from 'zod';
import { Timestamp, Url } from './common.js';

/**
 * A site's insights (GitBook's Site insights): the events its visitors' reading makes, tracked by
 * the published site or sent through the API, aggregated into columns, and its visitor segments.
 */

/** The claims of a visitor, as adaptive content reads them: any JSON object. */
const Claims = z.record(z.string(), z.unknown());

export const SiteInsightsSession = z.object({
  visitorId: z.string().min(1).max(128),
  sessionId: z.string().min(1).max(128),
  cookies: z.record(z.string(), z.string()),
  ip: z.string().optional(),
  userAgent: z.string().max(1024),
  language: z.string().max(64).nullable(),
  referrer: z.union([z.null(), z.literal(''), Url]),
  visitorAuthToken: z.string().nullable().optional(),
  visitorAuthClaims: Claims.optional(),
});

export const SiteInsightsDisplayContext = z.enum(['site', 'server', 'embed', 'mcp']);

export const SiteInsightsLocation = z.object({
  url: Url,
  displayContext: SiteInsightsDisplayContext.optional(),
  siteSection: z.string().nullable(),
  siteSpace: z.string().nullable(),
  siteShareKey: z.string().nullable(),
  space: z.string().nullable(),
  revision: z.string().nullable(),
  page: z.string().nullable(),
});

const PageFeedbackRating = z.enum(['bad', 'ok', 'good']);
const LinkPosition = z.enum(['announcement', 'header', 'footer', 'sidebar', 'content']);
const TrademarkPlacement = z.enum(['sidebar', 'ad', 'footer', 'pdf', 'embed']);
const ContentRefKind = z.enum(['file', 'url', 'page', 'anchor', 'user', 'collection', 'space', 'reusable-content', 'tag', 'openapi']);
/** Where a link leads (GitBook's ContentRef): its kind, and the fields of that kind. */
const ContentRef = z.looseObject({ kind: ContentRefKind });
const OperationPointer = z.object({ path: z.string(), method: z.string() });
const Ad = z.object({ domain: z.string(), zoneId: z.string(), placement: z.enum(['aside']) });

const base = { session: SiteInsightsSession, location: SiteInsightsLocation, timestamp: Timestamp.optional() };
const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.object({ ...base, type: z.literal(type), ...shape });

/** One event of a visitor's reading, of the kinds GitBook tracks. */
export const SiteInsightsEvent = z.discriminatedUnion('type', [
  event('page_view', {}),
  event('page_markdown_request', { markdownSource: z.enum(['page-action']).optional() }),
  event('search_open', {}),
  event('search_type_query', { query: z.string() }),
  event('search_open_result', {
    query: z.string(),
    result: z.union([z.object({ spaceId: z.string(), pageId: z.string() }), z.object({ recordId: z.string() })]),
  }),
  event('page_post_feedback', { feedback: z.object({ rating: PageFeedbackRating }) }),
  event('page_post_feedback_comment', { feedback: z.object({ rating: PageFeedbackRating, comment: z.string().min(1).max(512) }) }),
  event('agent_feedback', {}),
  event('ask_question', { query: z.string(), goal: z.string().optional() }),
  event('ask_view', {}),
  event('ask_rate_response', { query: z.string(), rating: z.union([z.literal(1), z.literal(-1)]), responseId: z.string() }),
  event('link_click', { link: z.object({ target: ContentRef, position: LinkPosition }) }),
  event('api_client_open', { operation: OperationPointer }),
  event('api_client_request', { operation: OperationPointer }),
  event('trademark_click', { placement: TrademarkPlacement }),
  event('ad_click', { ad: Ad }),
  event('ad_display', { ad: Ad }),
  event('llms_request', { llmsVariant: z.enum(['standard', 'full']) }),
  event('mcp_request', {}),
  event('rss_request', {}),
]);
export type SiteInsightsEvent = z.infer<typeof SiteInsightsEvent>;
export type SiteInsightsEventType = SiteInsightsEvent['type'];

/** A batch of events: up to 1,000 at once, the sandbox's bound on one request. */
export const SiteInsightsTrack = z.object({ events: z.array(SiteInsightsEvent).max(1000) });

/** Every column the spec names, whether the sandbox derives it or refuses it by name. */
export const INSIGHTS_COLUMNS = [
  'datetime',
  'dayOfWeek',
  'hourOfDay',
  'url',
  'urlPath',
  'eventType',
  'eventsCount',
  'sessionsCount',
  'visitorsCount',
  'siteSection',
  'siteSpace',
  'siteShareKey',
  'displayContext',
  'page',
  'visitorGeoCountry',
  'visitorGeoPoint',
  'visitorDevice',
  'visitorBrowser',
  'visitorOS',
  'visitorBot',
  'visitorLanguage',
  'eventLinkTargetValue',
  'eventLinkTargetKind',
  'eventLinkTargetDomain',
  'eventLinkPosition',
  'eventAPIOperationPath',
  'eventAPIOperationMethod',
  'eventLLMSVariant',
  'eventPageNotFoundType',
  'eventMarkdownSource',
  'eventSearchQuery',
  'eventSearchResultRecordId',
  'eventPageFeedbackRating',
  'eventPageFeedbackComment',
  'eventAskResponseRating',
  'pageFeedbackRating',
  'askResponseRating',
  'referrer',
  'referrerDomain',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'visitorAuthenticated',
  'visitorClaimProperty',
  'visitorClaim',
  'eventAdDomain',
  'eventAdPlacement',
  'eventTrademarkPlacement',
] as const;
export const InsightsColumnName = z.enum(INSIGHTS_COLUMNS);
export type InsightsColumnName = z.infer<typeof InsightsColumnName>;

/** A column of a query: `interval` for `datetime`, `precision` for `visitorGeoPoint`, `claim` for `visitorClaim`. */
export const InsightsColumn = z
  .object({
    column: InsightsColumnName,
    interval: z.enum(['hour', 'day', 'week', 'month']).optional(),
    precision: z.number().int().min(0).max(15).optional(),
    claim: z.string().min(1).optional(),
  })
  .refine((c) => c.column !== 'visitorClaim' || c.claim !== undefined, { message: 'visitorClaim needs `claim`, the claim it reads', path: ['claim'] });
export type InsightsColumn = z.infer<typeof InsightsColumn>;

export const InsightsOperator = z.enum(['in', 'notIn', 'greaterThan', 'greaterThanOrEqual', 'lessThan', 'lessThanOrEqual']);

export const InsightsFilter = z.object({
  column: InsightsColumnName,
  claim: z.string().min(1).optional(),
  values: z.array(z.unknown()).max(1000),
  operator: InsightsOperator.optional(),
});
export type InsightsFilter = z.infer<typeof InsightsFilter>;

export const InsightsRangePreset = z.enum(['lastYear', 'last3Months', 'last30Days', 'last7Days', 'last24Hours']);

export const SiteInsightsAggregation = z.object({
  select: z.array(InsightsColumn).max(50).optional(),
  where: z.array(InsightsFilter).max(50).optional(),
  groupBy: z.array(InsightsColumn).max(10).optional(),
  order: z.object({ by: InsightsColumn, direction: z.enum(['asc', 'desc']) }).optional(),
  range: z.union([InsightsRangePreset, z.object({ from: Timestamp, to: Timestamp })], {
    error: 'give lastYear, last3Months, last30Days, last7Days or last24Hours, or {from, to}: two date-times',
  }),
  limit: z.number().int().min(1).max(1000).optional(),
});
export type SiteInsightsAggregation = z.infer<typeof SiteInsightsAggregation>;

/** A column of an answer: its values, one per row, in the rows' order. */
export const InsightsColumnValues = z.object({ column: InsightsColumnName, claim: z.string().optional(), values: z.array(z.unknown()) });
export type InsightsColumnValues = z.infer<typeof InsightsColumnValues>;

export const SiteInsightsAggregationResult = z.object({ columns: z.array(InsightsColumnValues) });
export type SiteInsightsAggregationResult = z.infer<typeof SiteInsightsAggregationResult>;

export const SiteVisitorSegment = z.object({
  title: z.string(),
  claims: Claims,
  events: z.number(),
  visitors: z.number(),
  sessions: z.number(),
});
export type SiteVisitorSegment = z.infer<typeof SiteVisitorSegment>;

/** What of a visitor's session is kept: who (by the site's own ids) and how they came, never their IP, cookies or token. */
export type StoredInsightsSession = Omit<z.infer<typeof SiteInsightsSession>, 'cookies' | 'ip' | 'visitorAuthToken'>;
/** An event as the store keeps it: its session as kept, and the time it happened. */
export type StoredInsightsEvent = SiteInsightsEvent extends infer E
  ? E extends SiteInsightsEvent
    ? Omit<E, 'session' | 'timestamp'> & { session: StoredInsightsSession }
    : never
  : never;
