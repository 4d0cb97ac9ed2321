import type { z } from 'zod';
import type { SearchPageResult } from '../../schemas/revision.js';
import type { SpaceRecord } from '../../store/records.js';
import { requireSpace } from '../content/spaces.js';
import { contentRole, requireOrganization } from '../org/access.js';
import type { Context } from '../kernel/context.js';
import { atLeast } from '../kernel/roles.js';
import { paginateList, type Page, type PageQuery } from '../kernel/pagination.js';
import { byScore, type SectionHit } from './search-index.js';
import { searchSpaceIndexes } from './search-indexes.js';
import { appUrl } from '../kernel/locations.js';

type PageHit = z.infer<typeof SearchPageResult>;

/** Pages of a space's content matching a query, best first, each with its matching sections; ranks are given by the caller. */
function pagesHit(ctx: Context, space: SpaceRecord, hits: SectionHit[]): Omit<PageHit, 'rank'>[] {
  const pages = new Map<string, Omit<PageHit, 'rank'>>();
  for (const { section, score, path: pagePath, place } of hits) {
    const app = appUrl(ctx, 'spacePage', { spaceId: space.id, pagePath });
    let page = pages.get(section.page);
    if (!page) {
      page = { id: section.page, title: section.pageTitle, path: pagePath, ...place, sections: [], urls: { app }, score: 0 };
      pages.set(section.page, page);
    }
    page.score += score;
    const anchor = section.anchor ? `#${section.anchor}` : '';
    page.sections.push({
      id: section.id,
      title: section.title,
      path: `${pagePath}${anchor}`,
      body: section.body.slice(0, 500),
      score,
      urls: { app: `${app}${anchor}` },
    });
  }
  return [...pages.values()].sort(byScore);
}

/** Ranks become the order keys of a page of results. */
export function pageOfHits<T>(hits: T[], query: PageQuery): Page<T> {
  const ranked = hits.map((hit, rank) => ({ hit, rank }));
  const page = paginateList(ranked, (r) => [r.rank, String(r.rank)] as const, query);
  return { ...page, items: page.items.map((r) => r.hit) };
}

export async function searchSpace(ctx: Context, spaceId: string, query: PageQuery & { query: string }) {
  const { space } = requireSpace(ctx, spaceId, 'read');
  const [hits] = await searchSpaceIndexes(ctx, [space], query.query);
  return pageOfHits(
    pagesHit(ctx, space, hits!).map((page, i) => ({ ...page, rank: i + 1 })),
    query,
  );
}

/**
 * Every live space of the organization the caller can read, best matching space first (a
 * space scores as its best page). Pages are ranked across all spaces, best first.
 */
export async function searchOrganization(ctx: Context, organizationId: string, query: PageQuery & { query: string }) {
  return pageOfHits(await searchSpaces(ctx, readableSpaces(ctx, organizationId), query.query), query);
}

/** The organization's spaces the caller can read, in the order the store holds them: what its search and its answers draw on. */
export function readableSpaces(ctx: Context, organizationId: string): SpaceRecord[] {
  const { org, member } = requireOrganization(ctx, organizationId, 'read');
  return [...ctx.store.index('spaces', 'byOrganization', org.id)]
    .map(([, id]) => ctx.store.get('spaces', id)!)
    .filter((space) => atLeast(contentRole(ctx, member, space), 'read'));
}

/**
 * The spaces with pages matching a query, best matching space first (a space scores as its best
 * page), each with its pages ranked across all the spaces.
 */
export async function searchSpaces(ctx: Context, spaces: SpaceRecord[], query: string) {
  const hits = await searchSpaceIndexes(ctx, spaces, query);
  const found = spaces.map((space, i) => ({ space, pages: pagesHit(ctx, space, hits[i]!) })).filter((r) => r.pages.length > 0);
  // A stable sort: among equal scores, spaces keep the order given and pages their space's.
  const ranks = new Map(
    found
      .flatMap((r) => r.pages)
      .sort(byScore)
      .map((page, i) => [page, i + 1]),
  );
  return found
    .map(({ space, pages }) => ({
      type: 'space' as const,
      id: space.id,
      title: space.title,
      score: pages[0]!.score,
      pages: pages.map((page) => ({ ...page, rank: ranks.get(page)! })),
    }))
    .sort(byScore);
}
