import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskedToken } from '../../../src/cli/commands/auth.js';
import { freshConfig, runCli } from '../../helpers/cli.js';
import { startSandbox, tokenOf, type Running } from '../../helpers/sandbox.js';
import { tempDir } from '../../helpers/temp-dirs.js';
import type { Profile } from '../../../src/cli/config.js';

/**
 * Profiles, in a config directory of their own, against one sandbox: `read` belongs to acme only, `admin` to
 * acme and globex. Each test has a config directory of its own.
 */
let sb: Running;
beforeAll(async () => {
  sb = await startSandbox();
  await sb.client('admin').orgs.createSpace('acme', { title: 'Handbook' });
});
afterAll(() => sb.close());

function fresh() {
  const config = freshConfig();
  /** `auth login --with-token` as one of the seed's users into a profile. */
  const login = (user: string, profile: string, ...extra: string[]) =>
    config.docsctl(['--api-url', sb.url, '--profile', profile, ...extra, 'auth', 'login', '--with-token'], { stdin: tokenOf(user) });
  return { ...config, login };
}

describe('docsctl auth login', () => {
  it('saves the organization of a user who has exactly one, and makes the profile active: a plain command then works', async () => {
    const { docsctl, login, stored } = fresh();
    const done = await login('read', 'work');
    expect(done).toMatchObject({ code: 0, stdout: '' });
    expect(done.stderr).toBe(`✓ Logged in to ${sb.url} as Read User (read@acme.test); saved as profile "work", now the active one, organization acme\n`);
    expect(stored()).toMatchObject({ active: 'work', profiles: { work: { apiUrl: sb.url, org: 'acme', user: 'read' } } });
    const listed = await docsctl(['spaces', 'list']);
    expect([listed.code, listed.stdout]).toEqual([0, expect.stringContaining('Handbook')]);
  });

  it('in a pipe, saves no organization for a user who has several, and says how to set one', async () => {
    const { docsctl, login, stored } = fresh();
    const done = await login('admin', 'work');
    expect(done.code).toBe(0);
    expect(done.stderr.split('\n')[1]).toBe(
      '! You belong to 2 organizations and none was saved: choose one with `docsctl config set org ORG` (`docsctl orgs list` lists them), or pass --org',
    );
    expect(stored().profiles.work.org).toBeUndefined();
    expect((await docsctl(['config', 'set', 'org', 'globex'])).code).toBe(0);
    expect((await docsctl(['orgs', 'view', '--jq', '.id'])).stdout).toBe('globex\n');
  });

  it('keeps an organization given with --org, and logs in to "default" unless a profile is named', async () => {
    const { login, docsctl, stored } = fresh();
    await login('admin', 'work', '--org', 'acme');
    expect((await docsctl(['--api-url', sb.url, 'auth', 'login', '--with-token'], { stdin: tokenOf('read') })).code).toBe(0);
    expect(stored()).toMatchObject({ active: 'default', profiles: { work: { org: 'acme', user: 'admin' }, default: { org: 'acme', user: 'read' } } });
  });
});

describe('prompts disabled', () => {
  it('asks nothing on a terminal: login wants --with-token, switch wants a name', async () => {
    const configDir = tempDir('docsctl-config-');
    expect((await runCli(['config', 'set', 'prompt', 'disabled'], { env: { DOCSCTL_CONFIG_DIR: configDir } })).code).toBe(0);
    const env = { DOCSCTL_CONFIG_DIR: configDir, NO_COLOR: '1' };
    expect(await runCli(['--api-url', sb.url, 'auth', 'login'], { tty: true, env })).toEqual({
      code: 2,
      stdout: '',
      stderr: 'docsctl: prompts are disabled (docsctl config set prompt enabled): pipe the token in with --with-token\n',
    });
    await runCli(['--api-url', sb.url, '--profile', 'work', 'auth', 'login', '--with-token'], { stdin: tokenOf('read'), env });
    expect(await runCli(['auth', 'switch'], { tty: true, env })).toMatchObject({ code: 2, stderr: 'docsctl: name the profile to switch to: work\n' });
    const unset = { DOCSCTL_CONFIG_DIR: tempDir('docsctl-config-'), NO_COLOR: '1' };
    await runCli(['--api-url', sb.url, '--profile', 'work', 'auth', 'login', '--with-token'], { stdin: tokenOf('read'), env: unset });
    expect(await runCli(['auth', 'switch'], { tty: true, env: { ...unset, DOCSCTL_PROMPT_DISABLED: '1' } })).toMatchObject({
      code: 2,
      stderr: 'docsctl: name the profile to switch to: work\n',
    });
  });
});

