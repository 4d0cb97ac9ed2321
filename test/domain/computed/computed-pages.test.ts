import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeRevision } from '../../../src/domain/computed/computed-content.js';
import { getContent, getPage, getPageByPath, getPageDocument, listPages } from '../../../src/domain/computed/computed-pages.js';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { importContent } from '../../../src/domain/import/import-content.js';
import { applyTemplate } from '../../../src/domain/import/templates.js';
import { createTranslation, runTranslation } from '../../../src/domain/translations/translations.js';
import { createSpec } from '../../../src/domain/openapi/specs.js';
import type { RevisionPage } from '../../../src/schemas/revision.js';
import { serveFixtures } from '../../helpers/fixtures-server.js';
import { subpagesOf } from '../../helpers/revision-pages.js';
import { refusal, rules, type Rules } from '../../helpers/rules.js';
import { specErrors } from '../../helpers/spec.js';
import { openApiEntry, TAGGED_PETSTORE } from '../../helpers/summary-lines.js';

/** A reference group holding an overview, then the pages of the organization's spec, then those of a spec it does not have. */
const SUMMARY = [
  '# Table of contents',
  '',
  '* [Welcome](README.md)',
  '',
  '## Reference',
  '',
  '* [Overview](reference/overview.md)',
  ...openApiEntry('petstore', { models: true }),
  ...openApiEntry('gone', { models: false }),
  '',
].join('\n');

const ZIP = Buffer.from(
  zipSync({
    'README.md': strToU8('# Welcome\n\nHello.\n'),
    'SUMMARY.md': strToU8(SUMMARY),
    reference: { 'overview.md': strToU8('# Overview\n\nAll of it.\n') },
  }),
);

let fixtures: Awaited<ReturnType<typeof serveFixtures>>;
let sandbox: Rules;
let space: string;
/** The reference group's pages as the content holds them: the overview and the two computed pages. */
let defined: RevisionPage[];

/** A page's title, path and subpages, or the kind of page it is. */
const outline = (page: RevisionPage): unknown =>
  page.type === 'document' || page.type === 'group'
    ? { title: page.title, path: page.path, ...(page.pages.length > 0 ? { pages: page.pages.map(outline) } : {}) }
    : { title: page.title, type: page.type };

beforeAll(async () => {
  fixtures = await serveFixtures({ '/docs.zip': { type: 'application/zip', body: ZIP } });
  sandbox = rules();
  space = createSpace(sandbox.as(), 'acme', { title: 'API' }).id;
  createSpec(sandbox.as(), 'acme', { slug: 'petstore', source: { text: TAGGED_PETSTORE } });
  await sandbox.sandbox.jobs.settle();
  await importContent(sandbox.as(), space, { source: 'zip', url: fixtures.url('/docs.zip') });
  defined = subpagesOf((await listPages(sandbox.as(), space, { computed: false })).pages[1]!);
});
afterAll(() => fixtures.close());

