import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { importContent } from '../../../src/domain/import/import-content.js';
import { listLinks } from '../../../src/domain/links/links.js';
import { getPage, listPages } from '../../../src/domain/reading/read.js';
import { walkPages } from '../../../src/domain/revisions/revisions.js';
import { searchSpace } from '../../../src/domain/search/search.js';
import { resolveTarget } from '../../../src/domain/change-requests/target.js';
import type { RevisionPage } from '../../../src/schemas/revision.js';
import { serveFixtures } from '../../helpers/fixtures-server.js';
import { rules, type Rules } from '../../helpers/rules.js';
import { specErrors } from '../../helpers/spec.js';
import { subpagesOf } from '../../helpers/revision-pages.js';
import { writeInclude } from '../../../src/format/git-sync/includes.js';

/** A docs repository as GitBook's Git Sync writes one: docs under `docs/`, a custom summary, front matter, every block, images. */
const REPOSITORY = path.join(import.meta.dirname, '../../fixtures/git-sync-repo');
const DOCS = path.join(REPOSITORY, 'docs');

const filesOf = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();

/** The repository zipped, as a user would zip a clone: inside a folder named after it, like GitHub's "Download ZIP". */
const zipped = () =>
  Buffer.from(zipSync(Object.fromEntries(filesOf(REPOSITORY).map((file) => [`acme-docs-main/${file}`, readFileSync(path.join(REPOSITORY, file))]))));

/**
 * The one normalisation a page's file goes through, as docs/api.md documents it: LF line
 * endings; the front matter as written, then one blank line; the title as a `# ` line (written
 * in if the file had none) and one blank line; the body without blank lines around it; a newline at the end.
 */
function normalised(source: string, title: string): string {
  let text = source.replace(/\r\n?/g, '\n');
  const frontMatter = /^---\n([\s\S]*?\n)---\n/.exec(text);
  if (frontMatter) text = text.slice(frontMatter[0].length);
  text = text.replace(/^(\s*\n)+/, '');
  const heading = /^# .*\n/.exec(text);
  if (heading) text = text.slice(heading[0].length);
  const body = text.replace(/^(\s*\n)+/, '').trimEnd();
  return `${frontMatter ? `---\n${frontMatter[1]}---\n\n` : ''}# ${title}\n${body ? `\n${body}\n` : ''}`;
}

const gitHashObject = (bytes: Buffer) => createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');

let fixtures: Awaited<ReturnType<typeof serveFixtures>>;
let sandbox: Rules;
let space: string;
let pages: RevisionPage[];
/** Every page but groups, in reading order, with the file it came from. */
let documents: { page: RevisionPage & { type: 'document' }; file: string | undefined }[];
let imported: Awaited<ReturnType<typeof importContent>>;

beforeAll(async () => {
  fixtures = await serveFixtures({ '/acme-docs.zip': { type: 'application/zip', body: zipped() } });
  sandbox = rules();
  space = createSpace(sandbox.as(), 'acme', { title: 'Acme docs' }).id;
  imported = await importContent(sandbox.as(), space, { source: 'zip', url: fixtures.url('/acme-docs.zip') });
  pages = listPages(sandbox.as(), space).pages;
  const stored = resolveTarget(sandbox.as(), space, undefined, 'read').revision.pages;
  const files = new Map([...walkPages(stored)].map(({ page }) => [page.id, page.file]));
  const flat: RevisionPage[] = [];
  const walk = (list: RevisionPage[]) => list.forEach((page) => (flat.push(page), walk(subpagesOf(page))));
  walk(pages);
  documents = flat.filter((page): page is RevisionPage & { type: 'document' } => page.type === 'document').map((page) => ({ page, file: files.get(page.id) }));
});
afterAll(() => fixtures.close());

const byPath = (pagePath: string) => documents.find(({ page }) => page.path === pagePath)!.page;

