import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli, tsvRows } from '../helpers/cli.js';
import { api, servedFixtures, tempDir, writeSeed, type Ready } from '../helpers/serve-process.js';

/**
 * `docsctl serve` run in this process: what it prints, the profile it records, the store it keeps.
 * serve-contract.e2e.test.ts runs it as a process where the process is the point.
 */
const served = servedFixtures();
const { dir, serveInProcess } = served;
afterEach(served.cleanup);

const seed = {
  users: [
    { id: 'rita', displayName: 'Rita Reader', email: 'rita@acme.test', token: 'rita-token-0123456789' },
    { id: 'ada', displayName: 'Ada Admin', email: 'ada@acme.test', token: 'ada-token-0123456789', note: 'extra fields are fine' },
  ],
  organizations: [
    {
      id: 'acme',
      title: 'Acme',
      members: [
        { user: 'rita', role: 'read' },
        { user: 'ada', role: 'admin' },
      ],
    },
    { id: 'other', title: 'Other', members: [{ user: 'rita', role: 'admin' }] },
  ],
};

describe('docsctl serve', () => {
  it('records itself as the "local" profile and makes it the active one, so a plain command works at once', async () => {
    const configDir = tempDir('docsctl-config-');
    const file = path.join(configDir, 'config.json');
    fs.writeFileSync(file, JSON.stringify({ active: 'work', profiles: { work: { org: 'acme' } } }), { mode: 0o644 });
    const { ready } = await serveInProcess(dir(), [], { configDir });
    await api(ready, 'POST', `/v1/orgs/${ready.organizationId}/spaces`, { title: 'First steps' });
    const listed = await runCli(['spaces', 'list'], { env: { DOCSCTL_CONFIG_DIR: configDir } });
    expect([listed.code, listed.stderr]).toEqual([0, '']);
    expect(tsvRows(listed.stdout).map((row) => row[1])).toEqual(['First steps']);
    const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(saved).toMatchObject({
      active: 'local',
      profiles: { work: { org: 'acme' }, local: { apiUrl: ready.url, token: ready.token, org: ready.organizationId, user: ready.userId } },
    });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('with --no-profile, leaves the saved profiles and the active one as they were', async () => {
    const untouched = tempDir('docsctl-config-');
    await serveInProcess(dir(), ['--no-profile'], { configDir: untouched });
    expect(fs.existsSync(path.join(untouched, 'config.json'))).toBe(false);

    const configDir = tempDir('docsctl-config-');
    const file = path.join(configDir, 'config.json');
    fs.writeFileSync(file, JSON.stringify({ active: 'work', profiles: { work: { org: 'acme' } } }), { mode: 0o600 });
    const before = fs.readFileSync(file, 'utf8');
    const friendly = await serveInProcess(dir(), ['--no-profile'], { json: false, configDir });
    expect(friendly.stdout()).not.toMatch(/Profile/);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
  });

  it('prints a friendly block with its home page and a command to paste, without --json', async () => {
    const friendly = await serveInProcess(dir(), ['--no-profile'], { json: false });
    const text = friendly.stdout();
    const url = /URL\s+(http:\S+)/.exec(text)?.[1];
    const token = /Token\s+(\S+)/.exec(text)?.[1];
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(text).toContain(`curl -H "Authorization: Bearer ${token}" ${url}/v1/orgs/`);
    const home = /Home\s+(http:\S+)/.exec(text)?.[1];
    expect(home).toBe(`${url}/`);
    expect((await fetch(home!)).headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('initialises exactly what a seed holds, naming the first organization and its first admin', async () => {
    const d = dir();
    const { ready } = await serveInProcess(d, ['--seed', writeSeed(d, seed), '--no-profile']);
    expect(ready).toMatchObject({ organizationId: 'acme', userId: 'ada', token: 'ada-token-0123456789' });
    const orgs = await api(ready, 'GET', '/v1/orgs');
    expect(orgs.body.items.map((o: { id: string }) => o.id)).toEqual(['acme']);
    const members = await api(ready, 'GET', '/v1/orgs/acme/members?order=asc');
    expect(members.body.items.map((m: { id: string; role: string }) => [m.id, m.role])).toEqual([
      ['rita', 'read'],
      ['ada', 'admin'],
    ]);
  });

  it('reopens a store as it is and does not apply a seed again', async () => {
    const d = dir();
    const first = await serveInProcess(d, ['--no-profile']);
    const space = await api(first.ready, 'POST', `/v1/orgs/${first.ready.organizationId}/spaces`, { title: 'Kept' });
    expect(await first.stop()).toBe(0);
    const second = await serveInProcess(d, ['--seed', writeSeed(d, seed), '--no-profile']);
    expect(second.ready).toEqual({ ...first.ready, url: second.ready.url });
    expect((await api(second.ready, 'GET', `/v1/spaces/${space.body.id}`)).body.title).toBe('Kept');
  });

  it('refuses a directory that holds something other than a store', async () => {
    const d = dir();
    fs.writeFileSync(path.join(d, 'notes.txt'), 'mine');
    await expect(serveInProcess(d, ['--no-profile'])).rejects.toThrow(/not a docsctl store/);
    expect(fs.readFileSync(path.join(d, 'notes.txt'), 'utf8')).toBe('mine');
  });

  it('keeps records human-readable and the token only in the private secrets file, snapshots included', async () => {
    const d = dir();
    const { ready } = await serveInProcess(d, ['--no-profile']);
    const space = await api(ready, 'POST', `/v1/orgs/${ready.organizationId}/spaces`, { title: 'On disk' });
    const record = JSON.parse(fs.readFileSync(path.join(d, 'records', 'spaces', `${space.body.id}.json`), 'utf8'));
    expect(record.title).toBe('On disk');
    expect(fs.statSync(path.join(d, 'secrets.json')).mode & 0o777).toBe(0o600);
    const files = (fs.readdirSync(d, { recursive: true }) as string[]).map((f) => path.join(d, f)).filter((f) => fs.statSync(f).isFile());
    const holding = files.filter((f) => fs.readFileSync(f, 'utf8').includes(ready.token));
    // The reset baseline is a snapshot of the records, never of the secrets.
    expect(fs.existsSync(path.join(d, 'snapshots', '.initial.json'))).toBe(true);
    expect(holding).toEqual([path.join(d, 'secrets.json')]);
  });

  it('travels in time: the clock drives the 7-day retention, across a restart', async () => {
    const d = dir();
    const first = await serveInProcess(d, ['--no-profile']);
    const { ready } = first;
    const before = Date.parse((await api(ready, 'GET', '/_sandbox/clock')).body.now);
    const later = await api(ready, 'POST', '/_sandbox/clock', { advanceSeconds: 86400 });
    expect(Date.parse(later.body.now) - before).toBeGreaterThanOrEqual(86400_000);
    const space = (await api(ready, 'POST', `/v1/orgs/${ready.organizationId}/spaces`, { title: 'Doomed' })).body;
    await api(ready, 'DELETE', `/v1/spaces/${space.id}`);
    await api(ready, 'POST', '/_sandbox/clock', { advanceSeconds: 6 * 86400 });
    expect((await api(ready, 'POST', `/v1/spaces/${space.id}/restore`)).status).toBe(200);
    await api(ready, 'DELETE', `/v1/spaces/${space.id}`);
    await first.stop();
    const again = await serveInProcess(d, ['--no-profile']);
    expect(Date.parse((await api(again.ready, 'GET', '/_sandbox/clock')).body.now) - before).toBeGreaterThanOrEqual(7 * 86400_000);
    await api(again.ready, 'POST', '/_sandbox/clock', { advanceSeconds: 8 * 86400 });
    expect((await api(again.ready, 'GET', `/v1/spaces/${space.id}`)).status).toBe(404);
    expect(fs.existsSync(path.join(d, 'records', 'spaces', `${space.id}.json`))).toBe(false);
  });

  it("refuses more than --rate-limit N requests a minute per token (429), GitBook's 60 without N; without it, only counts", async () => {
    /** Statuses of requests made at the start of a window of the sandbox clock, and the limit the answers name. */
    const burst = async (ready: Ready, count: number) => {
      const now = Date.parse((await api(ready, 'GET', '/_sandbox/clock')).body.now);
      await api(ready, 'POST', '/_sandbox/clock', { advanceSeconds: 60 - ((now / 1000) % 60) });
      const answers = [];
      for (let i = 0; i < count; i++) answers.push(await api(ready, 'GET', '/v1/user'));
      return { statuses: answers.map((a) => a.status), limit: answers[0]!.headers.get('x-ratelimit-limit') };
    };
    const limited = await serveInProcess(dir(), ['--no-profile', '--rate-limit', '2']);
    expect(await burst(limited.ready, 3)).toEqual({ statuses: [200, 200, 429], limit: '2' });
    const gitbooks = await serveInProcess(dir(), ['--no-profile', '--rate-limit']);
    expect((await burst(gitbooks.ready, 61)).statuses.slice(59)).toEqual([200, 429]);
    const open = await serveInProcess(dir(), ['--no-profile']);
    expect(await burst(open.ready, 61)).toEqual({ statuses: Array(61).fill(200), limit: '60' });
  });
});
