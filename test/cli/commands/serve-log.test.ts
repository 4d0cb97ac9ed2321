import { afterEach, describe, expect, it } from 'vitest';
import { request } from '../../helpers/http.js';
import { api, servedFixtures } from '../../helpers/serve-process.js';

const served = servedFixtures();
afterEach(served.cleanup);

const ANSI = /\x1b\[[0-9;]*m/g;

/** Waits until stdout holds `count` lines after the ready line. */
async function logLines(stdout: () => string, count: number): Promise<string[]> {
  for (let tries = 0; tries < 500; tries++) {
    const lines = stdout().replace(ANSI, '').split('\n').slice(1, -1);
    if (lines.length >= count) return lines;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`serve --log printed ${stdout()}`);
}

describe('docsctl serve --log', () => {
  it('prints a line per /v1 request as it is answered, never the token, and nothing for the controls', async () => {
    const { proc, ready } = await served.serve(served.dir(), ['--no-profile', '--log']);
    await api(ready, 'GET', `/v1/orgs/${ready.organizationId}/spaces?limit=2`);
    await api(ready, 'GET', '/_sandbox/clock');
    await request(ready.url, 'GET', '/v1/user', { token: 'not-a-token' });
    await api(ready, 'POST', `/v1/orgs/${ready.organizationId}/spaces`, { title: 'Logged' });

    const lines = await logLines(proc.stdout, 3);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d  200  GET    /v1/orgs/${ready.organizationId}/spaces\\?limit=2  listSpacesInOrganizationById  [\\d.]+ ms$`));
    expect(lines[1]).toMatch(/  401  GET    \/v1\/user  getAuthenticatedUser  /);
    expect(lines[2]).toMatch(/  201  POST   \/v1\/orgs\/\S+\/spaces  createSpace  /);
    expect(proc.stdout().split('\n').slice(1).join('\n')).not.toContain(ready.token);
    expect(proc.stdout()).not.toContain('not-a-token');
  });
});
