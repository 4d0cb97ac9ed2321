import type { z } from 'zod';
import type { Subdomain } from '../../schemas/urls.js';
import type { Context } from '../kernel/context.js';
import { notFound } from '../../lib/errors.js';

/**
 * The organization a subdomain names: in the sandbox, an organization's hostname, which names it in its sites'
 * URLs as `<hostname>.gitbook.io` does. Public, as the sites' URLs are: anyone signed in may ask whose it is.
 */
export function getSubdomain(ctx: Context, subdomain: string): z.infer<typeof Subdomain> {
  const org = ctx.store.recordsIn('organizations', 'byHostname', subdomain)[0];
  if (!org) throw notFound('subdomain', subdomain);
  return { object: 'subdomain', subdomain, target: { type: 'organization', organization: org.id }, isActive: true };
}
