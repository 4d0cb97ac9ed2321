import type { Site } from '../../schemas/site.js';
import type { SiteRecord } from '../../store/records.js';
import { membershipOf, requireOrganization, sitePermissions } from '../org/access.js';
import type { Context } from '../kernel/context.js';
import { locationOf } from '../kernel/locations.js';
import { notFound } from '../kernel/errors.js';

export const sitePublishedUrl = (ctx: Context, site: SiteRecord) => `${ctx.baseUrl}/sites/${site.basename ?? site.id}`;

export const siteSpaceCount = (ctx: Context, site: SiteRecord) => ctx.store.index('siteSpaces', 'bySite', site.id).size;

/**
 * A site is published once it shows at least one space: there is nothing to publish before.
 * The sandbox bills nothing, so no site runs on another plan than its own (`appliedType`), and
 * a site has no default level of its own: members act on it with their organization role.
 */
export function presentSite(ctx: Context, site: SiteRecord): Site {
  const published = siteSpaceCount(ctx, site) > 0;
  const app = `${ctx.baseUrl}/o/${site.organization}/sites/${site.id}`;
  return {
    object: 'site',
    id: site.id,
    type: site.type,
    appliedType: site.type,
    title: site.title,
    ...(site.basename ? { basename: site.basename } : {}),
    ...(site.proxy ? { proxy: { origin: site.proxy, target: sitePublishedUrl(ctx, site) } } : {}),
    visibility: site.visibility,
    published,
    siteSpaces: siteSpaceCount(ctx, site),
    createdAt: site.createdAt,
    adaptiveContent: { enabled: site.adaptiveContent },
    agentsContext: site.agentsContext,
    features: [],
    defaultLevel: 'inherit',
    permissions: sitePermissions(membershipOf(ctx, site.organization)?.role ?? null),
    urls: {
      location: locationOf(ctx, 'getSiteById', { organizationId: site.organization, siteId: site.id }),
      app,
      preview: `${app}/preview`,
      ...(published ? { published: sitePublishedUrl(ctx, site) } : {}),
    },
  };
}

export function requireSite(ctx: Context, organizationId: string, siteId: string, minimum: 'read' | 'create' | 'admin') {
  const { org } = requireOrganization(ctx, organizationId, minimum);
  const site = ctx.store.get('sites', siteId);
  if (!site || site.organization !== org.id) throw notFound('site', siteId);
  return site;
}
