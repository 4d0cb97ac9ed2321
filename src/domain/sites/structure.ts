import type { SiteRecord, SiteSectionGroupRecord, SiteSectionRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { compareKeys, type OrderKey } from '../../store/ordered-ids.js';

/** The site's top level: its ungrouped sections and its section groups, in one order. */
export function topLevelOf(ctx: Pick<Context, 'store'>, siteId: string): OrderKey[] {
  return [...ctx.store.index('siteSections', 'byContainer', `top:${siteId}`), ...ctx.store.index('siteSectionGroups', 'bySite', siteId)].sort(compareKeys);
}

/** Every section of a site in reading order: a group's sections stand where the group stands. */
export function sectionsInOrder(ctx: Pick<Context, 'store'>, siteId: string): SiteSectionRecord[] {
  return topLevelOf(ctx, siteId).flatMap(([, id]) => {
    const section = ctx.store.get('siteSections', id);
    return section ? [section] : ctx.store.recordsIn('siteSections', 'byContainer', id);
  });
}

/** The site's default section: the one it names, else the first one a reader meets. */
export function defaultSectionOf(ctx: Pick<Context, 'store'>, site: SiteRecord): string | undefined {
  return site.defaultSection && ctx.store.get('siteSections', site.defaultSection)?.site === site.id
    ? site.defaultSection
    : sectionsInOrder(ctx, site.id)[0]?.id;
}

/** Puts a section at the end of a group, wherever it stood before. */
export function join(ctx: Context, section: SiteSectionRecord, groupId: string): void {
  if (section.group === groupId) return;
  const last = ctx.store.index('siteSections', 'byContainer', groupId).slice(undefined, 1, true)[0];
  ctx.store.put('siteSections', { ...section, group: groupId, order: last ? last[0] + 1 : 0 });
}

/** Takes sections out of a group and stands them, in their order, just after it at the top level. */
export function standAfter(ctx: Context, group: SiteSectionGroupRecord, sections: SiteSectionRecord[]): void {
  const top = topLevelOf(ctx, group.site);
  const next = top[top.findIndex(([, id]) => id === group.id) + 1]?.[0] ?? group.order + sections.length + 1;
  const step = (next - group.order) / (sections.length + 1);
  sections.forEach((section, i) => {
    const { group: _left, ...ungrouped } = section;
    ctx.store.put('siteSections', { ...ungrouped, order: group.order + step * (i + 1) });
  });
}
