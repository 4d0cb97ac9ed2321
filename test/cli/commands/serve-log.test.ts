import { afterEach, describe, expect, it } from 'vitest';
import { request } from '../../helpers/http.js';
import { api, servedFixtures, type Ready } from '../../helpers/serve-process.js';

const served = servedFixtures();
afterEach(served.cleanup);

const ANSI = /\x1b\[[0-9;]*m/g;
const BANNER_END = 'Press Ctrl-C to stop.\n';

/** Waits until `read()` holds `count` whole lines. */
async function lines(read: () => string, count: number): Promise<string[]> {
  for (let tries = 0; tries < 500; tries++) {
    const whole = read().split('\n').slice(0, -1);
    if (whole.length >= count) return whole;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`serve --log printed ${read()}`);
}

/** A request of each kind the log shows: a read with a query, one with a bad token, a write; and a control, which it does not. */
async function traffic(ready: Ready): Promise<void> {
  await api(ready, 'GET', `/v1/orgs/${ready.organizationId}/spaces?limit=2`);
  await api(ready, 'GET', '/_sandbox/clock');
  await request(ready.url, 'GET', '/v1/user', { token: 'not-a-token' });
  await api(ready, 'POST', `/v1/orgs/${ready.organizationId}/spaces`, { title: 'Logged' });
}

describe('docsctl serve --log', () => {
  it('prints a line per /v1 request as it is answered, never the token, and nothing for the controls', async () => {
    const proc = await served.serveInProcess(served.dir(), ['--no-profile', '--log'], { json: false });
    const banner = (await lines(() => (proc.stdout().includes(BANNER_END) ? proc.stdout() : ''), 1)).join('\n');
    const field = (name: string) => new RegExp(`^  ${name} +(\\S+)`, 'm').exec(banner)![1]!;
    const ready: Ready = { url: field('URL'), token: field('Token'), organizationId: field('Organization'), userId: field('User') };
    await traffic(ready);

    const log = await lines(
      () =>
        proc
          .stdout()
          .slice(proc.stdout().indexOf(BANNER_END) + BANNER_END.length)
          .replace(ANSI, ''),
      3,
    );
    expect(log).toHaveLength(3);
    expect(log[0]).toMatch(
      new RegExp(
        `^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d  200  GET    /v1/orgs/${ready.organizationId}/spaces\\?limit=2  listSpacesInOrganizationById  [\\d.]+ ms$`,
      ),
    );
    expect(log[1]).toMatch(/ {2}401 {2}GET {4}\/v1\/user {2}getAuthenticatedUser {2}/);
    expect(log[2]).toMatch(/ {2}201 {2}POST {3}\/v1\/orgs\/\S+\/spaces {2}createSpace {2}/);
    expect(log.join('\n')).not.toContain(ready.token);
    expect(proc.stdout()).not.toContain('not-a-token');
  });

  it('prints the journal entries as lines of JSON with --json', async () => {
    const proc = await served.serveInProcess(served.dir(), ['--no-profile', '--log']);
    const { ready } = proc;
    await traffic(ready);
    const entries = (await lines(() => proc.stdout(), 4)).slice(1).map((line) => JSON.parse(line));
    expect(entries).toMatchObject([
      { method: 'GET', operationId: 'listSpacesInOrganizationById', userId: ready.userId, status: 200 },
      { method: 'GET', operationId: 'getAuthenticatedUser', status: 401 },
      { method: 'POST', operationId: 'createSpace', status: 201, body: '{"title":"Logged"}' },
    ]);
    expect(proc.stdout().split('\n').slice(1).join('\n')).not.toContain(ready.token);
  });
});
