import { parse } from 'node-html-parser';
import { fromHtml } from './documents.js';
import { fetchSource, type Fetched } from './fetch.js';
import type { FetchPolicy } from './fetch-policy.js';
import type { ImportedTree } from './tree.js';

export const CRAWL_MAX_PAGES = 50;
export const CRAWL_MAX_DEPTH = 3;
export const CRAWL_BUDGET_MS = 30_000;

const isHtml = (f: Fetched) => /html/i.test(f.contentType);

/** The same-origin pages a page links to, without fragments. */
function linksOf(html: string, from: URL): URL[] {
  const out: URL[] = [];
  for (const anchor of parse(html).querySelectorAll('a[href]')) {
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
 * CRAWL_MAX_DEPTH links away and CRAWL_MAX_PAGES in all, one page each in the order found.
 * The start page must load; a page further in that fails is skipped, not fatal. The crawl
 * stops following links after CRAWL_BUDGET_MS.
 */
export async function fromWebsite(start: Fetched, policy: FetchPolicy): Promise<ImportedTree> {
  const seen = new Set([start.url.href]);
  const queue: { fetched: Fetched; depth: number }[] = [{ fetched: start, depth: 0 }];
  const pages: ImportedTree['pages'] = [];
  const deadline = Date.now() + CRAWL_BUDGET_MS;
  while (queue.length > 0 && pages.length < CRAWL_MAX_PAGES) {
    const { fetched, depth } = queue.shift()!;
    if (!isHtml(fetched)) continue;
    const html = fetched.body.toString('utf8');
    pages.push({ ...fromHtml(html, fetched.url), pages: [] });
    if (depth >= CRAWL_MAX_DEPTH || Date.now() > deadline) continue;
    for (const link of linksOf(html, fetched.url)) {
      if (seen.has(link.href) || seen.size >= CRAWL_MAX_PAGES * 4) continue;
      seen.add(link.href);
      if (queue.length + pages.length >= CRAWL_MAX_PAGES) continue;
      try {
        queue.push({ fetched: await fetchSource(link.href, policy), depth: depth + 1 });
      } catch {
        // A broken link on the site is not the import's failure.
      }
    }
  }
  return { pages, files: [], total: seen.size };
}
