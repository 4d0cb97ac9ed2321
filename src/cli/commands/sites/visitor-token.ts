import { Command, InvalidArgumentError } from 'commander';
import { parseDuration } from '../../duration.js';
import { SignJWT } from 'jose';
import { PermissionError } from '../../../client/errors.js';
import type { CliContext } from '../../context.js';
import { isSandbox } from '../browse.js';
import { withControls } from '../sandbox/controls.js';

export interface VisitorTokenOptions {
  context: CliContext;
  siteId: string;
  claims: Record<string, unknown>;
  /** How long the token holds, in seconds. */
  expires: number;
}

/** A claim as `name=value`: the value read as JSON when it is (true, 3, "x", ["a"]), else as the text written. */
export function parseClaim(text: string, claims: Record<string, unknown> = {}): Record<string, unknown> {
  const at = text.indexOf('=');
  const name = text.slice(0, at);
  if (at < 1 || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new InvalidArgumentError('give a claim as name=value, such as plan=pro or beta=true');
  const raw = text.slice(at + 1);
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // Not JSON: the text itself, as a visitor's plan name would be written.
  }
  return { ...claims, [name]: value };
}

/**
 * When the token is issued: a sandbox checks it by its own clock, which tests move forward, so by
 * that clock — which only its owner may read; anyone else's token is issued by this machine's.
 */
async function issuedNow(context: CliContext): Promise<Date> {
  if (!isSandbox(context.runtime.connection().apiUrl)) return new Date();
  return withControls(context, async (controls) => new Date((await controls.clock()).now)).catch((error: unknown) => {
    if (error instanceof PermissionError) return new Date();
    throw error;
  });
}

/**
 * Signs a visitor token for a site with the key its admins read from the API, and prints the
 * site's URL that lets a visitor with these claims in: what a site's own sign-in would do, for
 * trying visitor-auth sites and adaptive content against the sandbox (or GitBook).
 */
export async function visitorTokenRun({ context, siteId, claims, expires }: VisitorTokenOptions): Promise<void> {
  const client = context.runtime.client();
  const organizationId = context.runtime.org();
  const [site, auth, now] = await Promise.all([
    client.call('getSiteById', { params: { organizationId, siteId } }),
    client.call('getSitePublishingAuthById', { params: { organizationId, siteId } }),
    issuedNow(context),
  ]);
  const issuedAt = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + expires)
    .sign(new TextEncoder().encode(auth.privateKey));
  const url = new URL(site.urls.published ?? site.urls.app);
  url.searchParams.set('jwt_token', token);
  if (context.output.wantsJson()) return context.output.json({ url: url.toString(), token, claims });
  context.io.out.write(`${url.toString()}\n`);
}

export function buildVisitorTokenCommand(context: CliContext, runF: (options: VisitorTokenOptions) => Promise<void> = visitorTokenRun): Command {
  return new Command('visitor-token')
    .description("Sign a visitor token with the site's key and print the site's URL that lets its holder in (visitor-auth sites, adaptive content)")
    .argument('<site>', 'the site ID')
    .option('--claim <name=value>', 'a claim the visitor carries (repeat for more); values read as JSON when they are: beta=true, seats=5', parseClaim, {})
    .option('--expires <duration>', 'how long the token holds: 30m, 1h, 7d (default: 1h)', parseDuration, 3600)
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ docsctl sites visitor-token SITE_ID',
        '  $ docsctl sites visitor-token SITE_ID --claim plan=pro --claim beta=true --expires 7d',
        '  $ docsctl browse "$(docsctl sites visitor-token SITE_ID --claim plan=pro)"',
        '',
      ].join('\n'),
    )
    .action((siteId: string, options: { claim: Record<string, unknown>; expires: number }) =>
      runF({ context, siteId, claims: options.claim, expires: options.expires }),
    );
}
