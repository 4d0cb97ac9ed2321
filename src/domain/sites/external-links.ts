import type { z } from 'zod';
import type { SiteExternalLinkCreate, SiteExternalLinkUpdate } from '../../schemas/site-external-links.js';
import type { SiteExternalLink } from '../../schemas/site.js';
import type { SiteExternalLinkRecord, SiteRecord, SiteSectionGroupRecord, SiteSectionRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { invalid, notFound } from '../../lib/errors.js';
import { newId } from '../kernel/ids.js';
import { requireSite } from './site.js';

export function presentExternalLink(link: SiteExternalLinkRecord): SiteExternalLink {
  return {
    object: 'site-external-link',
    id: link.id,
    title: link.title,
    ...(link.localizedTitle ? { localizedTitle: link.localizedTitle } : {}),
    ...(link.description !== undefined ? { description: link.description } : {}),
    ...(link.localizedDescription ? { localizedDescription: link.localizedDescription } : {}),
    ...(link.icon ? { icon: link.icon } : {}),
    url: link.url,
    ...(link.group ? { sectionGroup: link.group } : {}),
    draft: link.draft,
    ...(link.condition ? { condition: link.condition } : {}),
  };
}

/** The links of a container (a section group, or `top:<site>`), in their order. */
export const linksIn = (ctx: Pick<Context, 'store'>, container: string) => ctx.store.recordsIn('siteExternalLinks', 'byContainer', container);

/**
 * A link stands among sections, so a site must have them (GitBook refuses a link on a site of spaces alone),
 * and in a group only one of its own.
 */
function requirePlace(ctx: Context, site: SiteRecord, parent: string | null | undefined): SiteSectionGroupRecord | undefined {
  if (ctx.store.index('siteSections', 'bySite', site.id).size === 0) {
    throw invalid(`site "${site.id}" has no sections: external links stand among a site's sections; add a section first`, undefined, {
      operation: 'addSectionToSite',
      params: { organizationId: site.organization, siteId: site.id },
    });
  }
  if (parent === null || parent === undefined) return undefined;
  const group = ctx.store.get('siteSectionGroups', parent);
  if (group?.site !== site.id)
    throw invalid(`site "${site.id}" has no section group "${parent}" (links stand at the top level or in a group, never in a section)`, 'parent');
  return group;
}

/** A new link stands last at the top level of the site, or last in the group named. */
export function addExternalLink(ctx: Context, organizationId: string, siteId: string, body: z.infer<typeof SiteExternalLinkCreate>) {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const group = requirePlace(ctx, site, body.parent);
  const seq = ctx.store.nextSeq();
  const link = ctx.store.put('siteExternalLinks', {
    id: newId(),
    seq,
    site: site.id,
    ...(group ? { group: group.id } : {}),
    // Sections take the sequence as their order too: the link stands after every one made before it.
    order: seq,
    title: body.title,
    ...(body.localizedTitle ? { localizedTitle: body.localizedTitle } : {}),
    ...(body.description != null ? { description: body.description } : {}),
    ...(body.localizedDescription ? { localizedDescription: body.localizedDescription } : {}),
    ...(body.icon ? { icon: body.icon } : {}),
    url: body.url,
    draft: body.draft ?? false,
    ...(body.condition ? { condition: body.condition } : {}),
  });
  return presentExternalLink(link);
}

const OPTIONAL = ['localizedTitle', 'description', 'localizedDescription', 'icon', 'condition'] as const;

/** Null removes a setting (an empty condition too); a new parent moves the link to the end of it. */
export function updateExternalLink(ctx: Context, organizationId: string, siteId: string, linkId: string, patch: z.infer<typeof SiteExternalLinkUpdate>) {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const link = ctx.store.get('siteExternalLinks', linkId);
  if (link?.site !== site.id) throw notFound('external link', linkId);
  const next: SiteExternalLinkRecord = { ...link };
  if (patch.title !== undefined) next.title = patch.title;
  if (patch.url !== undefined) next.url = patch.url;
  if (patch.draft !== undefined) next.draft = patch.draft;
  for (const key of OPTIONAL) {
    const value = patch[key];
    if (value === undefined) continue;
    if (value === null || value === '') delete next[key];
    else Object.assign(next, { [key]: value });
  }
  if (patch.parent !== undefined && patch.parent !== (link.group ?? null)) {
    const group = requirePlace(ctx, site, patch.parent);
    delete next.group;
    if (group) next.group = group.id;
    next.order = ctx.store.nextSeq();
  }
  return presentExternalLink(ctx.store.put('siteExternalLinks', next));
}

export function deleteExternalLink(ctx: Context, organizationId: string, siteId: string, linkId: string): void {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  if (ctx.store.get('siteExternalLinks', linkId)?.site === site.id) ctx.store.remove('siteExternalLinks', linkId);
}

/** When a group goes, its links stand where it stood, at the top level, as its sections do. */
export function linksLeaveGroup(ctx: Context, group: SiteSectionGroupRecord): void {
  for (const link of linksIn(ctx, group.id)) {
    const { group: _left, ...ungrouped } = link;
    ctx.store.put('siteExternalLinks', { ...ungrouped, order: group.order });
  }
}

/** An entry of a published site's section tabs: a section the visitor reached, or a link out. */
export type Tab<S> = S | { link: SiteExternalLinkRecord };

/**
 * The tabs a visitor sees: the sections given (in their order) with the live links they may see among them, each link
 * before the first section standing after it at the top level (a grouped section stands where its group does).
 */
export function tabsWithLinks<S extends { section: SiteSectionRecord }>(
  ctx: Pick<Context, 'store'>,
  site: SiteRecord,
  sections: S[],
  sees: (condition: string | undefined) => boolean,
): Tab<S>[] {
  const topOrder = (section: SiteSectionRecord) =>
    section.group ? (ctx.store.get('siteSectionGroups', section.group)?.order ?? section.order) : section.order;
  const links = ctx.store
    .recordsIn('siteExternalLinks', 'bySite', site.id)
    .filter((link) => !link.draft && sees(link.condition))
    .map((link) => ({ link, order: link.group ? (ctx.store.get('siteSectionGroups', link.group)?.order ?? link.order) + 0.5 : link.order }))
    .sort((a, b) => a.order - b.order);
  const tabs: Tab<S>[] = [];
  let next = 0;
  for (const entry of sections) {
    while (next < links.length && links[next]!.order < topOrder(entry.section)) tabs.push({ link: links[next++]!.link });
    tabs.push(entry);
  }
  for (; next < links.length; next++) tabs.push({ link: links[next]!.link });
  return tabs;
}
