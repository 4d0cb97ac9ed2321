import type { Context } from '../kernel/context.js';
import { invalid } from '../../lib/errors.js';
import { duplicateSpace } from '../content/spaces.js';
import { orderBeside } from '../kernel/order.js';
import { addSection } from './sections.js';
import { requireSite } from './site.js';
import { addSiteSpace, presentSiteSpace, requireSiteSpaceOf } from './site-spaces.js';
import { topLevelOf } from './structure.js';

/**
 * Copies the space a site space shows (duplicateSpace: its content, "(copy)" in its title) and
 * shows the copy where GitBook's spec says: beside the original as another variant of its
 * section, or, when the original is its section's only variant, in a new section just after it.
 * The sandbox has no drafts of sites: a draft copy is refused rather than published unasked.
 */
export function duplicateSiteSpace(ctx: Context, organizationId: string, siteId: string, siteSpaceId: string, body: { draft?: boolean } = {}) {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const original = requireSiteSpaceOf(ctx, site, siteSpaceId);
  if (body.draft) throw invalid('the sandbox has no drafts of sites: leave draft out (or false) and the copy is live at once', 'draft');
  const copy = ctx.store.get('spaces', duplicateSpace(ctx, original.space).id)!;
  const section = original.section ? ctx.store.get('siteSections', original.section) : undefined;
  const alone = section && ctx.store.index('siteSpaces', 'byContainer', section.id).size === 1;
  if (!section || !alone) return presentSiteSpace(ctx, site, addSiteSpace(ctx, site, copy, original.section));
  const added = addSection(ctx, organizationId, siteId, { spaceId: copy.id, ...(section.group ? { siteSectionGroupId: section.group } : {}) });
  const siblings = section.group ? [...ctx.store.index('siteSections', 'byContainer', section.group)] : topLevelOf(ctx, site.id);
  ctx.store.put('siteSections', {
    ...ctx.store.get('siteSections', added.id)!,
    order: orderBeside(siblings, added.id, section.id, false, `section "${section.id}" left site "${site.id}"`),
  });
  return presentSiteSpace(ctx, site, ctx.store.recordsIn('siteSpaces', 'byContainer', added.id)[0]!);
}
