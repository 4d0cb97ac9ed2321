import type { z } from 'zod';
import type { Site, SiteCreate, SiteListQuery, SiteUpdate } from '../../schemas/site.js';
import type { SiteRecord } from '../../store/records.js';
import { requireOrganization } from '../org/access.js';
import { applyTemplate } from '../import/templates.js';
import type { Context } from '../kernel/context.js';
import { conflict, invalid } from '../../lib/errors.js';
import { newId } from '../kernel/ids.js';
import { paginateList, type Page } from '../kernel/pagination.js';
import { createSpace, requireLiveSpaceIn } from '../content/spaces.js';
import { addSiteSpace, containerOf } from './site-spaces.js';
import { isSitePublished, presentSite, requireSite } from './site.js';
import { requireHostnameFree, setSiteHostname } from './hostnames.js';
import { defaultSectionOf } from './structure.js';
import { requireStyleguideSpace } from './styleguide.js';

export function listSites(ctx: Context, organizationId: string, query: z.infer<typeof SiteListQuery>): Page<Site> {
  const { org } = requireOrganization(ctx, organizationId, 'read');
  const types = query.type === undefined ? undefined : new Set([query.type].flat());
  const showsSpace = (site: SiteRecord, space: string) => ctx.store.recordsIn('siteSpaces', 'bySite', site.id).some((siteSpace) => siteSpace.space === space);
  const sites = [...ctx.store.index('sites', 'byOrganization', org.id)]
    .map(([, id]) => ctx.store.get('sites', id)!)
    .filter((s) => !types || types.has(s.type))
    .filter((s) => query.title === undefined || s.title.toLowerCase().includes(query.title.toLowerCase()))
    .filter((s) => query.published === undefined || isSitePublished(ctx, s) === query.published)
    .filter((s) => query.space === undefined || showsSpace(s, query.space));
  const page = paginateList(sites, (s) => [s.seq, s.id] as const, query);
  return { ...page, items: page.items.map((s) => presentSite(ctx, s)) };
}

export function createSite(ctx: Context, organizationId: string, body: z.infer<typeof SiteCreate> = {}): Site {
  const { org } = requireOrganization(ctx, organizationId, 'create');
  const title = body.title ?? 'Docs site';
  const site = ctx.store.put('sites', {
    id: newId(),
    seq: ctx.store.nextSeq(),
    organization: org.id,
    type: body.type ?? 'basic',
    title,
    visibility: body.visibility ?? 'public',
    agentsContext: 'included',
    adaptiveContent: false,
    createdAt: ctx.clock.iso(),
  });
  let spaces: string[] = [];
  if (Array.isArray(body.spaces)) spaces = body.spaces;
  else if (body.spaces) {
    const space = createSpace(ctx, org.id, { title: title.slice(0, 50) });
    if (body.spaces === 'sample') applyTemplate(ctx, space.id, { id: 'product-docs' });
    spaces = [space.id];
  }
  for (const space of spaces) addSiteSpace(ctx, site, requireLiveSpaceIn(ctx, org.id, space, 'spaces'));
  return presentSite(ctx, site);
}

export function getSite(ctx: Context, organizationId: string, siteId: string): Site {
  return presentSite(ctx, requireSite(ctx, organizationId, siteId, 'read'));
}

export function updateSite(ctx: Context, organizationId: string, siteId: string, patch: SiteUpdate): Site {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const { proxy, adaptiveContent, defaultSiteSpace, defaultSiteSection, hostname, styleguide, ...rest } = patch;
  if (rest.basename !== undefined && rest.basename !== site.basename) {
    const other = ctx.store.recordsIn('sites', 'byUrlName', rest.basename).find((s) => s.organization === site.organization && s.id !== site.id);
    // Two sites of one organization named alike would have one URL (sitePath).
    if (other) throw conflict(`basename "${rest.basename}" names site "${other.id}" of this organization already; choose another`);
  }
  if (defaultSiteSection !== undefined && ctx.store.get('siteSections', defaultSiteSection)?.site !== site.id) {
    throw invalid(`site "${site.id}" has no section "${defaultSiteSection}"`, 'defaultSiteSection');
  }
  if (hostname !== undefined) requireHostnameFree(ctx, site, hostname);
  if (typeof styleguide === 'string') requireStyleguideSpace(ctx, site.organization, styleguide);
  const next: SiteRecord = {
    ...site,
    ...rest,
    ...(adaptiveContent ? { adaptiveContent: adaptiveContent.enabled } : {}),
    ...(defaultSiteSection ? { defaultSection: defaultSiteSection } : {}),
  };
  if (defaultSiteSpace !== undefined) {
    const chosen = ctx.store.get('siteSpaces', defaultSiteSpace);
    const section = defaultSectionOf(ctx, next);
    if (chosen?.site !== site.id || chosen.section !== section) {
      throw invalid(
        `no site space "${defaultSiteSpace}" ${section ? `in the default section "${section}"` : 'at the root'} of site "${site.id}"`,
        'defaultSiteSpace',
      );
    }
    if (section) ctx.store.put('siteSections', { ...ctx.store.get('siteSections', section)!, defaultSiteSpace: chosen.id });
    else {
      // At the root the default is the first: it moves before the others.
      const [head] = ctx.store.index('siteSpaces', 'byContainer', containerOf(chosen)).slice(undefined, 1, false);
      if (head && head[1] !== chosen.id) ctx.store.put('siteSpaces', { ...chosen, order: head[0] - 1 });
    }
  }
  if (hostname !== undefined) setSiteHostname(ctx, site, hostname);
  if (proxy === null) delete next.proxy;
  else if (proxy !== undefined) next.proxy = proxy;
  // Detaching leaves the style guide's space as it is: another site may use it, or it may be attached again.
  if (styleguide === null) delete next.styleguide;
  else if (styleguide !== undefined) next.styleguide = styleguide;
  return presentSite(ctx, ctx.store.put('sites', next));
}

/** A site goes with the site spaces, sections, share links, redirects, channels, external links, MCP servers, agent settings, style guide runs, hostnames and insights events that belong to it; the spaces (its style guide too) stay. */
export function deleteSite(ctx: Context, organizationId: string, siteId: string): void {
  const { org } = requireOrganization(ctx, organizationId, 'create');
  const site = ctx.store.get('sites', siteId);
  if (site?.organization !== org.id) return;
  ctx.store.remove('sites', site.id);
  for (const kind of [
    'siteSpaces',
    'shareLinks',
    'siteSections',
    'siteSectionGroups',
    'siteRedirects',
    'siteChannels',
    'siteExternalLinks',
    'siteMcpServers',
    'siteAgentSettings',
    'styleguideRuns',
    'customHostnames',
    'siteInsightsBatches',
  ] as const) {
    for (const [, id] of [...ctx.store.index(kind, 'bySite', site.id)]) ctx.store.remove(kind, id);
  }
}
