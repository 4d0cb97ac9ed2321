import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, tokenOf, type Running } from '../../helpers/sandbox.js';
import { logIn, populate } from '../../helpers/web.js';

let sb: Running;
beforeEach(async () => {
  sb = await startSandbox();
});
afterEach(() => sb.close());

const page = async (path: string, cookie?: string) => {
  const answer = await fetch(`${sb.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return { status: answer.status, headers: answer.headers, text: await answer.text() };
};

describe('the sandbox home, /', () => {
  it('shows an anonymous visitor what this is and a way to log in, and nothing the sandbox holds', async () => {
    const made = await populate(sb);
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(home.text).toContain('href="/login"');
    for (const held of ['Acme Docs', 'Help center', made.space.id, 'Fix the install steps']) expect(home.text).not.toContain(held);
  });

  it('lists to a signed-in user the organizations, spaces, sites and open change requests, titles escaped, with their links', async () => {
    const made = await populate(sb);
    const { cookie } = await logIn(sb.url, tokenOf('admin'));
    const home = await page('/', cookie);
    expect(home.text).toContain('Acme Docs');
    expect(home.text).toContain('Globex');
    expect(home.text).toContain(`<a href="${made.space.urls.app}">Guide &lt;b&gt;bold&lt;/b&gt; &amp; co</a>`);
    expect(home.text).not.toContain('<b>bold</b>');
    expect(home.text).toContain(`<a href="${made.site.urls.published}">Help center</a>`);
    expect(home.text).toContain(`<a href="${made.changeRequest.urls.app}">#${made.changeRequest.number} Fix the install steps</a>`);
    expect(home.text).toContain('docsctl spaces list');
    expect(home.text).toContain('Authorization: Bearer &lt;token&gt;');
    expect(home.text).toContain('kept in memory only');
    expect(home.text).not.toContain(tokenOf('admin'));
    expect(home.headers.get('cache-control')).toBe('no-store');
    expect(home.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
  });

  it('shows each user what the API would: a member of globex alone sees nothing of acme', async () => {
    await populate(sb);
    const { cookie } = await logIn(sb.url, tokenOf('outsider'));
    const home = await page('/', cookie);
    expect(home.text).toContain('Globex');
    expect(home.text).not.toContain('Acme Docs');
    expect(home.text).not.toContain('Help center');
  });

  it('lists the latest requests to the API, newest first: all of them to an admin, only their own to anyone else', async () => {
    await sb.call('GET', '/v1/orgs/acme/spaces');
    await sb.call('GET', '/v1/orgs/acme', { user: 'edit' });
    await sb.call('GET', '/v1/spaces/nope');
    const admin = await page('/', (await logIn(sb.url, tokenOf('admin'))).cookie);
    const listed = [...admin.text.matchAll(/<span class="status status-\w+">(\d+)<\/span> <code>([^<]+)<\/code><span class="meta">(\w*)/g)].map((m) =>
      m.slice(1).join(' '),
    );
    expect(listed).toEqual([
      '404 GET /v1/spaces/nope getSpaceById',
      '200 GET /v1/orgs/acme getOrganizationById',
      '200 GET /v1/orgs/acme/spaces listSpacesInOrganizationById',
    ]);
    const editor = await page('/', (await logIn(sb.url, tokenOf('edit'))).cookie);
    expect(editor.text).toContain('<code>GET /v1/orgs/acme</code>');
    expect(editor.text).not.toContain('/v1/orgs/acme/spaces');
    expect(editor.text).not.toContain('/v1/spaces/nope');
  });
});

describe('/login', () => {
  it('keeps a session id in an HttpOnly, SameSite=Strict cookie, never the token, and goes home', async () => {
    const answer = await logIn(sb.url, tokenOf('admin'));
    expect(answer.status).toBe(303);
    expect(answer.setCookie).toMatch(/HttpOnly/);
    expect(answer.setCookie).toMatch(/SameSite=Strict/);
    expect(answer.setCookie).not.toContain(tokenOf('admin'));
  });

  it('refuses a token the sandbox does not know, sets no cookie and says so', async () => {
    const answer = await fetch(`${sb.url}/login`, { method: 'POST', body: new URLSearchParams({ token: 'not-a-token' }), redirect: 'manual' });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(await answer.text()).toContain('not valid for this sandbox');
  });

  it('goes on to a page of this server it was asked to, never to another site', async () => {
    const to = async (next: string) =>
      (await fetch(`${sb.url}/login`, { method: 'POST', body: new URLSearchParams({ token: tokenOf('admin'), next }), redirect: 'manual' })).headers.get(
        'location',
      );
    expect(await to('/s/abc')).toBe('/s/abc');
    expect(await to('//evil.test/')).toBe('/');
    expect(await to('https://evil.test/')).toBe('/');
  });

  it('a session ends at /logout: the home is the anonymous one again', async () => {
    const { cookie } = await logIn(sb.url, tokenOf('admin'));
    await fetch(`${sb.url}/logout`, { method: 'POST', headers: { cookie: cookie! }, redirect: 'manual' });
    expect((await page('/', cookie)).text).not.toContain('Acme Docs');
  });

  it('leaves the API to JSON: a form body is still refused there', async () => {
    const answer = await fetch(`${sb.url}/v1/orgs/acme/spaces`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokenOf('admin')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'title=x',
    });
    expect(answer.status).toBe(415);
  });
});
