import GithubSlugger from 'github-slugger';
import type { z } from 'zod';
import type { ShareLinkCreate, ShareLinkUpdate, Site, SiteCreate, SiteListQuery, SiteUpdate } from '../../schemas/site.js';
import type { ShareLinkRecord, SiteRecord, SiteSectionRecord, SiteSpaceRecord } from '../../store/records.js';
import { requireOrganization } from '../org/access.js';
import { applyTemplate } from '../revisions/templates.js';
import type { Context } from '../kernel/context.js';
import { conflict, invalid, notFound } from '../kernel/errors.js';
import { newId } from '../kernel/ids.js';
import { compareKeys, type OrderKey } from '../../store/ordered-ids.js';
import { paginate, paginateList, type Page, type PageQuery } from '../kernel/pagination.js';
import { createSpace, presentSpace } from '../content/spaces.js';

const siteUrl = (ctx: Context, site: SiteRecord) => `${ctx.baseUrl}/v1/orgs/${site.organization}/sites/${site.id}`;
export const sitePublishedUrl = (ctx: Context, site: SiteRecord) => `${ctx.baseUrl}/sites/${site.basename ?? site.id}`;
const siteSpaceCount = (ctx: Context, site: SiteRecord) => ctx.store.index('siteSpaces', 'bySite', site.id).size;

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
      location: siteUrl(ctx, site),
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

/** The order key that puts `moving` just before or after `pointer` among ordered siblings. */
export function orderBeside(siblings: OrderKey[], moving: string, pointer: string, before: boolean, refusal: string): number {
  const others = siblings.filter(([, id]) => id !== moving);
  const at = others.findIndex(([, id]) => id === pointer);
  if (at < 0) throw invalid(refusal);
  const [lo, hi] = before ? [others[at - 1]?.[0], others[at]![0]] : [others[at]![0], others[at + 1]?.[0]];
  return lo === undefined ? hi! - 1 : hi === undefined ? lo + 1 : (lo + hi) / 2;
}

/** Shows a space on a site, at a path made unique among the site's spaces. */
export function addSiteSpace(ctx: Context, site: SiteRecord, spaceId: string, field = 'body.spaces', section?: string): SiteSpaceRecord {
  const space = ctx.store.get('spaces', spaceId);
  if (!space || space.organization !== site.organization || space.deletedAt) {
    throw invalid(`${field}: no space "${spaceId}" in organization "${site.organization}"`);
  }
  const slugger = new GithubSlugger();
  for (const [, id] of ctx.store.index('siteSpaces', 'bySite', site.id)) slugger.slug(ctx.store.get('siteSpaces', id)!.path);
  const seq = ctx.store.nextSeq();
  return ctx.store.put('siteSpaces', {
    id: newId(), seq, site: site.id, space: space.id, ...(section ? { section } : {}), path: slugger.slug(space.title) || 'space', order: seq,
  });
}

export function listSites(ctx: Context, organizationId: string, query: z.infer<typeof SiteListQuery>): Page<Site> {
  const { org } = requireOrganization(ctx, organizationId, 'read');
  const types = query.type === undefined ? undefined : new Set([query.type].flat());
  const showsSpace = (site: SiteRecord, space: string) =>
    ctx.store.recordsIn('siteSpaces', 'bySite', site.id).some((siteSpace) => siteSpace.space === space);
  const sites = [...ctx.store.index('sites', 'byOrganization', org.id)]
    .map(([, id]) => ctx.store.get('sites', id)!)
    .filter((s) => !types || types.has(s.type))
    .filter((s) => query.title === undefined || s.title.toLowerCase().includes(query.title.toLowerCase()))
    .filter((s) => query.published === undefined || siteSpaceCount(ctx, s) > 0 === query.published)
    .filter((s) => query.space === undefined || showsSpace(s, query.space));
  const page = paginateList(sites, (s) => [s.seq, s.id] as const, query);
  return { ...page, items: page.items.map((s) => presentSite(ctx, s)) };
}

export function createSite(ctx: Context, organizationId: string, body: z.infer<typeof SiteCreate> = {}): Site {
  const { org } = requireOrganization(ctx, organizationId, 'create');
  const title = body.title ?? 'Docs site';
  const site = ctx.store.put('sites', {
    id: newId(),
    seq: ctx.store.nextSeq(),
    organization: org.id,
    type: body.type ?? 'basic',
    title,
    visibility: body.visibility ?? 'public',
    agentsContext: 'included',
    adaptiveContent: false,
    createdAt: ctx.clock.iso(),
  });
  let spaces: string[] = [];
  if (Array.isArray(body.spaces)) spaces = body.spaces;
  else if (body.spaces) {
    const space = createSpace(ctx, org.id, { title: title.slice(0, 50) });
    if (body.spaces === 'sample') applyTemplate(ctx, space.id, { id: 'product-docs' });
    spaces = [space.id];
  }
  for (const space of spaces) addSiteSpace(ctx, site, space);
  return presentSite(ctx, site);
}

