import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliAgainst, runCli, sandboxPerTest, tsvRows } from '../helpers/cli.js';
import { startSandbox, tokenOf, type Running } from '../helpers/sandbox.js';
import { tempDir } from '../helpers/serve-process.js';

/**
 * What scripts and people rely on, whatever the resource: output shapes, exit codes, credentials, prompts.
 * The tests that only read share one sandbox holding 35 spaces; those that write have one each.
 */
let sb: Running;
let cli: ReturnType<typeof cliAgainst>;
const titles: string[] = [];

beforeAll(async () => {
  sb = await startSandbox();
  cli = cliAgainst(sb);
  for (let i = 0; i < 35; i++) {
    const title = `Space ${String(i).padStart(2, '0')}`;
    titles.push(title);
    await sb.client('admin').orgs.createSpace('acme', { title });
  }
});
afterAll(() => sb.close());

describe('output', () => {
  it('prints tab-separated rows with no header or colour in a pipe, and every item by default', async () => {
    const { code, stdout, stderr } = await cli(['spaces', 'list']);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const rows = tsvRows(stdout);
    expect(rows).toHaveLength(35);
    expect(rows.map((r) => r[1])).toEqual(titles);
    expect(stdout).not.toMatch(/\x1b\[|TITLE/);
  });

  it('draws a borderless table with headers on a terminal, 30 rows unless told', async () => {
    const tty = await cli(['spaces', 'list'], { tty: true });
    expect(tty.stdout.split('\n')[0]).toMatch(/^ID +TITLE +VISIBILITY +PARENT +UPDATED$/);
    expect(tty.stdout).not.toMatch(/[┌│─]/);
    expect(tty.stdout.match(/Space \d\d/g)).toHaveLength(30);
    const few = await cli(['spaces', 'list', '--limit', '3'], { tty: true });
    expect(few.stdout.match(/Space \d\d/g)).toHaveLength(3);
    const all = await cli(['spaces', 'list', '--all'], { tty: true });
    expect(all.stdout.match(/Space \d\d/g)).toHaveLength(35);
    expect(all.stderr).toMatch(/Fetching every space/);
  });

  it('shows no spinner on a terminal that reports no width, and still answers', async () => {
    const { code, stdout, stderr } = await cli(['spaces', 'list', '--all'], { tty: true, columns: 0 });
    expect(code).toBe(0);
    expect(stdout.match(/Space \d\d/g)).toHaveLength(35);
    expect(stderr).toBe('');
  });

  it('prints JSON arrays of full items with --json, and filters them with --jq', async () => {
    const json = await cli(['spaces', 'list', '--limit', '2', '--json']);
    const items = JSON.parse(json.stdout);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ object: 'space', title: 'Space 00', urls: expect.any(Object) });
    const jq = await cli(['--jq', '.[] | select(.title | endswith("7")) | .title', 'spaces', 'list']);
    expect(jq.stdout).toBe('Space 07\nSpace 17\nSpace 27\n');
    const broken = await cli(['spaces', 'list', '--jq', '.[] | nonsense(']);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toBe('');
    expect(broken.stderr).toMatch(/^docsctl: --jq: /);
  });
});

