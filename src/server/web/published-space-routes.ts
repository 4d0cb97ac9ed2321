import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { spaceForVisitor } from '../../domain/content/published-space.js';
import { searchSpaceIndexes } from '../../domain/revisions/search-indexes.js';
import { spaceNavigation } from '../../domain/sites/space-navigation.js';
import type { Sandbox } from '../../sandbox/open.js';
import { pageBody } from '../../web/site/page-body.js';
import { searchResults } from '../../web/site/search-results.js';
import { emptySpacePage, siteNotFoundPage, sitePage, siteSearchPage, type SiteFrame, type SiteLink } from '../../web/site/site-page.js';
import { tableOfContents } from '../../web/site/table-of-contents.js';
import { sendHtml } from './html-reply.js';
import { renderedOnce } from './rendered-pages.js';
import { cookie } from './sessions.js';

const SHARE_COOKIE = 'docsctl_space_share';

type SpaceRequest = FastifyRequest<{ Params: { spaceId: string; '*'?: string }; Querystring: { share?: unknown; q?: unknown } }>;

/**
 * A space published on its own, at its `urls.published` (`/published/SPACE[?share=KEY]`): its current
 * content in a published site's frame, without tabs or variants, for visitors who need not sign in.
 * Whatever a visitor may not see is not found, the same as what is not there.
 */
export function registerPublishedSpaceRoutes(app: FastifyInstance, sandbox: Sandbox): void {
  const read = async (request: SpaceRequest, reply: FastifyReply) => {
    // The key of the link, else the one the link left for the space's later pages, whose links carry none.
    const key = typeof request.query.share === 'string' ? request.query.share : cookie(request, SHARE_COOKIE);
    const space = spaceForVisitor(sandbox, request.params.spaceId, key);
    if (!space) return sendHtml(reply, 404, siteNotFoundPage());
    const spaceUrl = `/published/${encodeURIComponent(space.id)}`;
    if (space.visibility === 'share-link' && typeof request.query.share === 'string') {
      reply.header('set-cookie', `${SHARE_COOKIE}=${encodeURIComponent(key!)}; Path=${spaceUrl}; HttpOnly; SameSite=Lax`);
    }
    const nav = spaceNavigation(sandbox, space.revision);
    const first = nav.order[0]?.path;
    const pageUrl = (path: string) => (path === first ? spaceUrl : `${spaceUrl}/${path}`);
    const frame = (currentUrl: string, noIndex: boolean): SiteFrame => ({
      site: { title: space.title, url: spaceUrl },
      tabs: [],
      variants: [],
      toc: tableOfContents(nav, pageUrl, currentUrl),
      searchUrl: spaceUrl,
      noIndex: space.visibility !== 'public' || noIndex,
    });

    const query = typeof request.query.q === 'string' ? request.query.q.trim() : '';
    if (query) {
      const [hits] = await searchSpaceIndexes(sandbox, [space], query);
      return sendHtml(reply, 200, siteSearchPage(frame('', true), query, searchResults(hits!, nav, pageUrl)));
    }

    const pagePath = request.params['*'] ?? '';
    if (!pagePath && nav.order.length === 0) return sendHtml(reply, 200, emptySpacePage(frame('', true), space.title));
    const page = pagePath ? nav.byPath.get(pagePath) : nav.order[0];
    if (!page) return sendHtml(reply, 404, siteNotFoundPage({ title: space.title, url: spaceUrl }));
    // A hidden page is read by its path but has no place in the reading order, nor neighbours.
    const position = nav.position.get(page.page.id);
    const neighbour = (offset: number): SiteLink | undefined => {
      const other = position === undefined ? undefined : nav.order[position + offset];
      return other && { title: other.page.title, url: pageUrl(other.path) };
    };
    const previous = neighbour(-1);
    const next = neighbour(1);
    const noIndex = !!page.page.noIndex || !!page.page.noRobotsIndex;
    // What the page shows beside its revision: the space's title, its visibility and the page's place.
    const shown = JSON.stringify(['published-space', space.title, space.visibility, page.path, noIndex]);
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

  app.get('/published/:spaceId', read);
  app.get('/published/:spaceId/*', read);
}
