import type { SiteSearchRequest, SiteSearchScope } from '../../schemas/site-search.js';
import type { SiteRecord, SiteSpaceRecord, SpaceRecord } from '../../store/records.js';
import { invalid } from '../../lib/errors.js';
import type { Context } from '../kernel/context.js';
import { pageOfHits, searchSpaces } from '../search/search.js';
import { warmSpaceIndexes } from '../search/search-indexes.js';
import type { PageQuery } from '../kernel/pagination.js';
import { requireSite } from './site.js';
import { isDefaultSiteSpace } from './site-spaces.js';
import { sectionsInOrder } from './structure.js';

/** A site's site spaces in reading order: section by section, each section's variants in their order. */
function siteSpacesInOrder(ctx: Context, site: SiteRecord): SiteSpaceRecord[] {
  const containers = [`root:${site.id}`, ...sectionsInOrder(ctx, site.id).map((section) => section.id)];
  return containers.flatMap((container) => ctx.store.recordsIn('siteSpaces', 'byContainer', container));
}

/** The scope a request asks for: its `scope`, or what one of GitBook's deprecated forms meant. */
function scopeOf(body: SiteSearchRequest): SiteSearchScope {
  const deprecated = body.mode !== undefined || body.siteSpaceIds !== undefined || body.siteSpaceId !== undefined;
  if (body.scope) {
    if (deprecated) throw invalid('give either scope or the deprecated mode, siteSpaceIds and siteSpaceId, not both', 'scope');
    return body.scope;
  }
  if (body.siteSpaceIds && (body.mode ?? 'specific') === 'specific') return { mode: 'specific', siteSpaceIds: body.siteSpaceIds };
  if (body.mode === 'current' && body.siteSpaceId) return { mode: 'default', currentSiteSpace: body.siteSpaceId };
  if (body.mode === 'all' && !body.siteSpaceIds && !body.siteSpaceId) return { mode: 'all' };
  throw invalid(
    'say where to search: scope {"mode":"default"} (each section\'s default content), {"mode":"all"}, or {"mode":"specific","siteSpaceIds":[…]}',
    'scope',
  );
}

/** The site spaces a scope reads, in the site's reading order; a site space it names must be the site's. */
export function siteSpacesInScope(ctx: Context, site: SiteRecord, scope: SiteSearchScope): SiteSpaceRecord[] {
  const all = siteSpacesInOrder(ctx, site);
  const ofSite = new Set(all.map((s) => s.id));
  const mustBeOfSite = (id: string, field: string) => {
    if (!ofSite.has(id))
      throw invalid(`site space "${id}" is not a site space of site "${site.id}"`, field, {
        operation: 'listSiteSpaces',
        params: { organizationId: site.organization, siteId: site.id },
      });
  };
  switch (scope.mode) {
    case 'all':
      return all;
    case 'specific': {
      scope.siteSpaceIds.forEach((id, i) => mustBeOfSite(id, `scope.siteSpaceIds.${i}`));
      const named = new Set(scope.siteSpaceIds);
      return all.filter((s) => named.has(s.id));
    }
    case 'default': {
      const current = scope.currentSiteSpace;
      if (current !== undefined) mustBeOfSite(current, 'scope.currentSiteSpace');
      if (scope.restrictTo && current === undefined)
        throw invalid('restrictTo needs currentSiteSpace, the site space the search is made from', 'scope.currentSiteSpace');
      if (scope.restrictTo === 'currentSiteSpace') return all.filter((s) => s.id === current);
      const defaults = all.filter((s) => s.id === current || isDefaultSiteSpace(ctx, s));
      return scope.restrictTo === 'otherSiteSpaces' ? defaults.filter((s) => s.id !== current) : defaults;
    }
  }
}

/** The live spaces these site spaces show, each once. */
export function spacesOf(ctx: Context, siteSpaces: SiteSpaceRecord[]): SpaceRecord[] {
  const spaces = new Map<string, SpaceRecord>();
  for (const siteSpace of siteSpaces) {
    const space = ctx.store.get('spaces', siteSpace.space);
    if (space && !space.deletedAt) spaces.set(space.id, space);
  }
  return [...spaces.values()];
}

/**
 * A site's content searched as its search box searches it, across the sections and variants its
 * scope reads: the spaces with matches, best first, their pages ranked across them all.
 */
export async function searchSite(ctx: Context, organizationId: string, siteId: string, query: PageQuery, body: SiteSearchRequest) {
  const site = requireSite(ctx, organizationId, siteId, 'read');
  const spaces = spacesOf(ctx, siteSpacesInScope(ctx, site, scopeOf(body)));
  return pageOfHits(await searchSpaces(ctx, spaces, body.query), query);
}

/** Builds the search indexes of every space the site shows now, before its visitors search. */
export async function prewarmSiteSearch(ctx: Context, organizationId: string, siteId: string): Promise<void> {
  const site = requireSite(ctx, organizationId, siteId, 'read');
  await warmSpaceIndexes(ctx, spacesOf(ctx, siteSpacesInOrder(ctx, site)));
}
