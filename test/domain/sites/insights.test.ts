import { afterEach, describe, expect, it } from 'vitest';
import { aggregateSiteEvents } from '../../../src/domain/sites/insights-aggregate.js';
import { INSIGHTS_KEPT_PER_SITE, listVisitorSegments, trackSiteEvents } from '../../../src/domain/sites/insights.js';
import { createSite, deleteSite } from '../../../src/domain/sites/sites.js';
import { contextOf } from '../../../src/sandbox/open.js';
import type { SiteInsightsEvent } from '../../../src/schemas/site-insights.js';
import { refusal, rules } from '../../helpers/rules.js';
import { startSandbox, type Running } from '../../helpers/sandbox.js';
import { GUIDE, siteShowing, spaceWithPages } from '../../helpers/site-content.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

const session = (visitorId: string, sessionId = `${visitorId}-1`, claims?: Record<string, unknown>) => ({
  visitorId,
  sessionId,
  cookies: { tracker: 'secret' },
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  language: 'en',
  referrer: null,
  ...(claims ? { visitorAuthClaims: claims } : {}),
});
const at = (page: string | null, url = `https://docs.example.com/${page ?? 'missing'}`) => ({
  url,
  siteSection: null,
  siteSpace: 'ss1',
  siteShareKey: null,
  space: 'sp1',
  revision: 'r1',
  page,
});
const view = (visitor: string, page: string | null, sessionId?: string): SiteInsightsEvent => ({
  type: 'page_view',
  session: session(visitor, sessionId),
  location: at(page),
});

describe("a site's insights, from its published pages", () => {
  let sb: Running | undefined;
  afterEach(() => sb?.close());

  it('are in a snapshot taken while visits wait in memory, and come back with it', async () => {
    sb = await startSandbox();
    const site = await siteShowing(sb, 'Help', [await spaceWithPages(sb, 'Guide', GUIDE)]);
    expect((await fetch(site.urls.published!)).status).toBe(200);
    expect(sb.sandbox.store.count('siteInsightsBatches')).toBe(0);
    sb.sandbox.snapshots.save('visited');
    expect(sb.sandbox.store.count('siteInsightsBatches')).toBe(1);
    sb.sandbox.snapshots.reset();
    expect(sb.sandbox.store.count('siteInsightsBatches')).toBe(0);
    sb.sandbox.snapshots.restore('visited');
    expect(sb.sandbox.store.count('siteInsightsBatches')).toBe(1);
  });

  it('keep two page views, a search and a 404, which an aggregation by page counts, the search and the 404 of no page', async () => {
    sb = await startSandbox();
    const space = await spaceWithPages(sb, 'Guide', GUIDE);
    const site = await siteShowing(sb, 'Help', [space]);
    const first = await fetch(site.urls.published!, { headers: { 'user-agent': FIREFOX, referer: 'https://example.com/from' } });
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).toMatch(/docsctl_visitor=.+; docsctl_visit=/);
    expect((await fetch(`${site.urls.published}/getting-started/install?utm_source=news&share=nope`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${site.urls.published}?q=install`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${site.urls.published}/no-such-page`, { headers: { cookie } })).status).toBe(404);

    // The visits wait in memory, to be written together: reading the insights writes them first.
    expect(sb.sandbox.store.count('siteInsightsBatches')).toBe(0);
    const ctx = contextOf(sb.sandbox, sb.sandbox.store.get('users', 'admin')!, sb.url);
    const byPage = aggregateSiteEvents(ctx, 'acme', site.id, {
      range: 'last24Hours',
      groupBy: [{ column: 'page' }, { column: 'eventType' }],
      select: [{ column: 'page' }, { column: 'eventType' }, { column: 'eventsCount' }, { column: 'visitorsCount' }],
      order: { by: { column: 'eventsCount' }, direction: 'desc' },
    });
    const [pages, types, counts, visitors] = byPage.columns.map((c) => c.values);
    // Ties in order of their groups: those of no page first, the 404 (a page view of none), then the search.
    expect(types).toEqual(['page_view', 'search_type_query', 'page_view', 'page_view']);
    expect(sb.sandbox.store.count('siteInsightsBatches')).toBe(1);
    expect(counts).toEqual([1, 1, 1, 1]);
    expect(visitors).toEqual([1, 1, 1, 1]);
    expect(pages!.slice(0, 2)).toEqual([
      { page: null, space: space.id },
      { page: null, space: space.id },
    ]);
    expect(new Set(pages!.slice(2).map((p) => (p as { page: string }).page)).size).toBe(2);
    const broken = aggregateSiteEvents(ctx, 'acme', site.id, {
      range: 'last24Hours',
      where: [
        { column: 'eventType', values: ['page_view'] },
        { column: 'page', values: [null, { page: null, space: space.id }] },
      ],
      groupBy: [{ column: 'urlPath' }],
    });
    expect(broken.columns).toEqual([
      { column: 'urlPath', values: [`${new URL(site.urls.published!).pathname}/no-such-page`] },
      { column: 'eventsCount', values: [1] },
    ]);

    const urls = aggregateSiteEvents(ctx, 'acme', site.id, { range: 'last24Hours', groupBy: [{ column: 'url' }, { column: 'utmSource' }] });
    expect(urls.columns[0]!.values).toContain(`${site.urls.published}/getting-started/install?utm_source=news`);
    expect(urls.columns[1]!.values).toContain('news');
    const agents = aggregateSiteEvents(ctx, 'acme', site.id, {
      range: 'last24Hours',
      groupBy: [{ column: 'visitorBrowser' }, { column: 'visitorOS' }, { column: 'referrerDomain' }],
      where: [
        { column: 'urlPath', values: [new URL(site.urls.published!).pathname] },
        { column: 'eventType', values: ['page_view'] },
      ],
    });
    expect(agents.columns.map((c) => c.values)).toEqual([['firefox'], ['linux'], ['example.com'], [1]]);
    const { query } = aggregateSiteEvents(ctx, 'acme', site.id, {
      range: 'last24Hours',
      groupBy: [{ column: 'eventSearchQuery' }],
    }).columns.reduce((all, c) => ({ ...all, [c.column === 'eventSearchQuery' ? 'query' : c.column]: c.values }), {} as Record<string, unknown[]>);
    expect(query).toEqual(['install']);
    expect(listVisitorSegments(ctx, 'acme', site.id).items).toEqual([{ title: 'Anonymous visitors', claims: {}, events: 4, visitors: 1, sessions: 1 }]);
  });
});

