import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/server/errors.js';
import { GITBOOK_RATE_LIMIT, rateLimiter, type RateLimitOptions } from '../../src/server/rate-limit.js';
import { sandboxControls } from '../../src/schemas/sandbox-controls.js';
import { startSandbox, tokenOf, type Running } from '../helpers/sandbox.js';

/** The limiter alone, on a clock the test sets: each call a request with that token (none: by its address) to an API route, answered with the headers it set or its refusal. */
function limiter(options: RateLimitOptions) {
  let now = Date.UTC(2026, 0, 1, 12, 0, 0);
  const limit = rateLimiter(() => new Date(now), options);
  return {
    at: (seconds: number) => void (now = Date.UTC(2026, 0, 1, 12, 0, 0) + seconds * 1000),
    request: async (token?: string, ip = '10.0.0.1') => {
      const headers: Record<string, string> = {};
      const reply = { header: (name: string, value: string) => ((headers[name] = value), reply) };
      const request = { headers: token === undefined ? {} : { authorization: `Bearer ${token}` }, ip, routeOptions: { url: '/v1/user', config: {} } };
      const refused = await new Promise<Error | undefined>((done) => limit(request as unknown as FastifyRequest, reply as unknown as FastifyReply, done));
      return refused ? { headers, refused: refused as HttpError } : { headers };
    },
  };
}

/** Moves the sandbox clock to the start of its next minute: a window with a minute to run, however slowly the test goes. */
async function windowStart(sb: Running) {
  const now = Date.parse((await sb.call('GET', '/_sandbox/clock')).body.now);
  await sb.call('POST', '/_sandbox/clock', { body: { advanceSeconds: 60 - ((now / 1000) % 60) } });
}

const WINDOW_END = String(Date.UTC(2026, 0, 1, 12, 1, 0) / 1000);

describe('the rate limiter', () => {
  it("counts each token's requests in fixed windows of a minute, and says so as GitBook does", async () => {
    const { at, request } = limiter({ limit: 3 });
    expect((await request('a')).headers).toEqual({ 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '2', 'x-ratelimit-reset': WINDOW_END });
    at(59);
    expect((await request('a')).headers['x-ratelimit-remaining']).toBe('1');
    // Another token, and a request without one (counted by its address), each have a window of their own.
    expect((await request('b')).headers['x-ratelimit-remaining']).toBe('2');
    expect((await request(undefined)).headers['x-ratelimit-remaining']).toBe('2');
    expect((await request(undefined, '10.0.0.2')).headers['x-ratelimit-remaining']).toBe('2');
    at(60);
    expect((await request('a')).headers).toEqual({
      'x-ratelimit-limit': '3',
      'x-ratelimit-remaining': '2',
      'x-ratelimit-reset': String(Number(WINDOW_END) + 60),
    });
  });

  it("serves past the limit by default (Remaining stays 0), with GitBook's figure", async () => {
    const { request } = limiter({});
    for (let i = 0; i < GITBOOK_RATE_LIMIT; i++) await request('a');
    const past = await request('a');
    expect(past.refused).toBeUndefined();
    expect(past.headers).toMatchObject({ 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '0' });
  });

  it('refuses past the limit with a 429 that says when to come back, when enforced', async () => {
    const { at, request } = limiter({ limit: 2, enforce: true });
    await request('a');
    at(15);
    expect((await request('a')).refused).toBeUndefined();
    const refused = await request('a');
    expect(refused.refused).toMatchObject({
      status: 429,
      message: 'API rate limit exceeded: 2 requests a minute for this token; try again in 45 seconds (X-RateLimit-Reset)',
    });
    expect(refused.headers).toMatchObject({ 'x-ratelimit-remaining': '0', 'retry-after': '45' });
    expect((await request('b')).refused).toBeUndefined();
    at(60);
    expect((await request('a')).refused).toBeUndefined();
  });
});

