import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PULL_RECORD } from '../../src/cli/sync/pull-record.js';
import { sandboxPerTest, type Cli } from '../helpers/cli.js';
import { serveFixtures } from '../helpers/fixtures-server.js';
import type { Running } from '../helpers/sandbox.js';
import { tempDir } from '../helpers/temp-dirs.js';
import { docsMarkdown } from '../../bench/docs-fixture.js';
import { SUMMARY_HEAD } from '../helpers/summary-lines.js';

/** A docs folder as pull writes one: groups, nested pages, front matter, images, links between pages. */
const FIXTURE = path.join(import.meta.dirname, '../fixtures/docs-folder');
/** A docs team's repository as Git Sync keeps one: docs under docs/, a custom summary, every block. */
const REPOSITORY = path.join(import.meta.dirname, '../fixtures/git-sync-repo');

/** Every file under a folder, by relative path, with its bytes; but the record of the last pull, which is not the docs. */
function contentOf(dir: string): Record<string, Buffer> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !(entry.name === PULL_RECORD && entry.parentPath === dir))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .map((file) => [path.relative(dir, file).split(path.sep).join('/'), readFileSync(file)] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/** A space's variables as Git Sync keeps them. */
const VARS = 'product: Acme\nversion: "2.1"\nbeta: true\n';

/** A folder whose page includes a reusable content. */
const INCLUDES_REPO = {
  'README.md': '# Home\n\n{% include ".gitbook/includes/support.md" %}\n',
  '.gitbook/includes/support.md': '---\ntitle: Support\n---\n\nWrite to us.\n',
};

const zipOf = (files: Record<string, Buffer>) => Buffer.from(zipSync(files));

/** A folder written from its files' text, by relative path. */
function folderOf(files: Record<string, string | Buffer>): string {
  const dir = tempDir('folder-');
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** A PNG of one pixel. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * A folder whose summary places two pages under the guide while their files are in
 * `reference/api/`: links between the files are written from the files' folders.
 */
const DISPLACED = {
  'SUMMARY.md':
    '# Table of contents\n\n* [Home](README.md)\n* [Guide](guide/README.md)\n  * [Other](reference/api/other.md)\n  * [Sibling](reference/api/sibling.md)\n',
  'README.md': '# Home\n\nRead [the guide](guide/) and [the other page](reference/api/other.md#usage).\n',
  'guide/README.md': '# Guide\n\nStart with [the other page](../reference/api/other.md), shown here: ![A diagram](../.gitbook/assets/a.png)\n',
  'reference/api/other.md':
    '# Other\n\n## Usage\n\nSee [the sibling](sibling.md#anchor), [the guide](../../guide/README.md), [home](../../README.md) and ![the diagram](../../.gitbook/assets/a.png).\n',
  'reference/api/sibling.md': '# Sibling\n\n## Anchor\n\nBack to [the other page](other.md).\n',
  '.gitbook/assets/a.png': PIXEL,
};

/** DISPLACED with a reusable content that a page placed elsewhere than its file's folder includes. */
const DISPLACED_INCLUDE = {
  ...DISPLACED,
  'reference/api/other.md': `${DISPLACED['reference/api/other.md']}\n{% include "../../.gitbook/includes/note.md" %}\n`,
  '.gitbook/includes/note.md': '---\ntitle: Note\n---\n\nA note.\n',
};

/**
 * A docs repository as bench/docs-fixture.ts writes one, in Git Sync layout, small: a folder per
 * part whose summary group is named otherwise than the folder, so every page's place differs
 * from its file's folder; each page links to others and shows a diagram.
 */
function docsRepository(pages: number): Record<string, string | Buffer> {
  const files: Record<string, string | Buffer> = { 'README.md': '# Handbook\n\nHow we deploy.\n', 'part-0/README.md': '# Part 0\n\nThe pages of part 0.\n' };
  const summary = ['# Table of contents', '', '* [Handbook](README.md)', '', '## Operations', '', '* [Part 0](part-0/README.md)'];
  for (let i = 0; i < pages; i++) {
    files[`part-0/page-${i}.md`] = `# Page ${i}\n\n${docsMarkdown(i, pages)}\n`;
    summary.push(`  * [Page ${i}](part-0/page-${i}.md)`);
    files[`.gitbook/assets/diagram-${i % 20}.png`] = PIXEL;
  }
  files['SUMMARY.md'] = `${summary.join('\n')}\n`;
  return files;
}
const DOCS_PAGES = 12;
const toBuffers = (files: Record<string, string | Buffer>) => Object.fromEntries(Object.entries(files).map(([file, text]) => [file, Buffer.from(text)]));

const textZip = (files: Record<string, string>) => ({
  type: 'application/zip',
  body: zipOf(Object.fromEntries(Object.entries(files).map(([file, text]) => [file, Buffer.from(text)]))),
});

/** A repository GitBook's Git Sync wrote: a group with an id of its own, pages after a rule, a ToC title, a title with `&`. */
const GITBOOK_WROTE: Record<string, string> = {
  'SUMMARY.md': [
    ...SUMMARY_HEAD,
    '* [How to debug a Go service](getting-started/how-to-debug-a-go-service.md "Go")',
    '* [Q&A](getting-started/q-and-a.md)',
    '',
    '***',
    '',
    '* [Changelog](changelog.md)',
    '',
  ].join('\n'),
  'README.md': '# Welcome\n\nHello.\n',
  'getting-started/how-to-debug-a-go-service.md': '# How to debug a Go service\n\nRun it.\n',
  'getting-started/q-and-a.md': '# Q&A\n\nAsk.\n',
  'changelog.md': '# Changelog\n\nNews.\n',
};

/** A space whose summary lists a link page between two pages. */
const LINK_PAGE: Record<string, string> = {
  'SUMMARY.md': '# Table of contents\n\n* [Home](README.md)\n* [Status](https://status.example.com)\n* [Later](later.md)\n',
  'README.md': '# Home\n',
  'later.md': '# Later\n',
};

let fixtures: Awaited<ReturnType<typeof serveFixtures>>;
beforeAll(async () => {
  const repository = contentOf(REPOSITORY);
  // The groups a person adds in the app, which the API cannot: it inserts pages, not groups.
  const groups = (...titles: string[]) => ({
    type: 'application/zip',
    body: zipOf({ 'SUMMARY.md': Buffer.from(titles.map((title) => `## ${title}\n`).join('\n')) }),
  });
  fixtures = await serveFixtures({
    '/repository.zip': { type: 'application/zip', body: zipOf(repository) },
    // With the reusable content a person makes in the app, which the API cannot either.
    '/repository-groups.zip': {
      type: 'application/zip',
      body: zipOf({
        ...unzipSync(groups('Getting started', 'Guides', 'Reference', 'Integrations', 'Resources').body),
        '.gitbook/includes/support-hint.md': repository['docs/.gitbook/includes/support-hint.md']!,
      }),
    },
    '/folder.zip': { type: 'application/zip', body: zipOf(contentOf(FIXTURE)) },
    '/folder-groups.zip': groups('Getting started', 'Guides', 'Reference'),
    '/includes.zip': { type: 'application/zip', body: zipOf(toBuffers(INCLUDES_REPO)) },
    '/vars.zip': { type: 'application/zip', body: zipOf({ 'README.md': Buffer.from('# Home\n'), '.gitbook/vars.yaml': Buffer.from(VARS) }) },
    '/displaced.zip': { type: 'application/zip', body: zipOf(toBuffers(DISPLACED)) },
    '/displaced-include.zip': { type: 'application/zip', body: zipOf(toBuffers(DISPLACED_INCLUDE)) },
    '/docs.zip': { type: 'application/zip', body: zipOf(toBuffers(docsRepository(DOCS_PAGES))) },
    '/docs-groups.zip': groups('Operations'),
    '/gitbook-wrote.zip': textZip(GITBOOK_WROTE),
    '/link-page.zip': textZip(LINK_PAGE),
    '/titles.zip': textZip({
      'SUMMARY.md': '# Table of contents\n\n* [Home](README.md)\n* [Short](long.md)\n',
      'README.md': '# Home\n',
      'long.md': '# A much longer title\n\nBody.\n',
    }),
  });
});
afterAll(() => fixtures.close());

const ctx = sandboxPerTest();

async function newSpace(cli: Cli, title: string, imported?: string): Promise<string> {
  const { stdout } = await cli(['spaces', 'create', '--title', title, '--jq', '.id']);
  const space = stdout.trim();
  if (imported) expect((await cli(['content', 'import', space, '--source', 'zip', '--url', fixtures.url(imported)])).code).toBe(0);
  return space;
}

/** How many change requests the space has had, of any status. */
const changeRequests = async (cli: Cli, space: string) => Number((await cli(['spaces', 'view', space, '--jq', '.changeRequests'])).stdout);

/** The space's pages: each title's page id. */
const pageIdsOf = async (cli: Cli, space: string) =>
  new Map(
    (JSON.parse((await cli(['content', 'pages', space, '--json'])).stdout).pages as { id: string; title: string; pages: unknown[] }[]).flatMap(
      function flat(p): [string, string][] {
        return [[p.title, p.id], ...(p.pages as (typeof p)[]).flatMap(flat)];
      },
    ),
  );

/** Changes the space's content as a person in the app would: in a change request, merged. */
async function changeSpace(sb: Running, space: string, changes: unknown[]): Promise<void> {
  const cr = (await sb.call('POST', `/v1/spaces/${space}/change-requests`, { body: {} })).body.id;
  expect((await sb.call('POST', `/v1/spaces/${space}/change-requests/${cr}/content`, { body: { changes } })).status).toBe(200);
  expect((await sb.call('POST', `/v1/spaces/${space}/change-requests/${cr}/merge`)).status).toBe(200);
}

async function pushJson(cli: Cli, ...args: string[]) {
  const { code, stdout, stderr } = await cli(['push', ...args, '--json']);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  return JSON.parse(stdout) as {
    changeRequest: { number: number; url: string } | null;
    merged: boolean;
    changes: { kind: string; label: string; operation: string }[];
    variablesNotSent?: string[];
    reusableContentsNotSent?: string[];
    filesNotSent?: string[];
  };
}

describe('docsctl pull', () => {
  it('writes the content as Git Sync does, and rewrites nothing when nothing changed', async () => {
    const { cli } = ctx;
    const space = await newSpace(cli, 'Acme', '/folder.zip');
    const dir = tempDir('pulled-');
    expect(await cli(['pull', space, dir])).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(contentOf(dir)).toEqual(contentOf(FIXTURE));

    const times = Object.keys(contentOf(dir)).map((file) => statSync(path.join(dir, file)).mtimeMs);
    const again = JSON.parse((await cli(['pull', space, dir, '--json'])).stdout);
    expect(again).toMatchObject({ written: [], removed: [], unchanged: 22, pages: 15, files: 6 });
    expect(Object.keys(contentOf(dir)).map((file) => statSync(path.join(dir, file)).mtimeMs)).toEqual(times);
  });

  it('says on a terminal what it wrote and removed: the files a pull wrote, and nothing else of the repository', async () => {
    const { cli } = ctx;
    const space = await newSpace(cli, 'Acme', '/folder.zip');
    const dir = tempDir('pulled-');
    writeFileSync(path.join(dir, 'package.json'), '{}\n');
    writeFileSync(path.join(dir, 'notes.txt'), 'kept\n');
    const first = await cli(['pull', space, dir], { tty: true });
    expect(first.stdout).toContain(`Pulled 15 pages and 6 files into ${dir}: 22 written, 0 removed\n`);
    expect(first.stdout).toContain('\n  wrote   getting-started/installation.md\n');
    expect(JSON.parse(readFileSync(path.join(dir, PULL_RECORD), 'utf8')).files).toHaveProperty(
      ['reference/glossary.md'],
      expect.stringMatching(/^[0-9a-f]{64}$/),
    );
    // Another space's content, which has none of those pages: the first pull wrote them all, so all go.
    const empty = await newSpace(cli, 'Empty');
    const { code, stdout } = await cli(['pull', empty, dir], { tty: true });
    expect(code).toBe(0);
    expect(stdout).toContain(`Pulled 0 pages and 0 files into ${dir}: 1 written, 21 removed\n`);
    expect(stdout).toContain('\n  removed reference/glossary.md\n');
    expect(Object.keys(contentOf(dir))).toEqual(['SUMMARY.md', 'notes.txt', 'package.json']);
    expect((await cli(['pull', empty, dir], { tty: true })).stdout).toContain(`${dir} already holds the 0 pages and 0 files of ${empty}`);
  });

  it('writes within the docs root and with the names .gitbook.yaml gives', async () => {
    const { cli } = ctx;
    const space = await newSpace(cli, 'Acme', '/folder.zip');
    const dir = tempDir('repository-');
    writeFileSync(path.join(dir, '.gitbook.yaml'), 'root: ./docs/\nstructure:\n  readme: intro.md\n  summary: TOC.md\n');
    expect((await cli(['pull', space, dir])).code).toBe(0);
    const files = Object.keys(contentOf(dir));
    expect(files).toContain('docs/intro.md');
    expect(files).toContain('docs/TOC.md');
    expect(files).toContain('docs/.gitbook/assets/logo.svg');
    expect(readFileSync(path.join(dir, 'docs/TOC.md'), 'utf8')).toMatch(/^\* \[Welcome to Acme\]\(intro\.md\)$/m);
  });

  it('pulls a change request, not the space', async () => {
    const { cli } = ctx;
    const space = await newSpace(cli, 'Acme');
    await cli(['cr', 'create', space, '--subject', 'Docs']);
    await cli(['content', 'import', space, '--cr', '1', '--source', 'zip', '--url', fixtures.url('/folder.zip')]);
    const [fromSpace, fromChange] = [tempDir('space-'), tempDir('cr-')];
    await cli(['pull', space, fromSpace]);
    await cli(['pull', space, fromChange, '--cr', '1']);
    expect(Object.keys(contentOf(fromSpace))).toEqual(['SUMMARY.md']);
    expect(contentOf(fromChange)).toEqual(contentOf(FIXTURE));
  });
});

describe('issue 24.4: the SUMMARY whole', () => {
  it('pulls a repository GitBook wrote back byte for byte: group ids, rules, ToC titles, titles unescaped; push then sends nothing', async () => {
    const { cli } = ctx;
    const space = await newSpace(cli, 'Wrote', '/gitbook-wrote.zip');
    const dir = tempDir('wrote-');
    expect((await cli(['pull', space, dir])).code).toBe(0);
    expect(Object.fromEntries(Object.entries(contentOf(dir)).map(([file, bytes]) => [file, bytes.toString('utf8')]))).toEqual(GITBOOK_WROTE);
    expect((await pushJson(cli, dir, space)).changeRequest).toBeNull();
  });

  it("keeps a file's heading as the page's title and the summary's link text as its ToC title when they differ", async () => {
    const { cli } = ctx;
    const space = await newSpace(cli, 'Titles', '/titles.zip');
    const dir = tempDir('titles-');
    expect((await cli(['pull', space, dir])).code).toBe(0);
    expect(readFileSync(path.join(dir, 'long.md'), 'utf8')).toBe('# A much longer title\n\nBody.\n');
    expect(readFileSync(path.join(dir, 'SUMMARY.md'), 'utf8')).toBe('# Table of contents\n\n* [Home](README.md)\n* [A much longer title](long.md "Short")\n');

    // Pushed into a space of its own, the pages go, the ToC title cannot: push says so.
    const copy = await newSpace(cli, 'Copy');
    const pushed = await cli(['push', dir, copy, '--merge']);
    expect(pushed.code).toBe(0);
    expect(pushed.stderr).toContain("ToC titles (link titles) of long.md are not sent: GitBook's API sets no page's ToC title (linkTitle); set it in the app");
  });
});

describe('docsctl push', () => {
  it('pushes a docs folder into a change request, merges it, and pulls back the same bytes; then sends only what was edited', async () => {
    const { cli } = ctx;
    const space = await newSpace(cli, 'Handbook', '/folder-groups.zip');
    const first = await pushJson(cli, FIXTURE, space, '--subject', 'Docs from the repository', '--merge');
    expect(first).toMatchObject({
      changeRequest: { number: 1 },
      merged: true,
      pages: { added: 15, changed: 0, moved: 0, deleted: 0 },
      files: { added: 6, changed: 0 },
    });
    expect(first.changeRequest?.url).toMatch(new RegExp(`/s/${space}/~/changes/1$`));
    const pulled = tempDir('pulled-');
    await cli(['pull', space, pulled]);
    expect(contentOf(pulled)).toEqual(contentOf(FIXTURE));

    expect(await cli(['push', FIXTURE, space])).toEqual({ code: 0, stdout: `Nothing to push: ${space} already holds what ${FIXTURE} holds\n`, stderr: '' });
    expect(await changeRequests(cli, space)).toBe(1);

    const edited = tempDir('edited-');
    cpSync(FIXTURE, edited, { recursive: true });
    const edit = (file: string, from: string, to: string) =>
      writeFileSync(path.join(edited, file), readFileSync(path.join(edited, file), 'utf8').replace(from, to));
    edit('getting-started/installation.md', '# Installation', '# Installation\n\nRequires Node.js 20 or newer.');
    edit('reference/glossary.md', 'icon: book', 'icon: book-open');
    const second = await pushJson(cli, edited, space, '--merge');
    expect(second.changes).toEqual([
      { kind: 'change', label: 'getting-started/installation.md', operation: 'update_page' },
      { kind: 'change', label: 'reference/glossary.md', operation: 'update_page' },
    ]);
    await cli(['pull', space, pulled]);
    expect(contentOf(pulled)).toEqual(contentOf(edited));
  });

  it('round-trips a space made in the app into an empty space: pull, push, pull give the same folder', async () => {
    const { cli } = ctx;
    const source = await newSpace(cli, 'Product');
    await cli(['content', 'template', source, '--id', 'product-docs']);
    const [a, b] = [tempDir('a-'), tempDir('b-')];
    await cli(['pull', source, a]);
    const target = await newSpace(cli, 'Copy');
    expect((await pushJson(cli, a, target, '--merge')).merged).toBe(true);
    await cli(['pull', target, b]);
    expect(contentOf(b)).toEqual(contentOf(a));
  });

  it('round-trips a repository imported with Git Sync, blocks, includes and all, into a space with its groups', async () => {
    const { cli } = ctx;
    const source = await newSpace(cli, 'Acme', '/repository.zip');
    const [a, b] = [tempDir('a-'), tempDir('b-')];
    await cli(['pull', source, a]);
    const target = await newSpace(cli, 'Copy', '/repository-groups.zip');
    await pushJson(cli, a, target, '--merge');
    await cli(['pull', target, b]);
    expect(contentOf(b)).toEqual(contentOf(a));
    expect((await pushJson(cli, a, target)).changeRequest).toBeNull();
  });

  it('moves, renames and deletes pages as the folder does, keeping moved pages (by id) and their order', async () => {
    const { cli } = ctx;
    const space = await newSpace(cli, 'Acme', '/folder.zip');
    const dir = tempDir('pulled-');
    await cli(['pull', space, dir]);
    const pageIds = () => pageIdsOf(cli, space);
    const before = await pageIds();
    // Errors moves under the CLI page, renamed; the glossary goes; Configuration comes before Installation.
    const summary = readFileSync(path.join(dir, 'SUMMARY.md'), 'utf8')
      .replace('  * [Errors](reference/api/errors.md)\n', '')
      .replace('* [Command line](reference/cli.md)\n', '* [Command line](reference/cli/README.md)\n  * [Errors](reference/cli/exit-codes.md)\n')
      .replace('* [Glossary](reference/glossary.md)\n', '')
      .replace(
        '* [Installation](getting-started/installation.md)\n* [Configuration](getting-started/configuration.md)\n',
        '* [Configuration](getting-started/configuration.md)\n* [Installation](getting-started/installation.md)\n',
      );
    writeFileSync(path.join(dir, 'SUMMARY.md'), summary);
    cpSync(path.join(dir, 'reference/cli.md'), path.join(dir, 'reference/cli/README.md'));
    cpSync(path.join(dir, 'reference/api/errors.md'), path.join(dir, 'reference/cli/exit-codes.md'));
    for (const gone of ['reference/cli.md', 'reference/api/errors.md', 'reference/glossary.md']) rmSync(path.join(dir, gone));

    const dryRun = await cli(['push', dir, space, '--dry-run']);
    expect(dryRun.stdout).toBe(['delete\treference/glossary.md', 'move\tgetting-started/configuration.md', 'move\treference/cli/exit-codes.md', ''].join('\n'));
    expect(dryRun.stderr).toBe('Dry run: pages: 0 added, 0 changed, 2 moved, 1 deleted; files: 0 added, 0 changed; nothing sent\n');
    expect(await changeRequests(cli, space)).toBe(0);

    await pushJson(cli, dir, space, '--merge');
    const after = await pageIds();
    expect(after.get('Errors')).toBe(before.get('Errors'));
    expect(after.has('Glossary')).toBe(false);
    const pulled = tempDir('pulled-');
    await cli(['pull', space, pulled]);
    // GitBook keeps a link as the page it names, and writes it from where the page's file now is: the
    // API reference still names Errors, moved; the command line, now a folder's README.md, names Installation from there.
    const relinked = {
      'reference/api/README.md': (text: string) =>
        text.replace('url="errors.md"', 'url="../cli/exit-codes.md"').replace('(errors.md)', '(../cli/exit-codes.md)'),
      'reference/cli/README.md': (text: string) => text.replace('(../getting-started/installation.md)', '(../../getting-started/installation.md)'),
    };
    const texts = (at: string) => Object.fromEntries(Object.entries(contentOf(at)).map(([file, bytes]) => [file, bytes.toString()]));
    const expected = texts(dir);
    for (const [file, relink] of Object.entries(relinked)) expected[file] = relink(expected[file]!);
    expect(texts(pulled)).toEqual(expected);
    expect(texts(pulled)).not.toEqual(texts(dir));
  });

  it('pushes into a change request it is given, with no merge', async () => {
    const { cli } = ctx;
    const space = await newSpace(cli, 'Acme', '/folder-groups.zip');
    await cli(['cr', 'create', space, '--subject', 'Docs']);
    const pushed = await cli(['push', FIXTURE, space, '--cr', '1']);
    expect(pushed.stdout).toMatch(/^Change request #1: http.*\/changes\/1\npages: 15 added, 0 changed, 0 moved, 0 deleted; files: 6 added, 0 changed\n$/);
    const [fromSpace, fromChange] = [tempDir('space-'), tempDir('cr-')];
    await cli(['pull', space, fromSpace]);
    await cli(['pull', space, fromChange, '--cr', '1']);
    expect(Object.keys(contentOf(fromSpace))).toEqual(['SUMMARY.md']);
    expect(contentOf(fromChange)).toEqual(contentOf(FIXTURE));
    expect((await cli(['cr', 'view', space, '1', '--jq', '.status'])).stdout).toBe('draft\n');
  });

  it('refuses a summary whose groups the space lacks before sending anything, naming them', async () => {
    const { cli } = ctx;
    const space = await newSpace(cli, 'Empty');
    const { code, stdout, stderr } = await cli(['push', FIXTURE, space]);
    expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
    expect(stderr).toBe(
      `docsctl: the summary's groups "Getting started", "Guides", "Reference" are not in space ${space}: GitBook's API inserts pages but not groups; add them in the app, then push again\n`,
    );
    expect(await changeRequests(cli, space)).toBe(0);
  });

  it('sends a file over 1 MiB through an upload URL and one over 10 MiB not at all, naming it; a pull brings back the same bytes', async () => {
    const { cli, sb } = ctx;
    // A 3 MiB image: a PNG whose pixels a docs team would rather not shrink.
    const photo = Buffer.concat([PIXEL, Buffer.alloc(3 * 1024 * 1024, 'gradient')]);
    const folder = folderOf({
      'README.md': '# Home\n\n![A photo](.gitbook/assets/photo.png) and ![a pixel](.gitbook/assets/pixel.png)\n',
      '.gitbook/assets/photo.png': photo,
      '.gitbook/assets/pixel.png': PIXEL,
      '.gitbook/assets/video.bin': Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    const space = await newSpace(cli, 'Photos');
    const uploads = () => sb.sandbox.store.recordsIn('storageUploads', 'byOrganization', 'acme');

    const dryRun = await pushJson(cli, folder, space, '--dry-run');
    expect(dryRun).toMatchObject({ files: { added: 2, changed: 0 }, filesNotSent: ['.gitbook/assets/video.bin (10485761 bytes)'] });
    expect(dryRun.changes.filter((c) => c.operation === 'insert_files').map((c) => c.label)).toEqual([
      '.gitbook/assets/photo.png',
      '.gitbook/assets/pixel.png',
    ]);
    expect(uploads()).toEqual([]);

    const pushed = await cli(['push', folder, space, '--merge']);
    expect(pushed.code).toBe(0);
    expect(pushed.stderr).toContain(
      "! .gitbook/assets/video.bin (10485761 bytes) is not sent: GitBook's API takes files of at most 10 MiB; make it smaller, or link it from where it is hosted\n",
    );
    expect(uploads().map(({ name, size, blob }) => ({ name, size, stored: blob !== undefined }))).toEqual([
      { name: 'photo.png', size: photo.length, stored: true },
    ]);

    const pulled = tempDir('pulled-');
    expect((await cli(['pull', space, pulled])).code).toBe(0);
    expect(readFileSync(path.join(pulled, '.gitbook/assets/photo.png')).equals(photo)).toBe(true);
    expect(readFileSync(path.join(pulled, '.gitbook/assets/pixel.png')).equals(PIXEL)).toBe(true);
    expect(existsSync(path.join(pulled, '.gitbook/assets/video.bin'))).toBe(false);
    // The photo is held now: pushed again, only the file too large is left, and nothing is sent.
    expect((await pushJson(cli, folder, space)).changes).toEqual([]);
  });

  it('refuses what is not a folder as a usage error', async () => {
    const { code, stderr } = await ctx.cli(['push', path.join(FIXTURE, 'README.md'), 'space']);
    expect(code).toBe(2);
    expect(stderr).toBe(`docsctl: ${path.join(FIXTURE, 'README.md')} is not a folder\n`);
  });
});

describe("a space's variables through pull and push", () => {
  it('pull writes .gitbook/vars.yaml as imported; push of it sends nothing, and says which variables it cannot send', async () => {
    const { cli } = ctx;
    const space = await newSpace(cli, 'Vars', '/vars.zip');
    const dir = tempDir('vars-');
    expect(await cli(['pull', space, dir])).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(readFileSync(path.join(dir, '.gitbook/vars.yaml'), 'utf8')).toBe(VARS);
    expect(await pushJson(cli, dir, space)).toEqual({
      changeRequest: null,
      merged: false,
      dryRun: false,
      pages: { added: 0, changed: 0, moved: 0, deleted: 0 },
      files: { added: 0, changed: 0 },
      changes: [],
    });

    writeFileSync(path.join(dir, '.gitbook/vars.yaml'), 'product: Acme\nversion: "3.0"\n');
    expect((await pushJson(cli, dir, space)).variablesNotSent).toEqual(['version', 'beta']);
    const { code, stderr } = await cli(['push', dir, space]);
    expect(code).toBe(0);
    expect(stderr).toMatch(/\.gitbook\/vars\.yaml gives "version", "beta" otherwise than .* holds them: GitBook's API sets no variables/);
  });
});

describe('push places pages among link pages', () => {
  it('inserts a page the summary lists after a link page after it, where GitBook then lists it', async () => {
    const { cli } = ctx;
    const space = await newSpace(cli, 'Links', '/link-page.zip');
    const dir = folderOf({
      ...LINK_PAGE,
      'SUMMARY.md': '# Table of contents\n\n* [Home](README.md)\n* [Status](https://status.example.com)\n* [New](new.md)\n* [Later](later.md)\n',
      'new.md': '# New\n',
    });
    expect((await pushJson(cli, dir, space, '--merge')).changes).toEqual([{ kind: 'add', label: 'new.md', operation: 'insert_page' }]);
    const { pages } = JSON.parse((await cli(['content', 'pages', space, '--json'])).stdout) as { pages: { title: string }[] };
    expect(pages.map(({ title }) => title)).toEqual(['Home', 'Status', 'New', 'Later']);
  });
});

describe("issue 24.5: a space's reusable contents through pull", () => {
  it('pull writes each as .gitbook/includes/ held it, where pages include it; push of the folder sends nothing', async () => {
    const { cli } = ctx;
    const space = await newSpace(cli, 'Snippets', '/includes.zip');
    const dir = tempDir('includes-');
    const first = await cli(['pull', space, dir], { tty: true });
    // The summary line counts the reusable contents it wrote, as it counts pages and files.
    expect(first.stdout).toContain(`Pulled 1 page, 1 reusable content and 0 files into ${dir}: 3 written, 0 removed\n`);
    expect(first.stdout).toContain('\n  wrote   .gitbook/includes/support.md\n');
    const pulled = Object.fromEntries(Object.entries(contentOf(dir)).map(([file, bytes]) => [file, bytes.toString('utf8')]));
    expect(pulled).toEqual({ ...INCLUDES_REPO, 'SUMMARY.md': '# Table of contents\n\n* [Home](README.md)\n' });
    expect(await pushJson(cli, dir, space)).toMatchObject({ changeRequest: null, changes: [] });
    expect(JSON.parse((await cli(['pull', space, dir, '--json'])).stdout)).toMatchObject({ written: [], removed: [], pages: 1, includes: 1, files: 0 });
    expect((await cli(['pull', space, dir], { tty: true })).stdout).toContain(`${dir} already holds the 1 page, 1 reusable content and 0 files of ${space}`);
  });

  it("writes a repository's includes byte for byte, blocks and all, beside the pages that include them", async () => {
    const { cli } = ctx;
    const space = await newSpace(cli, 'Acme', '/repository.zip');
    const dir = tempDir('repository-');
    expect((await cli(['pull', space, dir])).code).toBe(0);
    const include = '.gitbook/includes/support-hint.md';
    expect(readFileSync(path.join(dir, include), 'utf8')).toBe(readFileSync(path.join(REPOSITORY, 'docs', include), 'utf8'));
    expect(readFileSync(path.join(dir, 'resources/support.md'), 'utf8')).toContain('{% include "../.gitbook/includes/support-hint.md" %}');
  });

  it('writes the include of a page placed elsewhere than its file from where pull writes the page; push of either folder sends nothing', async () => {
    const { cli } = ctx;
    const space = await newSpace(cli, 'Displaced', '/displaced-include.zip');
    const dir = tempDir('displaced-');
    expect((await cli(['pull', space, dir])).code).toBe(0);
    expect(readFileSync(path.join(dir, 'guide/other.md'), 'utf8')).toContain('\n{% include "../.gitbook/includes/note.md" %}\n');
    expect(readFileSync(path.join(dir, '.gitbook/includes/note.md'), 'utf8')).toBe(DISPLACED_INCLUDE['.gitbook/includes/note.md']);
    expect((await pushJson(cli, dir, space)).changeRequest).toBeNull();
    expect((await pushJson(cli, folderOf(DISPLACED_INCLUDE), space)).changeRequest).toBeNull();
  });
});

describe("a space's reusable contents through push", () => {
  it('push of a folder whose includes the space holds sends none of them; of one it lacks, says it cannot send it', async () => {
    const { cli } = ctx;
    const space = await newSpace(cli, 'Snippets', '/includes.zip');
    const dir = tempDir('includes-');
    for (const [file, text] of Object.entries(INCLUDES_REPO)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    expect((await pushJson(cli, dir, space)).reusableContentsNotSent).toBeUndefined();

    writeFileSync(path.join(dir, '.gitbook/includes/beta.md'), '---\ntitle: Beta\n---\n\nA beta.\n');
    expect((await pushJson(cli, dir, space)).reusableContentsNotSent).toEqual(['.gitbook/includes/beta.md']);
    const { code, stderr } = await cli(['push', dir, space, '--dry-run']);
    expect(code).toBe(0);
    expect(stderr).toMatch(
      /\.gitbook\/includes\/beta\.md is a reusable content .* does not hold: GitBook's API creates no reusable content, so push sends none/,
    );
  });
});

describe('issue 22.7: pull never loses local work', () => {
  /** The refusal of `files` files of someone's work, some of which (`removed`) a pull would remove. */
  const refusal = (dir: string, said: string, files = 1, removed = false) => {
    const them = files === 1 ? 'it' : 'them';
    return `docsctl: refusing to pull into ${dir}: ${said}; nothing was written: move ${them} aside or commit ${them}, or pull again with --force to ${removed ? 'overwrite and remove' : 'overwrite'} ${them}\n`;
  };

  it("in a project's folder, overwrites and removes nothing no pull wrote: it refuses, naming each file, and writes nothing", async () => {
    const { cli } = ctx;
    const space = await newSpace(cli, 'Acme', '/folder.zip');
    const dir = tempDir('project-');
    mkdirSync(path.join(dir, 'notes'));
    for (const [file, text] of Object.entries({
      'README.md': '# My project\n',
      'CONTRIBUTING.md': '# Contributing\n',
      'CHANGELOG.md': '# Changelog\n',
      'notes/ideas.md': '- more docs\n',
      'package.json': '{}\n',
    })) {
      writeFileSync(path.join(dir, file), text);
    }
    const before = contentOf(dir);
    expect(await cli(['pull', space, dir])).toEqual({
      code: 1,
      stdout: '',
      stderr: refusal(dir, 'README.md, which no pull wrote, would be overwritten'),
    });
    expect(contentOf(dir)).toEqual(before);
    expect(existsSync(path.join(dir, PULL_RECORD))).toBe(false);
  });

  it('issue 22 review 1: pull --force in a project with no record removes nothing, and never looks into node_modules', async () => {
    const { cli } = ctx;
    const space = await newSpace(cli, 'Acme', '/folder.zip');
    const dir = tempDir('project-');
    mkdirSync(path.join(dir, 'node_modules/x'), { recursive: true });
    const project = { 'node_modules/x/README.md': '# x\n', 'CHANGELOG.md': '# Changelog\n', 'notes/ideas.md': '- more docs\n', 'package.json': '{}\n' };
    mkdirSync(path.join(dir, 'notes'));
    for (const [file, text] of Object.entries(project)) writeFileSync(path.join(dir, file), text);
    writeFileSync(path.join(dir, 'README.md'), '# My project\n');
    const forced = await cli(['pull', space, dir, '--force', '--json']);
    expect(forced.code).toBe(0);
    expect(JSON.parse(forced.stdout)).toMatchObject({ removed: [], left: ['CHANGELOG.md', 'notes/ideas.md'] });
    for (const [file, text] of Object.entries(project)) expect(readFileSync(path.join(dir, file), 'utf8'), file).toBe(text);
    // The record names what this pull wrote, and nothing of the project: the next pull removes none of it either.
    expect(Object.keys(JSON.parse(readFileSync(path.join(dir, PULL_RECORD), 'utf8')).files)).toEqual(Object.keys(contentOf(FIXTURE)).sort());
    const empty = await newSpace(cli, 'Empty');
    expect(JSON.parse((await cli(['pull', empty, dir, '--force', '--json'])).stdout)).toMatchObject({ left: [] });
    for (const [file, text] of Object.entries(project)) expect(readFileSync(path.join(dir, file), 'utf8'), file).toBe(text);
  });

  it('keeps edits and drafts: rewrites and removes what the last pull wrote, keeps a change the content did not touch, and refuses one it did unless --force', async () => {
    const { cli, sb } = ctx;
    const space = await newSpace(cli, 'Acme', '/folder.zip');
    const dir = tempDir('pulled-');
    await cli(['pull', space, dir]);
    const file = (name: string) => path.join(dir, name);
    writeFileSync(file('getting-started/installation.md'), `${readFileSync(file('getting-started/installation.md'), 'utf8')}\nMy note.\n`);
    writeFileSync(file('guides/draft.md'), '# Draft\n');
    const ids = await pageIdsOf(cli, space);
    // Meanwhile, in the app: the glossary goes, the configuration page changes.
    await changeSpace(sb, space, [
      { operation: 'delete_page', page: ids.get('Glossary') },
      { operation: 'update_page', page: ids.get('Configuration'), document: { markdown: '# Configuration\n\nChanged in the app.\n' } },
    ]);
    const pulled = await cli(['pull', space, dir, '--json']);
    expect(JSON.parse(pulled.stdout)).toEqual({
      written: ['getting-started/configuration.md', 'SUMMARY.md'],
      removed: ['reference/glossary.md'],
      kept: ['getting-started/installation.md'],
      left: [],
      unchanged: 18,
      pages: 14,
      includes: 0,
      files: 6,
    });
    expect(readFileSync(file('getting-started/configuration.md'), 'utf8')).toContain('Changed in the app.');
    expect(readFileSync(file('getting-started/installation.md'), 'utf8')).toContain('My note.');
    expect(readFileSync(file('guides/draft.md'), 'utf8')).toBe('# Draft\n');

    // Now the page is changed in the app too: pull refuses rather than lose the note; --force takes the content's.
    await changeSpace(sb, space, [
      { operation: 'update_page', page: ids.get('Installation'), document: { markdown: '# Installation\n\nChanged in the app.\n' } },
    ]);
    expect(await cli(['pull', space, dir])).toEqual({
      code: 1,
      stdout: '',
      stderr: refusal(dir, 'your changes to getting-started/installation.md would be overwritten'),
    });
    expect(readFileSync(file('getting-started/installation.md'), 'utf8')).toContain('My note.');
    const forced = await cli(['pull', space, dir, '--force'], { tty: true });
    expect(forced.stdout).toContain('\n  wrote   getting-started/installation.md\n');
    expect(readFileSync(file('getting-started/installation.md'), 'utf8')).toMatch(/^---\n[^]*# Installation\n\nChanged in the app\.\n$/);
    expect(readFileSync(file('guides/draft.md'), 'utf8')).toBe('# Draft\n');
  });

  it('refuses to remove a file changed since the last pull whose page is gone', async () => {
    const { cli, sb } = ctx;
    const space = await newSpace(cli, 'Acme', '/folder.zip');
    const dir = tempDir('pulled-');
    await cli(['pull', space, dir]);
    writeFileSync(path.join(dir, 'reference/glossary.md'), '# Glossary\n\nMine.\n');
    await changeSpace(sb, space, [{ operation: 'delete_page', page: (await pageIdsOf(cli, space)).get('Glossary') }]);
    expect(await cli(['pull', space, dir])).toEqual({
      code: 1,
      stdout: '',
      stderr: refusal(dir, 'your changes to reference/glossary.md would be removed (the content no longer has them)', 1, true),
    });
    expect(readFileSync(path.join(dir, 'reference/glossary.md'), 'utf8')).toBe('# Glossary\n\nMine.\n');
  });

  it("in a folder pulled before pulls kept a record, keeps the files that are the content's, refuses to overwrite the others unless --force, and removes none", async () => {
    const { cli, sb } = ctx;
    const space = await newSpace(cli, 'Acme', '/folder.zip');
    const dir = tempDir('pulled-');
    await cli(['pull', space, dir]);
    rmSync(path.join(dir, PULL_RECORD));
    writeFileSync(path.join(dir, 'reference/cli.md'), '# Command line\n\nMine.\n');
    await changeSpace(sb, space, [{ operation: 'delete_page', page: (await pageIdsOf(cli, space)).get('Glossary') }]);
    expect(await cli(['pull', space, dir])).toEqual({
      code: 1,
      stdout: '',
      // SUMMARY.md has changed too, but it is no one's work: a pull without a record rewrites only what it would write itself.
      stderr: refusal(dir, 'reference/cli.md, SUMMARY.md, which no pull wrote, would be overwritten', 2),
    });
    // The glossary's page is gone, but no record says a pull wrote its file: it is left, and said.
    expect(JSON.parse((await cli(['pull', space, dir, '--force', '--json'])).stdout)).toMatchObject({
      written: ['reference/cli.md', 'SUMMARY.md'],
      removed: [],
      left: ['reference/glossary.md'],
    });
    expect(existsSync(path.join(dir, 'reference/glossary.md'))).toBe(true);
    expect(existsSync(path.join(dir, PULL_RECORD))).toBe(true);
  });
});

describe('issue 22.6: pull and push never follow a link', () => {
  it('pull refuses a linked README.md, naming it, exits 1 and writes nothing, with --force too', async () => {
    const { cli } = ctx;
    const space = await newSpace(cli, 'Acme', '/folder.zip');
    const outside = path.join(tempDir('outside-'), 'authorized_keys');
    writeFileSync(outside, 'ssh-ed25519 AAAA mine\n');
    const dir = tempDir('pulled-');
    symlinkSync(outside, path.join(dir, 'README.md'));
    for (const force of [[], ['--force']]) {
      expect(await cli(['pull', space, dir, ...force])).toEqual({
        code: 1,
        stdout: '',
        stderr: `docsctl: refusing to pull into ${dir}: README.md is a symbolic link, which pull never writes through; put the file or folder itself in its place, or remove it; nothing was written\n`,
      });
    }
    expect(readdirSync(dir)).toEqual(['README.md']);
    expect(readFileSync(outside, 'utf8')).toBe('ssh-ed25519 AAAA mine\n');
  });

  it('leaves out a linked page, folder and asset, and the record of a pull', async () => {
    const { cli } = ctx;
    const outside = tempDir('outside-');
    mkdirSync(path.join(outside, 'folder'));
    writeFileSync(path.join(outside, 'secret.md'), '# Secret\n');
    writeFileSync(path.join(outside, 'folder', 'page.md'), '# Page\n');
    writeFileSync(path.join(outside, 'key.png'), 'key');
    const dir = tempDir('docs-');
    cpSync(FIXTURE, dir, { recursive: true });
    symlinkSync(path.join(outside, 'secret.md'), path.join(dir, 'secret.md'));
    symlinkSync(path.join(outside, 'folder'), path.join(dir, 'linked'));
    symlinkSync(path.join(outside, 'key.png'), path.join(dir, '.gitbook/assets/key.png'));
    writeFileSync(path.join(dir, PULL_RECORD), '{"version": 1, "files": {}}\n');
    const space = await newSpace(cli, 'Handbook', '/folder-groups.zip');
    const { changes } = await pushJson(cli, dir, space, '--dry-run');
    expect(changes.map(({ label }) => label)).toEqual((await pushJson(cli, FIXTURE, space, '--dry-run')).changes.map(({ label }) => label));
  });
});

/** A page inserted through the API, titled and slugged as given, under `into` if given. */
const insertPage = (title: string, slug: string, into?: string) => ({
  operation: 'insert_page',
  title,
  slug,
  document: { markdown: `# ${title}\n\nThe text of ${title}.\n` },
  ...(into ? { into } : {}),
});

describe('issue 22.8: pull then push never loses a page to a name another has', () => {
  it('gives each page a file of its own, and a push of the folder sends nothing', async () => {
    const { cli, sb } = ctx;
    const space = await newSpace(cli, 'Names');
    await changeSpace(sb, space, [
      insertPage('Home', 'home'),
      insertPage('Summary', 'SUMMARY'),
      insertPage('Readme', 'README'),
      insertPage('Guide', 'Guide'),
      insertPage('guide', 'guide'),
      insertPage('Aux', 'aux'),
      insertPage('Parent', 'parent'),
    ]);
    await changeSpace(sb, space, [insertPage('Nested readme', 'readme', (await pageIdsOf(cli, space)).get('Parent'))]);
    const dir = tempDir('names-');
    expect((await cli(['pull', space, dir])).code).toBe(0);
    const files = {
      'README.md': 'Home',
      'SUMMARY-1.md': 'Summary',
      'README-1.md': 'Readme',
      'Guide.md': 'Guide',
      'guide-1.md': 'guide',
      'aux-1.md': 'Aux',
      'parent/README.md': 'Parent',
      'parent/readme-1.md': 'Nested readme',
    };
    expect(Object.keys(contentOf(dir))).toEqual([...Object.keys(files), 'SUMMARY.md'].sort());
    for (const [file, title] of Object.entries(files)) expect(readFileSync(path.join(dir, file), 'utf8'), file).toContain(`The text of ${title}.`);

    expect((await pushJson(cli, dir, space)).changeRequest).toBeNull();
    // The folder pushed into a copy of the space sends every page, each with its own text.
    const copy = await newSpace(cli, 'Copy');
    await pushJson(cli, dir, copy, '--merge');
    const again = tempDir('again-');
    await cli(['pull', copy, again]);
    expect(contentOf(again)).toEqual(contentOf(dir));
  });
});

describe('issue 22 review 3: a slug the sandbox takes never makes pull refuse the space', () => {
  it('pulls pages slugged with characters or endings Windows refuses, and round-trips them: push sends nothing, a copy pulls the same folder', async () => {
    const { cli, sb } = ctx;
    const space = await newSpace(cli, 'Odd slugs');
    await changeSpace(sb, space, [
      insertPage('Home', 'home'),
      insertPage('FAQ', 'faq?'),
      insertPage('Colon', 'ab:c'),
      insertPage('Pipe', 'x|y'),
      insertPage('Quote', 'a"b'),
      insertPage('End', 'end.'),
      insertPage('Trail', 'trail '),
      insertPage('Folder', 'folder.'),
    ]);
    await changeSpace(sb, space, [insertPage('Inside', 'inside', (await pageIdsOf(cli, space)).get('Folder'))]);
    const slugsOf = async (id: string) =>
      (await sb.call('GET', `/v1/spaces/${id}/content`)).body.pages.flatMap(function flat(p: { path: string; pages: unknown[] }): string[] {
        return [p.path, ...(p.pages as (typeof p)[]).flatMap(flat)];
      });
    const slugs = await slugsOf(space);
    expect(slugs).toEqual(['home', 'faq?', 'ab:c', 'x|y', 'a"b', 'end.', 'trail ', 'folder.', 'folder./inside']);

    const dir = tempDir('odd-');
    expect(await cli(['pull', space, dir])).toEqual({ code: 0, stdout: '', stderr: '' });
    const files = {
      'README.md': 'Home',
      'faq_-1.md': 'FAQ',
      'ab_c-1.md': 'Colon',
      'x_y-1.md': 'Pipe',
      'a_b-1.md': 'Quote',
      'end..md': 'End',
      'trail .md': 'Trail',
      'folder.-1/README.md': 'Folder',
      'folder.-1/inside.md': 'Inside',
    };
    expect(Object.keys(contentOf(dir))).toEqual([...Object.keys(files), 'SUMMARY.md'].sort());
    for (const [file, title] of Object.entries(files)) expect(readFileSync(path.join(dir, file), 'utf8'), file).toContain(`The text of ${title}.`);

    expect((await pushJson(cli, dir, space)).changeRequest).toBeNull();
    expect(await slugsOf(space)).toEqual(slugs);
    const copy = await newSpace(cli, 'Copy');
    await pushJson(cli, dir, copy, '--merge');
    const again = tempDir('again-');
    await cli(['pull', copy, again]);
    expect(contentOf(again)).toEqual(contentOf(dir));
  });
});

describe('issue 24.6: push keeps links right', () => {
  /** The space's links as `docsctl content links` lists them (status, target, pages), and its broken ones. */
  const linksOf = async (cli: Cli, space: string) => (await cli(['content', 'links', space])).stdout;
  const brokenIn = async (cli: Cli, space: string) => (await cli(['content', 'links', space, '--status', 'broken'])).stdout;

  it('rewrites links written from a file to name the same pages and files from its place: pushed as imported, pulled alike, pushed again sends nothing', async () => {
    const { cli } = ctx;
    const dir = folderOf(DISPLACED);
    const imported = await newSpace(cli, 'Imported', '/displaced.zip');
    const pushed = await newSpace(cli, 'Pushed');
    await pushJson(cli, dir, pushed, '--merge');
    expect(await brokenIn(cli, imported)).toBe('');
    expect(await brokenIn(cli, pushed)).toBe('');
    expect(await linksOf(cli, pushed)).toBe(await linksOf(cli, imported));

    // Pull writes each page where its place puts it, its links written from there, whichever way it came in.
    const [fromImport, fromPush] = [tempDir('imported-'), tempDir('pushed-')];
    await cli(['pull', imported, fromImport]);
    await cli(['pull', pushed, fromPush]);
    const texts = (dir: string) => Object.fromEntries(Object.entries(contentOf(dir)).map(([file, bytes]) => [file, bytes.toString()]));
    expect(texts(fromPush)).toEqual(texts(fromImport));
    expect(readFileSync(path.join(fromPush, 'guide/other.md'), 'utf8')).toContain(
      'See [the sibling](sibling.md#anchor), [the guide](README.md), [home](../README.md) and ![the diagram](../.gitbook/assets/a.png).',
    );
    expect((await pushJson(cli, dir, pushed)).changeRequest).toBeNull();
    expect((await pushJson(cli, fromPush, pushed)).changeRequest).toBeNull();
  });

  it('a docs repository whose groups are not its folders: as many broken links pushed as imported', async () => {
    const { cli } = ctx;
    const dir = folderOf(docsRepository(DOCS_PAGES));
    const imported = await newSpace(cli, 'Imported', '/docs.zip');
    const pushed = await newSpace(cli, 'Pushed', '/docs-groups.zip');
    await pushJson(cli, dir, pushed, '--merge');
    expect(await brokenIn(cli, pushed)).toBe(await brokenIn(cli, imported));
    expect(await linksOf(cli, pushed)).toBe(await linksOf(cli, imported));
  });
});
