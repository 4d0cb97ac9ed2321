import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createSpace } from '../../src/domain/content/spaces.js';
import type { Context } from '../../src/domain/kernel/context.js';
import { createChangeRequest, mergeChangeRequest } from '../../src/domain/change-requests/change-requests.js';
import { updateChangeRequestContent } from '../../src/domain/change-requests/content-changes.js';
import { archiveOfZip } from '../../src/format/import/archive.js';
import { fromZip } from '../../src/format/import/zip.js';
import { MARKDOWN_BUDGETS, offThreadReaders } from '../../src/domain/workers/markdown-off-thread.js';
import { mapPageTree, PAGE_DEPTH_MAX, topPages } from '../../src/format/page-depth.js';
import { listPages } from '../../src/domain/reading/read.js';
import { commitRevision } from '../../src/domain/revisions/revisions.js';
import type { ChangeRequestContentChange } from '../../src/schemas/content-changes.js';
import type { PageNode } from '../../src/format/page.js';
import { refusal, rules, type Rules } from '../helpers/rules.js';

/** A page `title`, with `pages` under it. */
const node = (title: string, pages: PageNode[] = []): PageNode => ({
  id: title,
  title,
  slug: title.toLowerCase(),
  markdown: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  pages,
});

/** `depth` pages each under the one before: `${prefix}1` at the top. */
const chain = (prefix: string, depth: number): PageNode => {
  let page = node(`${prefix}${depth}`);
  for (let i = depth - 1; i >= 1; i--) page = node(`${prefix}${i}`, [page]);
  return page;
};

/** A space of acme whose content is these pages, written straight into the store as a store from before the limit could hold them. */
function spaceHolding(sandbox: Rules, pages: PageNode[]): string {
  const ctx = sandbox.as('admin');
  const space = createSpace(ctx, 'acme', { title: 'Deep' });
  const record = ctx.store.get('spaces', space.id)!;
  const revision = commitRevision(ctx, { space: space.id, type: 'edits', parents: [record.revision], pages });
  ctx.store.put('spaces', { ...record, revision: revision.id });
  return space.id;
}

const write = (ctx: Context, space: string, cr: string, changes: ChangeRequestContentChange[]) => updateChangeRequestContent(ctx, space, cr, { changes });

