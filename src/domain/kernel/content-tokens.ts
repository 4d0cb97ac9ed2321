import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from './context.js';

/** What marks a content token apart from a user's API token, whose form the sandbox leaves to whoever seeds it. */
const PREFIX = 'gbc_';
/** How long a content token reads for: GitBook's are short-lived too, and its renderer resolves a URL again when one expires. */
const LIFETIME_MS = 60 * 60 * 1000;

interface ContentTokenPayload {
  /** The user who resolved the URL: the token reads as they may, no further. */
  user: string;
  site: string;
  exp: number;
}

const signature = (key: Uint8Array, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/**
 * The short-lived token a URL's resolution hands out for the reads that follow (GitBook's `apiToken`): signed
 * with the sandbox's key, so no store holds it, and never the caller's own token, which must not travel in answers.
 */
export function issueContentToken(ctx: Pick<Context, 'secrets' | 'clock' | 'caller'>, site: string): string {
  const payload: ContentTokenPayload = { user: ctx.caller.id, site, exp: ctx.clock.now().getTime() + LIFETIME_MS };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${PREFIX}${body}.${signature(ctx.secrets.visitorKey, body)}`;
}

/** The user a content token reads as, if it is one the sandbox signed and it has not expired by the sandbox's clock. */
export function contentTokenUser(key: Uint8Array, now: Date, token: string): string | undefined {
  if (!token.startsWith(PREFIX)) return undefined;
  const [body = '', sent = ''] = token.slice(PREFIX.length).split('.');
  const expected = Buffer.from(signature(key, body));
  const given = Buffer.from(sent);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<ContentTokenPayload>;
    return typeof payload.user === 'string' && typeof payload.exp === 'number' && payload.exp > now.getTime() ? payload.user : undefined;
  } catch {
    return undefined;
  }
}
