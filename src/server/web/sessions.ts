import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Sandbox } from '../../sandbox/open.js';
import type { UserRecord } from '../../store/records.js';
import { HttpError } from '../errors.js';

export const SESSION_COOKIE = 'docsctl_session';

/** The value of one cookie of a request, if it sent it. */
export function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * Refuses a form posted from another site (a login or logout forged by a page the user visits), as
 * Go's net/http CrossOriginProtection judges one: by `Sec-Fetch-Site` when the browser sends it
 * (`same-site` is refused too: another port of localhost is another application), else by
 * `Origin` against the Host. A request with neither comes from no browser, which always sends one.
 */
export function refuseCrossSite(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  let crossSite = false;
  if (typeof site === 'string') crossSite = site !== 'same-origin' && site !== 'none';
  else if (typeof origin === 'string') crossSite = URL.parse(origin)?.host !== request.host;
  if (crossSite) throw new HttpError(403, "logging in or out is only done from the sandbox's own pages: open /login on this server");
}

/**
 * Where to go after logging in: `next` when it is a path of this server, as browsers would read
 * it, normalised (never another site's address, nor text a header cannot carry); otherwise none.
 */
export function localPath(request: FastifyRequest, next: unknown): string | undefined {
  // Browsers drop tabs and newlines from a URL and read `\` as `/` (`/<tab>/evil.example` is `//evil.example`): such text is refused, not guessed at.
  if (typeof next !== 'string' || !next.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(next)) return undefined;
  const origin = URL.parse(`${request.protocol}://${request.host}`)?.origin;
  const url = origin === undefined ? null : URL.parse(next, origin);
  // A path normalised to start with `//` (`/.//evil.example`) would be another host's address in a Location header.
  return url && url.origin === origin && !url.pathname.startsWith('//') ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/**
 * Signed-in browsers. The cookie holds a random session id, never the token: a cookie that leaks
 * (a shared profile, a proxy's log) gives no API access, and ends with the server. It is
 * `SameSite=Strict`: no other site's page sends it along, not even through a link. Sessions live
 * in memory: a restarted sandbox asks to log in again.
 */
export class Sessions {
  private readonly users = new Map<string, string>();

  constructor(private readonly sandbox: Pick<Sandbox, 'store'>) {}

  /** The signed-in user of a request, if its session is one of this server's and the user still exists. */
  userOf(request: FastifyRequest): UserRecord | undefined {
    const id = cookie(request, SESSION_COOKIE);
    const userId = id === undefined ? undefined : this.users.get(id);
    return userId === undefined ? undefined : this.sandbox.store.get('users', userId);
  }

  start(reply: FastifyReply, user: UserRecord): void {
    const id = randomBytes(32).toString('base64url');
    this.users.set(id, user.id);
    reply.header('set-cookie', `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Strict`);
  }

  end(request: FastifyRequest, reply: FastifyReply): void {
    const id = cookie(request, SESSION_COOKIE);
    if (id !== undefined) this.users.delete(id);
    reply.header('set-cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0`);
  }
}
