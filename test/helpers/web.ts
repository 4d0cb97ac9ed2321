import { assert } from 'vitest';
import type { Running } from './sandbox.js';

/** What `populate` made through the API, as the API answered it. */
export interface Populated {
  space: { id: string; title: string; urls: { app: string } };
  site: { id: string; title: string; urls: { published: string } };
  changeRequest: { id: string; number: number; subject: string; urls: { app: string } };
}

/** A space (its title with markup in it, as a user may type), a site that shows it, and an open change request of it, in acme. */
export async function populate(sb: Running): Promise<Populated> {
  const space = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Guide <b>bold</b> & co' } })).body;
  const site = (await sb.call('POST', '/v1/orgs/acme/sites', { body: { title: 'Help center' } })).body;
  await sb.call('POST', `/v1/orgs/acme/sites/${site.id}/site-spaces`, { body: { spaceId: space.id } });
  const cr = (await sb.call('POST', `/v1/spaces/${space.id}/change-requests`, { body: { subject: 'Fix the install steps' } })).body;
  const opened = (await sb.call('PATCH', `/v1/spaces/${space.id}/change-requests/${cr.id}`, { body: { status: 'open' } })).body;
  const published = (await sb.call('GET', `/v1/orgs/acme/sites/${site.id}`)).body;
  return { space, site: published, changeRequest: opened };
}

/** The cookie a browser keeps after logging in to the sandbox's pages with the token, or none when it is refused. */
export async function logIn(url: string, token: string): Promise<{ status: number; cookie?: string; setCookie: string | null }> {
  const answer = await fetch(`${url}/login`, { method: 'POST', body: new URLSearchParams({ token }), redirect: 'manual' });
  const setCookie = answer.headers.get('set-cookie');
  return { status: answer.status, setCookie, ...(setCookie ? { cookie: setCookie.split(';')[0]! } : {}) };
}

/** The session cookie of a log-in that must succeed. */
export async function sessionCookie(url: string, token: string): Promise<string> {
  const { status, cookie } = await logIn(url, token);
  assert(cookie, `logging in answered ${status}, with no session cookie`);
  return cookie;
}
