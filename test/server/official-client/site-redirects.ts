import { describe, expect, it } from 'vitest';
import { callBoth, oneRelease, type Harness } from './harness.js';

/**
 * A site's redirects, publishing and preview: what the API stores and answers, and what a visitor's
 * browser then gets at the published URLs (the redirect's status and Location, a 404 while offline).
 * Setting redirects in bulk is today's, so the first release's client sends it through its request core.
 */
export function siteRedirectScenarios(h: Harness) {
  describe('site redirects and publishing', () => {
    const { client, conform } = h;

    it('redirects a path of a published site to a page, and stores redirects as asked', async () => {
      const api = client('create');
      const site = (await api.orgs.createSite('acme', { title: 'Moved docs', spaces: 'sample' as never })).data;
      const siteSpace = (await api.orgs.listSiteSpaces('acme', site.id)).data.items[0]!;
      const last = (await api.spaces.listPages(siteSpace.space.id)).data.pages.at(-1)!;
      const page = { id: last.id, path: 'path' in last ? last.path : '' };

      const created = await conform(
        'createSiteRedirect',
        callBoth(api, 'orgs', 'createSiteRedirect', 'acme', site.id, {
          source: '/old/install',
          destination: { kind: 'site-page', siteSpaceId: siteSpace.id, pageId: page.id },
        }),
      );
      expect(created).toMatchObject({ object: 'site-redirect', source: '/old/install', draft: false, permanent: false });
      await expect(
        api.orgs.createSiteRedirect('acme', site.id, { source: '/old/install', destination: { kind: 'site-space', siteSpaceId: siteSpace.id } }),
      ).rejects.toMatchObject({ code: 409 });
      await expect(
        api.orgs.createSiteRedirect('acme', site.id, { source: 'old', destination: { kind: 'site-space', siteSpaceId: siteSpace.id } }),
      ).rejects.toMatchObject({
        code: 400,
      });
      const looping = await h.sb.call('POST', `/v1/orgs/acme/sites/${site.id}/redirects`, {
        body: { source: '/start', destination: { kind: 'external', url: `${site.urls.published}/start` } },
        user: 'create',
      });
      expect(looping.status).toBe(400);
      expect(JSON.stringify(looping.body)).toMatch(/loop/);

      const resolved = await conform('getSiteRedirectBySource', api.orgs.getSiteRedirectBySource('acme', site.id, { source: '/old/install' }));
      expect(resolved).toMatchObject({ redirect: { id: created.id }, target: `${siteSpace.urls.published}/${page.path}` });
      const listed = await conform('listSiteRedirects', api.orgs.listSiteRedirects('acme', site.id));
      expect(listed.items.map((r) => r.id)).toEqual([created.id]);

      // A visitor is sent on, with the kind of redirect configured.
      const visit = (path: string) => fetch(`${site.urls.published}${path}`, { redirect: 'manual' });
      const temporary = await visit('/old/install');
      expect(temporary.status).toBe(302);
      expect(temporary.headers.get('location')).toBe(new URL(resolved.target).pathname);
      const updated = await conform(
        'updateSiteRedirectById',
        callBoth(api, 'orgs', 'updateSiteRedirectById', 'acme', site.id, created.id, { source: '/older/install' }),
      );
      expect(updated.source).toBe('/older/install');
      await api.orgs.updateSiteRedirectById('acme', site.id, created.id, { permanent: true });
      expect((await visit('/older/install')).status).toBe(308);
      expect((await visit('/old/install')).status).toBe(404);

      const bulk = await conform(
        'bulkUpsertSiteRedirects',
        oneRelease(api).bulkUpsertSiteRedirects('acme', site.id, {
          redirects: [
            { source: '/guide', destination: { kind: 'site-space', siteSpaceId: siteSpace.id } },
            { source: '/older/install', destination: null },
          ],
        }),
      );
      expect(bulk.results.map((r) => r.status)).toEqual(['created', 'deleted']);
      const gone = await api.orgs.deleteSiteRedirectById('acme', site.id, (bulk.results[0] as { id: string }).id);
      expect(gone.status).toBe(205);
      // The bulk line above deleted it already: nothing to delete is a 204.
      const again = api.orgs.deleteSiteRedirectById('acme', site.id, created.id);
      await conform('deleteSiteRedirectById', again);
      expect((await again).status).toBe(204);
      expect((await api.orgs.listSiteRedirects('acme', site.id)).data.items).toEqual([]);
      await expect(
        client('edit').orgs.createSiteRedirect('acme', site.id, { source: '/y', destination: { kind: 'site-space', siteSpaceId: siteSpace.id } }),
      ).rejects.toMatchObject({
        code: 403,
      });
    });

    it('takes a site offline and publishes it again, and previews it either way', async () => {
      const api = client('create');
      const site = (await api.orgs.createSite('acme', { title: 'Offline docs', spaces: 'sample' as never })).data;
      const offline = await conform('unpublishSite', api.orgs.unpublishSite('acme', site.id));
      expect(offline).toMatchObject({ published: false });
      expect((await fetch(site.urls.published!, { redirect: 'manual' })).status).toBe(404);
      await expect(api.orgs.getPublishedContentSite('acme', site.id)).rejects.toMatchObject({ code: 404 });
      const preview = await conform('getSitePublishingPreviewById', api.orgs.getSitePublishingPreviewById('acme', site.id));
      expect(preview.url).toBe((site.urls as { preview: string }).preview);
      const online = await conform('publishSite', api.orgs.publishSite('acme', site.id));
      expect(online).toMatchObject({ published: true, urls: { published: site.urls.published } });
      expect((await fetch(site.urls.published!)).status).toBe(200);
      const bare = (await api.orgs.createSite('acme', { title: 'Nothing yet' })).data;
      await expect(api.orgs.publishSite('acme', bare.id)).rejects.toMatchObject({ code: 400 });
    });
  });
}
