import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportContentSource } from '@gitbook/api';
import { serveFixtures } from '../../helpers/fixtures-server.js';
import { callBoth, oneRelease, type Harness } from './harness.js';

/**
 * A site's search across its sections and a section's variant, and its prewarming (today's alone:
 * the first release's client sends it through its request core).
 */
export function siteSearchScenarios(h: Harness) {
  describe('site search', () => {
    const { client, conform } = h;
    const api = () => client('admin');
    let fixtures: Awaited<ReturnType<typeof serveFixtures>>;
    let site: string;
    let variant: string;

    beforeAll(async () => {
      fixtures = await serveFixtures({
        '/intro.md': { type: 'text/markdown', body: '# Getting started\n\nAsk for a token first.\n' },
        '/api.md': { type: 'text/markdown', body: '# Authentication\n\nSend the token in a header.\n' },
        '/v2.md': { type: 'text/markdown', body: '# Tokens\n\nA token of v2 expires.\n' },
      });
      const space = async (title: string, file: string) => {
        const id = (await api().orgs.createSpace('acme', { title })).data.id;
        await oneRelease(api()).importContent(id, { source: ImportContentSource.Markdown, url: fixtures.url(file) });
        return id;
      };
      site = (await api().orgs.createSite('acme', { title: 'Searchable' })).data.id;
      await api().orgs.addSectionToSite('acme', site, { spaceId: await space('Intro', '/intro.md'), title: 'Intro' });
      const reference = (await api().orgs.addSectionToSite('acme', site, { spaceId: await space('API', '/api.md'), title: 'API' })).data;
      variant = (await api().orgs.addSpaceToSite('acme', site, { spaceId: await space('API v2', '/v2.md'), sectionId: reference.id })).data.id;
    });
    afterAll(() => fixtures.close());

    it("prewarmSiteSearch answers 204; searchSiteContent finds pages across sections, a variant's in its scope", async () => {
      const prewarmed = await oneRelease(api()).prewarmSiteSearch('acme', site);
      expect(prewarmed.status).toBe(204);
      await conform('prewarmSiteSearch', Promise.resolve(prewarmed));

      const everywhere = await conform(
        'searchSiteContent',
        callBoth(api(), 'orgs', 'searchSiteContent', 'acme', site, { query: 'token', scope: { mode: 'all' } }),
      );
      expect(everywhere.items.map((item) => ('pages' in item ? [item.title, item.pages.map((p) => p.title)] : [])).sort()).toEqual([
        ['API v2', ['Tokens']],
        ['API', ['Authentication']],
        ['Intro', ['Getting started']],
      ]);
      const defaults = await conform(
        'searchSiteContent',
        callBoth(api(), 'orgs', 'searchSiteContent', 'acme', site, { query: 'expires', scope: { mode: 'default' } }),
      );
      expect(defaults.items).toEqual([]);
      const chosen = await conform(
        'searchSiteContent',
        callBoth(api(), 'orgs', 'searchSiteContent', 'acme', site, { query: 'expires', siteSpaceIds: [variant] }),
      );
      expect(chosen.items.map((item) => item.title)).toEqual(['API v2']);
    });

    it('refuses a search without a scope with a 400 naming it', async () => {
      const answer = await h.sb.call('POST', `/v1/orgs/acme/sites/${site}/search`, { body: { query: 'token' }, user: 'read' });
      expect(answer.status).toBe(400);
      expect((answer.body as { error: { message: string } }).error.message).toMatch(/body\.scope/);
    });
  });
}
