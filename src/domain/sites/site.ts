import type { Site } from '../../schemas/site.js';
import type { OrganizationRecord, SiteRecord, SpaceRecord } from '../../store/records.js';
import { membershipOf, requireOrganization, sitePermissions } from '../org/access.js';
import type { Context } from '../kernel/context.js';
import { appUrl, locationOf } from '../kernel/locations.js';
import { webPath } from '../../schemas/web-routes.js';
import { notFound } from '../../lib/errors.js';
import { presentAds } from './ads-presented.js';

/** What names a site in its organization's URLs: its basename, else its id. */
const siteUrlName = (site: SiteRecord) => site.basename ?? site.id;

/** What names an organization in its sites' URLs, as its subdomain does on GitBook: its hostname, else its id. */
export const organizationUrlName = (org: OrganizationRecord) => org.hostname ?? org.id;

/**
 * Where a site is published, after GitBook's `<organization>.gitbook.io/<basename>`: under its
 * organization, since only an organization's own sites have names of its choosing.
 */
export function sitePath(ctx: Pick<Context, 'store'>, site: SiteRecord): string {
  const org = ctx.store.get('organizations', site.organization);
  return webPath.publishedSite({
    sitePath: `${encodeURIComponent(org ? organizationUrlName(org) : site.organization)}/${encodeURIComponent(siteUrlName(site))}`,
  });
}

/** The custom hostname a site is served at now, if it has one (hostnames.ts gives and takes them). */
export const hostnameOfSite = (ctx: Pick<Context, 'store'>, site: SiteRecord): string | undefined =>
  ctx.store.recordsIn('customHostnames', 'bySite', site.id).find((h) => h.active)?.id;

export const sitePublishedUrl = (ctx: Context, site: SiteRecord) => `${ctx.baseUrl}${sitePath(ctx, site)}`;

export const siteSpaceCount = (ctx: Pick<Context, 'store'>, site: SiteRecord) => ctx.store.index('siteSpaces', 'bySite', site.id).size;

/**
 * A site is published once it shows at least one space (there is nothing to publish before), until
 * it is taken offline (unpublishSite); publishing it again (publishSite) brings it back.
 */
export const isSitePublished = (ctx: Pick<Context, 'store'>, site: SiteRecord) => !site.unpublished && siteSpaceCount(ctx, site) > 0;

/**
 * The sandbox bills nothing, so no site runs on another plan than its own (`appliedType`), and
 * a site has no default level of its own: members act on it with their organization role.
 */
export function presentSite(ctx: Context, site: SiteRecord): Site {
  const published = isSitePublished(ctx, site);
  const hostname = hostnameOfSite(ctx, site);
  const styleguide = styleguideOf(ctx, site);
  const place = { organizationId: site.organization, siteId: site.id };
  return {
    object: 'site',
    id: site.id,
    type: site.type,
    appliedType: site.type,
    title: site.title,
    ...(site.basename ? { basename: site.basename } : {}),
    ...(hostname ? { hostname } : {}),
    ...(site.proxy ? { proxy: { origin: site.proxy, target: sitePublishedUrl(ctx, site) } } : {}),
    visibility: site.visibility,
    published,
    siteSpaces: siteSpaceCount(ctx, site),
    createdAt: site.createdAt,
    adaptiveContent: { enabled: site.adaptiveContent },
    agentsContext: site.agentsContext,
    features: [],
    ...(site.ads ? { ads: presentAds(site.ads) } : {}),
    ...(styleguide ? { styleguide: { kind: 'space' as const, space: styleguide.id } } : {}),
    defaultLevel: 'inherit',
    permissions: sitePermissions(membershipOf(ctx, site.organization)?.role ?? null),
    urls: {
      location: locationOf(ctx, 'getSiteById', place),
      app: appUrl(ctx, 'site', place),
      preview: appUrl(ctx, 'sitePreview', place),
      ...(published ? { published: sitePublishedUrl(ctx, site) } : {}),
    },
  };
}

/** The site's style guide space, while it is there (a deleted one is no style guide: asking again makes a new one). */
export function styleguideOf(ctx: Context, site: SiteRecord): SpaceRecord | undefined {
  const space = site.styleguide === undefined ? undefined : ctx.store.get('spaces', site.styleguide);
  return space && !space.deletedAt ? space : undefined;
}

export function requireSite(ctx: Context, organizationId: string, siteId: string, minimum: 'read' | 'create' | 'admin') {
  const { org } = requireOrganization(ctx, organizationId, minimum);
  const site = ctx.store.get('sites', siteId);
  if (!site || site.organization !== org.id) throw notFound('site', siteId);
  return site;
}
