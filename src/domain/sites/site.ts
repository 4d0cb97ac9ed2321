import type { Site } from '../../schemas/site.js';
import type { SiteRecord } from '../../store/records.js';
import { requireOrganization } from '../org/access.js';
import type { Context } from '../kernel/context.js';
import { locationOf } from '../kernel/locations.js';
import { notFound } from '../kernel/errors.js';


export const sitePublishedUrl = (ctx: Context, site: SiteRecord) => `${ctx.baseUrl}/sites/${site.basename ?? site.id}`;

export const siteSpaceCount = (ctx: Context, site: SiteRecord) => ctx.store.index('siteSpaces', 'bySite', site.id).size;

/** A site is published once it shows at least one space: there is nothing to publish before. */
export function presentSite(ctx: Context, site: SiteRecord): Site {
  const published = siteSpaceCount(ctx, site) > 0;
  return {
    object: 'site',
    id: site.id,
    type: site.type,
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
    urls: {
      location: locationOf(ctx, 'getSiteById', { organizationId: site.organization, siteId: site.id }),
      app: `${ctx.baseUrl}/o/${site.organization}/sites/${site.id}`,
      ...(published ? { published: sitePublishedUrl(ctx, site) } : {}),
    },
  };
}

export function requireSite(ctx: Context, organizationId: string, siteId: string, minimum: 'read' | 'create') {
  const { org } = requireOrganization(ctx, organizationId, minimum);
  const site = ctx.store.get('sites', siteId);
  if (!site || site.organization !== org.id) throw notFound('site', siteId);
  return site;
}