describe('exit codes and errors', () => {
  it('says what was not found, on one line of stderr, and exits 1', async () => {
    const { code, stdout, stderr } = await cli(['spaces', 'view', 'no-such-space']);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/not found.*no-such-space/);
  });

  it('exits 2 on usage errors, refusing bad input before any request', async () => {
    const long = await cli(['--verbose', 'spaces', 'create', '--title', 'x'.repeat(60)]);
    expect(long.code).toBe(2);
    expect(long.stderr).toMatch(/^docsctl: --title: Too big/);
    expect(long.stderr).not.toMatch(/POST/);
    expect((await cli(['spaces', 'transfer', 'SPACE', '--yes'])).stderr).toMatch(/^docsctl: --organization: /);
    expect((await cli(['spaces', 'view'])).code).toBe(2);
    const both = await cli(['spaces', 'list', '--limit', '2', '--all']);
    expect([both.code, both.stdout]).toEqual([2, '']);
    const notUrl = await cli(['spaces', 'list', '--api-url', 'notaurl']);
    expect([notUrl.code, notUrl.stderr]).toEqual([2, expect.stringMatching(/not an API URL: "notaurl" \(from --api-url\)/)]);
    const missing = await cli(['api', '-X', 'POST', '/orgs/{org}/spaces', '-F', 'title=@/nonexistent/title.txt']);
    expect([missing.code, missing.stderr]).toEqual([2, expect.stringMatching(/^docsctl: -F: cannot read \/nonexistent\/title.txt/)]);
  });

  it('exits 4 without credentials or with a refused token, pointing at auth login', async () => {
    const none = await runCli(['spaces', 'list', '--org', 'acme'], { env: { DOCSCTL_API_URL: sb.url } });
    expect(none.code).toBe(4);
    expect(none.stderr).toMatch(/docsctl auth login/);
    const refused = await runCli(['spaces', 'list', '--org', 'acme', '--token', 'nope-nope-nope'], { env: { DOCSCTL_API_URL: sb.url } });
    expect(refused.code).toBe(4);
    expect(refused.stderr).toMatch(/docsctl auth login/);
    const status = await runCli(['auth', 'status'], { env: { DOCSCTL_API_URL: sb.url, DOCSCTL_TOKEN: 'nope-nope-nope' } });
    expect([status.code, status.stderr]).toEqual([4, expect.stringMatching(/refused the token.*docsctl auth login/)]);
  });

  it('asks no organization question silently: a missing --org is a usage error naming the ways to give one', async () => {
    const { code, stderr } = await runCli(['spaces', 'list'], { env: { DOCSCTL_API_URL: sb.url, DOCSCTL_TOKEN: tokenOf('admin') } });
    expect(code).toBe(2);
    expect(stderr).toMatch(/--org.*DOCSCTL_ORG/);
  });
});