describe('tracking events through the API', () => {
  it('keeps them without the IP address, cookies or token, by whoever may read the site; a deleted site takes them along', async () => {
    const { as, sandbox } = rules();
    const site = createSite(as(), 'acme', { title: 'Help', spaces: 'empty' }).id;
    trackSiteEvents(as('read'), 'acme', site, [{ ...view('v1', 'p1'), session: { ...session('v1'), visitorAuthToken: 'jwt' } }]);
    const [batch] = sandbox.store.recordsIn('siteInsightsBatches', 'bySite', site);
    expect(JSON.stringify(batch)).not.toMatch(/203\.0\.113\.7|secret|jwt/);
    expect(batch!.events[0]!.event.session).toEqual({ visitorId: 'v1', sessionId: 'v1-1', userAgent: 'Mozilla/5.0', language: 'en', referrer: null });
    deleteSite(as(), 'acme', site);
    expect(sandbox.store.count('siteInsightsBatches')).toBe(0);
  });

  it('refuses a batch holding an event more than 5 minutes away, naming it, and keeps none of it', async () => {
    const { as, sandbox } = rules();
    const site = createSite(as(), 'acme', { title: 'Help', spaces: 'empty' }).id;
    const old = { ...view('v1', 'p1'), timestamp: new Date(sandbox.clock.now().getTime() - 10 * 60_000).toISOString() };
    expect(await refusal(() => trackSiteEvents(as(), 'acme', site, [view('v1', 'p1'), old]))).toMatchObject({
      reason: 'invalid',
      field: 'events.1.timestamp',
    });
    expect(sandbox.store.count('siteInsightsBatches')).toBe(0);
  });

  it(`keeps the latest ${INSIGHTS_KEPT_PER_SITE} events of a site, the oldest batches dropped`, () => {
    const { as } = rules();
    const site = createSite(as(), 'acme', { title: 'Help', spaces: 'empty' }).id;
    const batch = (page: string) => Array.from({ length: 1000 }, () => view('v', page));
    trackSiteEvents(as(), 'acme', site, batch('p0'));
    for (let i = 1; i < INSIGHTS_KEPT_PER_SITE / 1000; i++) trackSiteEvents(as(), 'acme', site, batch('p1'));
    const pages = () => aggregateSiteEvents(as(), 'acme', site, { range: 'last24Hours', groupBy: [{ column: 'page' }] }).columns;
    expect(pages()[1]!.values).toEqual([1000, INSIGHTS_KEPT_PER_SITE - 1000]);
    trackSiteEvents(as(), 'acme', site, batch('p2'));
    expect(pages()).toEqual([
      {
        column: 'page',
        values: [
          { page: 'p1', space: 'sp1' },
          { page: 'p2', space: 'sp1' },
        ],
      },
      { column: 'eventsCount', values: [INSIGHTS_KEPT_PER_SITE - 1000, 1000] },
    ]);
  });
});