describe('a computed page read as GitBook reads it by default (computed=true)', () => {
  it('is listed as the pages it computes, in its place; one the sandbox cannot compute, as its definition', async () => {
    const { pages } = await listPages(sandbox.as('read'), space);
    expect(pages.map(outline)).toEqual([
      { title: 'Welcome', path: 'welcome' },
      {
        title: 'Reference',
        path: 'reference',
        pages: [
          { title: 'Overview', path: 'reference/overview' },
          { title: 'All about pets', path: 'reference/all-about-pets' },
          { title: 'Models', path: 'reference/models' },
          { title: 'gone', type: 'computed' },
        ],
      },
    ]);
    expect(specErrors('listPages', 200, { pages })).toEqual([]);
    // Each as its file, as a listing gives the content's own pages: its blocks as Git Sync writes them (a spec sent as text has no URL to link to).
    expect(subpagesOf(pages[1]!)[1]).toMatchObject({
      markdown:
        '# All about pets\n\n{% openapi-operation spec="petstore" path="/pets" method="get" %}\n[Broken link](broken-reference)\n{% endopenapi-operation %}\n',
    });
  });

  it("has ids derived from the computed page's: the same on every read, and as getComputedRevision gives them seeded with its id", async () => {
    const ids = async () => subpagesOf((await listPages(sandbox.as(), space)).pages[1]!).map((page) => page.id);
    const first = await ids();
    expect(await ids()).toEqual(first);
    expect(subpagesOf((await getContent(sandbox.as(), space)).pages[1]!).map((page) => page.id)).toEqual(first);
    const petstore = defined[1] as Extract<RevisionPage, { type: 'computed' }>;
    const computed = await computeRevision(sandbox.as(), space, { source: petstore.computed, seed: petstore.id });
    expect(first.slice(1, 3)).toEqual(computed.pages.map((page) => page.id));
  });

  it('with computed=false, is listed as its definition', async () => {
    expect(defined.map(outline)).toEqual([
      { title: 'Overview', path: 'reference/overview' },
      { title: 'petstore', type: 'computed' },
      { title: 'gone', type: 'computed' },
    ]);
    const revision = await getContent(sandbox.as(), space, { computed: false });
    expect(subpagesOf(revision.pages[1]!)).toEqual(defined);
  });

  it('gives a page it computes by id and by path, as its file or with its body as a document', async () => {
    const pets = subpagesOf((await listPages(sandbox.as(), space)).pages[1]!)[1]!;
    const byId = await getPage(sandbox.as('read'), space, pets.id, { format: 'document' });
    expect(byId).toMatchObject({
      id: pets.id,
      title: 'All about pets',
      path: 'reference/all-about-pets',
      document: { nodes: [{ type: 'openapi-operation' }] },
    });
    expect(specErrors('getPageById', 200, byId)).toEqual([]);
    expect(await getPageByPath(sandbox.as('read'), space, '/reference/all-about-pets/', { format: 'document' })).toEqual(byId);
    expect(await getPage(sandbox.as('read'), space, pets.id)).toEqual(pets);
    const document = await getPageDocument(sandbox.as('read'), space, pets.id);
    expect(document).toEqual((byId as Extract<RevisionPage, { type: 'document' }>).document);
    expect(specErrors('getPageDocumentInRevisionById', 200, document)).toEqual([]);
  });

  it('with computed=false, has no such pages to read', async () => {
    const pets = subpagesOf((await listPages(sandbox.as(), space)).pages[1]!)[1]!;
    expect(await refusal(() => getPage(sandbox.as(), space, pets.id, { computed: false }))).toEqual({
      reason: 'not-found',
      message: `page "${pets.id}" not found`,
    });
    expect(await refusal(() => getPageByPath(sandbox.as(), space, 'reference/models', { computed: false }))).toMatchObject({ reason: 'not-found' });
    // A computed page itself is still read by its id, as its definition.
    expect(await getPage(sandbox.as(), space, defined[1]!.id)).toEqual(defined[1]);
  });

  it("has no document of its own: reading one says to read its pages', listed with computed=true", async () => {
    expect(await refusal(() => getPageDocument(sandbox.as(), space, defined[1]!.id))).toEqual({
      reason: 'invalid',
      message: `page "${defined[1]!.id}" is a computed page, which has no document of its own: its pages have theirs; list them (listPages, computed=true, the default) and read one by id`,
      field: 'pageId',
    });
    expect(await refusal(() => getPageDocument(sandbox.as(), space, 'no-such-page'))).toEqual({
      reason: 'not-found',
      message: 'page "no-such-page" not found',
    });
  });
});

describe("a translation's computed page", () => {
  let fixtures: Awaited<ReturnType<typeof serveFixtures>>;
  let sandbox: Rules;
  let space: string;
  let result: { space: string; revision: string };
  beforeAll(async () => {
    sandbox = rules();
    const source = createSpace(sandbox.as(), 'acme', { title: 'Docs' }).id;
    applyTemplate(sandbox.as(), source, { id: 'product-docs' });
    const { id } = createTranslation(sandbox.as(), 'acme', { source: { space: source, language: 'en' }, language: 'de' });
    runTranslation(sandbox.as(), 'acme', id);
    await sandbox.sandbox.jobs.settle();
    result = sandbox.sandbox.store.get('translations', id)!.result!;
    const entry = [
      '* ```yaml',
      '  type: builtin:translation',
      '  props: {}',
      '  dependencies:',
      '    translation:',
      '      ref:',
      '        kind: translation',
      `        translation: ${id}`,
      '  ```',
    ];
    const summary = ['# Table of contents', '', '* [Welcome](README.md)', ...entry, ''].join('\n');
    const zip = Buffer.from(zipSync({ 'README.md': strToU8('# Welcome\n'), 'SUMMARY.md': strToU8(summary) }));
    fixtures = await serveFixtures({ '/docs.zip': { type: 'application/zip', body: zip } });
    space = createSpace(sandbox.as(), 'acme', { title: 'German' }).id;
    await importContent(sandbox.as(), space, { source: 'zip', url: fixtures.url('/docs.zip') });
  });
  afterAll(() => fixtures.close());

  it("is listed as its result's pages, each read there, as its file or its document", async () => {
    const translatedPages = (await listPages(sandbox.as(), result.space)).pages;
    const { pages } = await listPages(sandbox.as(), space);
    expect(pages.slice(1)).toEqual(translatedPages);
    const first = [...translatedPages.flatMap((page) => [page, ...subpagesOf(page)])].find((page) => page.type === 'document')!;
    expect(await getPage(sandbox.as(), space, first.id)).toEqual(await getPage(sandbox.as(), result.space, first.id));
    expect(await getPageDocument(sandbox.as(), space, first.id)).toEqual(
      await getPageDocument(sandbox.as(), result.space, first.id, { revision: result.revision }),
    );
  });
});
