import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageFileParts } from '../../src/format/git-sync/page-file.js';
import { commitRevision } from '../../src/domain/revisions/revisions.js';
import type { FileNode } from '../../src/format/page.js';
import { chromiumPath, chromiumPerFile, horizontalOverflow, NO_CHROMIUM, pagePerTest, type BrowserSession } from '../helpers/browser.js';
import { startSandbox, type Running } from '../helpers/sandbox.js';
import { siteShowing } from '../helpers/site-content.js';

/** One Chromium for the file; each test has a context and page of its own. */
const chromium = chromiumPerFile();

/** A fixture's body as Git Sync reads it: without the title heading, which is the page's title. */
const fixture = (name: string) => pageFileParts(fs.readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')).body;
const EVERY_BLOCK = fixture('gitbook-blocks.md');
const MORE_BLOCKS = fixture('gitbook-blocks-extra.md');

/** A 48×48 blue square: the figure's diagram and the card's cover. */
const SQUARE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAOklEQVR42u3OQQ0AAAgEoAtlLRNbxhbOBxsBSPW8EiEhISEhISEhISEhISEhISEhISEhISEhISGhOwuAgVzEP1jwvAAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A public site over a space holding the fixtures as Git Sync imports them: pages under `guide/`
 * (their links climb to `.gitbook/assets/`), with the files they name. The URL of the first page.
 */
async function publishedBlocks(sb: Running): Promise<string> {
  const space = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Blocks' } })).body as { id: string };
  const { store, clock } = sb.sandbox;
  const record = store.get('spaces', space.id)!;
  const file = (name: string, contentType: string, bytes: Buffer): FileNode => ({
    id: name.replace(/\W/g, ''),
    name,
    path: `.gitbook/assets/${name}`,
    contentType,
    size: bytes.length,
    blob: store.putBlob(bytes),
  });
  const now = '2026-01-01T00:00:00.000Z';
  type Page = { id: string; title: string; slug: string; markdown: string; createdAt: string; updatedAt: string; pages: Page[] };
  const page = (id: string, title: string, markdown: string, pages: Page[] = []): Page => ({
    id,
    title,
    slug: id,
    markdown,
    createdAt: now,
    updatedAt: now,
    pages,
  });
  const revision = commitRevision(
    { store, clock, caller: store.get('users', 'admin')! },
    {
      space: space.id,
      type: 'edits',
      parents: [record.revision],
      pages: [
        page('guide', 'Guide', 'Every block GitBook has, in the pages below.\n', [
          page('blocks', 'Every block', EVERY_BLOCK),
          page('more', 'More blocks', MORE_BLOCKS),
        ]),
      ],
      files: [
        file('diagram.png', 'image/png', SQUARE),
        file('cover.png', 'image/png', SQUARE),
        file('report.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n')),
        file('petstore.yaml', 'application/yaml', Buffer.from('openapi: 3.0.0\ninfo: { title: Pets, version: "1" }\npaths: {}\n')),
      ],
    },
  );
  store.put('spaces', { ...record, revision: revision.id });
  return (await siteShowing(sb, 'Blocks', [space])).urls.published!;
}

function blocksSiteEach(): { published: string } {
  const site = { published: '' };
  let sb: Running;
  beforeEach(async () => {
    sb = await startSandbox();
    site.published = await publishedBlocks(sb);
  });
  afterEach(() => sb.close());
  return site;
}

const bodyText = (b: BrowserSession) => b.page.evaluate(() => document.body.innerText);

