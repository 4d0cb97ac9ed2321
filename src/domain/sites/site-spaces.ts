import GithubSlugger from 'github-slugger';
import type { SiteRecord, SiteSpaceRecord, SpaceRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { conflict, invalid, notFound } from '../../lib/errors.js';
import { newId } from '../kernel/ids.js';
import { paginateList, type PageQuery } from '../kernel/pagination.js';
import { presentSpace, requireLiveSpaceIn } from '../content/spaces.js';
import { orderBeside } from '../kernel/order.js';
import { shareQuery } from './share-links.js';
import { requireSite, sitePublishedUrl } from './site.js';
import { defaultSectionOf } from './structure.js';

/** Shows a space (one requireLiveSpaceIn found) on a site, at a path made unique among the site's spaces. */
export function addSiteSpace(ctx: Context, site: SiteRecord, space: SpaceRecord, section?: string): SiteSpaceRecord {
  const slugger = new GithubSlugger();
  for (const [, id] of ctx.store.index('siteSpaces', 'bySite', site.id)) slugger.slug(ctx.store.get('siteSpaces', id)!.path);
  const seq = ctx.store.nextSeq();
  return ctx.store.put('siteSpaces', {
    id: newId(),
    seq,
    site: site.id,
    space: space.id,
    ...(section ? { section } : {}),
    path: slugger.slug(space.title) || 'space',
    order: seq,
  });
}

/**
 * The default site space is the first: moving one before it, or naming it the default, makes it
 * so. What a site shows is live as soon as it is added: the sandbox has no drafts of sites
 * (hence `draft: false` here, on sections and on groups).
 */
export function presentSiteSpace(ctx: Context, site: SiteRecord, siteSpace: SiteSpaceRecord, share = '') {
  const space = ctx.store.get('spaces', siteSpace.space)!;
  return {
    object: 'site-space' as const,
    id: siteSpace.id,
    path: siteSpace.path,
    space: presentSpace(ctx, space),
    title: space.title,
    ...(siteSpace.section ? { section: siteSpace.section } : {}),
    default: isDefaultSiteSpace(ctx, siteSpace),
    ...(siteSpace.condition ? { condition: siteSpace.condition } : {}),
    draft: false,
    urls: { published: `${sitePublishedUrl(ctx, site)}/${siteSpace.path}${share}` },
  };
}

export const containerOf = (s: { site: string; section?: string }) => s.section ?? `root:${s.site}`;

const firstSiteSpace = (ctx: Pick<Context, 'store'>, container: string) =>
  ctx.store.index('siteSpaces', 'byContainer', container).slice(undefined, 1, false)[0]?.[1];

/** A section's default site space is the one it names, else its first; at the root, the first. */
export function isDefaultSiteSpace(ctx: Pick<Context, 'store'>, siteSpace: SiteSpaceRecord): boolean {
  const section = siteSpace.section ? ctx.store.get('siteSections', siteSpace.section) : undefined;
  const named =
    section?.defaultSiteSpace && ctx.store.get('siteSpaces', section.defaultSiteSpace)?.section === section.id ? section.defaultSiteSpace : undefined;
  return (named ?? firstSiteSpace(ctx, containerOf(siteSpace))) === siteSpace.id;
}

export function listSiteSpaces(ctx: Context, organizationId: string, siteId: string, query: PageQuery & { shareKey?: string; default?: boolean }) {
  const site = requireSite(ctx, organizationId, siteId, 'read');
  const siteSpaces = [...ctx.store.index('siteSpaces', 'bySite', site.id)]
    .map(([, id]) => ctx.store.get('siteSpaces', id)!)
    .filter((s) => query.default === undefined || isDefaultSiteSpace(ctx, s) === query.default);
  const page = paginateList(siteSpaces, (s) => [s.order, s.id] as const, query);
  const share = shareQuery(ctx, site, query.shareKey);
  return { ...page, items: page.items.map((s) => presentSiteSpace(ctx, site, s, share)) };
}

/** A site space of the site, or not found. */
export function requireSiteSpaceOf(ctx: Pick<Context, 'store'>, site: SiteRecord, siteSpaceId: string): SiteSpaceRecord {
  const siteSpace = ctx.store.get('siteSpaces', siteSpaceId);
  if (siteSpace?.site !== site.id) throw notFound('site space', siteSpaceId);
  return siteSpace;
}

function requireSiteSpace(ctx: Context, organizationId: string, siteId: string, siteSpaceId: string) {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  return { site, siteSpace: requireSiteSpaceOf(ctx, site, siteSpaceId) };
}

export function addSpaceToSite(ctx: Context, organizationId: string, siteId: string, body: { spaceId: string; sectionId?: string }) {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  if (body.sectionId !== undefined && ctx.store.get('siteSections', body.sectionId)?.site !== site.id) {
    throw invalid(`site "${site.id}" has no section "${body.sectionId}"`, 'sectionId');
  }
  const space = requireLiveSpaceIn(ctx, site.organization, body.spaceId, 'spaceId');
  return presentSiteSpace(ctx, site, addSiteSpace(ctx, site, space, body.sectionId ?? defaultSectionOf(ctx, site)));
}

export function updateSiteSpace(
  ctx: Context,
  organizationId: string,
  siteId: string,
  siteSpaceId: string,
  patch: { path?: string; condition?: string | null; spaceId?: string },
) {
  const { site, siteSpace } = requireSiteSpace(ctx, organizationId, siteId, siteSpaceId);
  if (patch.path !== undefined && patch.path !== siteSpace.path) {
    const taken = ctx.store.recordsIn('siteSpaces', 'bySite', site.id).some((other) => other.path === patch.path);
    if (taken) throw conflict(`path "${patch.path}" is taken by another space of site "${site.id}"`);
  }
  if (patch.spaceId !== undefined) requireLiveSpaceIn(ctx, site.organization, patch.spaceId, 'spaceId');
  const { condition, spaceId, ...rest } = patch;
  const next: SiteSpaceRecord = { ...siteSpace, ...rest, ...(spaceId ? { space: spaceId } : {}) };
  if (condition === null) delete next.condition;
  else if (condition !== undefined) next.condition = condition;
  ctx.store.put('siteSpaces', next);
  return presentSiteSpace(ctx, site, next);
}

export function moveSiteSpace(
  ctx: Context,
  organizationId: string,
  siteId: string,
  siteSpaceId: string,
  position: { before?: { siteSpace: string }; after?: { siteSpace: string } },
) {
  const { site, siteSpace } = requireSiteSpace(ctx, organizationId, siteId, siteSpaceId);
  const pointer = (position.before ?? position.after)!.siteSpace;
  const siblings = [...ctx.store.index('siteSpaces', 'byContainer', containerOf(siteSpace))];
  const order = orderBeside(siblings, siteSpace.id, pointer, !!position.before, `no other site space "${pointer}" beside "${siteSpace.id}"`);
  return presentSiteSpace(ctx, site, ctx.store.put('siteSpaces', { ...siteSpace, order }));
}

export function deleteSiteSpace(ctx: Context, organizationId: string, siteId: string, siteSpaceId: string): void {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  if (ctx.store.get('siteSpaces', siteSpaceId)?.site === site.id) ctx.store.remove('siteSpaces', siteSpaceId);
}
