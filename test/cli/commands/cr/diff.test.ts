import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDiffCommand, changedPages, type DiffOptions } from '../../../../src/cli/commands/cr/diff.js';
import { cliAgainst, testContext } from '../../../helpers/cli.js';
import { startSandbox, type Running } from '../../../helpers/sandbox.js';

/** `docsctl cr diff` against an in-process sandbox: a change request that edits, adds and deletes pages. */
let sb: Running;
let cli: ReturnType<typeof cliAgainst>;
let space: string;

const api = async (method: string, path: string, body?: unknown) =>
  (await sb.call(method, path, body === undefined ? {} : { body })).body as Record<string, unknown>;

beforeAll(async () => {
  sb = await startSandbox();
  cli = cliAgainst(sb);
  space = (await api('POST', '/v1/orgs/acme/spaces', { title: 'Docs' })).id as string;
  const first = (await api('POST', `/v1/spaces/${space}/change-requests`, { subject: 'Start' })).id as string;
  await api('POST', `/v1/spaces/${space}/change-requests/${first}/content`, {
    changes: [
      { operation: 'insert_page', document: { markdown: '# Intro\n\none\ntwo\nthree' } },
      { operation: 'insert_page', document: { markdown: '# Old' } },
    ],
  });
  await api('POST', `/v1/spaces/${space}/change-requests/${first}/merge`);
  const [intro, old] = ((await api('GET', `/v1/spaces/${space}/content/pages`)).pages as { id: string }[]).map((p) => p.id);
  const second = (await api('POST', `/v1/spaces/${space}/change-requests`, { subject: 'Rework' })).id as string;
  await api('POST', `/v1/spaces/${space}/change-requests/${second}/content`, {
    changes: [
      { operation: 'update_page', page: intro, document: { markdown: '---\nicon: gear\n---\n# Intro\n\none\nTWO\nthree' } },
      { operation: 'delete_page', page: old },
      { operation: 'insert_page', document: { markdown: '# New\n\nHello.' } },
    ],
  });
  await api('POST', `/v1/spaces/${space}/change-requests`, { subject: 'Nothing yet' });
});
afterAll(() => sb.close());

const DIFF = [
  '--- a/intro.md',
  '+++ b/intro.md',
  '@@ -1,5 +1,9 @@',
  '+---',
  '+icon: gear',
  '+---',
  '+',
  ' # Intro',
  ' ',
  ' one',
  '-two',
  '+TWO',
  ' three',
  '--- /dev/null',
  '+++ b/new.md',
  '@@ -0,0 +1,3 @@',
  '+# New',
  '+',
  '+Hello.',
  '--- a/old.md',
  '+++ /dev/null',
  '@@ -1,1 +0,0 @@',
  '-# Old',
  '',
].join('\n');

describe('docsctl cr diff', () => {
  it.each<[string[], Partial<DiffOptions>]>([
    [['S', '2'], { spaceId: 'S', changeRequest: '2', stat: false }],
    [['S', 'CR_ID', '--stat'], { spaceId: 'S', changeRequest: 'CR_ID', stat: true }],
  ])('parses %j', async (argv, expected) => {
    let parsed: DiffOptions | undefined;
    await buildDiffCommand(testContext().context, async (options) => void (parsed = options)).parseAsync(argv, { from: 'user' });
    expect(parsed).toMatchObject(expected);
  });

  it("prints a unified diff of each changed page's Markdown, in a pipe without colour", async () => {
    expect(await cli(['cr', 'diff', space, '2'])).toEqual({ code: 0, stdout: DIFF, stderr: '' });
  });

  it('colours it on a terminal, unless NO_COLOR', async () => {
    const { stdout } = await cli(['cr', 'diff', space, '2'], { tty: true });
    expect(stdout).toContain('\x1b[1m--- a/intro.md\x1b[0m\n\x1b[1m+++ b/intro.md\x1b[0m\n\x1b[36m@@ -1,5 +1,9 @@\x1b[0m\n');
    expect(stdout).toContain('\x1b[31m-two\x1b[0m\n\x1b[32m+TWO\x1b[0m\n three\n');
    expect((await cli(['cr', 'diff', space, '2'], { tty: true, env: { NO_COLOR: '1' } })).stdout).toBe(DIFF);
  });

  it('counts lines per page with --stat', async () => {
    expect((await cli(['cr', 'diff', space, '2', '--stat'])).stdout).toBe(
      ' intro.md | 6 +++++-\n new.md   | 3 +++\n old.md   | 1 -\n 3 files changed, 8 insertions(+), 2 deletions(-)\n',
    );
  });

  it("gives the API's semantic changes with --json", async () => {
    const { stdout } = await cli(['cr', 'diff', space, '2', '--json']);
    expect(JSON.parse(stdout).changes.map((c: { type: string; page: { title: string } }) => `${c.type} ${c.page.title}`)).toEqual([
      'page_edited Intro',
      'page_created New',
      'page_deleted Old',
    ]);
    expect((await cli(['cr', 'diff', space, '2', '--jq', '.changes[0].attributes | keys[]'])).stdout).toBe('document\n');
  });

  it('says so on a terminal when nothing changed, and prints nothing in a pipe', async () => {
    expect(await cli(['cr', 'diff', space, '3'], { tty: true, env: { NO_COLOR: '1' } })).toMatchObject({
      code: 0,
      stdout: '✓ No page changes in change request #3\n',
    });
    expect(await cli(['cr', 'diff', space, '3'])).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it("fails with the API's answer for a change request that is not there", async () => {
    expect(await cli(['cr', 'diff', space, '99'])).toMatchObject({ code: 1, stdout: '', stderr: expect.stringContaining('change request "99" not found') });
  });

  it('diffs each document page once, groups left out', () => {
    const page = (id: string, type: 'document' | 'group' = 'document') => ({ id, type, title: id, path: id });
    expect(
      changedPages([
        { type: 'page_edited', page: page('a'), attributes: {} },
        { type: 'page_moved', page: page('a'), parent: {} },
        { type: 'page_created', page: page('b') },
        { type: 'page_deleted', page: page('g', 'group') },
        { type: 'file_created', file: { id: 'f', name: 'f', contentType: 'text/plain', downloadURL: 'u' } },
      ]),
    ).toEqual([
      { id: 'a', added: false, deleted: false },
      { id: 'b', added: true, deleted: false },
    ]);
  });
});
