import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliAgainst, tsvRows } from '../helpers/cli.js';
import { startSandbox, type Running } from '../helpers/sandbox.js';

/** `docsctl content`, `docsctl cr` and `docsctl comments` against an in-process sandbox. */
let sb: Running;
let cli: ReturnType<typeof cliAgainst>;
/** Serves Markdown for imports. */
let source: http.Server;
let sourceUrl: string;

const newSpace = async (title: string) => (await sb.client('admin').orgs.createSpace('acme', { title })).data.id;

beforeAll(async () => {
  sb = await startSandbox();
  cli = cliAgainst(sb);
  source = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/markdown' });
    response.end(
      `# Setup\n\nRun the installer, then read [the overview](overview.md) and [nothing](${request.url === '/broken.md' ? 'missing' : 'gone'}.md).\n`,
    );
  });
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  sourceUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => source.close(resolve));
  await sb.close();
});

describe('docsctl content', () => {
  it('adds a template, lists the pages as rows or an indented tree, and prints a page as Markdown', async () => {
    const space = await newSpace('Product');
    const applied = await cli(['content', 'template', space, '--id', 'product-docs'], { tty: true, env: { NO_COLOR: '1' } });
    expect(applied).toMatchObject({ code: 0, stdout: `✓ Added the template's pages to space ${space}\n` });

    const pages = await cli(['content', 'pages', space]);
    expect(pages.code).toBe(0);
    const listed = tsvRows(pages.stdout);
    expect(listed.map((r) => r[1])).toEqual(['Overview', 'Quickstart', 'Guides', 'API reference', 'Changelog']);
    expect(listed[1]![2]).toBe('quickstart');
    const tree = await cli(['content', 'pages', space], { tty: true });
    expect(tree.stdout.split('\n')[0]).toMatch(/^ID\s+TITLE\s+PATH$/);

    const quickstart = listed[1]![0]!;
    const page = await cli(['content', 'page', space, quickstart]);
    expect(page.stdout).toMatch(/^# Quickstart\n\n## Install\n\n```sh\nnpm install my-product\n```/);
    const json = JSON.parse((await cli(['content', 'page', space, quickstart, '--json'])).stdout);
    expect(json).toMatchObject({ id: quickstart, title: 'Quickstart', markdown: expect.stringContaining('## First steps') });
    const document = await cli(['content', 'page', space, quickstart, '--format', 'document']);
    expect(tsvRows(document.stdout)).toContainEqual(['title', 'Quickstart']);

    const search = await cli(['content', 'search', space, '--query', 'install']);
    expect(tsvRows(search.stdout).map((r) => r[1])).toContain('Quickstart');
  });

  it('imports into a change request only, reports its links, and merging (with --yes) brings it into the space', async () => {
    const space = await newSpace('Imports');
    await cli(['content', 'template', space, '--id', 'product-docs']);
    const created = await cli(['cr', 'create', space, '--subject', 'Add setup', '--json']);
    const change = JSON.parse(created.stdout);
    expect(change).toMatchObject({ subject: 'Add setup', status: 'draft', number: 1 });
    expect((await cli(['cr', 'list', space])).stdout).toBe('');
    expect(tsvRows((await cli(['cr', 'list', space, '--status', 'draft'])).stdout)).toEqual([
      [change.id, '1', 'Add setup', 'draft', expect.any(String), 'false', expect.any(String)],
    ]);

    const imported = await cli(['content', 'import', space, '--cr', '1', '--source', 'markdown', '--url', `${sourceUrl}/setup.md`]);
    expect(imported.code).toBe(0);
    expect(tsvRows(imported.stdout)).toContainEqual(['importedResources', '1']);
    const inCr = tsvRows((await cli(['content', 'pages', space, '--cr', '1'])).stdout);
    expect(inCr.map((r) => r[1])).toContain('Setup');
    expect(tsvRows((await cli(['content', 'pages', space])).stdout).map((r) => r[1])).not.toContain('Setup');

    const setup = inCr.find((r) => r[1] === 'Setup')![0]!;
    const links = JSON.parse((await cli(['content', 'page-links', space, setup, '--cr', '1', '--status', 'broken', '--json'])).stdout);
    expect(links).toEqual([expect.objectContaining({ status: 'broken', targetReference: { kind: 'url', url: 'gone.md' } })]);

    const refused = await cli(['cr', 'merge', space, '1']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(`docsctl: Merge change request 1 of space ${space}: refusing without --yes when not asked on a terminal\n`);
    expect((await cli(['cr', 'view', space, '1', '--jq', '.status'])).stdout).toBe('draft\n');

    const merged = await cli(['cr', 'merge', space, '1', '--yes']);
    expect(tsvRows(merged.stdout)).toContainEqual(['result', 'merge']);
    expect(tsvRows((await cli(['content', 'pages', space])).stdout).map((r) => r[1])).toContain('Setup');
    expect((await cli(['cr', 'get', space, '1', '--jq', '.status'])).stdout).toBe('merged\n');
  });

  it('prints the PDF of a space or a change request as a bare URL, or the whole answer with --json', async () => {
    const space = await newSpace('PDFs');
    await cli(['content', 'template', space, '--id', 'blank']);
    await cli(['cr', 'create', space, '--subject', 'Print me']);
    const revision = (await cli(['content', 'revision', space, '--jq', '.id'])).stdout.trim();
    expect((await cli(['content', 'pdf', space])).stdout).toBe(`${sb.url}/_sandbox/pdf/${revision}\n`);
    const bare = await cli(['content', 'pdf', space, '--cr', '1']);
    expect(bare.stdout).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\S+\n$/);
    const json = JSON.parse((await cli(['content', 'pdf', space, '--cr', '1', '--json'])).stdout);
    expect(json).toEqual({ url: bare.stdout.trim() });
    const response = await fetch(json.url);
    expect(response.headers.get('content-type')).toMatch(/pdf/);
  });
});

describe('docsctl content, reading history and paths', () => {
  it('reads an old revision, its pages and files, and a page by its path', async () => {
    const space = await newSpace('History');
    await cli(['content', 'template', space, '--id', 'product-docs']);
    const first = (await cli(['content', 'revision', space, '--jq', '.id'])).stdout.trim();
    await cli(['content', 'import', space, '--source', 'markdown', '--url', `${sourceUrl}/setup.md`]);
    expect((await cli(['content', 'revision', space, '--revision', first, '--jq', '.id'])).stdout).toBe(`${first}\n`);
    const then = tsvRows((await cli(['content', 'pages', space, '--revision', first])).stdout).map((r) => r[2]);
    expect(then).toEqual(['overview', 'quickstart', 'guides', 'api-reference', 'changelog']);
    expect(tsvRows((await cli(['content', 'pages', space])).stdout).map((r) => r[2])).toContain('setup');
    expect((await cli(['content', 'files', space, '--revision', first])).stdout).toBe('');

    expect((await cli(['content', 'page', space, '--path', 'setup'])).stdout).toMatch(/^# Setup\n\nRun the installer/);
    const old = await cli(['content', 'page', space, '--path', 'setup', '--revision', first]);
    expect(old).toEqual({ code: 1, stdout: '', stderr: `docsctl: page at path "setup" not found (GET /v1/spaces/${space}/revisions/${first}/path/setup)\n` });
    expect((await cli(['content', 'page', space, '--path', 'quickstart', '--revision', first, '--jq', '.path'])).stdout).toBe('quickstart\n');

    const unknown = await cli(['content', 'revision', space, '--revision', 'nope']);
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('revision "nope" not found') });
  });
});

