import http from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Running } from '../../helpers/sandbox.js';
import { GUIDE, siteShowing, spaceWithPages } from '../../helpers/site-content.js';

let sb: Running;
beforeEach(async () => {
  sb = await startSandbox();
});
afterEach(() => sb.close());

/** A GET with the Host header a browser sends to a custom hostname (fetch will not set one). */
const visitAs = (host: string, path: string) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.get(`${sb.url}${path}`, { headers: { host } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, text }));
    });
    request.on('error', reject);
  });

describe('a site at its custom hostname', () => {
  it('is served at the root of the host, its links rooted there; the API still answers on that host', async () => {
    const site = await siteShowing(sb, 'Help', [await spaceWithPages(sb, 'Guide', GUIDE)]);
    await sb.call('PATCH', `/v1/orgs/acme/sites/${site.id}`, { body: { hostname: 'docs.example.test' } });
    const home = await visitAs('docs.example.test', '/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('<title>Welcome | Help</title>');
    expect(home.text).toContain('<a class="site-title" href="/"');
    expect(home.text).toContain('href="/getting-started/install"');
    const nested = await visitAs('docs.example.test:8443', '/getting-started/install');
    expect(nested.status).toBe(200);
    expect(nested.text).toContain('<h1>Install</h1>');
    expect(nested.text).toContain('href="/"');
    expect((await visitAs('docs.example.test', '/no/such/page')).status).toBe(404);
    expect((await visitAs('docs.example.test', '/v1/')).text).toContain('"code":401');
    // Any other host is the sandbox's own.
    expect((await visitAs('other.example.test', '/getting-started/install')).status).toBe(404);
  });
});