describe.skipIf(!chromiumPath)(`a page with every GitBook block in a browser${chromiumPath ? '' : ` (${NO_CHROMIUM})`}`, () => {
  const b = pagePerTest(chromium, 'blocks');
  const site = blocksSiteEach();

  it('shows each block as its element, with no {% … %} left on the page', async () => {
    await b.page.goto(`${site.published}/guide/blocks`);
    const main = b.page.locator('.markdown');
    expect(await bodyText(b)).not.toContain('{%');
    expect(await main.locator('.hint-warning').getByText('zanzibar').isVisible()).toBe(true);
    // Tabs: the first one's panel shows; its neighbour's once its label is clicked.
    expect(await main.getByText('Run the installer.').isVisible()).toBe(true);
    expect(await main.getByText('brew install docsctl').isVisible()).toBe(false);
    await main.locator('.tab-label', { hasText: 'Homebrew' }).click();
    expect(await main.getByText('brew install docsctl').isVisible()).toBe(true);
    expect(await main.getByText('Run the installer.').isVisible()).toBe(false);
    expect(await main.locator('.stepper > .step').count()).toBe(2);
    expect(await main.locator('a.content-ref').textContent()).toContain('guide.md');
    expect(await main.locator('figure.embed a').getAttribute('href')).toBe('https://www.youtube.com/watch?v=D_uLM5i0Z4c');
    expect(await main.locator('.code-title').textContent()).toBe('index.js');
    expect(await main.locator('.code-block .hljs-keyword').first().textContent()).toBe('import');
    expect(await main.locator('figure.file a').textContent()).toBe('report.pdf');
    expect(await main.locator('.include').isVisible()).toBe(true);
    const columns = await main.locator('.columns > .column').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().top));
    expect(columns).toHaveLength(2);
    expect(columns[0]).toBe(columns[1]);
    expect(await main.locator('.openapi .openapi-method').textContent()).toBe('GET');
    const figure = main.locator('figure.figure');
    expect(await figure.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
    expect(await figure.locator('figcaption').textContent()).toBe('How the sandbox fits');
    // The expandable block opens on a click.
    expect(await main.getByText('Restart the sandbox.').isVisible()).toBe(false);
    await main.locator('details.expandable summary').click();
    expect(await main.getByText('Restart the sandbox.').isVisible()).toBe(true);
    expect(await main.locator('.cards .card .card-title').textContent()).toBe('Guide');
    expect(await main.locator('.cards .card-cover').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
    expect(await main.locator('.math math[display="block"]').isVisible()).toBe(true);
    expect(await main.locator('a.button').textContent()).toBe('GitBook');
  });

  it('shows every hint style, a hand-written API method in full, inline math and an icon', async () => {
    await b.page.goto(`${site.published}/guide/more`);
    const main = b.page.locator('.markdown');
    expect(await bodyText(b)).not.toContain('{%');
    expect(await main.locator('.hint').evaluateAll((hints) => hints.map((hint) => hint.className))).toEqual([
      'hint hint-info',
      'hint hint-success',
      'hint hint-danger',
    ]);
    const api = main.locator('.openapi');
    expect(await api.locator('.openapi-operation').textContent()).toBe('GET https://api.example.com/pets/{id}');
    expect(await api.locator('.openapi-description').textContent()).toContain('Finds one pet by its id.');
    expect(await api.locator('.openapi-parameters tbody td').allTextContents()).toEqual(['id required', 'path', 'string', "The pet's id"]);
    expect(await api.locator('.openapi-responses .hljs-attr').first().textContent()).toBe('"id"');
    expect(await api.locator('.openapi-responses li').allTextContents()).toEqual([expect.stringMatching(/^200 The pet/), '404 No such pet']);
    expect(await main.locator('p math:not([display="block"])').count()).toBe(1);
    expect(await main.locator('a.button.secondary').textContent()).toBe('Docs');
    // No icon font is served: an icon shows the name Git Sync writes in it, as its emoji where it names one.
    expect(await main.locator('i.fa-rocket').textContent()).toBe('🚀');
    expect(await b.page.getByRole('heading', { name: 'More blocks' }).count()).toBe(1);
  });
});

describe.skipIf(!chromiumPath)(`a page with every GitBook block at phone width${chromiumPath ? '' : ` (${NO_CHROMIUM})`}`, () => {
  const b = pagePerTest(chromium, 'blocks-phone', 390);
  const site = blocksSiteEach();

  it('fits 390 px, its columns stacked', async () => {
    await b.page.goto(`${site.published}/guide/blocks`);
    expect(await bodyText(b)).not.toContain('{%');
    expect(await horizontalOverflow(b)).toBe(0);
    const columns = await b.page.locator('.markdown .columns > .column').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().top));
    expect(columns[1]).toBeGreaterThan(columns[0]!);
  });

  it('fits 390 px with the hand-written API method', async () => {
    await b.page.goto(`${site.published}/guide/more`);
    expect(await horizontalOverflow(b)).toBe(0);
  });
});
