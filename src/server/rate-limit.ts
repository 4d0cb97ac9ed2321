import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { SandboxControl } from '../schemas/sandbox-controls.js';
import { bearerToken } from './auth.js';
import { HttpError } from './errors.js';

/** GitBook's documented figure: requests a token may make in a window. */
export const GITBOOK_RATE_LIMIT = 60;
const WINDOW_SECONDS = 60;
/** Tokens (and addresses, for requests without one) counted at once; the least recently seen is forgotten first. */
const TRACKED = 10_000;

/** When the rate-limit window holding `nowSeconds` ends, in epoch seconds (X-RateLimit-Reset). */
export const windowReset = (nowSeconds: number): number => (Math.floor(nowSeconds / WINDOW_SECONDS) + 1) * WINDOW_SECONDS;

export interface RateLimitOptions {
  /** Requests a token may make a minute, as the headers say; GitBook's 60 by default. */
  limit?: number;
  /** Answer 429 past the limit, as GitBook does; by default the sandbox counts and tells but serves every request. */
  enforce?: boolean;
}

/**
 * GitBook's rate limit as an `onRequest` hook: requests are counted per token in fixed windows of
 * a minute and every answer says where the caller stands (X-RateLimit-Limit, -Remaining, and -Reset
 * in epoch seconds). Windows follow `now`, the sandbox clock, so a test moves time rather than waits.
 * A request without a token is counted by its address. The sandbox's controls (those of
 * SANDBOX_CONTROLS that take a token) are no part of GitBook's API: they are not counted nor
 * refused, so a test under a limit can still read the journal or reset. Everything else is
 * counted: the downloads anyone may fetch (a PDF is rendered for each), and unknown paths,
 * under `/_sandbox/` or not.
 * Tokens are keys of a map in memory only,
 * as the server's own table of them is: hashing one at every request is work the hot path need
 * not do.
 */
export function rateLimiter(now: () => Date, { limit = GITBOOK_RATE_LIMIT, enforce = false }: RateLimitOptions = {}) {
  // Bounded by a size, not a count: a count makes lru-cache allocate all its slots at once.
  const windows = new LRUCache<string, { window: number; used: number }>({ maxSize: TRACKED, sizeCalculation: () => 1 });
  // A hook with a callback: an async one costs every request a promise.
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const control = (request.routeOptions.config as { control?: SandboxControl }).control;
    if (control && control.access !== 'anyone') return done();
    const token = bearerToken(request);
    const key = token === undefined ? `address:${request.ip}` : `token:${token}`;
    const nowSeconds = now().getTime() / 1000;
    const window = Math.floor(nowSeconds / WINDOW_SECONDS);
    const counted = windows.get(key);
    const used = (counted?.window === window ? counted.used : 0) + 1;
    windows.set(key, { window, used });
    const reset = windowReset(nowSeconds);
    reply
      .header('x-ratelimit-limit', String(limit))
      .header('x-ratelimit-remaining', String(Math.max(0, limit - used)))
      .header('x-ratelimit-reset', String(reset));
    if (enforce && used > limit) {
      const wait = Math.ceil(reset - nowSeconds);
      reply.header('retry-after', String(wait));
      return done(new HttpError(429, `API rate limit exceeded: ${limit} requests a minute for this token; try again in ${wait} seconds (X-RateLimit-Reset)`));
    }
    done();
  };
}
