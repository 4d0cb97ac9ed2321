import type { SpaceRecord } from '../../store/records.js';
import { requireSpace } from '../content/spaces.js';
import { contentRole, requireOrganization } from '../org/access.js';
import type { Context } from '../kernel/context.js';
import { atLeast } from '../kernel/roles.js';
import { paginateList, type Page, type PageQuery } from '../kernel/pagination.js';
import { byScore, type SectionHit } from './search-index.js';
import { searchSpaceIndexes } from './search-indexes.js';

export interface PageHit {
  id: string;
  title: string;
  path: string;
  sections: { id: string; title: string; path: string; body: string; urls: { app: string } }[];
  urls: { app: string };
  score: number;
}

/** Pages of a space's content matching a query, best first, each with its matching sections. */
function pagesHit(ctx: Context, space: SpaceRecord, hits: SectionHit[]): PageHit[] {
  const pages = new Map<string, PageHit>();
  for (const { section, score } of hits) {
    const app = `${ctx.baseUrl}/s/${space.id}/${section.pagePath}`;
    let page = pages.get(section.page);
    if (!page) {
      page = { id: section.page, title: section.pageTitle, path: section.pagePath, sections: [], urls: { app }, score: 0 };
      pages.set(section.page, page);
    }
    page.score += score;
    const path = section.anchor ? `${section.pagePath}#${section.anchor}` : section.pagePath;
    page.sections.push({ id: section.id, title: section.title, path, body: section.body.slice(0, 500), urls: { app: `${ctx.baseUrl}/s/${space.id}/${path}` } });
  }
  return [...pages.values()].sort(byScore);
}

/** Ranks become the order keys of a page of results. */
export function pageOfHits<T>(hits: T[], query: PageQuery): Page<T> {
  const ranked = hits.map((hit, rank) => ({ hit, rank }));
  const page = paginateList(ranked, (r) => [r.rank, String(r.rank)] as const, query);
  return { ...page, items: page.items.map((r) => r.hit) };
}

const strip = ({ score: _score, ...page }: PageHit) => page;

export async function searchSpace(ctx: Context, spaceId: string, query: PageQuery & { query: string }) {
  const { space } = requireSpace(ctx, spaceId, 'read');
  const [hits] = await searchSpaceIndexes(ctx, [space], query.query);
  return pageOfHits(pagesHit(ctx, space, hits!).map(strip), query);
}

/** Every live space of the organization the caller can read, best matching space first. */
export async function searchOrganization(ctx: Context, organizationId: string, query: PageQuery & { query: string }) {
  const { org, member } = requireOrganization(ctx, organizationId, 'read');
  const readable = [...ctx.store.index('spaces', 'byOrganization', org.id)]
    .map(([, id]) => ctx.store.get('spaces', id)!)
    .filter((space) => atLeast(contentRole(ctx, member, space), 'read'));
  const hits = await searchSpaceIndexes(ctx, readable, query.query);
  const searched = readable.map((space, i) => ({ space, pages: pagesHit(ctx, space, hits[i]!) }));
  const results = searched.filter((r) => r.pages.length > 0).sort((a, b) => byScore(a.pages[0]!, b.pages[0]!));
  return pageOfHits(results.map((r) => ({ id: r.space.id, title: r.space.title, pages: r.pages.map(strip) })), query);
}
