import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../src/client/errors.js';
import { Http, retryDelay } from '../../src/client/http.js';

/** A loopback server answering from a script of (status, headers, body), one per request, recording what it got. */
async function scripted(answers: [number, Record<string, string>, unknown][]) {
  const seen: { method: string; url: string; authorization?: string }[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization });
    const [status, headers, body] = answers[Math.min(seen.length - 1, answers.length - 1)]!;
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(body === undefined ? '' : JSON.stringify(body));
  });
  // As a proxy: accept the tunnel and serve what comes through it.
  server.on('connect', (req, socket) => {
    seen.push({ method: 'CONNECT', url: req.url! });
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    server.emit('connection', socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return { url, seen };
}
const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

function client(url: string, waits: number[], extra: Partial<ConstructorParameters<typeof Http>[0]> = {}) {
  return new Http({ baseUrl: url, token: 'secret-token', userAgent: 'test', sleep: async (ms) => void waits.push(ms), ...extra });
}

describe('the HTTP core', () => {
  it('retries a rate-limited request after the Retry-After the server asked for', async () => {
    const { url, seen } = await scripted([
      [429, { 'retry-after': '2' }, { error: { code: 429, message: 'slow down' } }],
      [200, {}, { ok: true }],
    ]);
    const waits: number[] = [];
    const answer = await client(url, waits).send({ method: 'POST', path: '/v1/things', body: { a: 1 } });
    expect(answer).toEqual({ status: 200, body: { ok: true } });
    expect(waits).toEqual([2000]);
    expect(seen).toHaveLength(2);
    expect(seen[0]!.authorization).toBe('Bearer secret-token');
  });

  it('backs off exponentially on server errors, but never repeats a POST the server may have done', async () => {
    const failing = await scripted([[503, {}, { error: { code: 503, message: 'down' } }]]);
    const waits: number[] = [];
    await expect(client(failing.url, waits).send({ method: 'GET', path: '/v1/x' })).rejects.toMatchObject({ status: 503, message: 'down' });
    expect(waits).toEqual([250, 500, 1000]);
    expect(failing.seen).toHaveLength(4);
    const once = await scripted([[503, {}, { error: { code: 503, message: 'down' } }]]);
    await expect(client(once.url, []).send({ method: 'POST', path: '/v1/x', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(once.seen).toHaveLength(1);
  });

  it('does not repeat an internal server error: it is a bug to report, not a pause to wait out', async () => {
    const broken = await scripted([[500, {}, { error: { code: 500, message: 'boom' } }]]);
    await expect(client(broken.url, []).send({ method: 'GET', path: '/v1/x' })).rejects.toMatchObject({ status: 500, message: 'boom' });
    expect(broken.seen).toHaveLength(1);
  });

  it('gives up on a server that does not answer in time, once, saying how long it waited', async () => {
    const seen: string[] = [];
    const silent = http.createServer((req) => void seen.push(req.url!));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    servers.push(silent);
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const failure = await client(url, [], { timeoutMs: 200 })
      .send({ method: 'GET', path: '/v1/user' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as Error).message).toBe(`${url} did not answer within 0.2 s`);
    expect(seen).toEqual(['/v1/user']);
    silent.closeAllConnections();
  });

  it('tries a refused connection once: nothing listens there, and a moment later nothing will', async () => {
    const closed = await scripted([[200, {}, {}]]);
    servers.pop()!.close();
    const waits: number[] = [];
    const failure = await client(closed.url, waits)
      .send({ method: 'GET', path: '/v1/user' })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'NetworkError', message: `cannot reach ${closed.url}: connection refused`, origin: closed.url, reason: 'refused' });
    expect(waits).toEqual([]);
  });

  it('reads Retry-After as seconds or a date, within bounds', () => {
    expect(retryDelay(1, '0')).toBe(0);
    expect(retryDelay(1, new Date(10_000).toUTCString(), 4_000)).toBe(6_000);
    expect(retryDelay(1, '86400')).toBe(30_000);
    expect(retryDelay(3, undefined)).toBe(1_000);
  });

  it('goes through the proxy the environment names', async () => {
    const target = 'http://docs.example.invalid';
    const proxy = await scripted([[200, {}, { via: 'proxy' }]]);
    const saved = process.env.HTTP_PROXY;
    process.env.HTTP_PROXY = proxy.url;
    try {
      const answer = await client(target, []).send({ method: 'GET', path: '/v1/user' });
      expect(answer.body).toEqual({ via: 'proxy' });
      expect(proxy.seen.map((r) => `${r.method} ${r.url}`)).toEqual(['CONNECT docs.example.invalid:80', 'GET /v1/user']);
    } finally {
      if (saved === undefined) delete process.env.HTTP_PROXY;
      else process.env.HTTP_PROXY = saved;
    }
  });
});
