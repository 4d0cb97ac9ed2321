import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Sandbox } from '../../sandbox/open.js';
import type { UserRecord } from '../../store/records.js';

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
 * Signed-in browsers. The cookie holds a random session id, never the token: a cookie that leaks
 * (a shared profile, a proxy's log) gives no API access, and ends with the server. Sessions live
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
    reply.header('set-cookie', `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`);
  }

  end(request: FastifyRequest, reply: FastifyReply): void {
    const id = cookie(request, SESSION_COOKIE);
    if (id !== undefined) this.users.delete(id);
    reply.header('set-cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
  }
}
