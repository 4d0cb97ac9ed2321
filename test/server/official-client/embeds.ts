import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFixtures } from '../../helpers/fixtures-server.js';
import type { Harness } from './harness.js';

/** A URL as an embed, with and without a space: read from its page, or made from the URL when it does not answer with one. */
export function embedScenarios(h: Harness) {
  describe('embeds', () => {
    const { client, conform } = h;
    let fixtures: Awaited<ReturnType<typeof serveFixtures>>;

    beforeAll(async () => {
      fixtures = await serveFixtures({
        '/guide': { type: 'text/html', body: '<title>Install guide</title><link rel="icon" href="icon.png">' },
      });
    });
    afterAll(() => fixtures.close());

    it("getEmbedByUrl and getEmbedByUrlInSpace read the page's title and icon; a bad URL is a 400", async () => {
      const api = client('read');
      const host = new URL(fixtures.url('/')).hostname;
      expect(await conform('getEmbedByUrl', api.urls.getEmbedByUrl({ url: fixtures.url('/guide') }))).toEqual({
        type: 'link',
        title: 'Install guide',
        site: host,
        icon: fixtures.url('/icon.png'),
      });
      const space = (await client('admin').orgs.createSpace('acme', { title: 'Embeds' })).data.id;
      expect(await conform('getEmbedByUrlInSpace', api.spaces.getEmbedByUrlInSpace(space, { url: fixtures.url('/missing-page') }))).toEqual({
        type: 'link',
        title: 'missing-page',
        site: host,
      });
      await expect(api.urls.getEmbedByUrl({ url: 'javascript:alert(1)' })).rejects.toMatchObject({ code: 400 });
    });
  });
}
