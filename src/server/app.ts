import { hostedSites } from './web/hosted-sites.js';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';
import { OPEN_FETCH_POLICY, type FetchPolicy } from '../domain/fetch/fetch-policy.js';
import type { Context } from '../domain/kernel/context.js';
import type { Translator } from '../domain/kernel/translator.js';
import { contextOf, type Sandbox } from '../sandbox/open.js';
import type { Operation } from '../schemas/operation.js';
import type { JournalEntry } from '../schemas/sandbox-journal.js';
import type { UserRecord } from '../store/records.js';
import { apiRoutes } from './api.js';
import { authenticator } from './auth.js';
import { controlRoutes } from './controls.js';
import { errorBody, toHttpError } from './errors.js';
import { Faults } from './faults.js';
import { DEFAULT_JOURNAL_SIZE, Journal, organizationOfPath } from './journal.js';
import { BODY_LIMIT, parseJsonBodies } from './json-body.js';
import { drainBody } from './oversized-body.js';
import { rateLimiter, type RateLimitOptions } from './rate-limit.js';
import { webViewRoutes } from './web/routes.js';

export interface AppOptions {
  /** The address resources point at; by default, the one each request came to. */
  baseUrl?: string;
  logger?: boolean;
  /** What translation runs use; by default the text is copied unchanged. */
  translator?: Translator;
  /** What imports and OpenAPI sources may fetch; by default any host but the sandbox itself. */
  fetchPolicy?: Omit<FetchPolicy, 'ownPort'>;
  /** GitBook's rate-limit headers on every answer; by default counted against GitBook's 60 a minute and never refused. */
  rateLimit?: RateLimitOptions;
  /** The data directory the home page names; none for a sandbox held in memory. */
  dataDir?: string;
  /** Requests to `/v1` the journal keeps (GET /_sandbox/requests); 0 keeps none. */
  journalSize?: number;
  /** Called with each request to `/v1` once answered (`serve --log`). */
  onRequestJournalled?: (entry: JournalEntry) => void;
}

/**
 * The sandbox's HTTP face: three scopes, each registered from its table — GitBook's API (`/v1`), the
 * sandbox's controls (`/_sandbox/`) and the browser views — in a frame they share: the request journal,
 * JSON bodies, the rate limit, injected faults, and one wording of errors. It never listens: `serve`
 * does, and tests inject or use port 0.
 */
export function createApp(sandbox: Sandbox, options: AppOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // A prototype-poisoning key is refused outright rather than silently dropped.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { maxParamLength: 256 },
  });

  const journal = new Journal(options.journalSize ?? DEFAULT_JOURNAL_SIZE, () => sandbox.clock.now());
  if (options.onRequestJournalled) journal.subscribe(options.onRequestJournalled);
  journal.install(app);
  parseJsonBodies(app, journal);
  app.addHook(
    'onRequest',
    rateLimiter(() => sandbox.clock.now(), options.rateLimit),
  );
  // After the limiter: a faulted answer carries the rate-limit headers it set.
  const faults = new Faults(journal, () => sandbox.clock.now());
  app.addHook('onRequest', faults.hook());
  app.addHook('onRequest', hostedSites(sandbox));

  const authenticate = journal.noting(authenticator(sandbox), (params) => organizationOfPath(sandbox.store, params));
  // One policy for the app's life; the port it must never fetch from is read once the app listens.
  const fetchPolicy: FetchPolicy = { ...OPEN_FETCH_POLICY, ...options.fetchPolicy, ownPort: () => (app.server.address() as AddressInfo | null)?.port };
  const contextFor = (request: FastifyRequest, caller: UserRecord): Context =>
    contextOf(sandbox, caller, options.baseUrl ?? `${request.protocol}://${request.host}`, options.translator, fetchPolicy);

  app.register(apiRoutes, { context: (request) => contextFor(request, authenticate(request)) });
  app.register(controlRoutes, { sandbox, authenticate, contextFor, journal, faults });
  // The browser views' scope parses what the API never does (forms).
  app.register(webViewRoutes, {
    sandbox,
    context: contextFor,
    recentRequests: (limit, readable) => journal.list({ limit }, readable),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  });

  // A request waiting on a held job (a website import) would keep the server from closing.
  app.addHook('preClose', async () => {
    await sandbox.jobs.close();
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `no such endpoint: ${request.method} ${request.url.split('?')[0]}`));
  });
  app.setErrorHandler(async (error, request, reply) => {
    const { status, body } = toHttpError(
      error,
      (request.routeOptions.config as { operation?: Operation }).operation,
      request.routeOptions.bodyLimit ?? BODY_LIMIT,
    );
    if (status >= 500) request.log.error(error);
    if (status === 413) await drainBody(request.raw);
    return reply.code(status).send(body);
  });
  return app;
}
