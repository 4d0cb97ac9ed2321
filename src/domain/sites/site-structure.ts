/**
 * A site's structure as GitBook answers it, presented, and its sorting. Apart from structure.ts,
 * which holds the order itself (the top level, a section's place) and which sections and groups
 * build on: this module presents them, so it comes after them.
 */
import type { z } from 'zod';
import type { SiteStructure } from '../../schemas/site.js';
import type { SiteStructureItem, SiteStructureSort, StructurePointer } from '../../schemas/site-structure.js';
import type { SiteRecord } from '../../store/records.js';
import type { OrderKey } from '../../store/ordered-ids.js';
import type { Context } from '../kernel/context.js';
import { invalid, notFound } from '../../lib/errors.js';
import { orderBeside } from '../kernel/order.js';
import { presentGroup } from './section-groups.js';
import { presentSection } from './sections.js';
import { shareQuery } from './share-links.js';
import { requireSite } from './site.js';
import { containerOf, presentSiteSpace } from './site-spaces.js';
import { topLevelOf } from './structure.js';

/**
 * A site's structure in reading order: its sections and groups (a group's sections inside it)
 * once it has sections, else its spaces. `share`: what published URLs carry (see shareQuery).
 */
export function structureOf(ctx: Context, site: SiteRecord, share = ''): z.infer<typeof SiteStructure> {
  if (ctx.store.index('siteSections', 'bySite', site.id).size === 0) {
    return { type: 'siteSpaces', structure: ctx.store.recordsIn('siteSpaces', 'bySite', site.id).map((s) => presentSiteSpace(ctx, site, s, share)) };
  }
  return {
    type: 'sections',
    structure: topLevelOf(ctx, site.id).map(([, id]) => {
      const section = ctx.store.get('siteSections', id);
      return section ? presentSection(ctx, site, section, share) : presentGroup(ctx, site, ctx.store.get('siteSectionGroups', id)!, share);
    }),
  };
}

export function getSiteStructure(ctx: Context, organizationId: string, siteId: string, shareKey?: string): z.infer<typeof SiteStructure> {
  const site = requireSite(ctx, organizationId, siteId, 'read');
  return structureOf(ctx, site, shareQuery(ctx, site, shareKey));
}

/**
 * The item a pointer names, if the site has it: its siblings (the site spaces of its section, the
 * sections of its group, or the site's top level) and how it moves among them. The sandbox has no
 * external links, so none is ever found.
 */
function placeOf(ctx: Context, site: SiteRecord, pointer: StructurePointer) {
  const place = (siblings: Iterable<OrderKey>, moveTo: (order: number) => z.infer<typeof SiteStructureItem>) => ({ siblings: [...siblings], moveTo });
  switch (pointer.type) {
    case 'site-space': {
      const siteSpace = ctx.store.get('siteSpaces', pointer.id);
      if (siteSpace?.site !== site.id) return undefined;
      return place(ctx.store.index('siteSpaces', 'byContainer', containerOf(siteSpace)), (order) =>
        presentSiteSpace(ctx, site, ctx.store.put('siteSpaces', { ...siteSpace, order })),
      );
    }
    case 'site-section': {
      const section = ctx.store.get('siteSections', pointer.id);
      if (section?.site !== site.id) return undefined;
      return place(section.group ? ctx.store.index('siteSections', 'byContainer', section.group) : topLevelOf(ctx, site.id), (order) =>
        presentSection(ctx, site, ctx.store.put('siteSections', { ...section, order })),
      );
    }
    case 'site-section-group': {
      const group = ctx.store.get('siteSectionGroups', pointer.id);
      if (group?.site !== site.id) return undefined;
      return place(topLevelOf(ctx, site.id), (order) => presentGroup(ctx, site, ctx.store.put('siteSectionGroups', { ...group, order })));
    }
    case 'site-external-link':
      return undefined;
  }
}

/**
 * Moves a site space, section or group among its siblings, before or after one of them or to
 * their end. As GitBook's spec says, sorting never moves an item into or out of a group or a
 * section: an update does that.
 */
export function sortSiteStructure(
  ctx: Context,
  organizationId: string,
  siteId: string,
  body: z.infer<typeof SiteStructureSort>,
): z.infer<typeof SiteStructureItem> {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const { item, position } = body;
  const place = placeOf(ctx, site, item);
  if (!place) throw notFound(item.type.replace(/-/g, ' '), item.id);
  const pointer = position.before ?? position.after;
  if (!pointer) return place.moveTo((place.siblings.at(-1)?.[0] ?? 0) + 1);
  const refusal = `${pointer.type} "${pointer.id}" is not beside ${item.type} "${item.id}" in site "${site.id}": sorting moves an item among its siblings only (move it into or out of a group with its update first)`;
  if (!placeOf(ctx, site, pointer)) throw invalid(refusal, 'position');
  return place.moveTo(orderBeside(place.siblings, item.id, pointer.id, !!position.before, refusal));
}