describe('destructive commands', () => {
  const own = sandboxPerTest();

  it('refuse without a terminal unless --yes, and say so; nothing is deleted', async () => {
    const { sb, cli } = own;
    const space = (await sb.client('admin').orgs.createSpace('acme', { title: 'Doomed' })).data;
    const refused = await cli(['spaces', 'delete', space.id]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(`docsctl: Delete space "Doomed" (${space.id}): refusing without --yes when not asked on a terminal\n`);
    expect((await sb.client('admin').spaces.getSpaceById(space.id)).data.deletedAt).toBeUndefined();
    const underCi = await cli(['spaces', 'delete', space.id], { tty: true, env: { CI: 'true' } });
    expect(underCi.code).toBe(2);
    const done = await cli(['spaces', 'delete', space.id, '--yes']);
    expect(done.code).toBe(0);
    expect(done.stdout).toBe('');
    expect((await sb.client('admin').spaces.getSpaceById(space.id)).data.deletedAt).toBeDefined();
  });
});

describe('connection and credentials', () => {
  it('logs each request with --verbose, never the token', async () => {
    const { stderr, stdout } = await cli(['--verbose', 'spaces', 'list', '--limit', '1']);
    expect(stderr).toMatch(/GET http:\/\/127\.0\.0\.1:\d+\/v1\/orgs\/acme\/spaces\?limit=1 → 200 \(\d+ ms\)/);
    expect(stderr + stdout).not.toContain(tokenOf('admin'));
  });

  it('takes the flag over the environment over the profile', async () => {
    const configDir = tempDir('docsctl-config-');
    const env = { DOCSCTL_CONFIG_DIR: configDir };
    // Not the API: a 404 at once (a closed port would be retried for seconds).
    const nowhere = `${sb.url}/nowhere`;
    const login = await runCli(['--api-url', nowhere, 'auth', 'login', '--with-token'], { stdin: tokenOf('read'), env });
    expect(login.code).toBe(1);
    const saved = await runCli(['--api-url', sb.url, '--org', 'acme', 'auth', 'login', '--with-token'], { stdin: `${tokenOf('read')}\n`, env });
    expect(saved.code).toBe(0);
    const who = (extra: string[], more: NodeJS.ProcessEnv = {}) => runCli([...extra, '--json', 'auth', 'status'], { env: { ...env, ...more } });
    expect(JSON.parse((await who([])).stdout)).toMatchObject({ user: { id: 'read' }, tokenSource: 'profile', org: 'acme' });
    expect(JSON.parse((await who([], { DOCSCTL_TOKEN: tokenOf('edit') })).stdout)).toMatchObject({ user: { id: 'edit' }, tokenSource: 'environment' });
    expect(JSON.parse((await who(['--token', tokenOf('admin')], { DOCSCTL_TOKEN: tokenOf('edit') })).stdout)).toMatchObject({
      user: { id: 'admin' },
      tokenSource: 'flag',
    });
    const elsewhere = await who(['--api-url', nowhere]);
    expect(elsewhere.code).toBe(1);
  });

  it('logs in with a token from stdin into a file only the user can read, reports status without the token, logs out', async () => {
    const configDir = tempDir('docsctl-config-');
    const env = { DOCSCTL_CONFIG_DIR: configDir };
    const bad = await runCli(['--api-url', sb.url, 'auth', 'login', '--with-token'], { stdin: 'not-a-token', env });
    expect(bad.code).toBe(4);
    expect(fs.existsSync(path.join(configDir, 'config.json')) ? fs.readFileSync(path.join(configDir, 'config.json'), 'utf8') : '').not.toContain('not-a-token');

    const login = await runCli(['--api-url', sb.url, '--profile', 'work', 'auth', 'login', '--with-token'], { stdin: tokenOf('admin'), env });
    expect(login.code).toBe(0);
    expect(login.stderr).toMatch(/Admin User/);
    const file = path.join(configDir, 'config.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).toContain(tokenOf('admin'));

    const status = await runCli(['--profile', 'work', 'auth', 'status'], { env });
    expect(status.code).toBe(0);
    expect(status.stdout).toContain('Admin User');
    expect(status.stdout).toContain(sb.url);
    expect(status.stdout + status.stderr).not.toContain(tokenOf('admin'));
    expect((await runCli(['--profile', 'work', '--org', 'acme', 'spaces', 'list', '--limit', '1'], { env })).code).toBe(0);

    expect((await runCli(['--profile', 'work', 'auth', 'logout'], { env })).code).toBe(0);
    expect(fs.readFileSync(file, 'utf8')).not.toContain(tokenOf('admin'));
    expect((await runCli(['--profile', 'work', 'auth', 'status'], { env })).code).toBe(4);
  });

  it('refuses to ask for a token when there is no terminal to ask on', async () => {
    const { code, stderr } = await runCli(['--api-url', sb.url, 'auth', 'login']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--with-token/);
  });
});

describe('docsctl api', () => {
  it('reads any path, and every page of a list as one array', async () => {
    const user = await cli(['api', '/user']);
    expect(JSON.parse(user.stdout)).toMatchObject({ object: 'user', id: 'admin' });
    const paged = await cli(['api', '/orgs/{org}/spaces?limit=10', '--paginate', '--jq', 'map(.title)']);
    // Pages of 10 put together: the 35 spaces, in order.
    expect(JSON.parse(paged.stdout)).toEqual(titles);
  });
});

describe('docsctl api, writing', () => {
  const own = sandboxPerTest();

  it('sends fields, bodies from files, and deletes', async () => {
    const { cli } = own;
    const created = JSON.parse((await cli(['api', '/orgs/acme/spaces', '-f', 'title=Raw'])).stdout);
    expect(created.title).toBe('Raw');
    const file = path.join(tempDir(), 'body.json');
    fs.writeFileSync(file, JSON.stringify({ title: 'From file' }));
    const patched = JSON.parse((await cli(['api', '-X', 'PATCH', `/spaces/${created.id}`, '--input', file])).stdout);
    expect(patched.title).toBe('From file');
    expect(await cli(['api', '-X', 'DELETE', `/spaces/${created.id}`])).toEqual({ code: 0, stdout: '', stderr: '' });
    const missing = await cli(['api', '/spaces/nope']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/not found/);
  });

  it('takes a body for a resource verb from --input, flags winning', async () => {
    const { cli } = own;
    const file = path.join(tempDir(), 'space.json');
    fs.writeFileSync(file, JSON.stringify({ title: 'From input', emoji: '1f4d8' }));
    const { stdout } = await cli(['spaces', 'create', '--input', file, '--title', 'Flag wins', '--json']);
    expect(JSON.parse(stdout)).toMatchObject({ title: 'Flag wins', emoji: '1f4d8' });
  });
});
