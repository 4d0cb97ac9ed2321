import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { Context } from '../domain/kernel/context.js';
import type { UserRecord } from '../store/records.js';
import { OPEN_FETCH_POLICY, type FetchPolicy } from '../domain/fetch/fetch-policy.js';
import type { Translator } from '../domain/translations/translator.js';
import type { JournalEntry } from '../schemas/sandbox-journal.js';
import { contextOf, type Sandbox } from '../sandbox/open.js';
import { operations, type OperationId } from '../schemas/operations.js';
import type { Operation } from '../schemas/operation.js';
import { describeZodError } from '../schemas/describe.js';
import { HttpError, errorBody, toHttpError } from './errors.js';
import { jsonDepth } from './json-depth.js';
import { drainBody } from './oversized-body.js';
import { sendAnswer, type Handler, type Handlers } from './handler.js';
import { inputOf } from './input.js';
import { fastifyPath, namedParams } from './route-paths.js';
import { commentRoutes } from './routes/comments.js';
import { openApiRoutes } from './routes/openapi-specs.js';
import { siteRoutes } from './routes/sites.js';
import { translationRoutes } from './routes/translations.js';
import { revisionRoutes } from './routes/revisions.js';
import { reviewRoutes } from './routes/reviews.js';
import { collectionRoutes } from './routes/collections.js';
import { samlRoutes } from './routes/saml.js';
import { spaceRoutes } from './routes/spaces.js';
import { organizationRoutes } from './routes/organizations.js';
import { teamRoutes } from './routes/teams.js';
import { authenticator } from './auth.js';
import { Faults } from './faults.js';
import { DEFAULT_JOURNAL_SIZE, Journal, organizationOfPath } from './journal.js';
import { controlRoutes } from './routes/sandbox-control-routes.js';
import { rateLimiter, type RateLimitOptions } from './rate-limit.js';
import { webRouteScope } from './web/routes.js';

export const BODY_LIMIT = 1024 * 1024;
/** Deeper than any document GitBook's API carries (a list in a list… in a table in a block is a few dozen). */
const MAX_BODY_DEPTH = 100;

const handlers: Handlers = { ...organizationRoutes, ...teamRoutes, ...samlRoutes, ...collectionRoutes, ...spaceRoutes, ...revisionRoutes, ...reviewRoutes, ...commentRoutes, ...openApiRoutes, ...translationRoutes, ...siteRoutes };

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

/** The sandbox's HTTP face. It never listens: `serve` does, and tests inject or use port 0. */
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

  const parseJson = app.getDefaultJsonParser('error', 'error');
  // Clients send `Content-Type: application/json` on bodiless calls too; an empty body is no body.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    journal.keepBody(request, body as string);
    parseJson(request, body as string, (error, value) => {
      // Every rule, and the answer that echoes the body back, walks it: thousands of levels would exhaust the stack.
      if (!error && jsonDepth(value) > MAX_BODY_DEPTH) {
        return done(new HttpError(400, `request body is nested more than ${MAX_BODY_DEPTH} levels deep; flatten it`), undefined);
      }
      done(error, value);
    });
  });

  app.addHook('onRequest', rateLimiter(() => sandbox.clock.now(), options.rateLimit));
  // After the limiter: a faulted answer carries the rate-limit headers it set.
  const faults = new Faults(journal, () => sandbox.clock.now());
  app.addHook('onRequest', faults.hook());

  const authenticate = journal.noting(authenticator(sandbox), (params) => organizationOfPath(sandbox.store, params));

  // One policy for the app's life; the port it must never fetch from is read once the app listens.
  const fetchPolicy: FetchPolicy = { ...OPEN_FETCH_POLICY, ...options.fetchPolicy, ownPort: () => (app.server.address() as AddressInfo | null)?.port };
  const contextFor = (request: FastifyRequest, caller: UserRecord): Context =>
    contextOf(sandbox, caller, options.baseUrl ?? `${request.protocol}://${request.host}`, options.translator, fetchPolicy);
  const context = (request: FastifyRequest): Context => contextFor(request, authenticate(request));

  for (const [id, operation] of Object.entries(operations) as [OperationId, Operation][]) {
    const handler = handlers[id] as Handler<Operation>;
    app.route({
      method: operation.method,
      url: fastifyPath(operation.path),
      bodyLimit: operation.bodyLimit ?? BODY_LIMIT,
      // The error handler words refusals for the operation they came from.
      config: { operation },
      handler: async (request, reply) => {
        const ctx = context(request);
        // An identifier that could never exist names nothing: it is not found, and never reaches the disk.
        const input = inputOf(operation, request, namedParams(operation.path, request.params), (error) => new HttpError(404, `not found: ${describeZodError('path', error)}`));
        return sendAnswer(reply, operation.status, await handler(ctx, input));
      },
    });
  }

  app.register(controlRoutes, { sandbox, authenticate, contextFor, journal, faults });
  // A request waiting on a held job (a website import) would keep the server from closing.
  app.addHook('preClose', async () => {
    await sandbox.jobs.close();
  });
  // The browser views get a scope of their own, so that what they parse (forms) the API never does.
  app.register(webRouteScope, { sandbox, context: contextFor, recentRequests: (limit, readable) => journal.list({ limit }, readable), ...(options.dataDir ? { dataDir: options.dataDir } : {}) });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `no such endpoint: ${request.method} ${request.url.split('?')[0]}`));
  });
  app.setErrorHandler(async (error, request, reply) => {
    const { status, body } = toHttpError(error, (request.routeOptions.config as { operation?: Operation }).operation, request.routeOptions.bodyLimit ?? BODY_LIMIT);
    if (status >= 500) request.log.error(error);
    if (status === 413) await drainBody(request.raw);
    return reply.code(status).send(body);
  });
  return app;
}
