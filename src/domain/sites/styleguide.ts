import type { z } from 'zod';
import type { Space } from '../../schemas/content.js';
import type { OrganizationStyleguides, SiteStyleguideCreate, StyleguideTemplate } from '../../schemas/site-styleguide.js';
import type { SiteRecord, SpaceRecord } from '../../store/records.js';
import { DomainError, invalid } from '../../lib/errors.js';
import { createSpace, presentSpace } from '../content/spaces.js';
import { resolveTarget } from '../change-requests/target.js';
import { appendPages } from '../import/append.js';
import type { Context } from '../kernel/context.js';
import { atLeast } from '../kernel/roles.js';
import { contentRole, requireOrganization } from '../org/access.js';
import { presentSite, requireSite, styleguideOf } from './site.js';
import { STYLEGUIDE_TEMPLATES, styleguideTemplate } from './styleguide-templates.js';

/** A style guide another site may use: a live space of the organization that is one, named by the request's `styleguide`. */
export function requireStyleguideSpace(ctx: Context, organization: string, spaceId: string): SpaceRecord {
  const space = ctx.store.get('spaces', spaceId);
  if (!space || space.organization !== organization || space.deletedAt || space.type !== 'styleguide')
    throw invalid(`no style guide "${spaceId}" in organization "${organization}"; list them with listOrganizationStyleguides`, 'styleguide');
  return space;
}

/** The site's style guide, which a check needs: its absence is a not-found that says how to make one. */
export function requireStyleguide(ctx: Context, site: SiteRecord): SpaceRecord {
  const space = styleguideOf(ctx, site);
  if (!space)
    throw new DomainError('not-found', `site "${site.id}" has no style guide; create it first`, undefined, {
      operation: 'createSiteStyleguideById',
      params: { organizationId: site.organization, siteId: site.id },
    });
  return space;
}

/**
 * The site's style guide space, made on the first call (by those who may change the site), seeded
 * with a built-in template's page when one is named; later calls answer the same space, whatever
 * template they name.
 */
export function ensureStyleguide(ctx: Context, organizationId: string, siteId: string, body: z.infer<typeof SiteStyleguideCreate> = {}): Space {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const existing = styleguideOf(ctx, site);
  if (existing) return presentSpace(ctx, existing);
  const template = body.template === undefined ? undefined : styleguideTemplate(body.template);
  if (body.template !== undefined && !template)
    throw invalid(`no style guide template "${body.template}"; the sandbox has ${STYLEGUIDE_TEMPLATES.map((t) => `"${t.id}"`).join(', ')}`, 'template');
  const { id } = createSpace(ctx, site.organization, { title: `${site.title} style guide`.slice(0, 50) });
  ctx.store.put('spaces', { ...ctx.store.get('spaces', id)!, type: 'styleguide' });
  ctx.store.put('sites', { ...site, styleguide: id });
  if (template)
    appendPages(ctx, resolveTarget(ctx, id, undefined, 'edit'), { pages: [{ title: template.title, markdown: template.markdown, pages: [] }], files: [] });
  return presentSpace(ctx, ctx.store.get('spaces', id)!);
}

/** Every style guide of the organization the caller can read, each with the sites that use it (none, for one no site uses). */
export function listOrganizationStyleguides(ctx: Context, organizationId: string): OrganizationStyleguides {
  const { org, member } = requireOrganization(ctx, organizationId, 'read');
  const sites = ctx.store.recordsIn('sites', 'byOrganization', org.id);
  const styleguides = ctx.store
    .recordsIn('spaces', 'byOrganization', org.id)
    .filter((space) => space.type === 'styleguide' && !space.deletedAt && atLeast(contentRole(ctx, member, space), 'read'));
  return {
    styleguides: styleguides.map((space) => ({
      space: presentSpace(ctx, space),
      sites: sites.filter((site) => site.styleguide === space.id).map((site) => presentSite(ctx, site)),
    })),
  };
}

/** The built-in templates a style guide can be seeded with; any member may read them. */
export function listStyleguideTemplates(ctx: Context, organizationId: string): { templates: StyleguideTemplate[] } {
  requireOrganization(ctx, organizationId, 'read');
  return { templates: STYLEGUIDE_TEMPLATES };
}