export function getSite(ctx: Context, organizationId: string, siteId: string): Site {
  return presentSite(ctx, requireSite(ctx, organizationId, siteId, 'read'));
}

export function updateSite(ctx: Context, organizationId: string, siteId: string, patch: SiteUpdate): Site {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const { proxy, adaptiveContent, defaultSiteSpace, defaultSiteSection, ...rest } = patch;
  if (defaultSiteSection !== undefined && ctx.store.get('siteSections', defaultSiteSection)?.site !== site.id) {
    throw invalid(`body.defaultSiteSection: site "${site.id}" has no section "${defaultSiteSection}"`);
  }
  const next: SiteRecord = {
    ...site,
    ...rest,
    ...(adaptiveContent ? { adaptiveContent: adaptiveContent.enabled } : {}),
    ...(defaultSiteSection ? { defaultSection: defaultSiteSection } : {}),
  };
  if (defaultSiteSpace !== undefined) {
    const chosen = ctx.store.get('siteSpaces', defaultSiteSpace);
    const section = defaultSectionOf(ctx, next);
    if (chosen?.site !== site.id || chosen.section !== section) {
      throw invalid(`body.defaultSiteSpace: no site space "${defaultSiteSpace}" ${section ? `in the default section "${section}"` : 'at the root'} of site "${site.id}"`);
    }
    if (section) ctx.store.put('siteSections', { ...ctx.store.get('siteSections', section)!, defaultSiteSpace: chosen.id });
    else {
      // At the root the default is the first: it moves before the others.
      const [head] = ctx.store.index('siteSpaces', 'byContainer', containerOf(chosen)).slice(undefined, 1, false);
      if (head && head[1] !== chosen.id) ctx.store.put('siteSpaces', { ...chosen, order: head[0] - 1 });
    }
  }
  if (proxy === null) delete next.proxy;
  else if (proxy !== undefined) next.proxy = proxy;
  return presentSite(ctx, ctx.store.put('sites', next));
}

/** A site goes with the site spaces and share links that belong to it; the spaces stay. */
export function deleteSite(ctx: Context, organizationId: string, siteId: string): void {
  const { org } = requireOrganization(ctx, organizationId, 'create');
  const site = ctx.store.get('sites', siteId);
  if (site?.organization !== org.id) return;
  ctx.store.remove('sites', site.id);
  for (const kind of ['siteSpaces', 'shareLinks', 'siteSections', 'siteSectionGroups'] as const) {
    for (const [, id] of [...ctx.store.index(kind, 'bySite', site.id)]) ctx.store.remove(kind, id);
  }
}

function presentShareLink(ctx: Context, site: SiteRecord, link: ShareLinkRecord) {
  return {
    object: 'share-link' as const,
    id: link.id,
    createdAt: link.createdAt,
    name: link.name,
    active: link.active,
    urls: { published: `${sitePublishedUrl(ctx, site)}?share=${link.key}` },
  };
}

export function listShareLinks(ctx: Context, organizationId: string, siteId: string, query: PageQuery) {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  return paginate(ctx.store.index('shareLinks', 'bySite', site.id), query, (id) => presentShareLink(ctx, site, ctx.store.get('shareLinks', id)!));
}

export function createShareLink(ctx: Context, organizationId: string, siteId: string, body: z.infer<typeof ShareLinkCreate>) {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const link = ctx.store.put('shareLinks', {
    id: newId(), seq: ctx.store.nextSeq(), site: site.id, name: body.name, active: true, key: newId(32), createdAt: ctx.clock.iso(),
  });
  return presentShareLink(ctx, site, link);
}

export function updateShareLink(ctx: Context, organizationId: string, siteId: string, linkId: string, patch: z.infer<typeof ShareLinkUpdate>) {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const link = ctx.store.get('shareLinks', linkId);
  if (link?.site !== site.id) throw notFound('share link', linkId);
  return presentShareLink(ctx, site, ctx.store.put('shareLinks', { ...link, ...patch }));
}

export function deleteShareLink(ctx: Context, organizationId: string, siteId: string, linkId: string): void {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  if (ctx.store.get('shareLinks', linkId)?.site === site.id) ctx.store.remove('shareLinks', linkId);
}

/** The default site space is the first: moving one before it, or naming it the default, makes it so. */
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
    urls: { published: `${sitePublishedUrl(ctx, site)}/${siteSpace.path}${share}` },
  };
}

/** What a published URL carries for a visitor holding an active share link of the site; nothing for any other key. */
export function shareQuery(ctx: Context, site: SiteRecord, shareKey: string | undefined): string {
  if (!shareKey) return '';
  const link = ctx.store.recordsIn('shareLinks', 'bySite', site.id).find((l) => l.key === shareKey && l.active);
  return link ? `?share=${link.key}` : '';
}