describe('rate-limit headers', () => {
  let sb: Running;
  afterEach(() => sb.close());

  it("are on every answer but the sandbox's own: API, errors, unknown paths", async () => {
    sb = await startSandbox();
    await windowStart(sb);
    const answers = [
      await sb.call('GET', '/v1/user'),
      await sb.call('GET', '/v1/orgs/acme/nothing-here'),
      await sb.call('GET', '/v1/spaces/no-such-space'),
      await sb.call('GET', '/v1/user', { user: null }),
      await sb.call('GET', '/v1/orgs/acme'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 404, 404, 401, 200]);
    for (const answer of answers) expect(answer.headers.get('x-ratelimit-limit')).toBe('60');
    // In the new window, the admin's token made four of them, the request without one one, by its address.
    expect(answers.map((a) => a.headers.get('x-ratelimit-remaining'))).toEqual(['59', '58', '57', '59', '56']);
    const reset = Number(answers[0]!.headers.get('x-ratelimit-reset'));
    expect(reset % 60).toBe(0);
    expect(reset * 1000 - Date.parse((await sb.call('GET', '/_sandbox/clock')).body.now)).toBeLessThanOrEqual(60_000);
  });

  it('come with a 429 and Retry-After past the limit when serve enforces one, for that token alone', async () => {
    sb = await startSandbox(undefined, { rateLimit: { limit: 2, enforce: true } });
    await windowStart(sb);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await sb.call('GET', '/v1/user', { user: 'read' })).status);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await sb.call('GET', '/v1/orgs/acme', { user: 'read' });
    expect(refused.body.error).toMatchObject({
      code: 429,
      message: expect.stringMatching(/^API rate limit exceeded: 2 requests a minute for this token; try again in \d+ seconds/),
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await sb.call('GET', '/v1/user', { token: tokenOf('edit') })).status).toBe(200);
  });
});

describe('issue 22.12 and review 6: the rate limit spares exactly the sandbox controls', () => {
  let sb: Running;
  afterEach(() => sb.close());

  it('lets a test that spent its quota read the journal, reset and read the clock, and counts none of it', async () => {
    sb = await startSandbox(undefined, { rateLimit: { limit: 2, enforce: true } });
    await windowStart(sb);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await sb.call('GET', '/v1/user')).status);
    expect(statuses).toEqual([200, 200, 429]);
    const controls = [
      await sb.call('GET', '/_sandbox/requests?status=429'),
      await sb.call('GET', '/_sandbox/clock'),
      await sb.call('POST', '/_sandbox/faults', { body: { match: { operationId: 'getSpaceById' }, drop: true } }),
      await sb.call('POST', '/_sandbox/reset'),
    ];
    expect(controls.map((a) => a.status)).toEqual([200, 200, 201, 200]);
    expect(controls[0]!.body.items).toHaveLength(1);
    for (const answer of controls) expect(answer.headers.get('x-ratelimit-remaining')).toBeNull();
  });

  it('counts and refuses the downloads anyone may fetch, by address without a token and by token with one, and unknown paths under /_sandbox/', async () => {
    sb = await startSandbox(undefined, { rateLimit: { limit: 2, enforce: true } });
    await windowStart(sb);
    const anonymous = [];
    for (const path of ['/_sandbox/pdf/none', '/_sandbox/files/none/none', '/_sandbox/pdf/none']) anonymous.push(await sb.call('GET', path, { user: null }));
    expect(anonymous.map((a) => [a.status, a.headers.get('x-ratelimit-remaining')])).toEqual([
      [404, '1'],
      [404, '0'],
      [429, '0'],
    ]);
    const unknown = [];
    for (let i = 0; i < 3; i++) unknown.push(await sb.call('GET', '/_sandbox/no-such-control', { user: 'read' }));
    expect(unknown.map((a) => [a.status, a.headers.get('x-ratelimit-remaining')])).toEqual([
      [404, '1'],
      [404, '0'],
      [429, '0'],
    ]);
    // A download with a token counts against that token: `read` spent its quota above.
    expect((await sb.call('GET', '/_sandbox/files/none/none', { user: 'read' })).status).toBe(429);
  });

  it('counts none of the controls that take a token, each answered past the limit', async () => {
    sb = await startSandbox(undefined, { rateLimit: { limit: 1, enforce: true } });
    await windowStart(sb);
    for (let i = 0; i < 2; i++) await sb.call('GET', '/v1/user');
    expect((await sb.call('GET', '/v1/user')).status).toBe(429);
    const controls = Object.values(sandboxControls).filter((control) => control.access !== 'anyone');
    expect(controls.length).toBeGreaterThan(15);
    for (const control of controls) {
      const body =
        control.method === 'POST' || control.method === 'PUT'
          ? { name: 'x', advanceSeconds: 1, mode: 'auto', visibility: 'public', match: {}, drop: true }
          : undefined;
      const answer = await sb.call(control.method, control.path.replace(/\{\w+\}/g, 'x'), { body });
      expect(answer.status, `${control.method} ${control.path}`).not.toBe(429);
      expect(answer.headers.get('x-ratelimit-remaining'), `${control.method} ${control.path}`).toBeNull();
    }
  });
});
