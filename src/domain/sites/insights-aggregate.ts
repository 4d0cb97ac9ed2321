import { invalid } from '../../lib/errors.js';
import type {
  InsightsColumn,
  InsightsColumnName,
  InsightsFilter,
  SiteInsightsAggregation,
  SiteInsightsAggregationResult,
} from '../../schemas/site-insights.js';
import type { KeptInsightsEvent } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { siteEvents, stableKey } from './insights.js';
import { botOf, browserOf, deviceOf, systemOf } from './user-agent.js';
import { requireSite } from './site.js';

/** The counts a row of groups adds up; the other columns are an event's own (dimensions). */
const METRICS = new Set<InsightsColumnName>(['eventsCount', 'sessionsCount', 'visitorsCount', 'pageFeedbackRating', 'askResponseRating']);

/**
 * Columns the sandbox cannot derive: a visitor's geography comes from the IP address it never
 * keeps, and `visitorClaimProperty` is not described by the spec.
 */
const NOT_KEPT = new Set<InsightsColumnName>(['visitorGeoCountry', 'visitorGeoPoint', 'visitorClaimProperty']);

const DAY = 86_400_000;

/** Where a datetime falls, at an interval's start (UTC; weeks start on Monday); the exact time without one. */
function bucket(iso: string, interval: InsightsColumn['interval']): string {
  const d = new Date(iso);
  switch (interval) {
    case undefined:
      return d.toISOString();
    case 'hour':
      return new Date(Math.floor(d.getTime() / 3_600_000) * 3_600_000).toISOString();
    case 'day':
      return new Date(Math.floor(d.getTime() / DAY) * DAY).toISOString();
    case 'week': {
      const day = Math.floor(d.getTime() / DAY) * DAY;
      return new Date(day - ((d.getUTCDay() + 6) % 7) * DAY).toISOString();
    }
    case 'month':
      return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)).toISOString();
  }
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};
const utm = (record: KeptInsightsEvent, name: string) => new URL(record.event.location.url).searchParams.get(`utm_${name}`) ?? '';

/**
 * An event's value in a column: null where the spec's column may be null and the event has none,
 * undefined where it may not (the event is then in no group of that column: a page view has no rating).
 */
function valueOf(record: KeptInsightsEvent, column: InsightsColumn): unknown {
  const { event } = record;
  const { location, session } = event;
  switch (column.column) {
    case 'datetime':
      return bucket(record.timestamp, column.interval);
    case 'dayOfWeek':
      return ((new Date(record.timestamp).getUTCDay() + 6) % 7) + 1;
    case 'hourOfDay':
      return new Date(record.timestamp).getUTCHours();
    case 'url':
      return location.url;
    case 'urlPath':
      return new URL(location.url).pathname;
    case 'eventType':
      return event.type;
    case 'siteSection':
    case 'siteSpace':
    case 'siteShareKey':
      return location[column.column];
    case 'displayContext':
      return location.displayContext ?? 'site';
    case 'page':
      return location.space ? { page: location.page, space: location.space } : null;
    case 'visitorLanguage':
      return session.language;
    case 'visitorBrowser':
      return browserOf(session.userAgent);
    case 'visitorOS':
      return systemOf(session.userAgent);
    case 'visitorDevice':
      return deviceOf(session.userAgent);
    case 'visitorBot':
      return botOf(session.userAgent);
    case 'visitorAuthenticated':
      return Object.keys(session.visitorAuthClaims ?? {}).length > 0;
    case 'visitorClaim': {
      const claim = session.visitorAuthClaims?.[column.claim!];
      return claim === undefined ? undefined : typeof claim === 'string' ? claim : JSON.stringify(claim);
    }
    case 'referrer':
      return session.referrer ?? '';
    case 'referrerDomain':
      return session.referrer ? hostOf(session.referrer) : '';
    case 'utmSource':
      return utm(record, 'source');
    case 'utmMedium':
      return utm(record, 'medium');
    case 'utmCampaign':
      return utm(record, 'campaign');
    case 'utmTerm':
      return utm(record, 'term');
    case 'utmContent':
      return utm(record, 'content');
    case 'eventSearchQuery':
      return event.type === 'search_type_query' || event.type === 'search_open_result' ? event.query : undefined;
    case 'eventSearchResultRecordId':
      return event.type === 'search_open_result' && 'recordId' in event.result ? event.result.recordId : null;
    case 'eventPageFeedbackRating':
      return event.type === 'page_post_feedback' || event.type === 'page_post_feedback_comment' ? event.feedback.rating : undefined;
    case 'eventPageFeedbackComment':
      return event.type === 'page_post_feedback_comment' ? event.feedback.comment : undefined;
    case 'eventAskResponseRating':
      return event.type === 'ask_rate_response' ? event.rating : undefined;
    case 'eventLinkTargetValue':
      return event.type === 'link_click' ? event.link.target : undefined;
    case 'eventLinkTargetKind':
      return event.type === 'link_click' ? event.link.target.kind : undefined;
    case 'eventLinkPosition':
      return event.type === 'link_click' ? event.link.position : undefined;
    case 'eventLinkTargetDomain':
      return event.type === 'link_click' && event.link.target.kind === 'url' ? hostOf(String(event.link.target.url)) || null : null;
    case 'eventAPIOperationPath':
      return event.type === 'api_client_open' || event.type === 'api_client_request' ? event.operation.path : null;
    case 'eventAPIOperationMethod':
      return event.type === 'api_client_open' || event.type === 'api_client_request' ? event.operation.method : null;
    case 'eventLLMSVariant':
      return event.type === 'llms_request' ? event.llmsVariant : null;
    case 'eventMarkdownSource':
      return event.type === 'page_markdown_request' ? (event.markdownSource ?? null) : null;
    // The sandbox serves no page adaptive content hides as a 404 of its own kind: none is `conditional`.
    case 'eventPageNotFoundType':
      return null;
    case 'eventAdDomain':
      return event.type === 'ad_click' || event.type === 'ad_display' ? event.ad.domain : undefined;
    case 'eventAdPlacement':
      return event.type === 'ad_click' || event.type === 'ad_display' ? event.ad.placement : undefined;
    case 'eventTrademarkPlacement':
      return event.type === 'trademark_click' ? event.placement : undefined;
    case 'eventsCount':
    case 'sessionsCount':
    case 'visitorsCount':
    case 'pageFeedbackRating':
    case 'askResponseRating':
    case 'visitorGeoCountry':
    case 'visitorGeoPoint':
    case 'visitorClaimProperty':
      throw new Error(`${column.column} is not an event's own value`);
  }
}