describe('docsctl auth switch and status', () => {
  it('switches the active profile, and names the existing ones for an unknown one', async () => {
    const { docsctl, login, stored } = fresh();
    expect(await docsctl(['auth', 'switch', 'local'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'docsctl: no profile is saved yet: `docsctl auth login` or `docsctl serve` saves one\n',
    });
    await login('read', 'work');
    await login('admin', 'other', '--org', 'globex');
    expect(await docsctl(['auth', 'switch', 'nope'])).toEqual({ code: 2, stdout: '', stderr: 'docsctl: no profile "nope": the profiles are work, other\n' });
    expect(await docsctl(['auth', 'switch'])).toEqual({ code: 2, stdout: '', stderr: 'docsctl: name the profile to switch to: work, other\n' });
    expect(await docsctl(['auth', 'switch', 'work'])).toEqual({ code: 0, stdout: '', stderr: `✓ Switched to profile "work" (${sb.url}, organization acme)\n` });
    expect(stored().active).toBe('work');
    expect((await docsctl(['orgs', 'view', '--jq', '.id'])).stdout).toBe('acme\n');
    const pinned = await docsctl(['auth', 'switch', 'other'], { env: { DOCSCTL_PROFILE: 'work' } });
    expect(pinned.stderr).toContain('! DOCSCTL_PROFILE=work is set: commands run here still use profile "work"');
    expect((await docsctl(['orgs', 'view', '--jq', '.id'])).stdout).toBe('globex\n');
  });

  it('shows every profile, which is active, its URL, user and organization, and never a token', async () => {
    const { docsctl, login } = fresh();
    await login('admin', 'other', '--org', 'globex');
    await login('read', 'work');
    const status = await docsctl(['auth', 'status']);
    expect(status).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        'work (active)',
        `  ✓ Logged in to ${sb.url} as Read User (read@acme.test)`,
        '  - Organization: acme',
        '  - Token: **** (from the profile)',
        'other',
        `  - API: ${sb.url}`,
        '  - User: admin (as saved; not checked now)',
        '  - Organization: globex',
        '  - Token: ****',
        '',
      ].join('\n'),
    });
    const json = JSON.parse((await docsctl(['auth', 'status', '--json'])).stdout);
    expect(json).toMatchObject({ profile: 'work', user: { id: 'read' }, org: 'acme', tokenSource: 'profile' });
    expect(json.profiles).toEqual([
      { name: 'other', active: false, apiUrl: sb.url, user: 'admin', org: 'globex', token: '****' },
      { name: 'work', active: true, apiUrl: sb.url, user: 'read', org: 'acme', token: '****' },
    ]);
    const fromEnv = await docsctl(['auth', 'status'], { env: { DOCSCTL_TOKEN: tokenOf('edit') } });
    expect(fromEnv.stdout).toContain('  - Token: **** (from DOCSCTL_TOKEN)');
    for (const user of ['admin', 'read', 'edit']) expect(status.stdout + fromEnv.stdout + JSON.stringify(json)).not.toContain(tokenOf(user));
  });

  it('masks a token to its short prefix at most', () => {
    expect(['dsk_AbC_dEf123', 'gb_api_xyz', 'token-admin-0123', 'abcdefgh_rest', ''].map(maskedToken)).toEqual(['dsk_****', 'gb_****', '****', '****', '****']);
  });
});

describe('errors that name the profiles', () => {
  it('no organization: names the profiles that have one and how to switch to them', async () => {
    const { docsctl, login } = fresh();
    await login('read', 'work');
    await login('admin', 'other');
    const missing = await docsctl(['spaces', 'list']);
    expect(missing).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'docsctl: no organization: pass --org ORG, save one with `docsctl config set org ORG`, or use a profile that has one (work: `docsctl auth switch work`)\n',
    });
  });

  it('no token: names the profiles that have one', async () => {
    const { docsctl, login } = fresh();
    await login('read', 'work');
    await docsctl(['--profile', 'empty', 'config', 'set', 'org', 'acme']);
    expect(await docsctl(['--profile', 'empty', 'spaces', 'list'])).toEqual({
      code: 4,
      stdout: '',
      stderr:
        'docsctl: not logged in to https://api.gitbook.com (profile "empty"): run `docsctl auth login`, pass --token, or use a profile that has a token (work: `docsctl auth switch work`)\n',
    });
  });

  it('keeps tokens in their profile entries only, in a file only the user can read', async () => {
    const { docsctl, login, file, stored } = fresh();
    await login('read', 'work');
    await login('admin', 'other', '--org', 'acme');
    await docsctl(['config', 'set', 'editor', 'vi']);
    await docsctl(['auth', 'switch', 'work']);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const { profiles, ...rest } = stored();
    const withoutTokens = { ...rest, profiles: Object.fromEntries(Object.entries<Profile>(profiles).map(([name, { token, ...profile }]) => [name, profile])) };
    expect(Object.values<Profile>(profiles).map((p) => p.token)).toEqual([tokenOf('read'), tokenOf('admin')]);
    expect(JSON.stringify(withoutTokens)).not.toMatch(/token-/);
  });
});
