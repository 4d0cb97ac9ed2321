import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pulledFolder } from '../../../src/cli/sync/pulled.js';
import { remotePages } from '../../../src/cli/sync/remote.js';
import { createSpace, getSpace } from '../../../src/domain/content/spaces.js';
import { revisionChanges } from '../../../src/domain/reading/semantic-changes.js';
import { importContent } from '../../../src/domain/import/import-content.js';
import { getPage, listPages } from '../../../src/domain/reading/read.js';
import { spaceNavigation } from '../../../src/domain/sites/space-navigation.js';
import type { RevisionPage } from '../../../src/schemas/revision.js';
import { serveFixtures } from '../../helpers/fixtures-server.js';
import { refusal, rules, type Rules } from '../../helpers/rules.js';
import { specErrors } from '../../helpers/spec.js';
import { subpagesOf } from '../../helpers/revision-pages.js';
import { openApiEntry } from '../../helpers/summary-lines.js';

/** A summary as GitBook's Git Sync writes link pages (out, to an anchor, to a page listed already) and a computed page. */
const SUMMARY = [
  '# Table of contents',
  '',
  '* [Welcome](README.md)',
  '* [Inline](inline.md)',
  '* [Buttons](inline.md#buttons)',
  '* [Playground](https://example.com/play)',
  '* [Welcome again](README.md "Again")',
  '',
  '## Reference',
  '',
  '* [Overview](reference/overview.md)',
  ...openApiEntry('petstore', { models: true }),
  '',
].join('\n');

const zip = (summary: string) =>
  Buffer.from(
    zipSync({
      'README.md': strToU8('# Welcome\n\nHello.\n'),
      'SUMMARY.md': strToU8(summary),
      'inline.md': strToU8('# Inline\n\n## Buttons\n\nPress one.\n'),
      reference: { 'overview.md': strToU8('# Overview\n\nAll of it.\n') },
    }),
  );

let fixtures: Awaited<ReturnType<typeof serveFixtures>>;
let sandbox: Rules;
let space: string;
let pages: RevisionPage[];
const byTitle = (title: string) => [...pages, ...pages.flatMap(subpagesOf)].find((page) => page.title === title)!;

beforeAll(async () => {
  fixtures = await serveFixtures({
    '/docs.zip': { type: 'application/zip', body: zip(SUMMARY) },
    '/bad.zip': { type: 'application/zip', body: zip('* ```yaml\n  type: builtin:openapi\n  props: {}\n  ```\n') },
  });
  sandbox = rules();
  space = createSpace(sandbox.as(), 'acme', { title: 'Links' }).id;
  await importContent(sandbox.as(), space, { source: 'zip', url: fixtures.url('/docs.zip') });
  pages = listPages(sandbox.as(), space).pages;
});
afterAll(() => fixtures.close());

describe('link and computed pages of a SUMMARY.md', () => {
  it("are GitBook's link pages, with their targets, and its computed page, with its definition: no empty pages", () => {
    expect(pages.map((page) => [page.title, page.type])).toEqual([
      ['Welcome', 'document'],
      ['Inline', 'document'],
      ['Buttons', 'link'],
      ['Playground', 'link'],
      ['Welcome again', 'link'],
      ['Reference', 'group'],
    ]);
    expect(byTitle('Buttons')).toMatchObject({ kind: 'link', target: { kind: 'anchor', anchor: 'buttons', page: byTitle('Inline').id } });
    expect(byTitle('Playground')).toMatchObject({ target: { kind: 'url', url: 'https://example.com/play' }, href: 'https://example.com/play' });
    expect(byTitle('Welcome again')).toMatchObject({ linkTitle: 'Again', target: { kind: 'page', page: byTitle('Welcome').id } });
    expect(subpagesOf(byTitle('Reference')).map((page) => [page.title, page.type])).toEqual([
      ['Overview', 'document'],
      ['petstore', 'computed'],
    ]);
    expect(byTitle('petstore')).toMatchObject({
      computed: { type: 'builtin:openapi', props: { models: true }, dependencies: { spec: { ref: { kind: 'openapi', spec: 'petstore' } } } },
    });
  });

  it("answers them as both releases of GitBook's spec describe them", async () => {
    expect(specErrors('listPages', 200, { pages })).toEqual([]);
    for (const title of ['Buttons', 'Playground', 'Welcome again', 'petstore']) {
      expect(specErrors('getPageById', 200, await getPage(sandbox.as(), space, byTitle(title).id)), title).toEqual([]);
    }
  });

  it("are named in the import's semantic changes by their kind, with no path of their own", () => {
    const { revision } = getSpace(sandbox.as(), space);
    const { changes } = revisionChanges(sandbox.as(), space, revision, {});
    const created = changes.flatMap((change) => (change.type === 'page_created' ? [change.page] : []));
    expect(created.filter((page) => page.type === 'link' || page.type === 'computed')).toEqual([
      { id: byTitle('Buttons').id, type: 'link', title: 'Buttons' },
      { id: byTitle('Playground').id, type: 'link', title: 'Playground' },
      { id: byTitle('Welcome again').id, type: 'link', title: 'Welcome again' },
      { id: byTitle('petstore').id, type: 'computed', title: 'petstore' },
    ]);
    expect(specErrors('getRevisionSemanticChanges', 200, { changes, more: 0 })).toEqual([]);
  });

  it('are written back as GitBook wrote them: the same SUMMARY.md', async () => {
    const folder = await pulledFolder(
      { revision: 'r', pages: remotePages(pages), files: [], markdown: new Map() },
      { readme: 'README.md', summary: 'SUMMARY.md' },
    );
    expect(folder.summary).toBe(SUMMARY);
    expect(folder.pages.map(({ file }) => file)).toEqual(['README.md', 'inline.md', 'reference/overview.md']);
  });

  it("open their targets from a published site's table of contents; a computed page is no entry", () => {
    const nav = spaceNavigation(sandbox.as(), sandbox.sandbox.store.get('spaces', space)!.revision);
    expect(nav.toc.map(({ title, path, url, anchor }) => [title, path, url, anchor])).toEqual([
      ['Welcome', expect.any(String), undefined, undefined],
      ['Inline', 'inline', undefined, undefined],
      ['Buttons', 'inline', undefined, 'buttons'],
      ['Playground', expect.any(String), 'https://example.com/play', undefined],
      ['Again', expect.any(String), undefined, undefined],
      ['Reference', 'reference', undefined, undefined],
    ]);
    expect(nav.toc[5]!.pages.map(({ title }) => title)).toEqual(['Overview']);
    expect(nav.order.map(({ page }) => page.title)).toEqual(['Welcome', 'Inline', 'Overview']);
  });

  it("refuses a computed page's definition GitBook does not describe, naming the summary and what to fix", async () => {
    const other = createSpace(sandbox.as(), 'acme', { title: 'Bad' }).id;
    expect(await refusal(() => importContent(sandbox.as(), other, { source: 'zip', url: fixtures.url('/bad.zip') }))).toMatchObject({
      reason: 'invalid',
      message: expect.stringContaining("SUMMARY.md: a computed page's yaml block is not a definition GitBook computes pages from"),
    });
    expect(listPages(sandbox.as(), other).pages).toEqual([]);
  });
});
