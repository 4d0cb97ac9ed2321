import { describe, expect, it } from 'vitest';
import { tokenOf } from '../helpers/sandbox.js';
import { converse, KEY, sandboxPerTest, tsvRows, type CliOptions } from '../helpers/cli.js';

/**
 * What a verb asks a person at a terminal instead of refusing (an argument left out, a title, what an
 * empty edit is to change), and how the same command line is refused where nobody can answer.
 */
const own = sandboxPerTest();
const env = (extra: NodeJS.ProcessEnv = {}): CliOptions => ({
  env: { DOCSCTL_API_URL: own.sb.url, DOCSCTL_TOKEN: tokenOf('admin'), DOCSCTL_ORG: 'acme', ...extra },
});

async function spaceTitled(title: string) {
  return (await own.sb.client('admin').orgs.createSpace('acme', { title })).data;
}
const titlesIn = async (org: string) => (await own.sb.client('admin').orgs.listSpacesInOrganizationById(org)).data.items.map((s) => s.title);

describe('at a terminal', () => {
  it('asks the organization and the title of a space created with neither, and creates it so', async () => {
    const { code, stdout, stderr } = await converse(
      ['spaces', 'create'],
      [
        ['Which organization?', [KEY.down, KEY.enter]],
        ['Title:', ['Handbook', KEY.enter]],
      ],
      env({ DOCSCTL_ORG: undefined }),
    );
    expect(code).toBe(0);
    // Both organizations are offered by title and ID; the second, Globex, was chosen.
    expect(stderr).toMatch(/Acme Docs \(acme\)[\s\S]*Globex \(globex\)/);
    expect(stdout).toMatch(/^TITLE +Handbook$/m);
    expect(await titlesIn('globex')).toEqual(['Handbook']);
  });

  it('asks again for a title the API would refuse', async () => {
    const { code } = await converse(
      ['spaces', 'create'],
      [
        ['Title:', ['x'.repeat(51), KEY.enter]],
        ['Too big', ['\x7f'.repeat(51), 'Short', KEY.enter]],
      ],
      env(),
    );
    expect(code).toBe(0);
    expect(await titlesIn('acme')).toEqual(['Short']);
  });

  it('offers the spaces to choose from when the space is left out', async () => {
    await spaceTitled('Guides');
    const api = await spaceTitled('API reference');
    const { code, stdout, stderr } = await converse(['spaces', 'view'], [['Which space?', [KEY.down, KEY.enter]]], env());
    expect(code).toBe(0);
    expect(stderr).toContain(`API reference (${api.id})`);
    expect(stdout).toMatch(new RegExp(`^ID +${api.id}$`, 'm'));
  });

  it('asks what to change when an edit names nothing, then sends only that', async () => {
    const space = await spaceTitled('Old title');
    const { code } = await converse(
      ['spaces', 'edit', space.id],
      // The fields come in the schema's order: edit mode, then title.
      [
        ['What do you want to change?', [KEY.down, KEY.space, KEY.enter]],
        ['Title:', ['New title', KEY.enter]],
      ],
      env(),
    );
    expect(code).toBe(0);
    expect((await own.sb.client('admin').spaces.getSpaceById(space.id)).data).toMatchObject({ title: 'New title', visibility: space.visibility });
  });

  it('names the title in the question before a delete and in what it says after', async () => {
    const space = await spaceTitled('Product docs');
    const { code, stdout, stderr } = await converse(['spaces', 'delete', space.id], [[`Delete space "Product docs" (${space.id})?`, ['y', KEY.enter]]], env());
    expect(code).toBe(0);
    expect(stderr).toContain(`Delete space "Product docs" (${space.id})?`);
    expect(stdout).toBe('✓ Deleted space "Product docs" (restorable for 7 days)\n');
  });
});

describe('where nobody can answer', () => {
  it.each([
    ['in a pipe', { tty: false }],
    ['under CI', { tty: true, env: { CI: '1' } }],
    ['with prompts disabled', { tty: true, env: { DOCSCTL_PROMPT_DISABLED: '1' } }],
  ])('%s, a left-out argument is the usage error, and nothing is asked or sent', async (_where, options: CliOptions) => {
    const { code, stdout, stderr } = await converse(['--verbose', 'spaces', 'view'], [], { ...options, env: { ...env().env, ...options.env } });
    expect([code, stdout, stderr]).toEqual([2, '', "docsctl: missing required argument 'space'\n"]);
  });

  it('an edit that names nothing is refused, saying what it could name, and no PATCH is sent', async () => {
    const space = await spaceTitled('Kept');
    const { code, stderr } = await converse(['--verbose', 'spaces', 'edit', space.id], [], { ...env(), tty: false });
    expect(code).toBe(2);
    expect(stderr).toBe('docsctl: nothing to change: pass --edit-mode, --title, --default-level, … (or --input FILE)\n');
    expect((await own.sb.client('admin').spaces.getSpaceById(space.id)).data.title).toBe('Kept');
  });

  it('a space created with no title in a script is the API\'s "Untitled", as before', async () => {
    const { code, stdout } = await converse(['spaces', 'create'], [], { ...env(), tty: false });
    expect(code).toBe(0);
    expect(tsvRows(stdout)).toContainEqual(['title', 'Untitled']);
  });
});

describe('deleting what does not exist', () => {
  it('is "not found" (exit 1) and sends no DELETE, at a terminal or with --yes in a script', async () => {
    const kept = await spaceTitled('Kept');
    const atTerminal = await converse(['spaces', 'delete', 'no-such-space'], [], env());
    expect([atTerminal.code, atTerminal.stderr]).toEqual([1, 'docsctl: space "no-such-space" not found\n']);
    const scripted = await converse(['--verbose', 'collections', 'delete', 'no-such-collection', '--yes'], [], { ...env(), tty: false });
    expect(scripted.code).toBe(1);
    const lines = scripted.stderr.trimEnd().split('\n');
    expect(lines.filter((line) => line.startsWith('* ')).map((line) => line.split(' ')[1])).toEqual(['GET']);
    expect(lines.at(-1)).toBe('docsctl: collection "no-such-collection" not found');
    expect(await titlesIn('acme')).toEqual([kept.title]);
  });
});
