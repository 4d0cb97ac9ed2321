import { describe, expect, it } from 'vitest';
import type { Harness } from './harness.js';

/**
 * A site's insights (both releases'): the published site's page views and searches, events tracked
 * through the API, aggregated by page, and the visitor segments their claims make.
 */
export function siteInsightsScenarios(h: Harness) {
  const { client, conform } = h;

  describe('site insights', () => {
    it("counts a published site's page views and searches and the events tracked, by page and by visitor segment", async () => {
      const api = client('admin');
      const site = (await api.orgs.createSite('acme', { title: 'Measured', spaces: 'sample' as never })).data;
      const first = await fetch(site.urls.published!);
      const cookie = first.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      await fetch(site.urls.published!, { headers: { cookie } });
      await fetch(`${site.urls.published}?q=install`, { headers: { cookie } });

      const siteSpace = (await api.orgs.listSiteSpaces('acme', site.id)).data.items[0]!;
      const feedback = {
        type: 'page_post_feedback',
        feedback: { rating: 'good' },
        session: { visitorId: 'v-api', sessionId: 's-api', cookies: {}, userAgent: 'Bot/1', language: 'fr', referrer: '', visitorAuthClaims: { plan: 'pro' } },
        location: {
          url: site.urls.published!,
          siteSection: null,
          siteSpace: siteSpace.id,
          siteShareKey: null,
          space: siteSpace.space.id,
          revision: null,
          page: 'some-page',
        },
      };
      const tracked = api.orgs.trackEventsInSiteById('acme', site.id, { events: [feedback as never] });
      expect((await tracked).status).toBe(204);
      await conform('trackEventsInSiteById', tracked);
      await expect(
        api.orgs.trackEventsInSiteById('acme', site.id, { events: [{ ...feedback, feedback: { rating: 'great' } } as never] }),
      ).rejects.toMatchObject({
        code: 400,
        errorMessage: expect.stringContaining('events.0.feedback.rating'),
      });

      const byPage = await conform(
        'aggregateSiteEvents',
        client('read').orgs.aggregateSiteEvents('acme', site.id, {
          range: 'last24Hours',
          groupBy: [{ column: 'page' }],
          select: [{ column: 'page' }, { column: 'eventsCount' }, { column: 'visitorsCount' }, { column: 'pageFeedbackRating' }],
          order: { by: { column: 'eventsCount' }, direction: 'desc' },
        } as never),
      );
      const [pages, events, visitors, ratings] = byPage.columns.map((c) => c.values);
      expect(events).toEqual([2, 1, 1]);
      expect(visitors).toEqual([1, 1, 1]);
      expect(pages).toContainEqual({ page: null, space: siteSpace.space.id });
      expect(pages).toContainEqual({ page: 'some-page', space: siteSpace.space.id });
      expect(ratings).toContainEqual({ ok: 0, good: 1, bad: 0 });

      await expect(
        api.orgs.aggregateSiteEvents('acme', site.id, { range: 'last7Days', groupBy: [{ column: 'visitorGeoCountry' }] } as never),
      ).rejects.toMatchObject({ code: 400, errorMessage: expect.stringContaining('groupBy.0.column') });
      await expect(api.orgs.aggregateSiteEvents('acme', site.id, { range: 'last7Days', limit: 1001 } as never)).rejects.toMatchObject({ code: 400 });

      const segments = await conform('listSiteVisitorSegments', client('read').orgs.listSiteVisitorSegments('acme', site.id));
      expect(segments.items).toEqual([
        { title: 'Anonymous visitors', claims: {}, events: 3, visitors: 1, sessions: 1 },
        { title: 'plan: pro', claims: { plan: 'pro' }, events: 1, visitors: 1, sessions: 1 },
      ]);
    });
  });
}
