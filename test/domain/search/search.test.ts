import { beforeEach, describe, expect, it } from 'vitest';
import { createSpace, duplicateSpace } from '../../../src/domain/content/spaces.js';
import type { Context } from '../../../src/domain/kernel/context.js';
import { PAGE_DEPTH_MAX } from '../../../src/format/page-depth.js';
import { commitRevision } from '../../../src/domain/revisions/revisions.js';
import { RevisionIndex } from '../../../src/domain/search/search-index.js';
import { pagesIndexed } from '../../../src/domain/search/search-indexes.js';
import { MARKDOWN_BUDGETS } from '../../../src/domain/workers/markdown-off-thread.js';
import { Caches } from '../../../src/lib/caches.js';
import { Vocabulary, type TermExpansions } from '../../../src/domain/search/search-vocabulary.js';
import { searchOrganization, searchSpace } from '../../../src/domain/search/search.js';
import type { RevisionRecord } from '../../../src/store/records.js';
import type { PageNode } from '../../../src/format/page.js';
import { rules, type Rules } from '../../helpers/rules.js';

const NOW = '2026-01-01T00:00:00.000Z';
const page = (id: string, title: string, markdown: string, pages: PageNode[] = []): PageNode => ({
  id,
  title,
  slug: id,
  markdown,
  createdAt: NOW,
  updatedAt: NOW,
  pages,
});
const revision = (id: string, pages: PageNode[], parents: string[] = []): RevisionRecord => ({
  id,
  seq: 0,
  type: 'edits',
  parents,
  createdAt: NOW,
  pages,
  files: [],
  variables: {},
  reusableContents: [],
});

/** Pages that share words, so that results rank several pages and sections, some with equal scores. */
const base = [
  page('deploy', 'Deploying', '# Deploying\n\nShip it with the deploy command.\n\n## Rollback\n\nTo undo a deploy, run rollback.\n'),
  page('guide', 'Guide', 'Read this first: deploy early, deploy often.\n\n## Install\n\nInstall the deploy tool.\n', [
    page('twin-a', 'Twin', 'The same words in two pages.\n'),
    page('twin-b', 'Twin', 'The same words in two pages.\n'),
  ]),
  page('faq', 'FAQ', '## Why deploy?\n\nBecause shipping matters.\n\n## Words\n\nMore words about pages.\n'),
];
const QUERIES = ['deploy', 'rollback', 'words pages', 'twin', 'ship', 'instal', 'nothing-matches'];

/** What an index made alone reads its pages with: caches and budgets of its own. */
const alone = () => ({ caches: new Caches(), markdownBudgets: MARKDOWN_BUDGETS });

const results = (index: RevisionIndex, query: string, expansions?: TermExpansions) =>
  index.search(query, expansions).map(({ section, score, path, place }) => ({ section, score: Math.fround(score), path, place }));

async function indexOf(content: RevisionRecord): Promise<RevisionIndex> {
  const index = new RevisionIndex();
  await index.carryTo(alone(), content);
  return index;
}

describe('a search index carried from revision to revision', () => {
  it('re-indexes only the page that changed, and answers as an index built from scratch', async () => {
    const index = await indexOf(revision('r1', base));
    const edited = [{ ...base[0]!, markdown: `${base[0]!.markdown}\n## Words\n\nDeploy words on pages.\n` }, ...base.slice(1)];
    expect(await index.carryTo(alone(), revision('r2', edited, ['r1']))).toBe(1);
    expect(index.revision).toBe('r2');
    const scratch = await indexOf(revision('r2', edited));
    for (const query of QUERIES) expect(results(index, query), query).toEqual(results(scratch, query));
    expect(results(index, 'words').map((r) => r.section.id)).toContain('deploy#2');
  });

  it('follows pages added, removed, renamed and moved', async () => {
    const index = await indexOf(revision('r1', base));
    const [deploy, guide, faq] = base as [PageNode, PageNode, PageNode];
    const moved = [{ ...faq, title: 'Questions' }, { ...guide, pages: [guide.pages[1]!] }, page('new', 'Shipping', 'Ship it, then deploy.\n', [deploy])];
    // The renamed FAQ and the new page; the deploy page, now under it, keeps its sections (a path is held apart from them); one twin is gone, the other stays where it was.
    expect(await index.carryTo(alone(), revision('r2', moved, ['r1']))).toBe(2);
    const scratch = await indexOf(revision('r2', moved));
    for (const query of [...QUERIES, 'questions', 'shipping']) expect(results(index, query), query).toEqual(results(scratch, query));
    expect(index.search('twin').map((r) => r.path)).toEqual(['guide/twin-b']);
  });

  it('answers from query terms expanded across indexes as from its own', async () => {
    const contents = [base, [page('ops', 'Operations', 'Deployment pipelines, rolling installs and twins.\n')], [page('faq', 'FAQ', 'Shipped words.\n')]];
    const indexes = await Promise.all(contents.map((pages, i) => indexOf(revision(`r${i}`, pages))));
    const expansions = new Vocabulary().expansionsFor(indexes);
    for (const query of [...QUERIES, 'deplo', 'rolback', 'twn', 'instals', 'word page', 'shipping']) {
      for (const index of indexes) expect(results(index, query, expansions), query).toEqual(results(index, query));
    }
  });

  it('breaks ties between equal scores in reading order', async () => {
    const index = await indexOf(revision('r1', base));
    expect(index.search('same words').map((r) => r.section.page)).toEqual(['twin-a', 'twin-b']);
  });
});