describe('docsctl content links --status broken, a CI gate', () => {
  it('exits 1 listing each broken target and the pages that have it, and 0 with nothing when there is none', async () => {
    const space = await newSpace('Gate');
    const clean = await cli(['content', 'links', space, '--status', 'broken']);
    expect(clean).toEqual({ code: 0, stdout: '', stderr: '' });

    await cli(['content', 'import', space, '--source', 'markdown', '--url', `${sourceUrl}/setup.md`]);
    await cli(['content', 'import', space, '--source', 'markdown', '--url', `${sourceUrl}/broken.md`]);
    const broken = await cli(['content', 'links', space, '--status', 'broken']);
    expect(broken.code).toBe(1);
    expect(tsvRows(broken.stdout)).toEqual([
      ['broken', 'overview.md', 'setup, setup-1'],
      ['broken', 'gone.md', 'setup'],
      ['broken', 'missing.md', 'setup-1'],
    ]);
    expect(broken.stderr).toBe(`docsctl: 3 broken links in space ${space}\n`);
    const table = await cli(['content', 'links', space, '--status', 'broken'], { tty: true, env: { NO_COLOR: '1' } });
    expect(table.stdout.split('\n')[0]).toMatch(/^STATUS +TARGET +PAGES$/);
    // Listing every link is no check: it succeeds.
    expect((await cli(['content', 'links', space])).code).toBe(0);
  });
});

describe('docsctl cr across the organization', () => {
  it('lists the change requests of every space without a space, and names the contributors of one', async () => {
    const first = await newSpace('First');
    const second = await newSpace('Second');
    await cli(['content', 'template', first, '--id', 'blank']);
    await cli(['cr', 'create', first, '--subject', 'Setup']);
    await cli(['cr', 'create', second, '--subject', 'Elsewhere']);
    await cli(['content', 'import', first, '--cr', '1', '--source', 'markdown', '--url', `${sourceUrl}/setup.md`]);
    const subjects = async (...argv: string[]) => tsvRows((await cli(['cr', 'list', ...argv])).stdout).map((r) => r[2]);
    expect(await subjects('--status', 'draft', '--space', second)).toEqual(['Elsewhere']);
    expect(await subjects('--status', 'draft', '--contributor', 'admin', '--org', 'acme')).toEqual(['Setup']);
    expect(await subjects(first, '--status', 'draft')).toEqual(['Setup']);
    expect(tsvRows((await cli(['cr', 'contributors', first, '1'])).stdout)).toEqual([['admin', 'Admin User', 'edit', '1', expect.any(String)]]);
  });
});

