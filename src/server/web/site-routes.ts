import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { searchSpaceIndexes } from '../../domain/revisions/search-indexes.js';
import { spaceNavigation } from '../../domain/sites/space-navigation.js';
import { locate, siteForVisitor } from '../../domain/sites/visitor-site.js';
import type { Sandbox } from '../../sandbox/open.js';
import type { SiteRecord } from '../../store/records.js';
import { pageBody } from '../../web/site/page-body.js';
import { searchResults } from '../../web/site/search-results.js';
import { emptySpacePage, siteNotFoundPage, sitePage, siteSearchPage, type SiteFrame, type SiteLink } from '../../web/site/site-page.js';
import { tableOfContents } from '../../web/site/table-of-contents.js';
import { sendHtml } from './html-reply.js';
import { renderedOnce } from './rendered-pages.js';
import { cookie } from './sessions.js';

const SHARE_COOKIE = 'docsctl_share';

const siteUrlOf = (site: SiteRecord) => `/sites/${encodeURIComponent(site.basename ?? site.id)}`;
const joinUrl = (...parts: string[]) => parts.filter(Boolean).join('/');

/** The share key a visitor holds: the link's (`?share=`), else the one a link of the site left in a cookie. */
const shareKeyOf = (request: FastifyRequest<{ Querystring: { share?: unknown } }>) =>
  typeof request.query.share === 'string' ? request.query.share : cookie(request, SHARE_COOKIE);

/**
 * Published sites, at the URLs the API gives them (`urls.published`): what a visitor reads,
 * without signing in. Whatever a visitor may not see is not found, the same as what is not there.
 */
export function registerSiteRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const notFound = (reply: FastifyReply, site?: SiteRecord) =>
    sendHtml(reply, 404, siteNotFoundPage(site && { title: site.title, url: siteUrlOf(site) }));

  const read = async (request: FastifyRequest<{ Params: { name: string; '*'?: string }; Querystring: { share?: unknown; q?: unknown } }>, reply: FastifyReply) => {
    const key = shareKeyOf(request);
    const site = siteForVisitor(sandbox, request.params.name, key);
    if (!site) return notFound(reply);
    const siteUrl = siteUrlOf(site);
    // A link's key is kept for the site's later pages, where the visitor's links carry none.
    // siteForVisitor let a share-link site through only with an active key.
    if (site.visibility === 'share-link' && typeof request.query.share === 'string') {
      reply.header('set-cookie', `${SHARE_COOKIE}=${encodeURIComponent(key!)}; Path=${siteUrl}; HttpOnly; SameSite=Lax`);
    }
    const segments = (request.params['*'] ?? '').split('/').filter(Boolean);
    const at = locate(sandbox, site, segments);
    if (!at) return notFound(reply, site);
    const nav = spaceNavigation(sandbox, at.space.revision);
    const spaceUrl = joinUrl(siteUrl, at.path);
    const first = nav.order[0]?.path;
    const pageUrl = (path: string) => (path === first ? spaceUrl : joinUrl(spaceUrl, path));
    const frame = (currentUrl: string, noIndex: boolean): SiteFrame => ({
      site: { title: site.title, url: siteUrl },
      tabs: at.sections.map((s) => ({ title: s.section.title, url: joinUrl(siteUrl, s.path), current: s === at.section })),
      variants: at.variants.map((v) => ({ title: v.title, url: joinUrl(siteUrl, v.path), current: v.siteSpace.id === at.siteSpace.id })),
      toc: tableOfContents(nav, pageUrl, currentUrl),
      searchUrl: spaceUrl,
      noIndex: site.visibility !== 'public' || noIndex,
    });

    const query = typeof request.query.q === 'string' ? request.query.q.trim() : '';
    if (query) {
      const [hits] = await searchSpaceIndexes(sandbox, [at.space], query);
      return sendHtml(reply, 200, siteSearchPage(frame('', true), query, searchResults(hits!, nav, pageUrl)));
    }

    if (!at.pagePath && nav.order.length === 0) return sendHtml(reply, 200, emptySpacePage(frame('', true), at.space.title));
    const page = at.pagePath ? nav.byPath.get(at.pagePath) : nav.order[0];
    if (!page) return notFound(reply, site);
    const position = nav.position.get(page.page.id);
    const neighbour = (offset: number): SiteLink | undefined => {
      const other = position === undefined ? undefined : nav.order[position + offset];
      return other && { title: other.page.title, url: pageUrl(other.path) };
    };
    const previous = neighbour(-1);
    const next = neighbour(1);
    const noIndex = !!page.page.noIndex || !!page.page.noRobotsIndex;
    // What the page shows beside its revision: the site's title, tabs and variants, its place and visibility.
    const shown = JSON.stringify([site.title, siteUrl, site.visibility, spaceUrl, page.path, noIndex, at.sections.map((s) => [s.section.title, s.path, s === at.section]), at.variants.map((v) => [v.title, v.path, v.siteSpace.id === at.siteSpace.id])]);
    const bytes = renderedOnce(nav, shown, () =>
      sitePage(frame(pageUrl(page.path), noIndex), {
        title: page.page.title,
        ...(page.page.description ? { description: page.page.description } : {}),
        body: pageBody(nav, page, pageUrl),
        ...(previous ? { previous } : {}),
        ...(next ? { next } : {}),
      }),
    );
    return sendHtml(reply, 200, bytes, { remoteImages: true });
  };

  app.get('/sites/:name', read);
  app.get('/sites/:name/*', read);
}