const containerOf = (s: { site: string; section?: string }) => s.section ?? `root:${s.site}`;
const firstSiteSpace = (ctx: Context, container: string) => ctx.store.index('siteSpaces', 'byContainer', container).slice(undefined, 1, false)[0]?.[1];

/** A section's default site space is the one it names, else its first; at the root, the first. */
export function isDefaultSiteSpace(ctx: Context, siteSpace: SiteSpaceRecord): boolean {
  const section = siteSpace.section ? ctx.store.get('siteSections', siteSpace.section) : undefined;
  const named = section?.defaultSiteSpace && ctx.store.get('siteSpaces', section.defaultSiteSpace)?.section === section.id ? section.defaultSiteSpace : undefined;
  return (named ?? firstSiteSpace(ctx, containerOf(siteSpace))) === siteSpace.id;
}

/** The site's top level: its ungrouped sections and its section groups, in one order. */
export function topLevelOf(ctx: Context, siteId: string): OrderKey[] {
  return [...ctx.store.index('siteSections', 'byContainer', `top:${siteId}`), ...ctx.store.index('siteSectionGroups', 'bySite', siteId)].sort(compareKeys);
}

/** Every section of a site in reading order: a group's sections stand where the group stands. */
export function sectionsInOrder(ctx: Context, siteId: string): SiteSectionRecord[] {
  return topLevelOf(ctx, siteId).flatMap(([, id]) => {
    const section = ctx.store.get('siteSections', id);
    return section ? [section] : ctx.store.recordsIn('siteSections', 'byContainer', id);
  });
}

/** The site's default section: the one it names, else the first one a reader meets. */
export function defaultSectionOf(ctx: Context, site: SiteRecord): string | undefined {
  return site.defaultSection && ctx.store.get('siteSections', site.defaultSection)?.site === site.id
    ? site.defaultSection
    : sectionsInOrder(ctx, site.id)[0]?.id;
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

function requireSiteSpace(ctx: Context, organizationId: string, siteId: string, siteSpaceId: string) {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const siteSpace = ctx.store.get('siteSpaces', siteSpaceId);
  if (siteSpace?.site !== site.id) throw notFound('site space', siteSpaceId);
  return { site, siteSpace };
}

export function addSpaceToSite(ctx: Context, organizationId: string, siteId: string, body: { spaceId: string; sectionId?: string }) {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  if (body.sectionId !== undefined && ctx.store.get('siteSections', body.sectionId)?.site !== site.id) {
    throw invalid(`body.sectionId: site "${site.id}" has no section "${body.sectionId}"`);
  }
  return presentSiteSpace(ctx, site, addSiteSpace(ctx, site, body.spaceId, 'body.spaceId', body.sectionId ?? defaultSectionOf(ctx, site)));
}

export function updateSiteSpace(ctx: Context, organizationId: string, siteId: string, siteSpaceId: string, patch: { path?: string; condition?: string | null; spaceId?: string }) {
  const { site, siteSpace } = requireSiteSpace(ctx, organizationId, siteId, siteSpaceId);
  if (patch.path !== undefined && patch.path !== siteSpace.path) {
    const taken = ctx.store.recordsIn('siteSpaces', 'bySite', site.id).some((other) => other.path === patch.path);
    if (taken) throw conflict(`path "${patch.path}" is taken by another space of site "${site.id}"`);
  }
  if (patch.spaceId !== undefined) {
    const space = ctx.store.get('spaces', patch.spaceId);
    if (!space || space.organization !== site.organization || space.deletedAt) throw invalid(`body.spaceId: no space "${patch.spaceId}" in organization "${site.organization}"`);
  }
  const { condition, spaceId, ...rest } = patch;
  const next: SiteSpaceRecord = { ...siteSpace, ...rest, ...(spaceId ? { space: spaceId } : {}) };
  if (condition === null) delete next.condition;
  else if (condition !== undefined) next.condition = condition;
  ctx.store.put('siteSpaces', next);
  return presentSiteSpace(ctx, site, next);
}

export function moveSiteSpace(ctx: Context, organizationId: string, siteId: string, siteSpaceId: string, position: { before?: { siteSpace: string }; after?: { siteSpace: string } }) {
  const { site, siteSpace } = requireSiteSpace(ctx, organizationId, siteId, siteSpaceId);
  const pointer = (position.before ?? position.after)!.siteSpace;
  const siblings = [...ctx.store.index('siteSpaces', 'byContainer', containerOf(siteSpace))];
  const order = orderBeside(siblings, siteSpace.id, pointer, !!position.before, `body.position: no other site space "${pointer}" beside "${siteSpace.id}"`);
  return presentSiteSpace(ctx, site, ctx.store.put('siteSpaces', { ...siteSpace, order }));
}

export function deleteSiteSpace(ctx: Context, organizationId: string, siteId: string, siteSpaceId: string): void {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  if (ctx.store.get('siteSpaces', siteSpaceId)?.site === site.id) ctx.store.remove('siteSpaces', siteSpaceId);
}
