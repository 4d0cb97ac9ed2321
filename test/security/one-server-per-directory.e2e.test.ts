import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK, replaceHolder } from '../helpers/lock-holder.js';
import { api, servedFixtures, spawnServe } from '../helpers/serve-process.js';

const served = servedFixtures();
const { dir, serve } = served;
afterEach(served.cleanup);

/** Sets every time in the lock an hour back: what a holder whose event loop has been blocked that long leaves. */
function ageLockAnHour(d: string): void {
  const then = new Date(Date.now() - 3600_000);
  const lock = path.join(d, LOCK);
  for (const name of fs.readdirSync(lock, { recursive: true }) as string[]) fs.utimesSync(path.join(lock, name), then, then);
  fs.utimesSync(lock, then, then);
}

const recordFiles = (d: string) => (fs.readdirSync(path.join(d, 'records'), { recursive: true }) as string[]).sort();

describe('one server per data directory', () => {
  it('a server that does not run for an hour keeps its lock: a second serve is refused, naming it, and the first serves on', async () => {
    const d = dir();
    const first = await serve(d);
    first.proc.child.kill('SIGSTOP');
    ageLockAnHour(d);
    const second = spawnServe(['--json', '--port', '0', '--data', d]);
    served.track(second);
    expect(await second.exited).not.toBe(0);
    expect(second.stderr()).toContain(`data directory ${d} is in use by docsctl serve (pid ${first.proc.child.pid}`);
    first.proc.child.kill('SIGCONT');
    expect((await api(first.ready, 'POST', `/v1/orgs/${first.ready.organizationId}/spaces`, { title: 'Still mine' })).status).toBe(201);
  });

  it('a server whose lock another took answers 503 to the next write, writes nothing, and exits saying so in one line', async () => {
    const d = dir();
    const { proc, ready } = await serve(d);
    const before = recordFiles(d);
    // Well within the first heartbeat (5 s after the lock was taken), so the write is what notices.
    replaceHolder(d);
    const answer = await api(ready, 'POST', `/v1/orgs/${ready.organizationId}/spaces`, { title: 'Lost' });
    expect(answer.status).toBe(503);
    expect(answer.body.error.message).toMatch(new RegExp(`^the sandbox lost its lock on ${d} to docsctl serve \\(pid ${process.pid} .*; it stops`));
    expect(await proc.exited).not.toBe(0);
    expect(proc.stderr().trim().split('\n')).toEqual([`docsctl: ${answer.body.error.message}`]);
    expect(recordFiles(d)).toEqual(before);
    expect(JSON.parse(fs.readFileSync(path.join(d, LOCK, 'holder.json'), 'utf8')).nonce).toBe('the-other-server');
  });

  it('an idle server whose lock another took exits at its next heartbeat', async () => {
    const d = dir();
    const { proc } = await serve(d);
    replaceHolder(d);
    expect(await proc.exited).not.toBe(0);
    expect(proc.stderr()).toContain(`docsctl: the sandbox lost its lock on ${d} to docsctl serve (pid ${process.pid}`);
  }, 15_000);
});
