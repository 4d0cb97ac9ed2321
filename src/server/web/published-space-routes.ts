import type { FastifyRequest } from 'fastify';
import { spaceForVisitor } from '../../domain/content/published-space.js';
import { customizationOf } from '../../domain/sites/customization.js';
import { publishedNavigation } from '../../domain/sites/space-navigation.js';
import type { Sandbox } from '../../sandbox/open.js';
import { Id } from '../../schemas/common.js';
import { webPath } from '../../schemas/web-routes.js';
import { siteLook } from '../../web/site/site-look.js';
import { siteNotFoundPage } from '../../web/site/site-page.js';
import { sendHtml } from './html-reply.js';
import { keptCookie, searchOf, sendSpacePage, shareKeyOf, type PublishedQuery } from './space-pages.js';
import type { WebHandlers } from './web-handler.js';

const SHARE_COOKIE = 'docsctl_space_share';

type SpaceRequest = FastifyRequest<{ Querystring: PublishedQuery }>;

/**
 * A space published on its own, at its `urls.published` (`/published/SPACE[?share=KEY]`): its current
 * content in a published site's frame, without tabs or variants, for visitors who need not sign in.
 * Whatever a visitor may not see is not found, the same as what is not there.
 */
export function publishedSpaceHandler(sandbox: Sandbox): Pick<WebHandlers, 'publishedSpace'> {
  return {
    publishedSpace: async (raw, reply, { spaceId, pagePath = '' }) => {
      const request = raw as SpaceRequest;
      const key = shareKeyOf(request, SHARE_COOKIE);
      // An identifier that could never exist names nothing, as in the API.
      const space = Id.safeParse(spaceId).success ? spaceForVisitor(sandbox, spaceId, key) : undefined;
      if (!space) return sendHtml(reply, 404, siteNotFoundPage());
      const spaceUrl = webPath.publishedSpace({ spaceId: encodeURIComponent(space.id) });
      if (space.visibility === 'share-link' && typeof request.query.share === 'string') {
        reply.header('set-cookie', keptCookie(SHARE_COOKIE, key!, spaceUrl));
      }
      return sendSpacePage(sandbox, reply, {
        space,
        nav: await publishedNavigation(sandbox, space, space.revision),
        spaceUrl,
        pagePath,
        query: searchOf(request),
        frame: { site: { title: space.title, url: spaceUrl }, look: siteLook(customizationOf({ title: space.title }), space.title), tabs: [], variants: [] },
        noIndex: space.visibility !== 'public',
        shown: ['published-space', space.title, space.visibility],
        notFound: () => sendHtml(reply, 404, siteNotFoundPage({ title: space.title, url: spaceUrl })),
      });
    },
  };
}
