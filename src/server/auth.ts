import type { FastifyRequest } from 'fastify';
import type { Sandbox } from '../sandbox/open.js';
import type { UserRecord } from '../store/records.js';
import { contentTokenUser } from '../domain/kernel/content-tokens.js';
import { HttpError } from './errors.js';

/** The token of an `Authorization: Bearer` header, if the request has one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/** The user a sandbox token names, if it names one. */
export function userOfToken(sandbox: Pick<Sandbox, 'store' | 'secrets'>, token: string): UserRecord | undefined {
  const userId = sandbox.secrets.userForToken(token);
  return userId === undefined ? undefined : sandbox.store.get('users', userId);
}

/**
 * Who a request comes from: the user its bearer token names (an API token, or a content token a URL's resolution
 * gave out: the API's alone, never a browser sign-in), or a 401 that never repeats the token.
 */
export function authenticator(sandbox: Pick<Sandbox, 'store' | 'secrets' | 'clock'>): (request: FastifyRequest) => UserRecord {
  return (request) => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'authentication required: send the header "Authorization: Bearer <token>"');
    const contentUser = contentTokenUser(sandbox.secrets.visitorKey, sandbox.clock.now(), token);
    const user = contentUser === undefined ? userOfToken(sandbox, token) : sandbox.store.get('users', contentUser);
    if (!user) throw new HttpError(401, 'the API token is not valid for this sandbox; use the token printed by `docsctl serve`');
    return user;
  };
}
