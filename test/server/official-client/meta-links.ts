import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportContentSource } from '@gitbook/api';
import { serveFixtures } from '../../helpers/fixtures-server.js';
import { oneRelease, type Harness } from './harness.js';

/**
 * A page's meta links, set by its front matter and kept by an import, read in the space, a
 * revision and a change request: today's alone (the first release's client sends them through
 * its request core).
 */
export function metaLinkScenarios(h: Harness) {
  describe('meta links', () => {
    const { client, conform } = h;
    const api = () => client('read');
    let fixtures: Awaited<ReturnType<typeof serveFixtures>>;
    let space: string;
    let page: string;

    beforeAll(async () => {
      const body = '---\nmetaLinks:\n  canonical: https://example.com/guide\n  alternates:\n    - https://example.com/fr/guide\n---\n\n# Guide\n\nRead me.\n';
      fixtures = await serveFixtures({ '/guide.md': { type: 'text/markdown', body } });
      const admin = client('admin');
      space = (await admin.orgs.createSpace('acme', { title: 'Linked' })).data.id;
      await oneRelease(admin).importContent(space, { source: ImportContentSource.Markdown, url: fixtures.url('/guide.md') });
      page = (await admin.spaces.listPages(space)).data.pages[0]!.id;
    });
    afterAll(() => fixtures.close());

    it("listSpacePageMetaLinks, listRevisionPageMetaLinks and listChangeRequestPageMetaLinks give the front matter's links", async () => {
      const links = {
        canonical: { kind: 'url', url: 'https://example.com/guide' },
        alternates: [{ kind: 'url', url: 'https://example.com/fr/guide' }],
      };
      expect(await conform('listSpacePageMetaLinks', oneRelease(api()).listSpacePageMetaLinks(space, page))).toEqual(links);
      const revision = (await api().spaces.getCurrentRevision(space)).data.id;
      expect(await conform('listRevisionPageMetaLinks', oneRelease(api()).listRevisionPageMetaLinks(space, revision, page))).toEqual(links);
      const cr = (await client('edit').spaces.createChangeRequest(space, { subject: 'Links' })).data.id;
      expect(await conform('listChangeRequestPageMetaLinks', oneRelease(api()).listChangeRequestPageMetaLinks(space, cr, page))).toEqual(links);
      await expect(oneRelease(api()).listSpacePageMetaLinks(space, 'nope')).rejects.toMatchObject({ code: 404 });
      const shown = await conform('getPageById', api().spaces.getPageById(space, page));
      expect('metaLinks' in shown && shown.metaLinks).toEqual(links);
    });
  });
}
