import type { SiteRecord, SiteSectionRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { compareKeys, type OrderKey } from '../../store/ordered-ids.js';

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
