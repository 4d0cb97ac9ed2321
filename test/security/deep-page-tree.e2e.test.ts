import { afterEach, describe, expect, it } from 'vitest';
import { createSpace } from '../../src/domain/content/spaces.js';
import { PAGE_DEPTH_MAX } from '../../src/format/page-depth.js';
import { commitRevision } from '../../src/domain/revisions/revisions.js';
import { createSite } from '../../src/domain/sites/sites.js';
import { contextOf, openDataDir } from '../../src/sandbox/open.js';
import type { PageNode } from '../../src/format/page.js';
import { rolesSeed } from '../helpers/sandbox.js';
import { api, servedFixtures } from '../helpers/serve-process.js';
import { sessionCookie } from '../helpers/web.js';

const served = servedFixtures();
afterEach(served.cleanup);

const DEPTH = 3000;

/** `depth` pages, each under the one before. */
function chain(depth: number): PageNode[] {
  const top: PageNode[] = [];
  let level = top;
  for (let i = 1; i <= depth; i++) {
    const page: PageNode = {
      id: `p${i}`,
      title: `Page ${i}`,
      slug: `p${i}`,
      markdown: `Text of page ${i}.`,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      pages: [],
    };
    level.push(page);
    level = page.pages;
  }
  return top;
}

describe('issue 22.10: a page tree nested thousands deep', () => {
  it('that a store holds from before the depth limit is read without a 500 (page list, content, pages, search, PDF, published site, preview), and grows no deeper', async () => {
    // Written straight into the store, as a sandbox without the limit could; then served by a real process, whose stack is a main thread's.
    const dir = served.dir();
    const sandbox = await openDataDir(dir, rolesSeed());
    const ctx = contextOf(sandbox, sandbox.store.get('users', 'admin')!, 'http://sandbox.test');
    const space = createSpace(ctx, 'acme', { title: 'Deep' }).id;
    const record = sandbox.store.get('spaces', space)!;
    const revision = commitRevision(ctx, { space, type: 'edits', parents: [record.revision], pages: chain(DEPTH) });
    sandbox.store.put('spaces', { ...record, revision: revision.id });
    const site = createSite(ctx, 'acme', { title: 'Deep site', spaces: [space] }).id;
    await sandbox.close();

    const { ready } = await served.serve(dir);
    const get = async (path: string) => (await api(ready, 'GET', path)).status;
    const published = new URL((await api(ready, 'GET', `/v1/orgs/acme/sites/${site}`)).body.urls.published).pathname;
    const pdf = await api(ready, 'GET', `/v1/spaces/${space}/pdf`);
    const cookie = await sessionCookie(ready.url, ready.token);
    const page = async (path: string) => (await fetch(`${ready.url}${path}`, { headers: { cookie } })).status;
    const statuses = {
      pages: await get(`/v1/spaces/${space}/content/pages`),
      content: await get(`/v1/spaces/${space}/content`),
      top: await get(`/v1/spaces/${space}/content/page/p1`),
      deepest: await get(`/v1/spaces/${space}/content/page/p${DEPTH}`),
      search: await get(`/v1/spaces/${space}/search?query=text`),
      changes: await get(`/v1/spaces/${space}/revisions/${revision.id}/changes`),
      pdf: pdf.status === 200 ? await page(new URL(pdf.body.url).pathname) : pdf.status,
      site: await page(published),
      sitePage: await page(`${published}/${Array.from({ length: PAGE_DEPTH_MAX }, (_, i) => `p${i + 1}`).join('/')}`),
      preview: await page(`/s/${space}`),
    };
    expect(statuses).toEqual(Object.fromEntries(Object.keys(statuses).map((key) => [key, 200])));

    // What shows the tree nests no deeper than the limit, every page in it.
    const { pages } = (await api(ready, 'GET', `/v1/spaces/${space}/content/pages`)).body as { pages: { id: string; path: string; pages: unknown[] }[] };
    let level = pages;
    for (let depth = 1; depth < PAGE_DEPTH_MAX; depth++) level = level[0]!.pages as typeof pages;
    expect(level).toHaveLength(DEPTH - PAGE_DEPTH_MAX + 1);
    expect(level.at(-1)).toMatchObject({ id: `p${DEPTH}`, path: expect.stringMatching(new RegExp(`^p1/p2/.*/p${DEPTH}$`)) });

    // Past the limit, a write is refused, however deep the tree already is.
    const cr = (await api(ready, 'POST', `/v1/spaces/${space}/change-requests`, { subject: 'Deeper' })).body.id;
    const write = await api(ready, 'POST', `/v1/spaces/${space}/change-requests/${cr}/content`, {
      changes: [{ operation: 'insert_page', into: `p${PAGE_DEPTH_MAX}`, title: 'Deeper', document: {} }],
    });
    expect(write).toMatchObject({
      status: 400,
      body: {
        error: { message: expect.stringContaining(`page "Deeper" would be nested ${PAGE_DEPTH_MAX + 1} deep; pages nest at most ${PAGE_DEPTH_MAX} deep`) },
      },
    });
  });
});
