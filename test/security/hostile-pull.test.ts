import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pullRun } from '../../src/cli/commands/pull.js';
import { stubbedTransport, testContext } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dirs.js';
import { LAYOUT } from '../helpers/page-layout.js';

/**
 * `docsctl pull` into folders that hold links, and from an API that names pages as no folder can
 * hold them: it refuses, naming what, and writes nothing, inside the folder or out of it.
 */
const stub = stubbedTransport();

const API = 'https://api.gitbook.test';
const FILES = 'https://files.gitbook.test';
const JSON_HEADERS = { headers: { 'content-type': 'application/json' } };

interface Page {
  title: string;
  path: string;
  pages?: Page[];
}

/** A page of the tree as the sandbox gives it, Markdown and all (so that pull asks for no page alone). */
const pageOf = ({ title, path: at, pages = [] }: Page): object => ({
  id: `id-${at}`,
  title,
  slug: at.split('/').at(-1),
  path: at,
  kind: 'sheet',
  type: 'document',
  urls: { app: `${API}/app` },
  layout: LAYOUT,
  markdown: `# ${title}\n\nThe text of ${title}.\n`,
  pages: pages.map(pageOf),
});

/** The API answers space S's revision with these pages (and one file), as many times as asked. */
function serve(pages: Page[] | string, files = [{ id: 'f1', name: 'shot.png' }]) {
  const api = stub.api.get(API);
  api
    .intercept({ method: 'GET', path: '/v1/spaces/S/content?computed=false' })
    .reply(200, typeof pages === 'string' ? pages : JSON.stringify({ pages: pages.map(pageOf) }), JSON_HEADERS)
    .persist();
  const items = files.map(({ id, name }) => ({ id, name, contentType: 'image/png', downloadURL: `${FILES}/${id}`, size: 4 }));
  api
    .intercept({ method: 'GET', path: '/v1/spaces/S/content/files?limit=100' })
    .reply(200, JSON.stringify({ items, count: items.length }), JSON_HEADERS)
    .persist();
  for (const { id } of files)
    stub.api
      .get(FILES)
      .intercept({ method: 'GET', path: `/${id}` })
      .reply(200, Buffer.from([1, 2, 3, 4]))
      .persist();
}

const pull = (dir: string) => pullRun(testContext({ transport: stub.api, env: { DOCSCTL_API_URL: API } }).context, { spaceId: 'S', dir });

/** Every file and link under a folder, by relative path. */
const entriesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

const GUIDE: Page[] = [
  { title: 'Welcome', path: 'welcome' },
  { title: 'Guide', path: 'guide', pages: [{ title: 'Install', path: 'guide/install' }] },
];

describe('issue 22.6: pull never writes through a symbolic link', () => {
  it.each([
    ['README.md, a file outside', 'README.md', 'file'],
    ['.gitbook/assets, a folder outside', '.gitbook/assets', 'folder'],
    ["a page's folder, a folder outside", 'guide', 'folder'],
  ])('refuses a link at %s, naming it, and writes nothing anywhere', async (_, link, kind) => {
    serve(GUIDE);
    const dir = tempDir('pulled-');
    const outside = tempDir('outside-');
    const target = kind === 'file' ? path.join(outside, 'authorized_keys') : outside;
    if (kind === 'file') writeFileSync(target, 'ssh-ed25519 AAAA mine\n');
    mkdirSync(path.dirname(path.join(dir, link)), { recursive: true });
    symlinkSync(target, path.join(dir, link));
    const before = entriesOf(dir);

    await expect(pull(dir)).rejects.toThrow(`refusing to pull into ${dir}: ${link} is a symbolic link, which pull never writes through`);
    expect(entriesOf(dir)).toEqual(before);
    expect(entriesOf(outside)).toEqual(kind === 'file' ? ['authorized_keys'] : []);
    if (kind === 'file') expect(readFileSync(target, 'utf8')).toBe('ssh-ed25519 AAAA mine\n');
  });
});