describe('searching spaces through kept indexes', () => {
  let sandbox: Rules;
  let ctx: Context;

  /** Writes a space's next revision, as an edit in the app would. */
  function edit(spaceId: string, change: (pages: PageNode[]) => PageNode[]): void {
    const { store } = sandbox.sandbox;
    const space = store.get('spaces', spaceId)!;
    const current = store.getRevision(space.revision)!;
    const next = commitRevision(sandbox.as(), { space: spaceId, type: 'edits', parents: [current.id], pages: change(current.pages) });
    store.put('spaces', { ...space, revision: next.id });
  }

  beforeEach(() => {
    sandbox = rules();
    ctx = sandbox.as('read');
  });

  it('indexes only the changed page after an edit, even several edits later', async () => {
    const space = createSpace(sandbox.as(), 'acme', { title: 'Ops' }).id;
    edit(space, () => base);
    const before = pagesIndexed(ctx);
    expect((await searchSpace(ctx, space, { query: 'rollback' })).items.map((p) => p.title)).toEqual(['Deploying']);
    expect(pagesIndexed(ctx) - before).toBe(5);

    edit(space, (pages) => [{ ...pages[0]!, title: 'Shipping' }, ...pages.slice(1)]);
    edit(space, (pages) => [pages[0]!, pages[1]!, { ...pages[2]!, markdown: 'Rollback questions.\n' }]);
    const answer = await searchSpace(ctx, space, { query: 'rollback' });
    expect(answer.items.map((p) => p.title)).toEqual(['Shipping', 'FAQ']);
    expect(pagesIndexed(ctx) - before).toBe(7);
  });

  it('answers an organization search again without indexing anything', async () => {
    const spaces = ['One', 'Two', 'Three'].map((title) => createSpace(sandbox.as(), 'acme', { title }).id);
    spaces.forEach((space, i) => edit(space, () => base.slice(0, i + 1)));
    const first = await searchOrganization(ctx, 'acme', { query: 'deploy' });
    const before = pagesIndexed(ctx);
    expect(await searchOrganization(ctx, 'acme', { query: 'deploy' })).toEqual(first);
    expect(pagesIndexed(ctx)).toBe(before);
    expect(first.items.map((s) => s.id).sort()).toEqual([...spaces].sort());
  });

  it('finds the new words of an edit in the next organization search', async () => {
    const spaces = ['One', 'Two'].map((title) => createSpace(sandbox.as(), 'acme', { title }).id);
    for (const space of spaces) edit(space, () => base);
    expect((await searchOrganization(ctx, 'acme', { query: 'zebras' })).count).toBe(0);
    edit(spaces[1]!, (pages) => [...pages, page('zoo', 'Zoo', 'Zebras graze.\n')]);
    const found = await searchOrganization(ctx, 'acme', { query: 'zebra' });
    expect(found.items.map((s) => [s.id, s.pages.map((p) => p.title)])).toEqual([[spaces[1], ['Zoo']]]);
  });

  it('names each page found with its description and the pages above it, and ranks it from 1 across pages of results', async () => {
    const space = createSpace(sandbox.as(), 'acme', { title: 'Ops' }).id;
    edit(space, () => base.map((p) => (p.id === 'guide' ? { ...p, description: 'Where to begin' } : p)));
    const twin = await searchSpace(ctx, space, { query: 'twin' });
    expect(twin.items.map(({ title, ancestors, rank }) => ({ title, ancestors, rank }))).toEqual([
      { title: 'Twin', ancestors: [{ title: 'Guide' }], rank: 1 },
      { title: 'Twin', ancestors: [{ title: 'Guide' }], rank: 2 },
    ]);
    const all = await searchSpace(ctx, space, { query: 'deploy' });
    expect(all.items.find((p) => p.id === 'guide')).toMatchObject({ description: 'Where to begin', ancestors: [] });
    expect(all.items.map((p) => p.score)).toEqual([...all.items.map((p) => p.score)].sort((a, b) => b - a));
    for (const found of all.items) expect(found.score).toBeCloseTo(found.sections.reduce((sum, section) => sum + section.score, 0));
    const second = await searchSpace(ctx, space, {
      query: 'deploy',
      limit: 1,
      page: (await searchSpace(ctx, space, { query: 'deploy', limit: 1 })).next!.page,
    });
    expect(second.items.map((p) => [p.id, p.rank])).toEqual([[all.items[1]!.id, 2]]);
  });

  it('ranks the pages of an organization search across its spaces, and scores each space as its best page', async () => {
    const spaces = ['One', 'Two'].map((title) => createSpace(sandbox.as(), 'acme', { title }).id);
    edit(spaces[0]!, () => base.slice(2));
    edit(spaces[1]!, () => base.slice(0, 2));
    const found = await searchOrganization(ctx, 'acme', { query: 'deploy' });
    expect(found.items.every((s) => s.type === 'space' && s.score === s.pages[0]!.score)).toBe(true);
    const ranks = found.items.flatMap((s) => s.pages.map((p) => ({ rank: p.rank, score: p.score })));
    expect(ranks.map((r) => r.rank).sort((a, b) => a - b)).toEqual(ranks.map((_, i) => i + 1));
    expect([...ranks].sort((a, b) => a.rank - b.rank).map((r) => r.score)).toEqual(ranks.map((r) => r.score).sort((a, b) => b - a));
  });

  it('searches a duplicate and its original alike', async () => {
    const original = createSpace(sandbox.as(), 'acme', { title: 'Original' }).id;
    edit(original, () => base);
    await searchSpace(ctx, original, { query: 'deploy' });
    const copy = duplicateSpace(sandbox.as('create'), original).id;
    const [fromCopy, fromOriginal] = await Promise.all([searchSpace(ctx, copy, { query: 'deploy' }), searchSpace(ctx, original, { query: 'deploy' })]);
    const urlsFree = (answer: typeof fromCopy) => answer.items.map((p) => [p.id, p.sections.map((s) => s.id)]);
    expect(urlsFree(fromCopy)).toEqual(urlsFree(fromOriginal));
    expect(fromCopy.count).toBe(3);
  });
});

