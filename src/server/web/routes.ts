import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../../domain/kernel/context.js';
import { DomainError } from '../../lib/errors.js';
import type { Sandbox } from '../../sandbox/open.js';
import type { JournalEntry } from '../../schemas/sandbox-journal.js';
import { webPath, webRoutes, type WebRoute } from '../../schemas/web-routes.js';
import type { UserRecord } from '../../store/records.js';
import type { Html } from '../../web/layout/html.js';
import { refusalPage } from '../../web/preview/refusal-page.js';
import { fastifyPath, namedParams } from '../route-paths.js';
import { homeHandlers } from './home-routes.js';
import { sendHtml } from './html-reply.js';
import { previewViews } from './preview-routes.js';
import { publishedSpaceHandler } from './published-space-routes.js';
import { publishedSpecHandler } from './published-spec-routes.js';
import { Sessions } from './sessions.js';
import { publishedSiteHandler } from './site-routes.js';
import type { WebHandlers } from './web-handler.js';

export interface WebRouteOptions {
  sandbox: Sandbox;
  /** The rules' context for a signed-in user on this request. */
  context: (request: FastifyRequest, user: UserRecord) => Context;
  /** The last requests to `/v1` the journal holds that `readable` lets through, oldest first. */
  recentRequests: (limit: number, readable: (entry: JournalEntry) => boolean) => JournalEntry[];
  /** The data directory the home names; none for a sandbox held in memory. */
  dataDir?: string;
}

/** The refusals an app page shows as such; any other error is the server's. */
const REFUSED = { forbidden: 403, 'not-found': 404 } as const;

type View = (ctx: Context, user: UserRecord, params: Record<string, string>) => Html | Promise<Html>;
type Handler = (request: FastifyRequest, reply: FastifyReply, params: Record<string, string>) => unknown;

/**
 * The browser views, each route registered from its line of the table (webRoutes) and served by the
 * handler it names. A view only a signed-in user sees is sent with its page once a session names the
 * user (anyone else is sent to log in and brought back), or with the refusal the rules answered.
 */
export async function webViewRoutes(app: FastifyInstance, { sandbox, context, recentRequests, dataDir }: WebRouteOptions): Promise<void> {
  // Browsers post forms URL-encoded; this scope's parser is the views' own, the API still takes JSON only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const sessions = new Sessions(sandbox);
  const handlers: WebHandlers = {
    ...homeHandlers(sandbox, { sessions, context, recentRequests, ...(dataDir ? { dataDir } : {}) }),
    ...previewViews(),
    ...publishedSiteHandler(sandbox),
    ...publishedSpaceHandler(sandbox),
    ...publishedSpecHandler(sandbox),
  };
  const signedIn =
    (view: View): Handler =>
    async (request, reply, params) => {
      const user = sessions.userOf(request);
      if (!user) return reply.redirect(`${webPath.loginForm({})}?next=${encodeURIComponent(request.url)}`, 303);
      try {
        return sendHtml(reply, 200, await view(context(request, user), user, params));
      } catch (error) {
        if (!(error instanceof DomainError) || !(error.reason in REFUSED)) throw error;
        const status = REFUSED[error.reason as keyof typeof REFUSED];
        return sendHtml(reply, status, refusalPage(status, error.message, user));
      }
    };
  for (const route of Object.values(webRoutes) as WebRoute[]) {
    // Each handler's type is its routes' access: a view for those only a signed-in user sees.
    const handler = handlers[route.handler as keyof WebHandlers] as View | Handler;
    const serve = route.access === 'signed in' ? signedIn(handler as View) : (handler as Handler);
    app.route({
      method: route.method,
      url: fastifyPath(route.path),
      handler: (request, reply) => serve(request, reply, namedParams(route.path, request.params)),
    });
  }
}
