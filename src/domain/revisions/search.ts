import GithubSlugger from 'github-slugger';
import MiniSearch from 'minisearch';
import type { PageNode, RevisionRecord, SpaceRecord } from '../../store/records.js';
import { contentRole, requireOrganization } from '../org/access.js';
import { resolveTarget } from './target.js';
import type { Context } from '../kernel/context.js';
import { atLeast } from '../kernel/roles.js';
import { paginateList, type Page, type PageQuery } from '../kernel/pagination.js';
import { revisionOf, walkPages } from './revisions.js';
import { plainText, type Block, type PageAnalysis } from './markdown/analysis.js';
import { analyzeAll } from './markdown/off-thread.js';

interface Section {
  id: string;
  page: string;
  pageTitle: string;
  pagePath: string;
  title: string;
  anchor: string;
  body: string;
}

/** Text of a page beyond this is not indexed: it bounds what one page costs every search index it is in. */
export const INDEXED_CHARS_PER_PAGE = 100_000;

function blockText(block: Block): string {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return plainText(block.leaves);
    case 'list':
      return block.items.join('\n');
    case 'code':
      return block.text;
    case 'rule':
      return '';
    case 'other':
      return block.source;
  }
}

/** A page cut at its headings: the text before the first heading belongs to the page itself. */
export function sectionsOf(page: PageNode, path: string, analysis: PageAnalysis): Section[] {
  const slugger = new GithubSlugger();
  const sections: Section[] = [];
  let budget = INDEXED_CHARS_PER_PAGE;
  let current = { title: page.title, anchor: '', lines: [] as string[] };
  const flush = () => {
    const body = current.lines.join('\n').trim();
    if (body || current.anchor) {
      sections.push({ id: `${page.id}#${sections.length}`, page: page.id, pageTitle: page.title, pagePath: path, title: current.title, anchor: current.anchor, body });
    }
  };
  for (const block of analysis.blocks) {
    if (budget <= 0) break;
    const text = blockText(block).slice(0, budget);
    budget -= text.length;
    if (block.type === 'heading') {
      flush();
      current = { title: text, anchor: slugger.slug(text), lines: [] };
    } else if (text.trim()) {
      current.lines.push(text);
    }
  }
  flush();
  if (!sections.some((s) => s.page === page.id && s.anchor === '')) {
    sections.unshift({ id: `${page.id}#title`, page: page.id, pageTitle: page.title, pagePath: path, title: page.title, anchor: '', body: '' });
  }
  return sections;
}

/**
 * Indexes by revision. A revision never changes, so its index never goes stale: content
 * that moves to a new revision is searched in that revision's own index. A few recent
 * ones are kept; concurrent searches of one revision build its index once.
 */
const CACHE_SIZE = 32;
const indexes = new Map<string, Promise<MiniSearch<Section>>>();

async function buildIndex(revision: RevisionRecord): Promise<MiniSearch<Section>> {
  const pages = [...walkPages(revision.pages)];
  const analyses = await analyzeAll(pages.map(({ page }) => page.markdown));
  const index = new MiniSearch<Section>({
    fields: ['pageTitle', 'title', 'body'],
    storeFields: ['page', 'pageTitle', 'pagePath', 'title', 'anchor', 'body'],
    searchOptions: { boost: { pageTitle: 3, title: 2 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' },
  });
  index.addAll(pages.flatMap(({ page, path }) => sectionsOf(page, path, analyses.get(page.markdown)!)));
  return index;
}

function indexOf(revision: RevisionRecord): Promise<MiniSearch<Section>> {
  const cached = indexes.get(revision.id);
  if (cached) {
    indexes.delete(revision.id);
    indexes.set(revision.id, cached);
    return cached;
  }
  const index = buildIndex(revision);
  index.catch(() => indexes.delete(revision.id));
  indexes.set(revision.id, index);
  if (indexes.size > CACHE_SIZE) indexes.delete(indexes.keys().next().value!);
  return index;
}

export interface PageHit {
  id: string;
  title: string;
  path: string;
  sections: { id: string; title: string; path: string; body: string; urls: { app: string } }[];
  urls: { app: string };
  score: number;
}

/** Pages matching a query, best first, each with its matching sections. */
export async function searchRevision(ctx: Context, space: SpaceRecord, revision: RevisionRecord, query: string): Promise<PageHit[]> {
  const pages = new Map<string, PageHit>();
  for (const hit of (await indexOf(revision)).search(query)) {
    const section = hit as unknown as Section & { score: number };
    const app = `${ctx.baseUrl}/s/${space.id}/${section.pagePath}`;
    let page = pages.get(section.page);
    if (!page) {
      page = { id: section.page, title: section.pageTitle, path: section.pagePath, sections: [], urls: { app }, score: 0 };
      pages.set(section.page, page);
    }
    page.score += hit.score;
    const path = section.anchor ? `${section.pagePath}#${section.anchor}` : section.pagePath;
    page.sections.push({ id: section.id, title: section.title, path, body: section.body.slice(0, 500), urls: { app: `${ctx.baseUrl}/s/${space.id}/${path}` } });
  }
  return [...pages.values()].sort((a, b) => b.score - a.score);
}

/** Ranks become the order keys of a page of results. */
export function pageOfHits<T>(hits: T[], query: PageQuery): Page<T> {
  const ranked = hits.map((hit, rank) => ({ hit, rank }));
  const page = paginateList(ranked, (r) => [r.rank, String(r.rank)] as const, query);
  return { ...page, items: page.items.map((r) => r.hit) };
}

const strip = ({ score: _score, ...page }: PageHit) => page;

export async function searchSpace(ctx: Context, spaceId: string, query: PageQuery & { query: string }) {
  const { space, revision } = resolveTarget(ctx, spaceId, undefined, 'read');
  return pageOfHits((await searchRevision(ctx, space, revision, query.query)).map(strip), query);
}

/** Every live space of the organization the caller can read, best matching space first. */
export async function searchOrganization(ctx: Context, organizationId: string, query: PageQuery & { query: string }) {
  const { org, member } = requireOrganization(ctx, organizationId, 'read');
  const readable = [...ctx.store.index('spaces', 'byOrganization', org.id)]
    .map(([, id]) => ctx.store.get('spaces', id)!)
    .filter((space) => atLeast(contentRole(ctx, member, space), 'read'));
  const searched = await Promise.all(readable.map(async (space) => ({ space, pages: await searchRevision(ctx, space, revisionOf(ctx, space.revision), query.query) })));
  const results = searched
    .filter((r) => r.pages.length > 0)
    .sort((a, b) => b.pages[0]!.score - a.pages[0]!.score);
  return pageOfHits(results.map((r) => ({ id: r.space.id, title: r.space.title, pages: r.pages.map(strip) })), query);
}
