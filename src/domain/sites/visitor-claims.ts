import { jwtVerify } from 'jose';
import type { SiteRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import type { Visitor } from './conditions.js';
import { EMPTY_ADAPTIVE_SCHEMA } from './adaptive.js';

/** What a token carries beside its claims: when it was issued and for how long, not who the visitor is. */
const TOKEN_FIELDS = new Set(['iat', 'exp', 'nbf', 'jti']);

/**
 * The claims of a visitor token (`?jwt_token=`): a JWT signed with the site's key (HS256), still
 * valid by the sandbox's clock. Undefined for a token that is not one, was signed with another
 * key (or one since regenerated), or has expired.
 */
export async function signedClaims(ctx: Pick<Context, 'secrets' | 'clock'>, site: SiteRecord, token: string): Promise<Record<string, unknown> | undefined> {
  const key = ctx.secrets.siteKey(site.id);
  if (!key) return undefined;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(key), { algorithms: ['HS256'], currentDate: ctx.clock.now() });
    return Object.fromEntries(Object.entries(payload).filter(([name]) => !TOKEN_FIELDS.has(name)));
  } catch {
    return undefined;
  }
}

type ClaimSchema = { type?: string; enum?: unknown[] };

/**
 * The unsigned claims a visitor's URL sets (`?visitor.beta=true`), as GitBook reads them: only
 * those the site's visitor schema declares under `unsigned`, each read as its declared type (a
 * boolean from `true`/`false`, a string as written, within its enum if it has one). Anything
 * else is dropped: a visitor can set these, so they never reach further than the schema says.
 */
export function unsignedClaims(site: SiteRecord, values: Record<string, string>): Record<string, unknown> {
  const schema = (site.adaptiveSchema?.jsonSchema ?? EMPTY_ADAPTIVE_SCHEMA).properties as { unsigned?: { properties?: Record<string, ClaimSchema> } };
  const declared = schema.unsigned?.properties ?? {};
  const claims: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(values)) {
    const claim = Object.hasOwn(declared, name) ? declared[name]! : undefined;
    if (claim?.type === 'boolean' && (raw === 'true' || raw === 'false')) claims[name] = raw === 'true';
    else if (claim?.type === 'string' && (!claim.enum || claim.enum.includes(raw))) claims[name] = raw;
  }
  return claims;
}

/** The visitor a condition is evaluated for: signed claims at the top, the unsigned ones under `unsigned`. */
export function visitorOf(signed: Record<string, unknown> | undefined, unsigned: Record<string, unknown>): Visitor {
  return { claims: { ...signed, unsigned } };
}
