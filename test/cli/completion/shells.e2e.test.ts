import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, servedFixtures, type Ready } from '../../helpers/serve-process.js';
import { complete, completedLine, hasShell, SHELL_NAMES, type ShellName } from '../../helpers/shells.js';
import { tempDir } from '../../helpers/temp-dirs.js';

/** A line, and what a TAB at its end offers: exactly these values, or (`includes`) at least these. */
const STATIC: { line: string; offers?: string[]; includes?: string[]; excludes?: string[] }[] = [
  { line: 'docsctl ser', offers: ['serve'] },
  // Flags after any number of arguments.
  { line: 'docsctl spaces view X --sh', offers: ['--share-key'] },
  { line: 'docsctl cr merge S 1 --y', offers: ['--yes'] },
  { line: 'docsctl cr reviewers add S 1 ada bob --su', offers: ['--subject'] },
  { line: 'docsctl spaces view X --', includes: ['--share-key', '--help', '--org', '--profile'], excludes: ['--version', '--yes'] },
  // Aliases lead to their command, and are offered.
  { line: 'docsctl spaces get X --sh', offers: ['--share-key'] },
  { line: 'docsctl spaces g', offers: ['get'] },
  // The program's flags before the command, their values skipped; one whose value may be left out takes no word.
  { line: 'docsctl --org acme spaces dup', offers: ['duplicate'] },
  { line: 'docsctl --json spaces l', offers: ['list'] },
  { line: 'docsctl spaces list --verbose --li', offers: ['--limit'] },
  { line: 'docsctl spaces list --json --li', offers: ['--limit'] },
  // Flag values from their choices.
  { line: 'docsctl sites create --visibility ', offers: ['public', 'unlisted', 'share-link', 'visitor-auth'] },
  { line: 'docsctl openapi edit petstore --visibility p', offers: ['private', 'public'] },
  { line: 'docsctl content import S --source ', includes: ['website', 'docx', 'markdown', 'zip', 'notion'], excludes: ['--cr'] },
  { line: 'docsctl api -X P', offers: ['POST', 'PUT', 'PATCH'] },
  { line: 'docsctl api --method ', offers: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] },
  { line: 'docsctl completion ', offers: ['bash', 'zsh', 'fish'] },
  { line: 'docsctl help sp', offers: ['spaces'] },
  // Folders and files where a command takes one.
  { line: 'docsctl pull S com', offers: ['completions'] },
  { line: 'docsctl openapi publish petstore package.', offers: ['package.json'] },
  { line: 'docsctl spaces create --input package.', offers: ['package.json'] },
  // The hidden command is never offered.
  { line: 'docsctl __', offers: [] },
];

/** The values without fish's and bash's decorations of folders (a trailing slash). */
const plain = (values: string[]) => values.map((v) => v.replace(/\/$/, ''));

describe.each(SHELL_NAMES.map((shell) => [shell, hasShell(shell)] as [ShellName, boolean]))('completion in %s', (shell, installed) => {
  if (!installed) {
    it.skip(`${shell} is not installed: its completion tests are skipped`, () => {});
    return;
  }
  const env = { DOCSCTL_CONFIG_DIR: tempDir('docsctl-config-') };

  it.each(STATIC)('$line', async ({ line, offers, includes, excludes }) => {
    const { values } = await complete(shell, line, env);
    if (offers) expect(plain(values).sort()).toEqual([...offers].sort());
    for (const value of includes ?? []) expect(values).toContain(value);
    for (const value of excludes ?? []) expect(values).not.toContain(value);
  });

  it.skipIf(shell === 'bash')('describes commands and flags', async () => {
    expect((await complete(shell, 'docsctl spaces ', env)).shown).toMatch(/view +-- Get a space|view\tGet a space/);
    expect((await complete(shell, 'docsctl spaces view X --', env)).shown).toMatch(
      /--share-key +-- the key of a share link|--share-key\tthe key of a share link/,
    );
  });

  describe('with a live sandbox', () => {
    const served = servedFixtures();
    let ready: Ready;
    let liveEnv: NodeJS.ProcessEnv;
    let space: string;
    beforeAll(async () => {
      const configDir = tempDir('docsctl-config-');
      // serve saves itself as the "local" profile.
      ({ ready } = await served.serveInProcess(served.dir(), [], { configDir }));
      // Time enough for any machine: these tests are about what is offered, not how fast.
      liveEnv = { DOCSCTL_CONFIG_DIR: configDir, DOCSCTL_COMPLETE_BUDGET_MS: '10000' };
      space = (await api(ready, 'POST', `/v1/orgs/${ready.organizationId}/spaces`, { title: 'Guide: getting started' })).body.id;
      await api(ready, 'POST', `/v1/orgs/${ready.organizationId}/spaces`, { title: 'API reference' });
      await api(ready, 'POST', `/v1/spaces/${space}/change-requests`, { subject: 'Fix the install steps' });
      await api(ready, 'POST', `/v1/spaces/${space}/change-requests`, { subject: 'A page on upgrades' });
    });
    afterAll(() => served.cleanup());

    it("offers the spaces of the line's profile, titles as descriptions", async () => {
      const offered = await complete(shell, 'docsctl --profile local spaces view ', liveEnv);
      expect(offered.values).toHaveLength(2);
      expect(offered.values).toContain(space);
      if (shell !== 'bash') expect(offered.shown).toContain('Guide: getting started');
    });

    it('offers the change requests of the space given earlier on the line, by number', async () => {
      const offered = await complete(shell, `docsctl --profile local cr merge ${space} `, liveEnv);
      expect([...offered.values].sort()).toEqual(['1', '2']);
      if (shell !== 'bash') expect(offered.shown).toContain('Fix the install steps');
      expect((await complete(shell, `docsctl --profile=local content pages ${space} --cr `, liveEnv)).values.sort()).toEqual(['1', '2']);
    });

    it('offers the saved profiles', async () => {
      expect((await complete(shell, 'docsctl --profile ', liveEnv)).values).toEqual(['local']);
      expect((await complete(shell, 'docsctl auth switch ', liveEnv)).values).toEqual(['local']);
    });

    it('offers nothing, and says nothing, without a profile to ask', async () => {
      expect((await complete(shell, 'docsctl spaces view ', env)).values).toEqual([]);
    });
  });
});