describe('a Git Sync repository imported from a zip', () => {
  it('takes its structure from the configured summary: groups, nesting, titles from the links, paths from the files', () => {
    const outline = (list: RevisionPage[]): unknown[] =>
      list.map((p) => (subpagesOf(p).length ? [p.title, p.type, outline(subpagesOf(p))] : [p.title, p.type]));
    expect(outline(pages)).toEqual([
      ['Welcome to Acme', 'document'],
      [
        'Getting started',
        'group',
        [
          ['Quickstart', 'document'],
          ['Installation', 'document'],
          ['Configuration', 'document'],
        ],
      ],
      [
        'Guides',
        'group',
        [
          [
            'Writing content',
            'document',
            [
              ['Pages and structure', 'document'],
              ['Content blocks', 'document'],
              ['Images and media', 'document'],
            ],
          ],
          [
            'Publishing',
            'document',
            [
              ['Sites', 'document'],
              ['Custom domains', 'document'],
              ['Visitor authentication', 'document'],
            ],
          ],
          [
            'Collaboration',
            'document',
            [
              ['Change requests', 'document'],
              ['Comments', 'document'],
              ['Reviews and merge rules', 'document'],
            ],
          ],
        ],
      ],
      [
        'Reference',
        'group',
        [
          [
            'API reference',
            'document',
            [
              ['Authentication', 'document'],
              ['Errors', 'document'],
              ['Rate limits', 'document'],
              ['Pagination', 'document'],
            ],
          ],
          ['Command line', 'document'],
          ['Glossary', 'document'],
        ],
      ],
      [
        'Integrations',
        'group',
        [
          ['Slack', 'document'],
          ['GitHub', 'document'],
          ['VS Code', 'document'],
        ],
      ],
      [
        'Resources',
        'group',
        [
          ['FAQ', 'document'],
          ['Changelog', 'document'],
          ['Troubleshooting', 'document'],
          ['Getting help', 'document'],
        ],
      ],
      // Not in the summary, so after it: an import never drops a page.
      ['PDF export (draft)', 'document'],
    ]);
    expect(
      documents
        .filter(({ file }) => file)
        .map(({ page, file }) => [page.path, file])
        .slice(1, 8),
    ).toEqual([
      ['getting-started/quickstart', 'getting-started/quickstart.md'],
      ['getting-started/installation', 'getting-started/installation.md'],
      ['getting-started/configuration', 'getting-started/configuration.md'],
      ['guides/writing', 'guides/writing/README.md'],
      ['guides/writing/pages', 'guides/writing/pages.md'],
      ['guides/writing/blocks', 'guides/writing/blocks.md'],
      ['guides/writing/images', 'guides/writing/images.md'],
    ]);
    // Every page and file of the docs folder is imported, and counted once: groups are the summary's, not the repository's.
    expect(imported).toMatchObject({ importedResources: 39, totalResources: 39 });
    // Every page of the docs folder is a page, and nothing outside it (the repository's README, its CI) is.
    const sources = filesOf(DOCS).filter((f) => f.endsWith('.md') && !f.startsWith('.gitbook/') && f !== 'TOC.md');
    expect(documents.map(({ file }) => file).sort()).toEqual(sources.sort());
  });

  it('reads every page back as its file, after one documented normalisation, the same bytes each time', async () => {
    const differing: string[] = [];
    for (const { page, file } of documents) {
      const source = readFileSync(path.join(DOCS, file!), 'utf8');
      const read = await getPage(sandbox.as(), space, page.id, { format: 'markdown' });
      const markdown = (read as { markdown: string }).markdown;
      expect(markdown, file).toBe(normalised(source, page.title));
      expect(((await getPage(sandbox.as(), space, page.id, { format: 'markdown' })) as { markdown: string }).markdown).toBe(markdown);
      if (markdown !== source) differing.push(file!);
    }
    // As written but for these: one written on Windows (CRLF), one with no title line (its title is the summary's).
    expect(differing).toEqual(['resources/troubleshooting.md', 'resources/support.md']);
  });

  it("names each page's file in the repository and its git blob, as Git Sync does", () => {
    for (const { page, file } of documents) {
      const source = readFileSync(path.join(DOCS, file!));
      if (file === 'resources/troubleshooting.md' || file === 'resources/support.md') continue;
      expect(page.git, file).toEqual({ path: file, oid: gitHashObject(source) });
    }
  });

  it('gives pages the fields their front matter sets, and no field from text', () => {
    const home = pages[0] as RevisionPage & { type: 'document' };
    expect(home).toMatchObject({
      title: 'Welcome to Acme',
      icon: 'house',
      description: "Acme turns your product's knowledge into documentation people find, read and trust. Start here.",
      layout: {
        width: 'wide',
        cover: true,
        coverSize: 'hero',
        title: true,
        description: true,
        tableOfContents: false,
        outline: false,
        pagination: true,
        metadata: true,
      },
    });
    const files = resolveTarget(sandbox.as(), space, undefined, 'read').revision.files;
    const cover = files.find((f) => f.path === '.gitbook/assets/hero-cover.png')!;
    expect(home.cover).toEqual({ ref: { kind: 'file', file: cover.id }, yPos: -24 });
    expect(byPath('getting-started/quickstart')).toMatchObject({ description: 'Create a space, write a page and publish it in five minutes.', icon: 'bolt' });
    expect(byPath('guides/writing/pages').layout).toMatchObject({ width: 'default', pagination: false, outline: true });
    expect(byPath('resources/changelog').hidden).toBe(true);
    expect(byPath('guides/publishing/visitor-authentication').noIndex).toBe(true);
    expect(byPath('integrations/vscode')).not.toHaveProperty('description');
    for (const { page } of documents) expect(page.title, page.path).not.toMatch(/description:|---/);
  });

  it('keeps a page marked noIndex out of search, as GitBook does', async () => {
    const hits = await searchSpace(sandbox.as(), space, { query: 'signing key' });
    expect(hits.items.map((hit) => hit.title)).not.toContain('Visitor authentication');
    expect((await searchSpace(sandbox.as(), space, { query: 'certificate' })).items.map((hit) => hit.title)).toContain('Custom domains');
  });

  it("keeps the repository's files under the docs root, images with their dimensions, and nothing outside it; its includes as reusable contents", () => {
    const { files, reusableContents } = resolveTarget(sandbox.as(), space, undefined, 'read').revision;
    expect(files.map((f) => f.path).sort()).toEqual(
      filesOf(DOCS)
        .filter((f) => f.startsWith('.gitbook/assets/'))
        .sort(),
    );
    expect(reusableContents.map((c) => `.gitbook/includes/${c.name}`)).toEqual(filesOf(DOCS).filter((f) => f.startsWith('.gitbook/includes/')));
    // Written back as Git Sync writes them, each is its file again, byte for byte.
    for (const content of reusableContents) expect(writeInclude(content)).toBe(readFileSync(path.join(DOCS, '.gitbook/includes', content.name), 'utf8'));
    expect(files.find((f) => f.name === 'hero-cover.png')!.dimensions).toEqual({ width: 1600, height: 400 });
    expect(files.find((f) => f.name === 'editor screenshot.png')!.dimensions).toEqual({ width: 1280, height: 800 });
  });

  it('reports no broken link: links between files reach their pages, assets their files, includes their reusable contents', async () => {
    const links = await listLinks(sandbox.as(), space, { limit: 1000 });
    expect(links.stats.broken.total).toBe(0);
    const targets = links.items.map((link) => link.targetReference as { kind: string; page?: { path: string }; file?: { name: string } });
    expect(targets.filter((t) => t.kind === 'page').map((t) => t.page!.path)).toEqual(
      expect.arrayContaining(['getting-started/installation', 'guides/publishing', 'reference/api', 'reference/glossary', 'guides/writing']),
    );
    expect(targets.filter((t) => t.kind === 'file').map((t) => t.file!.name)).toEqual(
      expect.arrayContaining(['release-checklist.pdf', 'architecture.png', 'editor screenshot.png', 'petstore.yaml']),
    );
    // An include shows a reusable content: no link to a file.
    expect(targets.filter((t) => t.kind === 'file').map((t) => t.file!.name)).not.toContain('support-hint.md');
  });

  it("keeps .gitbook.yaml's redirects with the pages they lead to", () => {
    const stored = [...walkPages(resolveTarget(sandbox.as(), space, undefined, 'read').revision.pages)];
    const redirects = stored.filter(({ page }) => page.redirects).map(({ page }) => [page.file, page.redirects]);
    expect(redirects).toEqual([
      ['getting-started/installation.md', ['getting-started/setup']],
      ['guides/writing/pages.md', ['guides/writing/editor']],
      ['resources/support.md', ['help']],
    ]);
  });

  it("refers, in a page's document, to the pages and files its blocks name: by id, not by path", async () => {
    const files = new Map(resolveTarget(sandbox.as(), space, undefined, 'read').revision.files.map((f) => [f.name, f.id]));
    const read = await getPage(sandbox.as(), space, byPath('guides/writing/blocks').id, { format: 'document' });
    const nodes: {
      type: string;
      data?: { ref?: unknown; view?: unknown; records?: Record<string, { values: Record<string, unknown> }> };
      nodes?: unknown[];
    }[] = [];
    const walk = (list: unknown[]) => list.forEach((node) => (nodes.push(node as (typeof nodes)[number]), walk((node as { nodes?: unknown[] }).nodes ?? [])));
    walk((read as { document: { nodes: unknown[] } }).document.nodes);
    const refs = (type: string) => nodes.filter((n) => n.type === type).map((n) => n.data!.ref);
    expect(refs('content-ref')).toEqual([{ kind: 'page', page: byPath('guides/publishing/sites').id }]);
    expect(refs('file')).toEqual([{ kind: 'file', file: files.get('release-checklist.pdf') }]);
    expect(refs('image')).toEqual([{ kind: 'file', file: files.get('architecture.png') }]);
    expect(refs('swagger')).toEqual([
      { kind: 'file', file: files.get('petstore.yaml') },
      { kind: 'file', file: files.get('petstore.yaml') },
    ]);
    const cards = nodes.find((n) => n.type === 'table')!.data!.records!;
    expect(Object.values(cards).map((card) => Object.values(card.values).find((v) => typeof v === 'object'))).toEqual([
      { kind: 'page', page: byPath('guides/publishing/sites').id },
      { kind: 'page', page: byPath('guides/collaboration/comments').id },
    ]);
  });

  it("answers every page, as Markdown and as a document, as GitBook's spec describes it", async () => {
    for (const { page } of documents) {
      expect(specErrors('getPageById', 200, await getPage(sandbox.as(), space, page.id, { format: 'markdown' })), page.path).toEqual([]);
      expect(specErrors('getPageById', 200, await getPage(sandbox.as(), space, page.id, { format: 'document' })), page.path).toEqual([]);
    }
    expect(specErrors('listPages', 200, { pages })).toEqual([]);
  });
});
