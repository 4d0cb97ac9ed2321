import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchPolicy } from '../../src/domain/fetch/fetch-policy.js';
import { serveWith } from '../helpers/fixtures-server.js';
import { startSandbox, type Running } from '../helpers/sandbox.js';
import { serveInProcess } from '../helpers/serve-in-process.js';
import { api, tempDir } from '../helpers/serve-process.js';

/**
 * Regression tests for a red-team finding (issue 9, hole 7): the sandbox fetched any URL it was
 * given, itself and other loopback ports included, followed redirects anywhere, and its error
 * messages told an open port from a closed one.
 */
const REFUSED = /is not allowed by this sandbox's fetch policy/;

let site: Awaited<ReturnType<typeof serveWith>>;
const requested: string[] = [];

beforeAll(async () => {
  site = await serveWith((request, response) => {
    requested.push(request.url ?? '');
    if (request.url === '/to-loopback') return response.writeHead(302, { location: site.url('/page.md') }).end();
    if (request.url === '/spec.yaml')
      return response.writeHead(200, { 'content-type': 'application/yaml' }).end('openapi: 3.0.3\ninfo: {title: T, version: "1"}\npaths: {}\n');
    response.writeHead(200, { 'content-type': 'text/markdown' }).end('# Fetched\n\nIt came through.');
  });
});
afterAll(() => site.close());

const sandboxes: Running[] = [];
afterAll(() => Promise.all(sandboxes.map((sb) => sb.close())));

async function sandbox(fetchPolicy?: Omit<FetchPolicy, 'ownPort'>) {
  const sb = await startSandbox(undefined, fetchPolicy ? { fetchPolicy } : {});
  sandboxes.push(sb);
  return sb;
}

async function importFrom(sb: Running, url: string) {
  const space = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Imported' } })).body.id;
  return sb.call('POST', `/v1/spaces/${space}/content/import`, { body: { source: 'markdown', url } });
}

const messageOf = (response: { body: { error: { message: string } } }) => response.body.error.message;
const localhostUrl = (path: string) => site.url(path).replace('127.0.0.1', 'localhost');

describe('a sandbox that refuses private addresses', () => {
  let sb: Running;
  beforeAll(async () => {
    sb = await sandbox({ denyPrivate: true });
  });

  it.each([
    ['a loopback address', () => site.url('/page.md')],
    ['a name that resolves to one', () => localhostUrl('/page.md')],
    ['an IPv4-mapped IPv6 loopback address', () => site.url('/page.md').replace('127.0.0.1', '[::ffff:127.0.0.1]')],
    ['0.0.0.0', () => site.url('/page.md').replace('127.0.0.1', '0.0.0.0')],
  ])('refuses %s with a 400 before connecting', async (_, url) => {
    requested.length = 0;
    const response = await importFrom(sb, url());
    expect(response.status).toBe(400);
    expect(messageOf(response)).toMatch(REFUSED);
    expect(messageOf(response)).toMatch(/--allow-fetch|--no-deny-private/);
    expect(requested).toEqual([]);
  });

  it('records an OpenAPI source on a private address as a fetch error', async () => {
    await sb.call('POST', '/v1/orgs/acme/openapi', { body: { slug: 'private', source: { url: site.url('/spec.yaml') } } });
    let spec;
    for (let i = 0; i < 100 && spec?.processingState !== 'complete'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      spec = (await sb.call('GET', '/v1/orgs/acme/openapi/private')).body;
    }
    expect(spec).toMatchObject({ processingState: 'complete', lastProcessErrorCode: 'FETCH_ERROR' });
  });
});

describe('a sandbox with an allow list', () => {
  let sb: Running;
  beforeAll(async () => {
    sb = await sandbox({ allowHosts: ['localhost'], denyPrivate: true });
  });

  it('fetches from a host it names, even on a private address', async () => {
    expect((await importFrom(sb, localhostUrl('/page.md'))).status).toBe(201);
  });

  it('refuses any other host, with a 400 that names the hosts it allows', async () => {
    const response = await importFrom(sb, site.url('/page.md'));
    expect(response.status).toBe(400);
    expect(messageOf(response)).toMatch(REFUSED);
    expect(messageOf(response)).toMatch(/only from localhost/);
  });

  it('refuses a redirect from a host it allows to one it does not', async () => {
    requested.length = 0;
    const response = await importFrom(sb, localhostUrl('/to-loopback'));
    expect(response.status).toBe(400);
    expect(messageOf(response)).toMatch(REFUSED);
    expect(messageOf(response)).toContain(`redirects to ${site.url('/page.md')}, which is not allowed`);
    expect(requested).toEqual(['/to-loopback']);
  });
});

describe('a sandbox with the default policy', () => {
  let sb: Running;
  beforeAll(async () => {
    sb = await sandbox();
  });

  it('still follows a redirect and fetches loopback hosts', async () => {
    expect((await importFrom(sb, site.url('/to-loopback'))).status).toBe(201);
  });

  it.each([
    ['its own URL', (sb: Running) => `${sb.url}/_sandbox/openapi.json`],
    ['another name for it', (sb: Running) => `${sb.url.replace('127.0.0.1', 'localhost')}/_sandbox/openapi.json`],
    ['another loopback address on its port', (sb: Running) => `${sb.url.replace('127.0.0.1', '127.0.0.2')}/v1/user`],
  ])('never fetches from itself: %s', async (_, url) => {
    const response = await importFrom(sb, url(sb));
    expect(response.status).toBe(400);
    expect(messageOf(response)).toMatch(REFUSED);
    expect(messageOf(response)).toMatch(/never fetches from itself/);
  });

  it('words a closed port, a port that hangs up, resets or speaks another protocol the same, naming no port', async () => {
    const servers = [
      net.createServer((socket) => socket.destroy()),
      net.createServer((socket) => socket.resetAndDestroy()),
      net.createServer((socket) => socket.resume().end('SSH-2.0-OpenSSH_9.6\r\n')),
    ];
    const closed = net.createServer();
    const ports: number[] = [];
    for (const server of [...servers, closed]) {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      ports.push((server.address() as AddressInfo).port);
    }
    await new Promise((resolve) => closed.close(resolve));
    try {
      const messages = [];
      for (const port of ports) {
        const response = await importFrom(sb, `http://127.0.0.1:${port}/page.md`);
        expect(response.status).toBe(400);
        messages.push(messageOf(response));
      }
      expect(new Set(messages).size).toBe(1);
      expect(messages[0]).toMatch(/could not fetch from 127\.0\.0\.1: no HTTP answer/);
      for (const port of ports) expect(messages[0]).not.toContain(String(port));
    } finally {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });
});

describe('docsctl serve on an address others can reach', () => {
  it('refuses private addresses unless told otherwise', async () => {
    const serve = await serveInProcess(['--host', '0.0.0.0', '--port', '0', '--data', tempDir(), '--no-profile', '--json']);
    try {
      const { ready } = serve;
      const space = (await api(ready, 'POST', `/v1/orgs/${ready.organizationId}/spaces`, { title: 'Imported' })).body;
      const response = await api(ready, 'POST', `/v1/spaces/${space.id}/content/import`, { source: 'markdown', url: site.url('/page.md') });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toMatch(REFUSED);
    } finally {
      await serve.stop();
    }
  });
});