describe('aggregating events', () => {
  const tracked = (events: SiteInsightsEvent[]) => {
    const { as, travel } = rules();
    const site = createSite(as(), 'acme', { title: 'Help', spaces: 'empty' }).id;
    trackSiteEvents(as(), 'acme', site, events);
    return { as, site, travel };
  };
  const events = [view('a', 'p1'), view('b', 'p1'), view('a', 'p2', 'a-2'), view('c', 'p3'), view('c', 'p3'), view('d', null)];

  it('groups, counts events, sessions and visitors, orders with ties by the groups ascending, and limits', () => {
    const { as, site } = tracked(events);
    const query = (order: 'asc' | 'desc', limit?: number) =>
      aggregateSiteEvents(as('read'), 'acme', site, {
        range: 'last7Days',
        groupBy: [{ column: 'page' }],
        select: [{ column: 'page' }, { column: 'eventsCount' }, { column: 'visitorsCount' }, { column: 'sessionsCount' }],
        order: { by: { column: 'eventsCount' }, direction: order },
        ...(limit ? { limit } : {}),
      }).columns;
    expect(query('desc')).toEqual([
      {
        column: 'page',
        values: [
          { page: 'p1', space: 'sp1' },
          { page: 'p3', space: 'sp1' },
          { page: null, space: 'sp1' },
          { page: 'p2', space: 'sp1' },
        ],
      },
      { column: 'eventsCount', values: [2, 2, 1, 1] },
      { column: 'visitorsCount', values: [2, 1, 1, 1] },
      { column: 'sessionsCount', values: [2, 1, 1, 1] },
    ]);
    expect(query('asc', 2)[0]!.values).toEqual([
      { page: null, space: 'sp1' },
      { page: 'p2', space: 'sp1' },
    ]);
    // With no groups, one row of the whole range.
    expect(aggregateSiteEvents(as(), 'acme', site, { range: 'last24Hours' }).columns).toEqual([{ column: 'eventsCount', values: [6] }]);
  });

  it('filters by the columns in and out of a set, and reads only the range', () => {
    const { as, site, travel } = tracked(events);
    const count = (where: Parameters<typeof aggregateSiteEvents>[3]['where'], range: Parameters<typeof aggregateSiteEvents>[3]['range'] = 'last24Hours') =>
      aggregateSiteEvents(as(), 'acme', site, { range, ...(where ? { where } : {}) }).columns[0]!.values[0];
    expect(count([{ column: 'page', values: [null] }])).toBeUndefined();
    expect(count([{ column: 'page', values: [{ space: 'sp1', page: 'p3' }] }])).toBe(2);
    expect(count([{ column: 'page', values: [{ space: 'sp1', page: 'p3' }], operator: 'notIn' }])).toBe(4);
    expect(count([{ column: 'eventType', values: ['search_type_query'] }])).toBeUndefined();
    travel(2);
    expect(count(undefined)).toBeUndefined();
    expect(count(undefined, 'last7Days')).toBe(6);
  });

  it('refuses what it cannot answer with the field named: a column it never keeps, a count filtered on, a column neither grouped nor counted', async () => {
    const { as, site } = tracked(events);
    expect(await refusal(() => aggregateSiteEvents(as(), 'acme', site, { range: 'last7Days', groupBy: [{ column: 'visitorGeoCountry' }] }))).toMatchObject({
      reason: 'invalid',
      field: 'groupBy.0.column',
      message: expect.stringContaining('visitorGeoCountry'),
    });
    expect(await refusal(() => aggregateSiteEvents(as(), 'acme', site, { range: 'last7Days', where: [{ column: 'eventsCount', values: [1] }] }))).toMatchObject(
      {
        field: 'where.0.column',
      },
    );
    expect(
      await refusal(() => aggregateSiteEvents(as(), 'acme', site, { range: 'last7Days', groupBy: [{ column: 'page' }], select: [{ column: 'url' }] })),
    ).toMatchObject({ field: 'select.0.column' });
  });

  it('tells visitor segments apart by their claims, whatever their order', () => {
    const claimed = (visitor: string, claims: Record<string, unknown>) => ({ ...view(visitor, 'p1'), session: session(visitor, undefined, claims) });
    const { as, site } = tracked([claimed('a', { plan: 'pro', beta: true }), claimed('b', { beta: true, plan: 'pro' }), view('c', 'p1')]);
    expect(listVisitorSegments(as('read'), 'acme', site).items).toEqual([
      { title: 'plan: pro, beta: true', claims: { plan: 'pro', beta: true }, events: 2, visitors: 2, sessions: 2 },
      { title: 'Anonymous visitors', claims: {}, events: 1, visitors: 1, sessions: 1 },
    ]);
  });
});
