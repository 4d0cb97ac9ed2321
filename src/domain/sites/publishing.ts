import type { Site } from '../../schemas/site.js';
import type { Context } from '../kernel/context.js';
import { invalid } from '../../lib/errors.js';
import { presentSite, requireSite, siteSpaceCount } from './site.js';

/** Brings a site online at its published URL; a site showing no space has nothing to publish. */
export function publishSite(ctx: Context, organizationId: string, siteId: string): Site {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  if (siteSpaceCount(ctx, site) === 0) {
    throw invalid(`site "${site.id}" shows no space, so there is nothing to publish`, undefined, {
      operation: 'addSpaceToSite',
      params: { organizationId, siteId },
    });
  }
  if (!site.unpublished) return presentSite(ctx, site);
  const next = { ...site };
  delete next.unpublished;
  return presentSite(ctx, ctx.store.put('sites', next));
}

/** Takes a site offline: its published URLs are not found, its settings and content stay. */
export function unpublishSite(ctx: Context, organizationId: string, siteId: string): Site {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  return presentSite(ctx, site.unpublished ? site : ctx.store.put('sites', { ...site, unpublished: true }));
}

/**
 * Where a site's members preview it, published or not: the app's view of the site (`urls.preview`),
 * which shows all its sections and site spaces, so a site space named is checked, not opened.
 */
export function previewSite(ctx: Context, organizationId: string, siteId: string, siteSpaceId?: string): { url: string } {
  const site = requireSite(ctx, organizationId, siteId, 'read');
  if (siteSpaceId !== undefined && ctx.store.get('siteSpaces', siteSpaceId)?.site !== site.id) {
    throw invalid(`site "${site.id}" has no site space "${siteSpaceId}"`, 'siteSpace');
  }
  return { url: presentSite(ctx, site).urls.preview };
}