describe('issue 22 review 14: searching a tree nested past the depth limit, as a store from before it may hold', () => {
  it('names, above a page, the pages the table of contents shows above it, and the whole path of every page', async () => {
    const depth = PAGE_DEPTH_MAX + 30;
    const top: PageNode[] = [];
    let level = top;
    for (let i = 1; i <= depth; i++) level = (level[0] = page(`p${i}`, `Page ${i}`, `Text of page ${i}.\n`)).pages;
    const sandbox = rules();
    const space = createSpace(sandbox.as(), 'acme', { title: 'Deep' }).id;
    const record = sandbox.sandbox.store.get('spaces', space)!;
    const written = commitRevision(sandbox.as(), { space, type: 'edits', parents: [record.revision], pages: top });
    sandbox.sandbox.store.put('spaces', { ...record, revision: written.id });

    const found = new Map((await searchSpace(sandbox.as('read'), space, { query: 'text', limit: 1000 })).items.map((hit) => [hit.id, hit]));
    const titles = (to: number) => Array.from({ length: to }, (_, i) => ({ title: `Page ${i + 1}` }));
    const path = (to: number) => Array.from({ length: to }, (_, i) => `p${i + 1}`).join('/');
    // Within the limit, every page above; past it, those above its ancestor at the limit, beside which the table of contents shows it.
    expect(found.get(`p${PAGE_DEPTH_MAX}`)).toMatchObject({ ancestors: titles(PAGE_DEPTH_MAX - 1), path: path(PAGE_DEPTH_MAX) });
    expect(found.get(`p${depth}`)).toMatchObject({ ancestors: titles(PAGE_DEPTH_MAX - 1), path: path(depth) });
  });
});
