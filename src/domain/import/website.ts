import { fromHtml } from '../../format/import/documents.js';
import { FetchBudget, FetchFailure, fetchSource, type Fetched } from '../fetch/fetch.js';
import type { FetchPolicy } from '../fetch/fetch-policy.js';
import { PAGE_MAX_BYTES, type ImportedTree } from '../../format/import/tree.js';
import { parseHtml } from '../../format/markdown/html-blocks.js';
import { DomainError } from '../../lib/errors.js';

export const CRAWL_MAX_PAGES = 50;
export const CRAWL_MAX_DEPTH = 3;
export const CRAWL_BUDGET_MS = 30_000;
export const CRAWL_MAX_BYTES = 50 * 1024 * 1024;

/** How far one crawl may go: pages kept, links deep, and the time and bytes of all its fetches. */
export interface CrawlLimits {
  pages: number;
  depth: number;
  ms: number;
  bytes: number;
}

const CRAWL_LIMITS: CrawlLimits = { pages: CRAWL_MAX_PAGES, depth: CRAWL_MAX_DEPTH, ms: CRAWL_BUDGET_MS, bytes: CRAWL_MAX_BYTES };

const HTML = /html/i;

/** The same-origin pages a page links to, without fragments. */
function linksOf(html: string, from: URL): URL[] {
  const out: URL[] = [];
  for (const anchor of parseHtml(html).querySelectorAll('a[href]')) {
    try {
      const url = new URL(anchor.getAttribute('href')!, from);
      url.hash = '';
      if (url.origin === from.origin && /^https?:$/.test(url.protocol)) out.push(url);
    } catch {
      // An href that is no URL links nowhere.
    }
  }
  return out;
}

/**
 * Crawls a website from its start page, breadth first: same-origin HTML pages only, at most
 * `depth` links away and `pages` in all, one page each in the order found. The start page
 * must load; a page further in that fails is skipped, not fatal, and so is a page of more
 * than PAGE_MAX_BYTES of Markdown or of HTML nested too deep. Every fetch gets what is left of the crawl's time and
 * bytes (the start page's bytes count too), and the crawl stops when either runs out. The
 * queue holds links, not pages: a page is fetched when its turn comes, so one body at a time
 * is held.
 */
export async function fromWebsite(start: Fetched, policy: FetchPolicy, limits: CrawlLimits = CRAWL_LIMITS): Promise<ImportedTree> {
  const budget = FetchBudget.of(limits.ms, limits.bytes - start.body.length);
  const seen = new Set([start.url.href]);
  const queue: { url: URL; depth: number }[] = [];
  const pages: ImportedTree['pages'] = [];
  const visit = (fetched: Fetched, depth: number) => {
    if (!HTML.test(fetched.contentType)) return;
    const html = fetched.body.toString('utf8');
    let page: ReturnType<typeof fromHtml>;
    try {
      page = fromHtml(html, fetched.url);
    } catch (error) {
      // A page the import cannot read (HTML nested too deep) is left out, as one too big is.
      if (error instanceof DomainError) return;
      throw error;
    }
    if (Buffer.byteLength(page.markdown) <= PAGE_MAX_BYTES) pages.push({ ...page, pages: [] });
    if (depth >= limits.depth) return;
    for (const link of linksOf(html, fetched.url)) {
      if (seen.has(link.href) || seen.size >= limits.pages * 4) continue;
      seen.add(link.href);
      queue.push({ url: link, depth: depth + 1 });
    }
  };

  visit(start, 0);
  while (queue.length > 0 && pages.length < limits.pages && !budget.spent) {
    const { url, depth } = queue.shift()!;
    let fetched: Fetched;
    try {
      fetched = await fetchSource(url.href, policy, { budget, accepts: HTML });
    } catch (error) {
      // A broken link on the site is not the import's failure.
      if (error instanceof FetchFailure) continue;
      throw error;
    }
    visit(fetched, depth);
  }
  return { pages, files: [], total: seen.size };
}
