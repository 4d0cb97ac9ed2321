import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AddressInfo } from 'node:net';
import type { Context } from '../domain/kernel/context.js';
import { OPEN_FETCH_POLICY, type FetchPolicy } from '../domain/fetch/fetch-policy.js';
import { fileBytes } from '../domain/revisions/files.js';
import { revisionPdf } from '../domain/revisions/pdf.js';
import { PdfQuery } from '../schemas/revision.js';
import { purgeExpiredSpaces } from '../domain/content/spaces.js';
import type { Translator } from '../domain/translations/translator.js';
import { Id } from '../schemas/common.js';
import { contextOf, type Sandbox } from '../sandbox/open.js';
import { operations, type OperationId } from '../schemas/operations.js';
import { fillPath, type Operation } from '../schemas/operation.js';
import type { UserRecord } from '../store/records.js';
import { describeZodError } from '../schemas/describe.js';
import { HttpError, errorBody, toHttpError } from './errors.js';
import { jsonDepth } from './json-depth.js';
import { Created, type Handler, type Handlers } from './handler.js';
import { openApiDocument } from './openapi.js';
import { commentRoutes } from './routes/comments.js';
import { openApiRoutes } from './routes/openapi.js';
import { siteRoutes } from './routes/sites.js';
import { translationRoutes } from './routes/translations.js';
import { revisionRoutes } from './routes/revisions.js';
import { spaceRoutes } from './routes/spaces.js';
import { organizationRoutes } from './routes/organizations.js';
import { samlRoutes, teamRoutes } from './routes/teams.js';

export const BODY_LIMIT = 1024 * 1024;
/** Deeper than any document GitBook's API carries (a list in a list… in a table in a block is a few dozen). */
const MAX_BODY_DEPTH = 100;

const handlers: Handlers = { ...organizationRoutes, ...teamRoutes, ...samlRoutes, ...spaceRoutes, ...revisionRoutes, ...commentRoutes, ...openApiRoutes, ...translationRoutes, ...siteRoutes };

export interface AppOptions {
  /** The address resources point at; by default, the one each request came to. */
  baseUrl?: string;
  logger?: boolean;
  /** What translation runs use; by default the text is copied unchanged. */
  translator?: Translator;
  /** What imports and OpenAPI sources may fetch; by default any host but the sandbox itself. */
  fetchPolicy?: Omit<FetchPolicy, 'ownPort'>;
}

const fastifyPath = (path: string) => fillPath(path, (name) => `:${name}`);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Types a browser may show in place: images it cannot run script in, PDF, plain text, media.
 * Anything else (HTML, SVG, XML…) is a download, so imported files never run on the sandbox's origin.
 */
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp|avif|bmp)|application\/pdf|text\/plain|audio\/[\w.+-]+|video\/[\w.+-]+)$/;

/**
 * Headers for bytes that came from content: their type is final, and opened as a document they
 * get no powers. PDFs are left out of the sandbox policy, which stops browsers' PDF viewers.
 */
function untrusted<R extends { header(name: string, value: string): R }>(reply: R, contentType: string): R {
  reply.header('x-content-type-options', 'nosniff');
  return contentType === 'application/pdf' ? reply : reply.header('content-security-policy', "default-src 'none'; sandbox");
}

