import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEditCommand, editRun, type EditOptions } from '../../../../src/cli/commands/content/edit.js';
import { cliAgainst, stubbedTransport, testContext } from '../../../helpers/cli.js';
import { startSandbox, type Running } from '../../../helpers/sandbox.js';
import { tempDir } from '../../../helpers/temp-dirs.js';

/** `docsctl content edit` against an in-process sandbox, with an "editor" that rewrites the file as a person would. */
let sb: Running;
let cli: ReturnType<typeof cliAgainst>;
let space: string;
let page: string;
/** An editor that replaces EDIT_FROM with EDIT_TO in the file it is given. */
let replacer: string;

const api = async (method: string, path: string, body?: unknown) =>
  (await sb.call(method, path, body === undefined ? {} : { body })).body as Record<string, unknown>;
const changeRequests = async () => (await api('GET', `/v1/spaces/${space}/change-requests?status=draft`)).items as { id: string; number: number }[];
const markdownIn = async (cr: string) => (await api('GET', `/v1/spaces/${space}/change-requests/${cr}/content/page/${page}`)).markdown;
const editing = (from: string, to: string) => ({ EDITOR: `"${process.execPath}" ${replacer}`, EDIT_FROM: from, EDIT_TO: to });

beforeAll(async () => {
  sb = await startSandbox();
  cli = cliAgainst(sb);
  replacer = path.join(tempDir('docsctl-editor-'), 'replace.mjs');
  fs.writeFileSync(
    replacer,
    "import fs from 'node:fs';\nconst file = process.argv[2];\nfs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(process.env.EDIT_FROM, process.env.EDIT_TO));\n",
  );
  space = (await api('POST', '/v1/orgs/acme/spaces', { title: 'Docs' })).id as string;
  const cr = (await api('POST', `/v1/spaces/${space}/change-requests`, {})).id as string;
  await api('POST', `/v1/spaces/${space}/change-requests/${cr}/content`, {
    changes: [{ operation: 'insert_page', document: { markdown: '---\nicon: rocket\n---\n\n# Intro\n\nWelcome.\n' } }],
  });
  await api('POST', `/v1/spaces/${space}/change-requests/${cr}/merge`);
  page = ((await api('GET', `/v1/spaces/${space}/content/pages`)).pages as { id: string }[])[0]!.id;
});
afterAll(() => sb.close());

