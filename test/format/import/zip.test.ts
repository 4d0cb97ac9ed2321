import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { importContent } from '../../../src/domain/import/import-content.js';
import type { ImportedPage } from '../../../src/format/import/tree.js';
import { archiveOfZip } from '../../../src/format/import/archive.js';
import { fromZip as fromZipArchive } from '../../../src/format/import/zip.js';
import { MARKDOWN_BUDGETS, offThreadReaders, type MarkdownBudgets } from '../../../src/domain/workers/markdown-off-thread.js';
import { listPages } from '../../../src/domain/reading/read.js';
import { serveFixtures } from '../../helpers/fixtures-server.js';
import { rules } from '../../helpers/rules.js';
import { slugOf } from '../../helpers/revision-pages.js';
import { SUMMARY_HEAD } from '../../helpers/summary-lines.js';

const fromZip = async (bytes: Uint8Array, markdownBudgets: MarkdownBudgets = MARKDOWN_BUDGETS) =>
  fromZipArchive(await archiveOfZip(bytes), offThreadReaders({ markdownBudgets }));
const zip = (files: Record<string, string | Uint8Array>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([name, body]) => [name, typeof body === 'string' ? strToU8(body) : body])));

/** A tree as [title, slug, markdown, children], children left out where there are none. */
type Shape = [string, string | undefined, string, Shape[]?];
const shape = (pages: ImportedPage[]): Shape[] => pages.map((p) => [p.title, p.slug, p.markdown, ...(p.pages.length ? [shape(p.pages)] : [])] as Shape);

describe('a zip without SUMMARY.md', () => {
  it("reads folders as pages: the top README first, then files and folders by name, a folder's README its page", async () => {
    const tree = await fromZip(
      zip({
        'notes/y.md': '# Y\n\nwhy',
        'b.md': '# B title\n\nbee',
        'Guides/deep/x.md': '# X',
        'README.md': '# Welcome\n\nhello',
        'Guides/z.md': 'no heading',
        'Guides/README.md': '# Guides\n\nall of them',
        'Guides/SUMMARY.md': '* [nothing](nothing.md)',
        'a.md': 'just text',
        'empty/image.png': new Uint8Array([1, 2, 3]),
      }),
    );
    expect(shape(tree.pages)).toEqual([
      ['Welcome', undefined, 'hello'],
      ['a', 'a', 'just text'],
      ['B title', 'b', 'bee'],
      [
        'Guides',
        'Guides',
        'all of them',
        [
          ['deep', 'deep', '', [['X', 'x', '']]],
          ['z', 'z', 'no heading'],
        ],
      ],
      ['notes', 'notes', '', [['Y', 'y', 'why']]],
    ]);
    expect(tree.files.map((f) => f.path)).toEqual(['empty/image.png']);
  });
});

describe('a zip with a SUMMARY.md', () => {
  const titles = (pages: ImportedPage[]): unknown[] =>
    pages.map((p) => [p.type ?? 'document', p.title, p.linkTitle, p.slug, ...(p.pages.length ? [titles(p.pages)] : [])]);

  it("reads groups by their anchors' ids, pages after a rule at the top, ToC titles as linkTitle, page titles from the files' headings", async () => {
    const tree = await fromZip(
      zip({
        'SUMMARY.md': [
          ...SUMMARY_HEAD,
          '* [How to debug a Go service](getting-started/go.md "Go")',
          '* [Short](getting-started/long.md)',
          '',
          '***',
          '',
          '* [A & B](a-and-b.md)',
        ].join('\n'),
        'README.md': '# Welcome\n',
        'getting-started/go.md': '# How to debug a Go service\n',
        'getting-started/long.md': '# A much longer title\n\nbody',
        'a-and-b.md': '# A & B\n',
      }),
    );
    expect(titles(tree.pages)).toEqual([
      ['document', 'Welcome', undefined, undefined],
      [
        'group',
        'Get Started',
        undefined,
        'getting-started',
        [
          ['document', 'How to debug a Go service', 'Go', 'go'],
          ['document', 'A much longer title', 'Short', 'long'],
        ],
      ],
      ['document', 'A & B', undefined, 'a-and-b'],
    ]);
  });

  it("takes a heading that reads as the link's text for the same title: no ToC title of its own", async () => {
    const tree = await fromZip(zip({ 'SUMMARY.md': '* [Q&A \\*now\\*](q.md)\n', 'q.md': '# Q\\&A \\*now\\*\n' }));
    expect(titles(tree.pages)).toEqual([['document', 'Q&A *now*', undefined, 'q']]);
  });
});

describe('a large zip', () => {
  it('is read whole and in order across passes: more entries than one pass, and entries bigger than one', async () => {
    const files: Record<string, string | Uint8Array> = {};
    const summary = ['# Summary', ''];
    const body = (i: number) => (i % 100 === 0 ? 'x'.repeat(900 * 1024) : `body ${i}`);
    for (let i = 0; i < 2_500; i++) {
      files[`p${i}.md`] = `# Page ${i}\n\n${body(i)}`;
      summary.push(`* [Page ${i}](p${i}.md)`);
      if (i % 1_000 === 0) files[`big-${i}.bin`] = new Uint8Array(5 * 1024 * 1024).fill(i / 1_000 + 1);
    }
    files['SUMMARY.md'] = summary.join('\n');
    const tree = await fromZip(zip(files));
    expect(tree.pages.map((p) => [p.title, p.markdown])).toEqual(Array.from({ length: 2_500 }, (_, i) => [`Page ${i}`, body(i)]));
    const read = await Promise.all(tree.files.map(async (f) => [f.path, await f.read()] as const));
    expect(read.map(([file, bytes]) => [file, bytes.length, bytes[0]])).toEqual([0, 1, 2].map((k) => [`big-${k * 1_000}.bin`, 5 * 1024 * 1024, k + 1]));
  });
});