const ClockAdvance = z.object({ advanceSeconds: z.number().min(0).max(10 * 365 * 24 * 3600) });

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

  const parseJson = app.getDefaultJsonParser('error', 'error');
  // Clients send `Content-Type: application/json` on bodiless calls too; an empty body is no body.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    parseJson(request, body as string, (error, value) => {
      // Every rule, and the answer that echoes the body back, walks it: thousands of levels would exhaust the stack.
      if (!error && jsonDepth(value) > MAX_BODY_DEPTH) {
        return done(new HttpError(400, `request body is nested more than ${MAX_BODY_DEPTH} levels deep; flatten it`), undefined);
      }
      done(error, value);
    });
  });

  const authenticate = (request: FastifyRequest): UserRecord => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'authentication required: send the header "Authorization: Bearer <token>"');
    const userId = sandbox.secrets.userForToken(token);
    const user = userId === undefined ? undefined : sandbox.store.get('users', userId);
    if (!user) throw new HttpError(401, 'the API token is not valid for this sandbox; use the token printed by `docsctl serve`');
    return user;
  };

  // One policy for the app's life (its connections are pooled per policy); the port is read once the app listens.
  const fetchPolicy: FetchPolicy = { ...OPEN_FETCH_POLICY, ...options.fetchPolicy, ownPort: () => (app.server.address() as AddressInfo | null)?.port };
  const context = (request: FastifyRequest): Context =>
    contextOf(sandbox, authenticate(request), options.baseUrl ?? `${request.protocol}://${request.host}`, options.translator, fetchPolicy);

  for (const [id, operation] of Object.entries(operations) as [OperationId, Operation][]) {
    const handler = handlers[id] as Handler<Operation>;
    app.route({
      method: operation.method,
      url: fastifyPath(operation.path),
      handler: async (request, reply) => {
        const ctx = context(request);
        const params = operation.params.safeParse(request.params);
        // An identifier that could never exist names nothing: it is not found, and never reaches the disk.
        if (!params.success) throw new HttpError(404, `not found: ${describeZodError('path', params.error)}`);
        const query = operation.query.safeParse(request.query ?? {});
        if (!query.success) throw new HttpError(400, describeZodError('query', query.error));
        const bodyless = operation.body instanceof z.ZodUndefined;
        const body = bodyless ? { success: true as const, data: undefined } : operation.body.safeParse(request.body);
        if (!body.success) throw new HttpError(400, describeZodError('body', body.error));
        const result = await handler(ctx, { params: params.data, query: query.data, body: body.data });
        if (result instanceof Created) return reply.code(201).send(result.body);
        if (operation.status === 204) return reply.code(204).send();
        return reply.code(operation.status).send(result);
      },
    });
  }

  app.get('/_sandbox/clock', async (request) => {
    authenticate(request);
    return { now: sandbox.clock.iso() };
  });
  app.post('/_sandbox/clock', async (request) => {
    authenticate(request);
    const body = ClockAdvance.safeParse(request.body);
    if (!body.success) throw new HttpError(400, describeZodError('body', body.error));
    const now = sandbox.clock.advance(body.data.advanceSeconds);
    purgeExpiredSpaces(sandbox);
    return { now: now.toISOString() };
  });
  // Download URLs work without a token, like the signed URLs they stand for: revision ids are unguessable.
  app.get<{ Params: { revisionId: string; fileId: string } }>('/_sandbox/files/:revisionId/:fileId', async (request, reply) => {
    const { revisionId, fileId } = request.params;
    const found = Id.safeParse(revisionId).success && Id.safeParse(fileId).success ? fileBytes(sandbox, revisionId, fileId) : undefined;
    if (!found) throw new HttpError(404, `no file "${fileId}" in revision "${revisionId}"`);
    const disposition = INLINE_TYPES.test(found.file.contentType) ? 'inline' : 'attachment';
    return untrusted(reply, found.file.contentType)
      .type(found.file.contentType)
      .header('content-disposition', `${disposition}; filename="${encodeURIComponent(found.file.name)}"`)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(found.bytes);
  });
  app.get<{ Params: { revisionId: string }; Querystring: unknown }>('/_sandbox/pdf/:revisionId', async (request, reply) => {
    const { revisionId } = request.params;
    const scope = PdfQuery.safeParse(request.query);
    if (!Id.safeParse(revisionId).success) throw new HttpError(404, `no revision "${revisionId}"`);
    if (!scope.success) throw new HttpError(400, describeZodError('query', scope.error));
    return untrusted(reply, 'application/pdf').type('application/pdf').send(await revisionPdf(sandbox, revisionId, scope.data));
  });
  app.get('/_sandbox/openapi.json', async (request) => {
    authenticate(request);
    return openApiDocument(`${request.protocol}://${request.host}`);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `no such endpoint: ${request.method} ${request.url.split('?')[0]}`));
  });
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toHttpError(error);
    if (status >= 500) request.log.error(error);
    reply.code(status).send(body);
  });
  return app;
}
