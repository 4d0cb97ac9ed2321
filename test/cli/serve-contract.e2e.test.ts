import { afterEach, describe, expect, it } from 'vitest';
import { api, servedFixtures, spawnServe, stop, writeSeed } from '../helpers/serve-process.js';

/** `docsctl serve` as a process: its ready line, its exit codes, signals, and another process on its directory. */
const served = servedFixtures();
const { dir, serve, serveInProcess } = served;
afterEach(served.cleanup);

describe('docsctl serve', () => {
  it('prints one JSON line whose token works', async () => {
    const { proc, ready } = await serve(dir());
    expect(proc.stdout().trim().split('\n')).toHaveLength(1);
    expect(Object.keys(ready).sort()).toEqual(['organizationId', 'token', 'url', 'userId']);
    expect(ready.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await api(ready, 'GET', `/v1/orgs/${ready.organizationId}`)).status).toBe(200);
    expect((await api(ready, 'GET', '/v1/user')).body.id).toBe(ready.userId);
    expect((await api(ready, 'GET', `/v1/orgs/${ready.organizationId}/members/${ready.userId}`)).body.role).toBe('admin');
  });

  it('refuses an invalid seed with a one-line message', async () => {
    const d = dir();
    const bad = {
      users: [{ id: 'ada', displayName: 'Ada Admin', email: 'ada@acme.test', token: 'ada-token-0123456789' }],
      organizations: [{ id: 'acme', title: 'Acme', members: [{ user: 'nobody', role: 'admin' }] }],
    };
    const proc = spawnServe(['--json', '--port', '0', '--data', d, '--seed', writeSeed(d, bad)]);
    expect(await proc.exited).not.toBe(0);
    expect(proc.stderr().trim().split('\n')).toHaveLength(1);
    expect(proc.stderr()).toMatch(/seed.*organizations\.0\.members\.0\.user: no user "nobody"/);
    expect(proc.stdout()).toBe('');
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('on %s, answers the requests in flight and exits 0', async (signal) => {
    const d = dir();
    const { proc, ready } = await serve(d);
    const creates = Array.from({ length: 20 }, (_, i) =>
      api(ready, 'POST', `/v1/orgs/${ready.organizationId}/collections`, { title: `C${i}` }).catch(() => undefined),
    );
    await new Promise((r) => setTimeout(r, 5));
    proc.child.kill(signal);
    const answers = await Promise.all(creates);
    expect(await proc.exited).toBe(0);
    const acknowledged = answers.filter((a) => a?.status === 201).map((a) => a!.body.id as string);
    const again = await serveInProcess(d, ['--no-profile']);
    for (const id of acknowledged) expect((await api(again.ready, 'GET', `/v1/collections/${id}`)).status).toBe(200);
  });

  it('refuses a second server on a directory in use, naming it and its holder; the first keeps serving', async () => {
    const d = dir();
    const first = await serve(d);
    const second = spawnServe(['--json', '--port', '0', '--data', d]);
    expect(await second.exited).not.toBe(0);
    expect(second.stderr()).toContain(d);
    expect(second.stderr()).toContain(`pid ${first.proc.child.pid}`);
    expect((await api(first.ready, 'GET', '/v1/user')).status).toBe(200);
  });

  it('takes over the lock of a server that was killed', async () => {
    const d = dir();
    const first = await serve(d);
    await stop(first.proc, 'SIGKILL');
    const second = await serveInProcess(d, ['--no-profile']);
    expect(second.ready.organizationId).toBe(first.ready.organizationId);
  });
});
