import type * as z from 'zod';
import type { SitePublishingAuthUpdate } from '../../schemas/site.js';
import type { SiteRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { requireSite } from './site.js';

/** The key a site's visitor tokens are signed with: issued the first time an admin asks for it. */
const keyOf = (ctx: Context, site: SiteRecord) => ctx.secrets.siteKey(site.id) ?? ctx.secrets.issueSiteKey(site.id);

function present(site: SiteRecord, privateKey: string) {
  const auth = site.publishingAuth;
  return {
    object: 'publishing-auth' as const,
    backend: auth?.backend ?? ('custom' as const),
    privateKey,
    ...(auth?.fallbackURL ? { fallbackURL: auth.fallbackURL } : {}),
    ...(auth?.logoutURL ? { logoutURL: auth.logoutURL } : {}),
  };
}

/** The site's key is a secret that lets whoever holds it in as anyone: only the organization's admins read it. */
export function getPublishingAuth(ctx: Context, organizationId: string, siteId: string) {
  const site = requireSite(ctx, organizationId, siteId, 'admin');
  return present(site, keyOf(ctx, site));
}

export function updatePublishingAuth(ctx: Context, organizationId: string, siteId: string, patch: z.infer<typeof SitePublishingAuthUpdate>) {
  const site = requireSite(ctx, organizationId, siteId, 'admin');
  const { fallbackURL, logoutURL } = { ...site.publishingAuth, ...patch };
  const next = ctx.store.put('sites', {
    ...site,
    publishingAuth: { backend: patch.backend, ...(fallbackURL ? { fallbackURL } : {}), ...(logoutURL ? { logoutURL } : {}) },
  });
  return present(next, keyOf(ctx, next));
}

/** A new key: tokens signed with the old one no longer let anyone in. */
export function regeneratePublishingAuth(ctx: Context, organizationId: string, siteId: string) {
  const site = requireSite(ctx, organizationId, siteId, 'admin');
  return present(site, ctx.secrets.issueSiteKey(site.id));
}