/** Refuses a column the sandbox cannot derive, naming it and where the query has it. */
function checkKept(column: InsightsColumn, field: string) {
  if (NOT_KEPT.has(column.column))
    throw invalid(
      column.column === 'visitorClaimProperty'
        ? 'the column visitorClaimProperty is not available in the sandbox: group by visitorClaim with the claim named'
        : `the column ${column.column} is not available in the sandbox: it never keeps a visitor's IP address, where geography comes from`,
      `${field}.column`,
    );
}

/** A column's identity in a query: its name and what refines it. */
const columnKey = (c: InsightsColumn) => `${c.column}:${c.interval ?? ''}:${c.claim ?? ''}`;

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // Objects (a page, a link's target) field by field, so a page of none comes first within its space, as null does alone.
  if (typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const [x, y] = [a as Record<string, unknown>, b as Record<string, unknown>];
    for (const key of [...new Set([...Object.keys(x), ...Object.keys(y)])].sort()) {
      const order = compare(x[key], y[key]);
      if (order !== 0) return order;
    }
    return 0;
  }
  const [x, y] = typeof a === 'string' && typeof b === 'string' ? [a, b] : [stableKey(a), stableKey(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

function matches(record: KeptInsightsEvent, filter: InsightsFilter): boolean {
  const value = valueOf(record, filter);
  const operator = filter.operator ?? 'in';
  if (operator === 'in' || operator === 'notIn') {
    const keys = new Set(filter.values.map(stableKey));
    return (value !== undefined && keys.has(stableKey(value))) === (operator === 'in');
  }
  if (value === undefined || value === null) return false;
  const bound = filter.values[0];
  const order = filter.column === 'datetime' ? compare(Date.parse(value as string), Date.parse(String(bound))) : compare(value, bound);
  switch (operator) {
    case 'greaterThan':
      return order > 0;
    case 'greaterThanOrEqual':
      return order >= 0;
    case 'lessThan':
      return order < 0;
    case 'lessThanOrEqual':
      return order <= 0;
  }
}

/** The time range a query reads, from the sandbox's clock for a preset. */
function rangeOf(ctx: Context, range: SiteInsightsAggregation['range']): { from: number; to: number } {
  const now = ctx.clock.now();
  if (typeof range !== 'string') {
    const [from, to] = [Date.parse(range.from), Date.parse(range.to)];
    if (from > to) throw invalid('the range starts after it ends: give `from` before `to`', 'range.from');
    return { from, to };
  }
  const start = new Date(now);
  switch (range) {
    case 'last24Hours':
      return { from: now.getTime() - DAY, to: now.getTime() };
    case 'last7Days':
      return { from: now.getTime() - 7 * DAY, to: now.getTime() };
    case 'last30Days':
      return { from: now.getTime() - 30 * DAY, to: now.getTime() };
    case 'last3Months':
      start.setUTCMonth(start.getUTCMonth() - 3);
      return { from: start.getTime(), to: now.getTime() };
    case 'lastYear':
      start.setUTCFullYear(start.getUTCFullYear() - 1);
      return { from: start.getTime(), to: now.getTime() };
  }
}

interface Group {
  dims: unknown[];
  events: number;
  sessions: Set<string>;
  visitors: Set<string>;
  feedback: { ok: number; good: number; bad: number };
  ask: { positive: number; negative: number };
}

function metricOf(group: Group, column: InsightsColumnName): unknown {
  switch (column) {
    case 'eventsCount':
      return group.events;
    case 'sessionsCount':
      return group.sessions.size;
    case 'visitorsCount':
      return group.visitors.size;
    case 'pageFeedbackRating':
      return group.feedback;
    case 'askResponseRating':
      return group.ask;
    default:
      throw new Error(`${column} is not a count`);
  }
}

/**
 * Aggregates a site's events (whoever may read the site): those in the range that pass every filter,
 * grouped by the `groupBy` columns (else by the selected columns that are not counts), each group a
 * row of the selected columns (the groups' columns and `eventsCount` when none are selected). Rows
 * follow `order`, ties (and a query with none) by the groups' values ascending, so the same events
 * always answer the same; at most `limit` (1,000) rows.
 */
export function aggregateSiteEvents(ctx: Context, organizationId: string, siteId: string, query: SiteInsightsAggregation): SiteInsightsAggregationResult {
  const site = requireSite(ctx, organizationId, siteId, 'read');
  (query.select ?? []).forEach((c, i) => checkKept(c, `select.${i}`));
  (query.groupBy ?? []).forEach((c, i) => checkKept(c, `groupBy.${i}`));
  if (query.order) checkKept(query.order.by, 'order.by');
  (query.where ?? []).forEach((filter, i) => {
    checkKept(filter, `where.${i}`);
    if (METRICS.has(filter.column)) throw invalid(`${filter.column} is a count of the groups, not a value of an event to filter on`, `where.${i}.column`);
    if (filter.column === 'visitorClaim' && filter.claim === undefined) throw invalid('visitorClaim needs `claim`, the claim it reads', `where.${i}.claim`);
  });
  (query.groupBy ?? []).forEach((c, i) => {
    if (METRICS.has(c.column)) throw invalid(`${c.column} is a count of the groups: group by an event's own column`, `groupBy.${i}.column`);
  });
  const dims = query.groupBy ?? (query.select ?? []).filter((c) => !METRICS.has(c.column));
  const dimKeys = dims.map(columnKey);
  const select = query.select ?? [...dims, { column: 'eventsCount' as const }];
  select.forEach((c, i) => {
    if (!METRICS.has(c.column) && !dimKeys.includes(columnKey(c)))
      throw invalid(`${c.column} is neither a count nor a column the events are grouped by: add it to groupBy`, `select.${i}.column`);
  });
  const orderBy = query.order?.by;
  if (orderBy && !METRICS.has(orderBy.column) && !dimKeys.includes(columnKey(orderBy)))
    throw invalid(`${orderBy.column} is neither a count nor a column the events are grouped by: order by one of those`, 'order.by.column');

  const { from, to } = rangeOf(ctx, query.range);
  const groups = new Map<string, Group>();
  for (const record of siteEvents(ctx, site)) {
    const at = Date.parse(record.timestamp);
    if (at < from || at > to || !(query.where ?? []).every((filter) => matches(record, filter))) continue;
    const values = dims.map((c) => valueOf(record, c));
    if (values.includes(undefined)) continue;
    const key = stableKey(values);
    let group = groups.get(key);
    if (!group) {
      group = { dims: values, events: 0, sessions: new Set(), visitors: new Set(), feedback: { ok: 0, good: 0, bad: 0 }, ask: { positive: 0, negative: 0 } };
      groups.set(key, group);
    }
    const { event } = record;
    group.events++;
    group.sessions.add(event.session.sessionId);
    group.visitors.add(event.session.visitorId);
    if (event.type === 'page_post_feedback' || event.type === 'page_post_feedback_comment') group.feedback[event.feedback.rating]++;
    if (event.type === 'ask_rate_response') group.ask[event.rating === 1 ? 'positive' : 'negative']++;
  }

  const cell = (group: Group, column: InsightsColumn) =>
    METRICS.has(column.column) ? metricOf(group, column.column) : group.dims[dimKeys.indexOf(columnKey(column))];
  const byDims = (a: Group, b: Group) => {
    for (let i = 0; i < dims.length; i++) {
      const order = compare(a.dims[i], b.dims[i]);
      if (order !== 0) return order;
    }
    return 0;
  };
  const direction = query.order?.direction === 'desc' ? -1 : 1;
  const rows = [...groups.values()]
    .sort((a, b) => (orderBy ? direction * compare(cell(a, orderBy), cell(b, orderBy)) : 0) || byDims(a, b))
    .slice(0, query.limit ?? 1000);
  return {
    columns: select.map((column) => ({
      column: column.column,
      ...(column.claim !== undefined ? { claim: column.claim } : {}),
      values: rows.map((row) => cell(row, column)),
    })),
  };
}
