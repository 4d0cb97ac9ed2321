import type { z } from 'zod';
import type { PublishedContentSite } from '../../schemas/site.js';
import type { Context } from '../kernel/context.js';
import { DomainError } from '../../lib/errors.js';
import { customizationOf } from './customization.js';
import { presentGroup } from './section-groups.js';
import { presentSection } from './sections.js';
import { shareQuery } from './share-links.js';
import { presentSite, requireSite } from './site.js';
import { presentSiteSpace } from './site-spaces.js';
import { topLevelOf } from './structure.js';

/**
 * What a visitor's browser is served: the site and its structure in reading order, sections and
 * groups once the site has sections, else its spaces. A site with nothing to show, or taken offline, is not published.
 */
export function getPublishedSite(ctx: Context, organizationId: string, siteId: string, shareKey?: string): z.infer<typeof PublishedContentSite> {
  const site = requireSite(ctx, organizationId, siteId, 'read');
  const presented = presentSite(ctx, site);
  if (!presented.published) {
    const remedy = site.unpublished ? 'publish it first (publishSite)' : 'add a space to it first';
    throw new DomainError('not-found', `site "${site.id}" is not published: ${remedy}`);
  }
  const siteSpaces = ctx.store.recordsIn('siteSpaces', 'bySite', site.id);
  const share = shareQuery(ctx, site, shareKey);
  const structure =
    ctx.store.index('siteSections', 'bySite', site.id).size > 0
      ? {
          type: 'sections' as const,
          structure: topLevelOf(ctx, site.id).map(([, id]) => {
            const section = ctx.store.get('siteSections', id);
            return section ? presentSection(ctx, site, section, share) : presentGroup(ctx, site, ctx.store.get('siteSectionGroups', id)!, share);
          }),
        }
      : { type: 'siteSpaces' as const, structure: siteSpaces.map((s) => presentSiteSpace(ctx, site, s, share)) };
  const customization = customizationOf(site);
  return {
    object: 'published-content-site',
    site: presented,
    structure,
    customizations: { site: customization, siteSpaces: Object.fromEntries(siteSpaces.map((s) => [s.id, customization])) },
    scripts: [],
  };
}
