import { beforeEach, describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import type { Context } from '../../../src/domain/kernel/context.js';
import { createChangeRequest } from '../../../src/domain/change-requests/change-requests.js';
import { listBacklinks } from '../../../src/domain/reading/files.js';
import { revisionsAnalysed } from '../../../src/domain/links/link-analysis.js';
import { listLinks } from '../../../src/domain/links/links.js';
import { commitRevision } from '../../../src/domain/revisions/revisions.js';
import type { FileNode, PageNode } from '../../../src/format/page.js';
import { rules, type Rules } from '../../helpers/rules.js';

const NOW = '2026-01-01T00:00:00.000Z';
const page = (id: string, markdown: string, pages: PageNode[] = []): PageNode => ({
  id,
  title: id.toUpperCase(),
  slug: id,
  markdown,
  createdAt: NOW,
  updatedAt: NOW,
  pages,
});
const logo: FileNode = { id: 'logo', name: 'logo.png', path: 'assets/logo.png', contentType: 'image/png', size: 3, blob: 'none' };

/** A guide with subpages that link to each other, to a file, nowhere, elsewhere and into the app. */
const content = [
  page('guide', 'See [setup](guide/setup.md), [twice](guide/setup.md) and ![logo](assets/logo.png).\n', [
    page('setup', 'Back to [the guide](../guide.md), [gone](gone.md), [bad escape](%E0%A4%A.md) and [the app](http://sandbox.test/s/x).\n'),
    page('usage', 'Like [setup](setup.md) says: [GitBook](https://www.gitbook.com), ![logo](/assets/logo.png).\n'),
  ]),
];

describe('links and backlinks, worked out once per revision', () => {
  let sandbox: Rules;
  let ctx: Context;
  let space: string;

  function write(pages: PageNode[]): void {
    const { store } = sandbox.sandbox;
    const record = store.get('spaces', space)!;
    const next = commitRevision(sandbox.as(), { space, type: 'edits', parents: [record.revision], pages, files: [logo] });
    store.put('spaces', { ...record, revision: next.id });
  }

  beforeEach(() => {
    sandbox = rules();
    ctx = sandbox.as('read');
    space = createSpace(sandbox.as(), 'acme', { title: 'Linked' }).id;
    write(content);
  });

  it('answers each target once with the pages linking to it, as references without content or subpages', async () => {
    const links = await listLinks(ctx, space, {});
    const summary = links.items.map((l) => [
      l.status,
      'page' in l.targetReference ? l.targetReference.page.path : 'file' in l.targetReference ? l.targetReference.file.name : l.targetReference.url,
      l.locationReferences.map((r) => r.page.path),
    ]);
    expect(summary).toEqual([
      ['ok', 'guide/setup', ['guide', 'guide/usage']],
      ['ok', 'logo.png', ['guide', 'guide/usage']],
      ['ok', 'guide', ['guide/setup']],
      ['broken', 'gone.md', ['guide/setup']],
      // As markdown-it normalizes it; a malformed escape, read as written.
      ['broken', '%E0%A4%25A.md', ['guide/setup']],
      ['in-app', 'http://sandbox.test/s/x', ['guide/setup']],
      ['ok', 'https://www.gitbook.com', ['guide/usage']],
    ]);
    expect(links.stats).toEqual({ total: 7, broken: { total: 2 } });
    const guide = links.items[2]!.targetReference as { page: { pages: unknown[]; markdown?: string; title: string } };
    expect(guide.page).toMatchObject({ title: 'GUIDE', pages: [], markdown: '' });
  });

  it('presents the organization and the space once per answer', async () => {
    const { items } = await listLinks(ctx, space, {});
    const locations = items.flatMap((l) => [l.targetReference, ...l.locationReferences]).filter((l) => 'space' in l);
    expect(new Set(locations.map((l) => l.space)).size).toBe(1);
    expect(new Set(locations.map((l) => l.organization)).size).toBe(1);
    expect(locations[0]!.space).toMatchObject({ id: space, title: 'Linked' });
  });

  it("analyses a revision once for its links, a page's links, a change request on it and file backlinks", async () => {
    const before = revisionsAnalysed(ctx);
    await listLinks(ctx, space, {});
    const setup = (await listLinks(ctx, space, {}, { pageId: 'setup' })).items.map((l) => l.status);
    expect(setup).toEqual(['ok', 'broken', 'broken', 'in-app']);
    const cr = createChangeRequest(sandbox.as('edit'), space, { subject: 'Same content' });
    expect((await listLinks(ctx, space, { status: 'broken' }, { changeRequest: cr.id })).count).toBe(2);
    const backlinks = await listBacklinks(ctx, space, 'logo', {});
    expect(backlinks.items.map((b) => b.page.path).sort()).toEqual(['guide', 'guide/usage']);
    expect(revisionsAnalysed(ctx) - before).toBe(1);

    write([page('guide', 'Now [nowhere](nowhere.md).\n')]);
    expect((await listLinks(ctx, space, {})).items.map((l) => l.status)).toEqual(['broken']);
    expect((await listBacklinks(ctx, space, 'logo', {})).count).toBe(0);
    expect(revisionsAnalysed(ctx) - before).toBe(2);
  });

  it('tells in-app links by the address each request comes to', async () => {
    const elsewhere = { ...ctx, baseUrl: 'http://elsewhere.test' };
    const statuses = async (c: Context) => (await listLinks(c, space, {}, { pageId: 'setup' })).items.map((l) => l.status);
    expect(await statuses(ctx)).toContain('in-app');
    expect(await statuses(elsewhere)).not.toContain('in-app');
  });
});
