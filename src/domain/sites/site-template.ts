import type { Context } from '../kernel/context.js';
import { conflict } from '../../lib/errors.js';
import { createSpace } from '../content/spaces.js';
import { appendStarterPages } from '../import/templates.js';
import { requireSite } from './site.js';
import { addSiteSpace } from './site-spaces.js';

/**
 * GitBook's default documentation for an empty site: a new space of the organization holding the
 * starter pages, shown on the site, which is thereby published with GitBook's default look. A
 * site that already shows a space is not empty, and is refused rather than given a second,
 * unasked-for space.
 */
export function applyTemplateToSite(ctx: Context, organizationId: string, siteId: string): void {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  if (ctx.store.index('siteSpaces', 'bySite', site.id).size > 0) {
    throw conflict(`site "${site.id}" already shows spaces: a template fills only an empty site (remove its site spaces first)`);
  }
  const space = createSpace(ctx, site.organization, { title: 'Documentation' });
  appendStarterPages(ctx, space.id);
  addSiteSpace(ctx, site, ctx.store.get('spaces', space.id)!);
}
