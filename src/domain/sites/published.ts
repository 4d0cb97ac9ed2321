import type { z } from 'zod';
import type { PublishedContentSite } from '../../schemas/site.js';
import type { Context } from '../kernel/context.js';
import { DomainError } from '../../lib/errors.js';
import { customizationOf } from './customization.js';
import { shareQuery } from './share-links.js';
import { presentSite, requireSite } from './site.js';
import { structureOf } from './site-structure.js';

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
  return {
    object: 'published-content-site',
    site: presented,
    structure: structureOf(ctx, site, shareQuery(ctx, site, shareKey)),
    customizations: { site: customizationOf(site), siteSpaces: Object.fromEntries(siteSpaces.map((s) => [s.id, customizationOf(site, s.customization)])) },
    scripts: [],
  };
}