describe(`issue 22.10: pages nest at most ${PAGE_DEPTH_MAX} deep`, () => {
  it('refuses an insert past the limit with a 400 naming the limit and the page', async () => {
    const sandbox = rules();
    const ctx = sandbox.as('edit');
    const space = spaceHolding(sandbox, [chain('P', PAGE_DEPTH_MAX)]);
    const cr = createChangeRequest(ctx, space, {}).id;
    await write(ctx, space, cr, [{ operation: 'insert_page', into: `P${PAGE_DEPTH_MAX - 1}`, title: 'Fits', document: {} }]);
    expect(await refusal(() => write(ctx, space, cr, [{ operation: 'insert_page', into: `P${PAGE_DEPTH_MAX}`, title: 'Too deep', document: {} }]))).toEqual({
      reason: 'invalid',
      field: 'changes[0].into',
      message: `page "Too deep" would be nested ${PAGE_DEPTH_MAX + 1} deep; pages nest at most ${PAGE_DEPTH_MAX} deep: place it higher`,
    });
  });

  it("refuses a move that takes a page's subpages past the limit, naming the page", async () => {
    const sandbox = rules();
    const ctx = sandbox.as('edit');
    const space = spaceHolding(sandbox, [chain('A', 40), chain('B', 30)]);
    const cr = createChangeRequest(ctx, space, {}).id;
    expect(await refusal(() => write(ctx, space, cr, [{ operation: 'update_page', page: 'B1', into: 'A40' }]))).toEqual({
      reason: 'invalid',
      field: 'changes[0].into',
      message: `page "B1" (B1) would have subpages nested 70 deep; pages nest at most ${PAGE_DEPTH_MAX} deep: place it higher`,
    });
    await write(ctx, space, cr, [{ operation: 'update_page', page: 'B1', into: `A${PAGE_DEPTH_MAX - 30}` }]);
  });

  it('lets a tree a store holds from before the limit be edited, brought up and merged, never made deeper', async () => {
    const sandbox = rules();
    const ctx = sandbox.as('edit');
    const space = spaceHolding(sandbox, [chain('D', 100)]);
    const cr = createChangeRequest(ctx, space, {}).id;
    await write(ctx, space, cr, [{ operation: 'update_page', page: 'D100', title: 'Renamed' }]);
    expect(await refusal(() => write(ctx, space, cr, [{ operation: 'insert_page', into: 'D100', title: 'Deeper', document: {} }]))).toMatchObject({
      field: 'changes[0].into',
    });
    await write(ctx, space, cr, [{ operation: 'update_page', page: 'D50', into: null }]);
    expect(listPages(ctx, space, { changeRequest: cr }).pages.map((p) => p.title)).toEqual(['D1', 'D50']);
    await mergeChangeRequest(sandbox.as('review'), space, cr);
  });

  it('refuses a merge whose moves on both sides nest pages past the limit', async () => {
    const sandbox = rules();
    const ctx = sandbox.as('admin');
    const space = spaceHolding(sandbox, [chain('A', 12), chain('B', 32), chain('C', 30)]);
    const first = createChangeRequest(ctx, space, { subject: 'A under C' }).id;
    await write(ctx, space, first, [{ operation: 'update_page', page: 'A1', into: 'C30' }]);
    const second = createChangeRequest(ctx, space, { subject: 'B under A' }).id;
    await write(ctx, space, second, [{ operation: 'update_page', page: 'B1', into: 'A10' }]);
    await mergeChangeRequest(ctx, space, second);
    expect(await refusal(() => mergeChangeRequest(ctx, space, first))).toEqual({
      reason: 'invalid',
      message: `page "B32" (B32) would be nested 72 deep; pages nest at most ${PAGE_DEPTH_MAX} deep: place it higher`,
    });
  });

  it('refuses a zip whose folders nest a page past the limit, naming its file', async () => {
    const folders = Array.from({ length: PAGE_DEPTH_MAX }, (_, i) => `f${i}`).join('/');
    const read = async (files: Record<string, string>) =>
      fromZip(
        await archiveOfZip(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])))),
        offThreadReaders({ markdownBudgets: MARKDOWN_BUDGETS }),
      );
    expect(await refusal(() => read({ 'README.md': '# Home', [`${folders}/deep.md`]: '# Deep' }))).toEqual({
      reason: 'invalid',
      field: 'url',
      message: `the page of "…${`${folders}/deep.md`.slice(-120)}" would be nested ${PAGE_DEPTH_MAX + 1} deep; pages nest at most ${PAGE_DEPTH_MAX} deep: place it higher`,
    });
    // A folder's README is the folder's page: at the limit, not past it.
    await read({ 'README.md': '# Home', [`${folders}/README.md`]: '# Deepest' });
  });
});

describe('a tree shown', () => {
  it(`nests no deeper than ${PAGE_DEPTH_MAX}: deeper pages follow their ancestor at that depth, in reading order, with their own paths`, () => {
    type Shown = { title: string; path: string; pages: Shown[] };
    const shown = mapPageTree(topPages([chain('P', PAGE_DEPTH_MAX + 2), node('Last')]), (page, path) => {
      const entry: Shown = { title: page.title, path, pages: [] };
      return { node: entry, pages: entry.pages };
    });
    let level = shown;
    for (let depth = 1; depth < PAGE_DEPTH_MAX; depth++) level = level[0]!.pages;
    expect(level.map((p) => p.title)).toEqual([`P${PAGE_DEPTH_MAX}`, `P${PAGE_DEPTH_MAX + 1}`, `P${PAGE_DEPTH_MAX + 2}`]);
    expect(level.every((p) => p.pages.length === 0)).toBe(true);
    expect(level[2]!.path).toBe(Array.from({ length: PAGE_DEPTH_MAX + 2 }, (_, i) => `p${i + 1}`).join('/'));
    expect(shown.map((p) => p.title)).toEqual(['P1', 'Last']);
  });
});