describe('a zip of too much Markdown', () => {
  it('is refused as its pages are read, past 200 MiB in all, before anything else is', async () => {
    const page = Buffer.alloc(1024 * 1024, 'word ');
    let read = 0;
    const archive = { paths: Array.from({ length: 300 }, (_, i) => `p${i}.md`), read: async () => (read++, page) };
    await expect(fromZipArchive(archive, offThreadReaders({ markdownBudgets: MARKDOWN_BUDGETS }))).rejects.toThrow(
      /more than 209715200 bytes of Markdown in all/,
    );
    expect(read).toBe(201);
  });
});

describe('importing a zip into a space that has its pages', () => {
  let fixtures: Awaited<ReturnType<typeof serveFixtures>>;
  beforeAll(async () => {
    const body = Buffer.from(zip({ 'a.md': '# A', 'a-1.md': '# A 1', 'Intro.md': '# Intro', 'intro.md': '# Intro' }));
    fixtures = await serveFixtures({ '/docs.zip': { type: 'application/zip', body } });
  });
  afterAll(() => fixtures.close());

  it('keeps file names where free (as written) and gives the others the next free slug among old and new pages', async () => {
    const { as } = rules();
    const space = createSpace(as(), 'acme', { title: 'S' }).id;
    for (let i = 0; i < 2; i++) await importContent(as(), space, { source: 'zip', url: fixtures.url('/docs.zip') });
    expect(listPages(as(), space).pages.map(slugOf)).toEqual(['a-1', 'a', 'intro', 'Intro', 'a-1-1', 'a-2', 'intro-2', 'intro-3']);
  });
});

describe("issue 22.1: a zip's YAML is read off the event loop, within its limits", () => {
  it('refuses a page with over 64 KiB of front matter, naming its file and the limit', async () => {
    let frontMatter = '';
    for (let i = 0; frontMatter.length <= 64 * 1024; i++) frontMatter += `key${i}: value\n`;
    await expect(fromZip(zip({ 'README.md': '# Welcome', 'guide/keys.md': `---\n${frontMatter}---\n# Keys\n` }))).rejects.toMatchObject({
      field: 'url',
      message: `page "guide/keys.md" has ${frontMatter.length} bytes of front matter; a page's front matter holds at most 65536 bytes (64 KiB): keep it to the page's fields`,
    });
  });

  it('reads .gitbook.yaml in a worker, within its budget', async () => {
    const redirects = Array.from({ length: 2_000 }, (_, i) => `  old-${i}: guide.md`).join('\n');
    const files = zip({ '.gitbook.yaml': `root: ./docs/\nredirects:\n${redirects}\n`, 'docs/README.md': '# Welcome', 'docs/guide.md': '# Guide' });
    await expect(fromZip(files, { ...MARKDOWN_BUDGETS, analysisMs: 1 })).rejects.toMatchObject({
      field: 'url',
      message: '.gitbook.yaml could not be read within 0.001 s; keep it to root, structure and redirects',
    });
    expect((await fromZip(files)).pages.find((page) => page.title === 'Guide')?.redirects).toHaveLength(2_000);
  });
});

describe("issue 22.16: a zip's conditions have the limit of one sent as a field", () => {
  it('refuses a page whose front matter sets an "if:" over 1,024 characters, naming its file', async () => {
    const condition = `visitor.claims.plan === "${'x'.repeat(1024)}"`;
    await expect(fromZip(zip({ 'gated.md': `---\nif: ${JSON.stringify(condition)}\n---\n# Gated\n` }))).rejects.toMatchObject({
      field: 'url',
      message: `page "gated.md" has a condition ("if:" in its front matter) of ${condition.length} characters; a condition holds at most 1024`,
    });
  });
});

describe("a zip's space variables", () => {
  it('reads .gitbook/vars.yaml under the docs root as the variables, not as a file', async () => {
    const tree = await fromZip(
      zip({
        '.gitbook.yaml': 'root: ./docs/\n',
        'docs/README.md': '# Home',
        'docs/.gitbook/vars.yaml': 'product: Acme\nmajor: 3\n',
        'docs/.gitbook/assets/a.png': 'png',
      }),
    );
    expect(tree.variables).toEqual({ product: 'Acme', major: 3 });
    expect(tree.files.map((f) => f.path)).toEqual(['.gitbook/assets/a.png']);
    expect((await fromZip(zip({ 'README.md': '# Home' }))).variables).toBeUndefined();
  });

  it('refuses a vars.yaml GitBook could not read, naming it', async () => {
    await expect(fromZip(zip({ 'README.md': '# Home', '.gitbook/vars.yaml': 'a: {b: 1}\n' }))).rejects.toThrow(/\.gitbook\/vars\.yaml: variable "a"/);
  });
});