describe('docsctl comments', () => {
  it("posts, replies, resolves and deletes comments, keeping a change request's apart with --cr", async () => {
    const space = await newSpace('Discussed');
    await cli(['content', 'template', space, '--id', 'product-docs']);
    const overview = tsvRows((await cli(['content', 'pages', space])).stdout)[0]![0]!;
    await cli(['cr', 'create', space, '--subject', 'Review me']);

    const comment = JSON.parse((await cli(['comments', 'create', space, '--body', 'Is this true?', '--page', overview, '--json'])).stdout);
    expect(comment).toMatchObject({ body: { markdown: 'Is this true?' }, target: { page: { id: overview } }, status: 'open' });
    const onCr = JSON.parse((await cli(['comments', 'create', space, '--cr', '1', '--body', 'Looks good', '--json'])).stdout);
    expect(onCr.target.changeRequest).toBeDefined();

    expect(tsvRows((await cli(['comments', 'list', space])).stdout)).toEqual([[comment.id, 'open', 'Admin User', 'Overview', '0', 'Is this true?']]);
    expect(tsvRows((await cli(['comments', 'list', space, '--cr', '1'])).stdout).map((r) => r[0])).toEqual([onCr.id]);

    const reply = JSON.parse((await cli(['comments', 'reply', space, comment.id, '--body', 'Yes', '--json'])).stdout);
    await cli(['comments', 'edit-reply', space, comment.id, reply.id, '--body', 'Yes, checked', '--added-reactions', '👍']);
    const seen = JSON.parse((await cli(['comments', 'view-reply', space, comment.id, reply.id, '--json'])).stdout);
    expect(seen).toMatchObject({ body: { markdown: 'Yes, checked' }, reactions: [{ emoji: '👍', count: 1 }] });
    const thanks = JSON.parse((await cli(['comments', 'reply', space, onCr.id, '--cr', '1', '--body', 'Thanks', '--json'])).stdout);
    expect(tsvRows((await cli(['comments', 'replies', space, onCr.id, '--cr', '1'])).stdout).map((r) => r[3])).toEqual(['Thanks']);
    expect((await cli(['comments', 'edit-reply', space, onCr.id, thanks.id, '--cr', '1', '--body', 'Thanks!', '--jq', '.body.markdown'])).stdout).toBe(
      'Thanks!\n',
    );
    expect(tsvRows((await cli(['comments', 'commenters', space, '--cr', '1'])).stdout).map((r) => r[0])).toEqual(['admin']);
    expect((await cli(['comments', 'delete-reply', space, onCr.id, thanks.id, '--cr', '1', '--yes'])).code).toBe(0);
    expect((await cli(['comments', 'replies', space, comment.id])).stdout).toBe(`${reply.id}\tAdmin User\t${seen.postedAt}\tYes, checked\n`);

    const resolved = await cli(['comments', 'edit', space, comment.id, '--resolved', '--jq', '.status']);
    expect(resolved.stdout).toBe('resolved\n');
    expect((await cli(['comments', 'list', space, '--status', 'open'])).stdout).toBe('');
    expect(tsvRows((await cli(['comments', 'commenters', space])).stdout).map((r) => r[0])).toEqual(['admin']);

    const deleted = await cli(['comments', 'delete', space, onCr.id, '--cr', '1', '--yes'], { tty: true, env: { NO_COLOR: '1' } });
    expect(deleted.stdout).toBe(`✓ Deleted comment ${onCr.id} and its replies\n`);
    expect((await cli(['comments', 'list', space, '--cr', '1', '--json'])).stdout).toBe('[]\n');
    expect((await cli(['comments', 'delete-reply', space, comment.id, reply.id])).code).toBe(2);
  });
});

describe('docsctl content meta-links, docsctl embeds view', () => {
  it("shows a page's meta links, and what a URL embeds as with or without a space", async () => {
    const space = await newSpace('Meta');
    await cli(['content', 'template', space, '--id', 'product-docs']);
    const page = (await cli(['content', 'pages', space, '--jq', '.pages[0].id'])).stdout.trim();
    expect(JSON.parse((await cli(['content', 'meta-links', space, page, '--json'])).stdout)).toEqual({ alternates: [] });

    // Nothing listens on port 9: the embed is made from the URL alone.
    const url = 'http://127.0.0.1:9/guides/setup';
    expect((await cli(['embeds', 'view', '--url', url, '--jq', '.title'])).stdout).toBe('setup\n');
    expect((await cli(['embeds', 'view', space, '--url', url, '--jq', '.site'])).stdout).toBe('127.0.0.1\n');
    expect((await cli(['embeds', 'view', '--url', 'ftp://example.com/x'])).code).toBe(1);
  });
});
