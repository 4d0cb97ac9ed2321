import type { z } from 'zod';
import type { SectionGroupCreate, SectionGroupUpdate } from '../../schemas/site.js';
import type { SiteRecord, SiteSectionGroupRecord, SiteSectionRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { invalid, notFound } from '../../lib/errors.js';
import { newId } from '../kernel/ids.js';
import { paginate, type PageQuery } from '../kernel/pagination.js';
import { presentSection } from './sections.js';
import { linksIn, linksLeaveGroup, presentExternalLink } from './external-links.js';
import { orderBeside } from '../kernel/order.js';
import { requireSite } from './site.js';
import { join, standAfter, topLevelOf } from './structure.js';

type Pointer = { type: 'site-section' | 'site-section-group'; id: string };

export function presentGroup(ctx: Context, site: SiteRecord, group: SiteSectionGroupRecord, share = '') {
  const sections = ctx.store.recordsIn('siteSections', 'byContainer', group.id).map((section) => presentSection(ctx, site, section, share));
  return {
    object: 'site-section-group' as const,
    id: group.id,
    title: group.title,
    ...(group.icon ? { icon: group.icon } : {}),
    draft: false,
    sections,
    // Its links stand after its sections: a group's sections keep an order of their own, links the site's.
    children: [...sections, ...linksIn(ctx, group.id).map(presentExternalLink)],
  };
}

function requireGroup(ctx: Context, organizationId: string, siteId: string, groupId: string, minimum: 'read' | 'create') {
  const site = requireSite(ctx, organizationId, siteId, minimum);
  const group = ctx.store.get('siteSectionGroups', groupId);
  if (group?.site !== site.id) throw notFound('section group', groupId);
  return { site, group };
}

function requireSiteSection(ctx: Context, site: SiteRecord, sectionId: string, field: string): SiteSectionRecord {
  const section = ctx.store.get('siteSections', sectionId);
  if (section?.site !== site.id) throw invalid(`site "${site.id}" has no section "${sectionId}"`, field);
  return section;
}

export function listGroups(ctx: Context, organizationId: string, siteId: string, query: PageQuery) {
  const site = requireSite(ctx, organizationId, siteId, 'read');
  return paginate(ctx.store.index('siteSectionGroups', 'bySite', site.id), query, (id) => presentGroup(ctx, site, ctx.store.get('siteSectionGroups', id)!));
}

/** A new group stands at the end of the site and takes in the sections named, in that order. */
export function addGroup(ctx: Context, organizationId: string, siteId: string, body: z.infer<typeof SectionGroupCreate>) {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const members = (body.sections ?? []).map((id, i) => requireSiteSection(ctx, site, id, `sections[${i}]`));
  const seq = ctx.store.nextSeq();
  const group = ctx.store.put('siteSectionGroups', {
    id: newId(),
    seq,
    site: site.id,
    title: body.title,
    ...(body.icon ? { icon: body.icon } : {}),
    order: seq,
  });
  for (const section of members) join(ctx, ctx.store.get('siteSections', section.id)!, group.id);
  return presentGroup(ctx, site, group);
}

export function updateGroup(ctx: Context, organizationId: string, siteId: string, groupId: string, patch: z.infer<typeof SectionGroupUpdate>) {
  const { site, group } = requireGroup(ctx, organizationId, siteId, groupId, 'create');
  const next: SiteSectionGroupRecord = { ...group, ...(patch.title !== undefined ? { title: patch.title } : {}) };
  // Absent leaves the icon as it is; null removes it.
  if (patch.icon === null) delete next.icon;
  else if (patch.icon !== undefined) next.icon = patch.icon;
  return presentGroup(ctx, site, ctx.store.put('siteSectionGroups', next));
}

export function addSectionToGroup(ctx: Context, organizationId: string, siteId: string, groupId: string, sectionId: string) {
  const { site, group } = requireGroup(ctx, organizationId, siteId, groupId, 'create');
  join(ctx, requireSiteSection(ctx, site, sectionId, 'sectionId'), group.id);
  return presentGroup(ctx, site, group);
}

export function removeSectionFromGroup(ctx: Context, organizationId: string, siteId: string, groupId: string, sectionId: string): void {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const group = ctx.store.get('siteSectionGroups', groupId);
  const section = ctx.store.get('siteSections', sectionId);
  if (group?.site === site.id && section?.group === group.id) standAfter(ctx, group, [section]);
}

/**
 * Moves a group beside a top-level section or another group; with no position, to the end.
 * A section inside a group is no place to stand a group: the pointer must be at the top level.
 */
export function moveGroup(ctx: Context, organizationId: string, siteId: string, groupId: string, position?: { before?: Pointer; after?: Pointer }) {
  const { site, group } = requireGroup(ctx, organizationId, siteId, groupId, 'create');
  const pointer = position?.before ?? position?.after;
  if (pointer && !ctx.store.get(pointer.type === 'site-section' ? 'siteSections' : 'siteSectionGroups', pointer.id)) {
    throw invalid(`there is no ${pointer.type} "${pointer.id}"`, 'position');
  }
  const top = topLevelOf(ctx, site.id);
  const order = pointer
    ? orderBeside(top, group.id, pointer.id, !!position?.before, `"${pointer.id}" is not another section or group at the top level of site "${site.id}"`)
    : (top[top.length - 1]?.[0] ?? 0) + 1;
  return presentGroup(ctx, site, ctx.store.put('siteSectionGroups', { ...group, order }));
}

/** A group goes; its sections stay, standing where it stood. */
export function deleteGroup(ctx: Context, organizationId: string, siteId: string, groupId: string): void {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const group = ctx.store.get('siteSectionGroups', groupId);
  if (group?.site !== site.id) return;
  standAfter(ctx, group, ctx.store.recordsIn('siteSections', 'byContainer', group.id));
  linksLeaveGroup(ctx, group);
  ctx.store.remove('siteSectionGroups', group.id);
}
