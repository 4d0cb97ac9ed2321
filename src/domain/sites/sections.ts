import GithubSlugger from 'github-slugger';
import type { z } from 'zod';
import type { SectionAdd, SectionUpdate } from '../../schemas/site.js';
import type { SiteRecord, SiteSectionGroupRecord, SiteSectionRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { conflict, invalid, notFound } from '../../lib/errors.js';
import { newId } from '../kernel/ids.js';
import { paginateList, type PageQuery } from '../kernel/pagination.js';
import { orderBeside } from '../kernel/order.js';
import { requireLiveSpaceIn } from '../content/spaces.js';
import { shareQuery } from './share-links.js';
import { requireSite, sitePublishedUrl } from './site.js';
import { addSiteSpace, presentSiteSpace } from './site-spaces.js';
import { defaultSectionOf, join, sectionsInOrder, standAfter, topLevelOf } from './structure.js';

/** `share`: what published URLs carry for the visitor's share link (see shareQuery), found once per request. */
export function presentSection(ctx: Context, site: SiteRecord, section: SiteSectionRecord, share = '') {
  return {
    object: 'site-section' as const,
    id: section.id,
    title: section.title,
    ...(section.description ? { description: section.description } : {}),
    default: defaultSectionOf(ctx, site) === section.id,
    path: section.path,
    ...(section.condition ? { condition: section.condition } : {}),
    ...(section.icon ? { icon: section.icon } : {}),
    ...(section.group ? { sectionGroup: section.group } : {}),
    draft: false,
    siteSpaces: ctx.store.recordsIn('siteSpaces', 'byContainer', section.id).map((siteSpace) => presentSiteSpace(ctx, site, siteSpace, share)),
    urls: { published: `${sitePublishedUrl(ctx, site)}/${section.path}${share}` },
  };
}

function requireSection(ctx: Context, organizationId: string, siteId: string, sectionId: string, minimum: 'read' | 'create') {
  const site = requireSite(ctx, organizationId, siteId, minimum);
  const section = ctx.store.get('siteSections', sectionId);
  if (section?.site !== site.id) throw notFound('site section', sectionId);
  return { site, section };
}

/** The section group a body names (`siteSectionGroupId`): one of the same site. */
function requireGroupIn(ctx: Context, site: SiteRecord, groupId: string): SiteSectionGroupRecord {
  const group = ctx.store.get('siteSectionGroups', groupId);
  if (group?.site !== site.id) throw invalid(`site "${site.id}" has no section group "${groupId}"`, 'siteSectionGroupId');
  return group;
}

/** Sections in reading order, grouped ones where their group stands. */
export function listSections(ctx: Context, organizationId: string, siteId: string, query: PageQuery & { shareKey?: string }) {
  const site = requireSite(ctx, organizationId, siteId, 'read');
  const page = paginateList(
    sectionsInOrder(ctx, site.id).map((section, at) => ({ section, at })),
    ({ section, at }) => [at, section.id],
    query,
  );
  const share = shareQuery(ctx, site, query.shareKey);
  return { ...page, items: page.items.map(({ section }) => presentSection(ctx, site, section, share)) };
}

/**
 * Adds a section showing a space, at the end of the site or of the group named. The site's first
 * section takes in the spaces the site showed until then, so every site space belongs to a section
 * once there are sections.
 */
export function addSection(ctx: Context, organizationId: string, siteId: string, body: z.infer<typeof SectionAdd>) {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const space = requireLiveSpaceIn(ctx, site.organization, body.spaceId, 'spaceId');
  const group = body.siteSectionGroupId === undefined ? undefined : requireGroupIn(ctx, site, body.siteSectionGroupId);
  const slugger = new GithubSlugger();
  for (const [, id] of ctx.store.index('siteSections', 'bySite', site.id)) slugger.slug(ctx.store.get('siteSections', id)!.path);
  const title = body.title ?? (space.title.length >= 2 ? space.title : `Section ${space.title}`);
  const first = ctx.store.index('siteSections', 'bySite', site.id).size === 0;
  const seq = ctx.store.nextSeq();
  const section = ctx.store.put('siteSections', {
    id: newId(),
    seq,
    site: site.id,
    title,
    path: slugger.slug(title) || 'section',
    ...(body.icon ? { icon: body.icon } : {}),
    order: seq,
  });
  if (first) {
    for (const [, id] of [...ctx.store.index('siteSpaces', 'byContainer', `root:${site.id}`)]) {
      ctx.store.put('siteSpaces', { ...ctx.store.get('siteSpaces', id)!, section: section.id });
    }
  }
  addSiteSpace(ctx, site, space, section.id);
  if (group) join(ctx, section, group.id);
  return presentSection(ctx, site, ctx.store.get('siteSections', section.id)!);
}

export function updateSection(ctx: Context, organizationId: string, siteId: string, sectionId: string, patch: z.infer<typeof SectionUpdate>) {
  const { site, section } = requireSection(ctx, organizationId, siteId, sectionId, 'create');
  if (patch.path !== undefined && patch.path !== section.path) {
    const taken = ctx.store.recordsIn('siteSections', 'bySite', site.id).some((other) => other.path === patch.path);
    if (taken) throw conflict(`path "${patch.path}" is taken by another section of site "${site.id}"`);
  }
  if (patch.defaultSiteSpace !== undefined && ctx.store.get('siteSpaces', patch.defaultSiteSpace)?.section !== section.id) {
    throw invalid(`section "${section.id}" has no site space "${patch.defaultSiteSpace}"`, 'defaultSiteSpace');
  }
  const group = patch.siteSectionGroupId ? requireGroupIn(ctx, site, patch.siteSectionGroupId) : undefined;
  const next: SiteSectionRecord = { ...section };
  for (const key of ['title', 'path', 'defaultSiteSpace', 'condition', 'icon', 'description'] as const) {
    const value = patch[key];
    // Absent leaves a field as it is; null removes it.
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  const updated = ctx.store.put('siteSections', next);
  // Into a group at its end, or (null) out of its group to stand just after it.
  if (group) join(ctx, updated, group.id);
  else if (patch.siteSectionGroupId === null && updated.group) standAfter(ctx, ctx.store.get('siteSectionGroups', updated.group)!, [updated]);
  return presentSection(ctx, site, ctx.store.get('siteSections', section.id)!);
}

/** Moves a section beside another, into the other's group or out to the top level if that is where the other stands. */
export function moveSection(
  ctx: Context,
  organizationId: string,
  siteId: string,
  sectionId: string,
  position: { before?: { siteSection: string }; after?: { siteSection: string } },
) {
  const { site, section } = requireSection(ctx, organizationId, siteId, sectionId, 'create');
  const pointer = (position.before ?? position.after)!.siteSection;
  const beside = ctx.store.get('siteSections', pointer);
  const refusal = `site "${site.id}" has no other section "${pointer}"`;
  if (beside?.site !== site.id) throw invalid(refusal, 'position');
  const siblings = beside.group ? [...ctx.store.index('siteSections', 'byContainer', beside.group)] : topLevelOf(ctx, site.id);
  const { group: _from, ...moved } = { ...section, order: orderBeside(siblings, section.id, pointer, !!position.before, refusal) };
  return presentSection(ctx, site, ctx.store.put('siteSections', beside.group ? { ...moved, group: beside.group } : moved));
}

/** A section goes with its site spaces. */
export function deleteSection(ctx: Context, organizationId: string, siteId: string, sectionId: string): void {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  if (ctx.store.get('siteSections', sectionId)?.site !== site.id) return;
  ctx.store.remove('siteSections', sectionId);
  for (const [, id] of [...ctx.store.index('siteSpaces', 'byContainer', sectionId)]) ctx.store.remove('siteSpaces', id);
}
