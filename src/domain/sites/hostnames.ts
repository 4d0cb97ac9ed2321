import { isIP } from 'node:net';
import type { z } from 'zod';
import type { CustomHostname } from '../../schemas/urls.js';
import type { CustomHostnameRecord, SiteRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { conflict, invalid, notFound } from '../../lib/errors.js';
import { locationOf } from '../kernel/locations.js';
import { membershipOf } from '../org/access.js';
import { hostnameOfSite, requireSite } from './site.js';

type Store = Pick<Context, 'store'>;

/** The site a request's host leads to: the one its custom hostname names (a removed one still leads there until another takes it). */
export function siteAtHostname(ctx: Store, host: string): SiteRecord | undefined {
  const record = ctx.store.get('customHostnames', host.toLowerCase());
  return record && ctx.store.get('sites', record.site);
}

/**
 * Gives a site a custom hostname, or takes it away (`null`). A name another site holds is refused: one
 * name serves one site. The sandbox is the name's DNS, so what it serves needs no record elsewhere;
 * GitBook's checks still run (dnsRevalidateCustomHostname), and until they do the status says so.
 */
export function setSiteHostname(ctx: Context, site: SiteRecord, hostname: string | null): void {
  const current = hostnameOfSite(ctx, site);
  if (hostname === current) return;
  requireHostnameFree(ctx, site, hostname);
  if (current) ctx.store.put('customHostnames', { ...ctx.store.get('customHostnames', current)!, active: false });
  if (hostname !== null) {
    ctx.store.put('customHostnames', {
      id: hostname,
      seq: ctx.store.nextSeq(),
      site: site.id,
      organization: site.organization,
      active: true,
      status: 'dns_no_cname',
    });
  }
}

/**
 * Refuses a hostname another site holds, or an IP address (the sandbox's own, reached by address, must stay its
 * own): checked before an update writes anything, so a refused one changes nothing.
 */
export function requireHostnameFree(ctx: Store, site: SiteRecord, hostname: string | null): void {
  if (hostname !== null && isIP(hostname)) throw invalid(`"${hostname}" is an IP address, not a host name; give a name such as docs.example.com`, 'hostname');
  const holder = hostname === null ? undefined : ctx.store.get('customHostnames', hostname);
  if (holder?.active && holder.site !== site.id) {
    throw conflict(`hostname "${hostname}" serves another site already; remove it there first (removeCustomHostname), or choose another`);
  }
}

/** A custom hostname, to a member of its site's organization with `minimum` on the site; to anyone outside it, it does not exist. */
function requireHostname(ctx: Context, hostname: string, minimum: 'read' | 'create'): CustomHostnameRecord {
  const record = ctx.store.get('customHostnames', hostname.toLowerCase());
  if (!record || !membershipOf(ctx, record.organization)) throw notFound('custom hostname', hostname);
  requireSite(ctx, record.organization, record.site, minimum);
  return record;
}

function presentHostname(ctx: Context, record: CustomHostnameRecord): z.infer<typeof CustomHostname> {
  return {
    object: 'custom-hostname',
    hostname: record.id,
    target: { type: 'site', site: record.site },
    isActive: record.active,
    status: record.status,
    urls: { location: locationOf(ctx, 'getCustomHostname', { hostname: record.id }) },
  };
}

export const getCustomHostname = (ctx: Context, hostname: string) => presentHostname(ctx, requireHostname(ctx, hostname, 'read'));

/**
 * Checks a hostname's DNS again. The sandbox answers for its own names, so the check passes and the
 * name is live; one already live has nothing to check (409), and a removed one cannot be (400).
 */
export function revalidateCustomHostname(ctx: Context, hostname: string): void {
  const record = requireHostname(ctx, hostname, 'create');
  if (!record.active)
    throw invalid(`hostname "${record.id}" was removed from its site and cannot be revalidated; give a site the name again first`, 'hostname');
  if (record.status === 'live') throw conflict(`hostname "${record.id}" is live already: its DNS has nothing left to check`);
  ctx.store.put('customHostnames', { ...record, status: 'live' });
}

/** Takes a hostname from its site, freeing it for another; true if it was the site's, false if it was not there to remove. */
export function removeCustomHostname(ctx: Context, hostname: string): boolean {
  const record = ctx.store.get('customHostnames', hostname.toLowerCase());
  if (!record?.active || !membershipOf(ctx, record.organization)) return false;
  requireSite(ctx, record.organization, record.site, 'create');
  ctx.store.put('customHostnames', { ...record, active: false });
  return true;
}
