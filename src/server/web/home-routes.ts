import type { FastifyRequest } from 'fastify';
import type { Context } from '../../domain/kernel/context.js';
import type { Sandbox } from '../../sandbox/open.js';
import type { UserRecord } from '../../store/records.js';
import { homePage } from '../../web/home/home-page.js';
import { loginPage } from '../../web/home/login-page.js';
import { sandboxOverview } from '../../web/home/overview.js';
import { welcomePage } from '../../web/home/welcome-page.js';
import type { JournalEntry } from '../../schemas/sandbox-journal.js';
import { userOfToken } from '../auth.js';
import { journalReadableBy } from '../routes/sandbox-access.js';
import { webPath } from '../../schemas/web-routes.js';
import { sendHtml } from './html-reply.js';
import { localPath, refuseCrossSite, type Sessions } from './sessions.js';
import type { WebHandlers } from './web-handler.js';

export interface HomeRouteOptions {
  sessions: Sessions;
  /** The rules' context for a signed-in user on this request. */
  context: (request: FastifyRequest, user: UserRecord) => Context;
  dataDir?: string;
  /** The last requests to `/v1` the journal holds that `readable` lets through, oldest first. */
  recentRequests: (limit: number, readable: (entry: JournalEntry) => boolean) => JournalEntry[];
}

/** How many of the latest requests the home lists. */
const RECENT_REQUESTS = 10;

/** The sandbox's home (`/`), and logging in and out of it with a sandbox token. */
export function homeHandlers(
  sandbox: Sandbox,
  { sessions, context, dataDir, recentRequests }: HomeRouteOptions,
): Pick<WebHandlers, 'home' | 'loginForm' | 'logIn' | 'logOut'> {
  const home = webPath.home({});
  return {
    home: async (request, reply) => {
      const user = sessions.userOf(request);
      if (!user) return sendHtml(reply, 200, welcomePage());
      const ctx = context(request, user);
      // What GET /_sandbox/requests would show them: all to the owner, their organizations' to an admin, and their own.
      const requests = recentRequests(RECENT_REQUESTS, journalReadableBy(sandbox, user));
      return sendHtml(
        reply,
        200,
        homePage({
          url: ctx.baseUrl,
          ...(dataDir ? { dataDir } : {}),
          user: { displayName: user.displayName },
          organizations: sandboxOverview(ctx),
          requests: requests.reverse(),
        }),
      );
    },
    loginForm: async (request, reply) => {
      const next = localPath(request, (request.query as { next?: string }).next);
      return sendHtml(reply, 200, loginPage(next ? { next } : {}));
    },
    logIn: async (request, reply) => {
      refuseCrossSite(request);
      const form = request.body as { token?: unknown; next?: unknown } | undefined;
      const token = form?.token;
      const user = typeof token === 'string' ? userOfToken(sandbox, token.trim()) : undefined;
      const next = localPath(request, form?.next);
      if (!user) return sendHtml(reply, 401, loginPage({ refused: true, ...(next ? { next } : {}) }));
      sessions.start(reply, user);
      return reply.redirect(next ?? home, 303);
    },
    logOut: async (request, reply) => {
      refuseCrossSite(request);
      sessions.end(request, reply);
      return reply.redirect(home, 303);
    },
  };
}