describe('docsctl content edit', () => {
  it.each<[string[], Partial<EditOptions>]>([
    [['S', 'P'], { spaceId: 'S', pageId: 'P' }],
    [['S', 'P', '--cr', '3'], { spaceId: 'S', pageId: 'P', changeRequest: '3' }],
  ])('parses %j', async (argv, expected) => {
    let parsed: EditOptions | undefined;
    await buildEditCommand(testContext().context, async (options) => void (parsed = options)).parseAsync(argv, { from: 'user' });
    expect(parsed).toEqual({ context: expect.anything(), ...expected });
  });

  it('sends nothing for an unchanged file, and says so', async () => {
    const before = (await changeRequests()).length;
    expect(await cli(['content', 'edit', space, page], { env: { EDITOR: 'true' } })).toEqual({
      code: 0,
      stdout: '',
      stderr: 'No changes to page "Intro"; nothing was sent\n',
    });
    expect(await changeRequests()).toHaveLength(before);
  });

  it('writes the edited file into a new change request, front matter and all', async () => {
    const before = (await changeRequests()).length;
    const edited = await cli(['content', 'edit', space, page], { env: editing('icon: rocket', 'icon: gear') });
    expect(edited.code).toBe(0);
    const [id, number, url] = edited.stdout.trimEnd().split('\t');
    expect(Number(number)).toBe(before + 2);
    expect(url).toMatch(new RegExp(`/s/${space}/~/changes/${number}$`));
    expect(await markdownIn(id!)).toBe('---\nicon: gear\n---\n\n# Intro\n\nWelcome.\n');
    expect((await api('GET', `/v1/spaces/${space}/content/page/${page}`)).markdown).toContain('icon: rocket');
  });

  it('writes into the change request --cr names, by number, and tells a person where', async () => {
    const { number, id } = (await api('POST', `/v1/spaces/${space}/change-requests`, { subject: 'Wording' })) as { number: number; id: string };
    const edited = await cli(['content', 'edit', space, page, '--cr', String(number)], { tty: true, env: { ...editing('Welcome.', 'Hello.'), NO_COLOR: '1' } });
    expect(edited.stdout).toMatch(new RegExp(`^✓ Wrote page "Intro" into change request #${number}: http.*/changes/${number}\\n$`));
    expect(await markdownIn(id)).toContain('\nHello.\n');
    // Edited again: the change request's version is the one opened.
    await cli(['content', 'edit', space, page, '--cr', id], { env: editing('Hello.', 'Hello again.') });
    expect(await markdownIn(id)).toContain('\nHello again.\n');
  });

  it('answers the change request with --json', async () => {
    const { stdout } = await cli(['content', 'edit', space, page, '--json'], { env: editing('Welcome.', 'JSON.') });
    expect(JSON.parse(stdout)).toMatchObject({ object: 'change-request', subject: 'Edit Intro', status: 'draft' });
  });

  it('sends nothing when the editor fails or the file is emptied', async () => {
    const before = (await changeRequests()).length;
    expect(await cli(['content', 'edit', space, page], { env: { EDITOR: 'false' } })).toMatchObject({
      code: 1,
      stderr: 'docsctl: the editor (false) exited with 1; nothing was sent\n',
    });
    expect(await cli(['content', 'edit', space, page], { env: { EDITOR: 'truncate -s 0' } })).toMatchObject({
      code: 1,
      stderr: 'docsctl: the file is empty; nothing was sent\n',
    });
    expect(await changeRequests()).toHaveLength(before);
  });

  it('runs the editor of `docsctl config set editor` before $VISUAL and $EDITOR, and DOCSCTL_EDITOR before that', async () => {
    const env = { DOCSCTL_CONFIG_DIR: tempDir('docsctl-config-'), VISUAL: 'false', EDITOR: 'false' };
    expect((await cli(['config', 'set', 'editor', 'true'], { env })).code).toBe(0);
    expect(await cli(['content', 'edit', space, page], { env })).toMatchObject({ code: 0, stderr: 'No changes to page "Intro"; nothing was sent\n' });
    expect(await cli(['content', 'edit', space, page], { env: { ...env, DOCSCTL_EDITOR: 'false' } })).toMatchObject({
      code: 1,
      stderr: 'docsctl: the editor (false) exited with 1; nothing was sent\n',
    });
  });

  it('keeps the edit when the API refuses it, and says where', async () => {
    const draft = (await changeRequests()).at(-1)!;
    await api('PATCH', `/v1/spaces/${space}/change-requests/${draft.id}`, { status: 'archived' });
    const refused = await cli(['content', 'edit', space, page, '--cr', draft.id], { env: editing('Welcome.', 'Kept.') });
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/archived.*; your edit is kept in (\S+\.md)/) });
    const kept = /kept in (\S+\.md)/.exec(refused.stderr)![1]!;
    expect(fs.readFileSync(kept, 'utf8')).toContain('Kept.');
  });
});

describe('issue 22.13: content edit names its file itself', () => {
  const stub = stubbedTransport();

  it('gives the editor a file of a fixed name in a folder of its own, whatever slug the API gives, and writes nothing outside it', async () => {
    const escaped = `docsctl-issue-22-13-${process.pid}`;
    stub.api
      .get('http://api.test')
      .intercept({ method: 'GET', path: '/v1/spaces/S/content/page/P?format=markdown' })
      .reply(200, JSON.stringify({ id: 'P', title: 'Hostile', slug: `../${escaped}`, path: `../${escaped}`, type: 'document', markdown: '# Hostile\n' }), {
        headers: { 'content-type': 'application/json' },
      });
    // An "editor" that changes nothing and tells which file it was given.
    const told = path.join(tempDir('docsctl-editor-'), 'given');
    const { context, stderr } = testContext({ transport: stub.api, env: { EDITOR: 'printf %s >"$TOLD"', TOLD: told } });
    await editRun({ context, spaceId: 'S', pageId: 'P' });
    const given = fs.readFileSync(told, 'utf8');
    expect(path.basename(given)).toBe('page.md');
    expect(path.dirname(path.dirname(given))).toBe(os.tmpdir());
    expect(path.basename(path.dirname(given))).toMatch(/^docsctl-edit-/);
    expect(fs.existsSync(path.join(os.tmpdir(), `${escaped}.md`))).toBe(false);
    expect(stderr()).toBe('No changes to page "Hostile"; nothing was sent\n');
  });
});