describe('issue 22.14: pull holds on Windows paths too', () => {
  it.each<[string, Page, string]>([
    ['a backslash', { title: 'Hostile', path: 'guide\\..\\..\\escaped' }, '"guide\\..\\..\\escaped.md" (a backslash'],
    ['a drive letter', { title: 'Hostile', path: 'C:escaped' }, '"C:escaped.md" (an absolute path or a drive'],
    ['a NUL', { title: 'Hostile', path: 'guide\0' }, '"guide\0.md" (a NUL character'],
    ['a ".." folder', { title: 'Hostile', path: '..', pages: [{ title: 'Escaped', path: '../escaped' }] }, '"../README.md" (a ".." folder'],
  ])('refuses a page named with %s, which no API should give, naming it, and writes nothing', async (_, hostile, named) => {
    serve([{ title: 'Welcome', path: 'welcome' }, hostile]);
    const dir = tempDir('pulled-');
    await expect(pull(dir)).rejects.toThrow(`refusing to pull into ${dir}: the content names paths a folder cannot hold safely on every system: ${named}`);
    expect(entriesOf(dir)).toEqual([]);
    expect(existsSync(path.join(dir, '..', 'escaped.md'))).toBe(false);
  });

  it('places a page by the tree, whatever its path says: a path climbing with ".." stays inside', async () => {
    serve([
      { title: 'Welcome', path: 'welcome' },
      { title: 'Escaped', path: '../../escaped' },
    ]);
    const dir = tempDir('pulled-');
    await pull(dir);
    expect(entriesOf(dir)).toContain('escaped.md');
    expect(existsSync(path.join(dir, '..', '..', 'escaped.md'))).toBe(false);
  });

  it('gives a page slugged as the sandbox allows but Windows refuses (a colon, a folder ending in a dot) a safe name of its own', async () => {
    serve([
      { title: 'Welcome', path: 'welcome' },
      { title: 'Stream', path: 'guide:secret' },
      { title: 'Dot', path: 'guide.', pages: [{ title: 'Inside', path: 'guide./inside' }] },
    ]);
    const dir = tempDir('pulled-');
    await pull(dir);
    expect(entriesOf(dir).filter((entry) => entry.endsWith('.md'))).toEqual([
      'README.md',
      'SUMMARY.md',
      'guide.-1/README.md',
      'guide.-1/inside.md',
      'guide_secret-1.md',
    ]);
    expect(existsSync(path.join(dir, 'guide'))).toBe(false);
  });

  it('gives a page named as a Windows device a name of its own, and a file so named a safe one', async () => {
    serve(
      [
        { title: 'Welcome', path: 'welcome' },
        { title: 'Aux', path: 'aux' },
      ],
      [
        { id: 'f1', name: 'con.png' },
        { id: 'f2', name: 'a:b|c?.png' },
      ],
    );
    const dir = tempDir('pulled-');
    await pull(dir);
    expect(entriesOf(dir).filter((entry) => entry.endsWith('.md') || entry.endsWith('.png'))).toEqual([
      '.gitbook/assets/_con.png',
      '.gitbook/assets/a_b_c_.png',
      'README.md',
      'SUMMARY.md',
      'aux-1.md',
    ]);
  });
});

describe('issue 22.19: pull plans every file before it writes one', () => {
  it('writes nothing when one path of many is refused, wherever it stands', async () => {
    serve([...GUIDE, { title: 'Last', path: 'last\\..\\..\\escaped' }]);
    const dir = tempDir('pulled-');
    await expect(pull(dir)).rejects.toThrow('"last\\..\\..\\escaped.md" (a backslash');
    expect(entriesOf(dir)).toEqual([]);
  });
});

describe('issue 22: a page tree nested thousands deep', () => {
  it('is refused past the depth a summary can say, with a message, without overflowing the stack', async () => {
    // Written out, not stringified: JSON.stringify itself overflows on such a tree.
    const depth = 20_000;
    const open = Array.from(
      { length: depth },
      (_, i) => `{"id":"p${i}","title":"P${i}","slug":"p${i}","path":"p${i}","kind":"sheet","type":"document","markdown":"# P\\n","pages":[`,
    ).join('');
    serve(`{"pages":[${open}${']}'.repeat(depth)}]}`, []);
    const dir = tempDir('pulled-');
    await expect(pull(dir)).rejects.toThrow(
      'space S nests pages more than 50 levels deep ("p50"), deeper than a SUMMARY.md can say; move its deepest pages up, then try again',
    );
    expect(entriesOf(dir)).toEqual([]);
  });
});
