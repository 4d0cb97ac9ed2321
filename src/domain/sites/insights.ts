import { invalid } from '../../lib/errors.js';
import type { CacheKind } from '../../lib/caches.js';
import type { SiteInsightsEvent, SiteVisitorSegment, StoredInsightsEvent, StoredInsightsSession } from '../../schemas/site-insights.js';
import type { KeptInsightsEvent, SiteRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { newId } from '../kernel/ids.js';
import { requireSite } from './site.js';

/** The events kept per site: past this, the oldest batches go, so a busy site's insights stay bounded in memory and on disk. */
export const INSIGHTS_KEPT_PER_SITE = 100_000;

/**
 * How many of a published site's visits wait in memory before they are written, together: a
 * record written (and flushed) per page view would make reading a page several times slower.
 * Reading the insights, and closing the sandbox, write them at once.
 */
export const VISITS_PER_WRITE = 100;

/** How far from now an event's own timestamp may be, as GitBook accepts it. */
const TIMESTAMP_TOLERANCE_MS = 5 * 60_000;

/** Visits not yet written, by site: the sandbox's own, dropped with its other caches by a reset or a restore. */
const pendingVisits: CacheKind<{ bySite: Map<string, KeptInsightsEvent[]>; count: number }> = () => ({ bySite: new Map(), count: 0 });

/** An event as kept: its session without what identifies the person (IP address, cookies, token), at the time it happened. */
function kept(event: SiteInsightsEvent, timestamp: string): KeptInsightsEvent {
  const { timestamp: _timestamp, session, ...rest } = event;
  const { cookies: _cookies, ip: _ip, visitorAuthToken: _token, ...identified } = session;
  const stored: StoredInsightsEvent = { ...rest, session: identified };
  return { timestamp, event: stored };
}

/** Writes a batch of a site's events as one record, then drops its oldest batches while it keeps more than its bound. */
function keepBatch(ctx: Pick<Context, 'store'>, siteId: string, events: KeptInsightsEvent[]): void {
  ctx.store.put('siteInsightsBatches', { id: newId(), seq: ctx.store.nextSeq(), site: siteId, events });
  const batches = ctx.store.recordsIn('siteInsightsBatches', 'bySite', siteId);
  let total = batches.reduce((sum, batch) => sum + batch.events.length, 0);
  for (const oldest of batches) {
    if (total <= INSIGHTS_KEPT_PER_SITE) break;
    ctx.store.remove('siteInsightsBatches', oldest.id);
    total -= oldest.events.length;
  }
}

/** Writes the visits waiting in memory, a batch per site (those of a site deleted since are dropped). */
export function writePendingVisits(ctx: Pick<Context, 'store' | 'caches'>): void {
  const pending = ctx.caches.of(pendingVisits);
  for (const [siteId, events] of pending.bySite) if (ctx.store.get('sites', siteId)) keepBatch(ctx, siteId, events);
  pending.bySite.clear();
  pending.count = 0;
}

/** A site's events, oldest first: those written, then those waiting, written first. */
export function siteEvents(ctx: Pick<Context, 'store' | 'caches'>, site: SiteRecord): KeptInsightsEvent[] {
  writePendingVisits(ctx);
  return ctx.store.recordsIn('siteInsightsBatches', 'bySite', site.id).flatMap((batch) => batch.events);
}

/** What a visitor did on a published site that its insights keep: read a page (none: a 404), or search. */
export type SiteVisit = { type: 'page_view'; page: string | null } | { type: 'search_type_query'; query: string };

/** Where a visit happened and who made it, as the published site knows them. */
export interface VisitContext {
  site: SiteRecord;
  /** The page's URL, without its query but for its `utm_` parameters: never a share key or a token. */
  url: string;
  siteSection: string | null;
  siteSpace: string | null;
  siteShareKey: string | null;
  space: string | null;
  revision: string | null;
  session: StoredInsightsSession;
}

/** Keeps a visit to a published site, as the event GitBook's own site would track, at the sandbox's now. */
export function recordVisit(ctx: Pick<Context, 'store' | 'clock' | 'caches'>, at: VisitContext, visit: SiteVisit): void {
  const location = {
    url: at.url,
    displayContext: 'site' as const,
    siteSection: at.siteSection,
    siteSpace: at.siteSpace,
    siteShareKey: at.siteShareKey,
    space: at.space,
    revision: at.revision,
    page: visit.type === 'page_view' ? visit.page : null,
  };
  const session = { ...at.session, cookies: {} };
  const event: SiteInsightsEvent =
    visit.type === 'page_view' ? { type: 'page_view', session, location } : { type: 'search_type_query', query: visit.query, session, location };
  const pending = ctx.caches.of(pendingVisits);
  let events = pending.bySite.get(at.site.id);
  if (!events) pending.bySite.set(at.site.id, (events = []));
  events.push(kept(event, ctx.clock.iso()));
  if (++pending.count >= VISITS_PER_WRITE) writePendingVisits(ctx);
}

/** Tracks a batch of events on a site (whoever may read it): all of them, or none when one's timestamp is off by more than 5 minutes. */
export function trackSiteEvents(ctx: Context, organizationId: string, siteId: string, events: SiteInsightsEvent[]): void {
  const site = requireSite(ctx, organizationId, siteId, 'read');
  const now = ctx.clock.now().getTime();
  const times = events.map((event, i) => {
    if (event.timestamp === undefined) return new Date(now).toISOString();
    const at = Date.parse(event.timestamp);
    if (Math.abs(at - now) > TIMESTAMP_TOLERANCE_MS)
      throw invalid(`an event's timestamp must be within 5 minutes of now (${new Date(now).toISOString()}); leave it out to use now`, `events.${i}.timestamp`);
    return new Date(at).toISOString();
  });
  writePendingVisits(ctx);
  if (events.length)
    keepBatch(
      ctx,
      site.id,
      events.map((event, i) => kept(event, times[i]!)),
    );
}

/** A value as a stable key: the same objects, their keys in any order, make one key. */
export function stableKey(claims: unknown): string {
  const sorted = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
        )
      : value;
  return JSON.stringify(sorted(claims));
}

const titleOf = (claims: Record<string, unknown>) =>
  Object.keys(claims).length === 0
    ? 'Anonymous visitors'
    : Object.entries(claims)
        .map(([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
        .join(', ');

/**
 * A site's visitors grouped by the claims they carried (adaptive content's), those with none together:
 * each segment's events, distinct visitors and sessions; most events first, then by title.
 */
export function listVisitorSegments(ctx: Context, organizationId: string, siteId: string): { items: SiteVisitorSegment[]; count: number } {
  const site = requireSite(ctx, organizationId, siteId, 'read');
  const segments = new Map<string, { claims: Record<string, unknown>; events: number; visitors: Set<string>; sessions: Set<string> }>();
  for (const { event } of siteEvents(ctx, site)) {
    const { session } = event;
    const claims = session.visitorAuthClaims ?? {};
    const key = stableKey(claims);
    let segment = segments.get(key);
    if (!segment) segments.set(key, (segment = { claims, events: 0, visitors: new Set(), sessions: new Set() }));
    segment.events++;
    segment.visitors.add(session.visitorId);
    segment.sessions.add(session.sessionId);
  }
  const items = [...segments.values()]
    .map(({ claims, events, visitors, sessions }) => ({ title: titleOf(claims), claims, events, visitors: visitors.size, sessions: sessions.size }))
    .sort((a, b) => b.events - a.events || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
  return { items, count: items.length };
}