/** Space IDs an API should never give, each meant to run something once the line is entered, or to lose a character on the way. */
const HOSTILE = ['two words', '$(touch ran-dollar)', '`touch ran-backtick`', 'x;touch ran-semicolon', 'it\'s "quoted" & piped|', 'back\\slash', 'co:lon'];

/** A sandbox stand-in: organization `acme` lists every hostile space, organization `o<i>` the ith alone. */
function hostileApi() {
  let server: http.Server;
  let url = '';
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      const org = /^\/v1\/orgs\/([^/]+)\/spaces/.exec(request.url ?? '')?.[1];
      const ids = org === 'acme' ? HOSTILE : org?.startsWith('o') ? HOSTILE.slice(Number(org.slice(1)), Number(org.slice(1)) + 1) : [];
      const items = ids.map((id) => ({ object: 'space', id, title: `Space ${id}` }));
      response.end(JSON.stringify({ items, count: items.length }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (org: string): NodeJS.ProcessEnv => ({
    DOCSCTL_CONFIG_DIR: tempDir('docsctl-config-'),
    DOCSCTL_API_URL: url,
    DOCSCTL_TOKEN: 't',
    DOCSCTL_ORG: org,
    DOCSCTL_COMPLETE_BUDGET_MS: '10000',
  });
}

/** What a shell reads a word of a command line as: how many words, and the first. */
const READ_BACK: Record<ShellName, (word: string) => string[]> = {
  bash: (word) => ['bash', '--norc', '--noprofile', '-c', `set -- ${word}; printf '%s\\n' "$#" "$1"`],
  zsh: (word) => ['zsh', '-f', '-c', `set -- ${word}; printf '%s\\n' "$#" "$1"`],
  fish: (word) => ['fish', '--no-config', '-c', `set -l w ${word}; printf '%s\\n' (count $w) $w`],
};

describe.skipIf(!hasShell('bash'))('issue 22.19: bash completion quotes what the API gives', () => {
  const envFor = hostileApi();

  it('offers each value as one word that the shell reads back as the value itself, and runs nothing', async () => {
    const { values } = await complete('bash', 'docsctl spaces view ', envFor('acme'));
    expect(values).toHaveLength(HOSTILE.length);
    // What the line holds once the word is completed and entered, read by bash as it reads a command line.
    const cwd = tempDir('completed-');
    for (const [i, word] of values.entries()) {
      const [shell, ...args] = READ_BACK.bash(word);
      const { stdout } = await promisify(execFile)(shell!, args, { cwd });
      expect(stdout, word).toBe(`1\n${HOSTILE[i]}\n`);
    }
    for (const ran of ['ran-dollar', 'ran-backtick', 'ran-semicolon']) expect(existsSync(path.join(cwd, ran))).toBe(false);
  });

  it('offers those that begin with what is typed, as typed: quoted', async () => {
    expect((await complete('bash', 'docsctl spaces view \\$\\(t', envFor('acme'))).values).toEqual(['\\$\\(touch\\ ran-dollar\\)']);
  });
});

describe('issue 22 review 13: a value with spaces, $, a backtick or ; completes as one literal word in every shell', () => {
  const envFor = hostileApi();
  // fish's line is read on a pseudo-terminal that zsh drives.
  const installed = SHELL_NAMES.filter((shell) => hasShell(shell) && (shell !== 'fish' || hasShell('zsh')));

  it.each(installed.flatMap((shell) => HOSTILE.map((value, i) => [shell, value, i] as const)))('%s: %j', async (shell, value, i) => {
    // The completion and the line entered run where a command the value smuggles would leave a file.
    const cwd = tempDir('completed-');
    const line = await completedLine(shell, 'docsctl spaces view ', envFor(`o${i}`), cwd);
    expect(line, 'the line after TAB').toMatch(/^docsctl spaces view .+ $/);
    const word = line!.slice('docsctl spaces view '.length, -1);
    const [program, ...args] = READ_BACK[shell](word);
    const { stdout } = await promisify(execFile)(program!, args, { cwd });
    expect(stdout, word).toBe(`1\n${value}\n`);
    expect(readdirSync(cwd)).toEqual([]);
  });
});
