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
    response.end(`# Setup\n\nRun the installer, then read [the overview](overview.md) and [nothing](${request.url === '/broken.md' ? 'missing' : 'gone'}.md).\n`);
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
    expect(tsvRows((await cli(['cr', 'list', space, '--status', 'draft'])).stdout)).toEqual([[change.id, '1', 'Add setup', 'draft', expect.any(String), 'false', expect.any(String)]]);

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

  it('prints a change request PDF as a bare URL, or the whole answer with --json', async () => {
    const space = await newSpace('PDFs');
    await cli(['content', 'template', space, '--id', 'blank']);
    await cli(['cr', 'create', space, '--subject', 'Print me']);
    const bare = await cli(['cr', 'pdf', space, '1']);
    expect(bare.stdout).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\S+\n$/);
    const json = JSON.parse((await cli(['cr', 'pdf', space, '1', '--json'])).stdout);
    expect(json).toEqual({ url: bare.stdout.trim() });
    const response = await fetch(json.url);
    expect(response.headers.get('content-type')).toMatch(/pdf/);
  });
});

describe('docsctl comments', () => {
  it('posts, replies, resolves and deletes comments, keeping a change request\'s apart with --cr', async () => {
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
    await cli(['comments', 'reply', space, onCr.id, '--cr', '1', '--body', 'Thanks']);
    expect(tsvRows((await cli(['comments', 'replies', space, onCr.id, '--cr', '1'])).stdout).map((r) => r[3])).toEqual(['Thanks']);

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
