import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app.js';
import { openMemorySandbox } from '../../../src/sandbox/open.js';
import { rolesSeed, tokenOf } from '../../helpers/sandbox.js';

let app: FastifyInstance;
beforeAll(() => {
  app = createApp(openMemorySandbox(rolesSeed()));
});
afterAll(() => app.close());

const HOST = 'sandbox.test:4000';

/** POST /login as a browser on this sandbox's page would send it, with `headers` on top. */
const logIn = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/login',
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ token: tokenOf('admin'), ...form }).toString(),
  });

describe('issue 22.15: after logging in, only a path of this sandbox is followed', () => {
  it.each([
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/.//evil.example', '/'],
    ['//evil.example/', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/s/abc?page=2#install', '/s/abc?page=2#install'],
    ['/s/../o/acme', '/o/acme'],
  ])('next=%j goes to %s', async (next, location) => {
    const answer = await logIn({ next });
    expect([answer.statusCode, answer.headers.location]).toEqual([303, location]);
  });

  it('answers a next with CR/LF or characters outside Latin-1 without a 500: home, or the path escaped', async () => {
    const crlf = await logIn({ next: '/s/x\r\nSet-Cookie: evil=1' });
    expect([crlf.statusCode, crlf.headers.location, crlf.headers['set-cookie']]).toEqual([303, '/', expect.not.stringContaining('evil')]);
    const unicode = await logIn({ next: '/s/café/日本' });
    expect([unicode.statusCode, unicode.headers.location]).toEqual([303, '/s/caf%C3%A9/%E6%97%A5%E6%9C%AC']);
  });

  it('leaves a bad next out of the login form', async () => {
    const page = await app.inject({ method: 'GET', url: '/login?next=/%09/evil.example', headers: { host: HOST } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('evil.example');
    expect((await app.inject({ method: 'GET', url: '/login?next=/s/abc', headers: { host: HOST } })).body).toContain('name="next" value="/s/abc"');
  });
});

describe('issue 22.15: another site cannot log a browser in or out', () => {
  it.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site', origin: 'http://sandbox.test:8080' }],
    [{ origin: 'https://evil.example' }],
    [{ origin: 'null' }],
  ])('refuses a login posted with %j, and starts no session', async (headers) => {
    const answer = await logIn({}, headers);
    expect([answer.statusCode, answer.json().error.message, answer.headers['set-cookie']]).toEqual([
      403,
      expect.stringMatching(/sandbox's own pages/),
      undefined,
    ]);
  });

  it.each([[{ 'sec-fetch-site': 'same-origin', origin: `http://${HOST}` }], [{ origin: `http://${HOST}` }], [{ 'sec-fetch-site': 'none' }], [{}]])(
    'takes one posted with %j, in a SameSite=Strict cookie',
    async (headers) => {
      const answer = await logIn({}, headers);
      expect([answer.statusCode, answer.headers['set-cookie']]).toEqual([303, expect.stringMatching(/; HttpOnly; SameSite=Strict$/)]);
    },
  );

  it('refuses a logout posted from another site, and the session goes on', async () => {
    const cookie = String((await logIn({})).headers['set-cookie']).split(';')[0]!;
    const logOut = (headers: Record<string, string>) => app.inject({ method: 'POST', url: '/logout', headers: { host: HOST, cookie, ...headers } });
    const signedIn = async () => (await app.inject({ method: 'GET', url: '/', headers: { host: HOST, cookie } })).body.includes('Acme Docs');
    expect((await logOut({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await logOut({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect(await signedIn()).toBe(true);
    expect((await logOut({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(303);
    expect(await signedIn()).toBe(false);
  });
});
