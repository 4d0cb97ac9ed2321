import type { FastifyReply, FastifyRequest } from 'fastify';
import { blockSpecs } from '../../domain/openapi/block-specs.js';
import { searchSpaceIndexes } from '../../domain/search/search-indexes.js';
import type { SpaceNavigation } from '../../domain/sites/space-navigation.js';
import type { SiteVisit } from '../../domain/sites/insights.js';
import { publishedViewsOf, type ViewKind } from '../../domain/sites/published-views.js';
import type { Sandbox } from '../../sandbox/open.js';
import type { SpaceRecord } from '../../store/records.js';
import { pageBody, specSlugsOf } from '../../web/site/page-body.js';
import { searchResults } from '../../web/site/search-results.js';
import { emptySpacePage, sitePage, siteSearchPage, type SiteFrame, type SiteLink } from '../../web/site/site-page.js';
import { currentIn, tableOfContents } from '../../web/site/table-of-contents.js';
import type { Html } from '../../web/layout/html.js';
import { sendHtml } from './html-reply.js';
import { cookie } from './sessions.js';

/** What a published page's URL may carry: a share link's key (`?share=`) and a search (`?q=`). */
export type PublishedQuery = { share?: unknown; q?: unknown };

/** The share key a visitor holds: the link's (`?share=`), else the one a link of the same place left in `cookieName`. */
export const shareKeyOf = (request: FastifyRequest<{ Querystring: PublishedQuery }>, cookieName: string): string | undefined =>
  typeof request.query.share === 'string' ? request.query.share : cookie(request, cookieName);

/** A search the visitor asked for, if any. */
export const searchOf = (request: FastifyRequest<{ Querystring: PublishedQuery }>): string =>
  typeof request.query.q === 'string' ? request.query.q.trim() : '';

/** A cookie keeping what a URL brought (a share key, claims) for the later pages under `path`, whose links carry none. */
export const keptCookie = (name: string, value: string, path: string) => `${name}=${encodeURIComponent(value)}; Path=${path}; HttpOnly; SameSite=Lax`;

/** Every page in a site's frame may show images from the web: its logo and favicon, and a page's own. */
const REMOTE_IMAGES = { remoteImages: true };

/**
 * The published views the server keeps beside a revision's navigation (see published-views.ts): a
 * space's sidebar with no page marked, a page's body, and a page as sent, its HTML already encoded.
 */
const SIDEBAR: ViewKind<Html> = { name: 'sidebar', bytes: (list) => 64 + 2 * list.text.length };
const BODY: ViewKind<ReturnType<typeof pageBody>> = { name: 'body', bytes: (body) => 64 + 2 * body.html.length + 128 * body.outline.length };
const PAGE: ViewKind<Buffer> = { name: 'page', bytes: (bytes) => 64 + bytes.length };
/** The slugs of the organization's specs a page's blocks name: the page is parsed for them once per revision. */
const SPEC_SLUGS: ViewKind<string[]> = { name: 'spec-slugs', bytes: (slugs) => 64 + 2 * slugs.join('').length };

/** A published space as a visitor reads it, at one URL: on a site, or on its own. */
export interface SpaceReading {
  space: SpaceRecord;
  /** The revision's navigation as this visitor sees it. */
  nav: SpaceNavigation;
  /** Where the space's first page is; its other pages' URLs add their paths. '' for the root of a site at its own hostname. */
  spaceUrl: string;
  pagePath: string;
  /** A search of the space (`?q=`), if the visitor asked one. */
  query: string;
  /** What frames every page beside its sidebar: the site's title and link, its look, its tabs and variants. */
  frame: Pick<SiteFrame, 'site' | 'look' | 'tabs' | 'variants' | 'adZone'>;
  /** Whether the whole space asks search engines to leave it out (anything not public). */
  noIndex: boolean;
  /** What the page shows beside its revision (title, tabs, visibility…): kept pages are told apart by it. */
  shown: unknown[];
  notFound: () => unknown;
  /** Keeps what the visitor did in the site's insights (a site's pages do; a space read on its own has none). */
  track?: (visit: SiteVisit) => void;
}

/**
 * Answers a published space's page, its search, or its empty state, in the frame of a published
 * site: the sidebar with the page marked, previous and next in reading order (a hidden page, read
 * by its path, has no neighbours), the body rendered once per revision and audience, and kept as bytes.
 */
export async function sendSpacePage(sandbox: Sandbox, reply: FastifyReply, reading: SpaceReading) {
  const { nav, spaceUrl } = reading;
  const views = publishedViewsOf(sandbox);
  const first = nav.order[0]?.path;
  const pageUrl = (path: string) => (path === first ? spaceUrl || '/' : `${spaceUrl}/${path}`);
  const frame = (currentUrl: string, noIndex: boolean): SiteFrame => ({
    ...reading.frame,
    toc: currentIn(
      views.once(SIDEBAR, nav.madeFor, [spaceUrl], () => tableOfContents(nav, pageUrl)),
      currentUrl,
    ),
    searchUrl: spaceUrl || '/',
    noIndex: reading.noIndex || noIndex,
  });

  if (reading.query) {
    const [hits] = await searchSpaceIndexes(sandbox, [reading.space], reading.query);
    reading.track?.({ type: 'search_type_query', query: reading.query });
    return sendHtml(reply, 200, siteSearchPage(frame('', true), reading.query, searchResults(hits!, nav, pageUrl)), REMOTE_IMAGES);
  }
  if (!reading.pagePath && nav.order.length === 0) return sendHtml(reply, 200, emptySpacePage(frame('', true), reading.space.title), REMOTE_IMAGES);
  const page = reading.pagePath ? nav.byPath.get(reading.pagePath) : nav.order[0];
  if (!page) {
    // A path the space's Git Sync `.gitbook.yaml` redirects leads to the page it names, moved for good; before the site's redirects.
    const moved = [...nav.byPath.values()].find((readable) => readable.page.redirects?.includes(reading.pagePath));
    return moved ? reply.redirect(pageUrl(moved.path), 301) : reading.notFound();
  }
  reading.track?.({ type: 'page_view', page: page.page.id });
  const position = nav.position.get(page.page.id);
  const neighbour = (offset: number): SiteLink | undefined => {
    const other = position === undefined ? undefined : nav.order[position + offset];
    // GitBook's pagination buttons show a page's ToC title, as its sidebar does.
    return other && { title: other.page.linkTitle ?? other.page.title, url: pageUrl(other.path) };
  };
  const previous = neighbour(-1);
  const next = neighbour(1);
  const noIndex = !!page.page.noIndex || !!page.page.noRobotsIndex;
  const slugs = views.once(SPEC_SLUGS, nav.madeFor, [page.page.id], () => specSlugsOf(nav, page));
  const specs = await blockSpecs(sandbox, reading.space.organization, slugs);
  // A spec processed again changes the page though its revision did not: what its blocks showed tells the views apart.
  const shown = [...specs].map(([slug, spec]) => [slug, spec.shown]);
  const bytes = views.once(PAGE, nav.madeFor, [spaceUrl, page.path, noIndex, reading.shown, shown], () =>
    Buffer.from(
      sitePage(frame(pageUrl(page.path), noIndex), {
        title: page.page.title,
        ...(page.page.description ? { description: page.page.description } : {}),
        body: views.once(BODY, nav.madeFor, [spaceUrl, page.page.id, shown], () => pageBody(nav, page, pageUrl, specs)),
        ...(previous ? { previous } : {}),
        ...(next ? { next } : {}),
      }).text,
    ),
  );
  return sendHtml(reply, 200, bytes, REMOTE_IMAGES);
}
