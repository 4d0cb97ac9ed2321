import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchSource } from '../../../src/domain/fetch/fetch.js';
import { OPEN_FETCH_POLICY } from '../../../src/domain/fetch/fetch-policy.js';
import { PAGE_MAX_BYTES } from '../../../src/format/import/tree.js';
import { CRAWL_MAX_DEPTH, CRAWL_MAX_PAGES, fromWebsite, type CrawlLimits } from '../../../src/domain/import/website.js';
import { serveWith } from '../../helpers/fixtures-server.js';

/**
 * Regression tests for a red-team finding (issue 9, hole 4): a website import checked its
 * deadline only between pages (one ran 108 s), held every fetched page in memory at once
 * and had no limit on the bytes of all its pages together (one revision was 454 MB).
 */
const PAGE_BYTES = 3 * 1024 * 1024;
const LINKS = 20;
const links = (prefix: string) => Array.from({ length: LINKS }, (_, i) => `<a href="${prefix}${i}">${i}</a>`).join(' ');
const page = (title: string, body: string) => `<html><head><title>${title}</title></head><body>${body}</body></html>`;

let site: Awaited<ReturnType<typeof serveWith>>;
const requested: string[] = [];

beforeAll(async () => {
  site = await serveWith((request, response) => {
    const url = request.url ?? '';
    requested.push(url);
    response.setHeader('content-type', 'text/html');
    if (url === '/slow') return response.end(page('Slow site', links('/slow/')));
    // Each answers just within the per-fetch timeout.
    if (url.startsWith('/slow/')) return void setTimeout(() => response.end(page(url, 'late')), 9_000).unref();
    if (url === '/big') return response.end(page('Big site', links('/big/')));
    // Sent in chunks, without a length to refuse it by: the budget must hold while reading.
    if (url.startsWith('/big/')) {
      response.write(`<html><head><title>${url}</title></head><body><script>`);
      return response.end(`${'x'.repeat(PAGE_BYTES)}</script></body></html>`);
    }
    if (url === '/long') return response.end(page('Long site', '<a href="/long/text">long</a> <a href="/long/short">short</a>'));
    if (url === '/long/text') return response.end(page('Long', `<p>${'word '.repeat(PAGE_MAX_BYTES / 4)}</p>`));
    return response.end(page('Short', '<p>short</p>'));
  });
});
afterAll(() => site.close());

const limits = (overrides: Partial<CrawlLimits>): CrawlLimits => ({
  pages: CRAWL_MAX_PAGES,
  depth: CRAWL_MAX_DEPTH,
  ms: 30_000,
  bytes: 50 * 1024 * 1024,
  ...overrides,
});
const crawl = async (path: string, overrides: Partial<CrawlLimits>) =>
  fromWebsite(await fetchSource(site.url(path), OPEN_FETCH_POLICY), OPEN_FETCH_POLICY, limits(overrides));

describe('a website import keeps to its budgets', () => {
  it('ends at its deadline even inside a fetch, when every link answers slowly', async () => {
    const began = Date.now();
    const tree = await crawl('/slow', { ms: 500 });
    expect(Date.now() - began).toBeLessThan(2_000);
    expect(tree.pages.map((p) => p.title)).toEqual(['Slow site']);
  });

  it('stops at its byte budget, fetching one page at a time and none after the one that overran', async () => {
    requested.length = 0;
    const tree = await crawl('/big', { bytes: 10 * 1024 * 1024 });
    // Three 3 MiB pages fit in 10 MiB with the start page; the fourth overran it and ended the crawl.
    expect(tree.pages.map((p) => p.title)).toEqual(['Big site', '/big/0', '/big/1', '/big/2']);
    expect(requested).toEqual(['/big', '/big/0', '/big/1', '/big/2', '/big/3']);
  });

  it('leaves out a page of more than 1 MiB of Markdown and keeps the others', async () => {
    const tree = await crawl('/long', {});
    expect(tree.pages.map((p) => p.title)).toEqual(['Long site', 'Short']);
  });
});
