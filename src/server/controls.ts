import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Context } from '../domain/kernel/context.js';
import type { Sandbox } from '../sandbox/open.js';
import { describeZodError } from '../schemas/describe.js';
import { fillPath } from '../schemas/operation.js';
import { Bytes, sandboxControls, type SandboxControl, type SandboxControlId } from '../schemas/sandbox-controls.js';
import type { UserRecord } from '../store/records.js';
import { HttpError } from './errors.js';
import type { Faults } from './faults.js';
import { sendAnswer, type ControlCall, type ControlHandler, type ControlHandlers } from './handler.js';
import { inputOf } from './input.js';
import type { Journal } from './journal.js';
import { sandboxHandlers } from './routes/sandbox.js';
import { guardFor } from './routes/sandbox-access.js';
import { faultHandlers } from './routes/sandbox-faults.js';
import { jobHandlers } from './routes/sandbox-jobs.js';
import { journalHandlers } from './routes/sandbox-journal.js';
import { snapshotHandlers } from './routes/sandbox-snapshots.js';
import { spaceVisibilityHandler } from './routes/sandbox-space-visibility.js';
import { storageHandlers } from './routes/sandbox-storage.js';
import { fontHandlers } from './routes/sandbox-fonts.js';
import { BODY_LIMIT } from './json-body.js';

export interface ControlRouteOptions {
  sandbox: Sandbox;
  /** The user a request's token names, or a 401. */
  authenticate: (request: FastifyRequest) => UserRecord;
  /** The rules' context for a caller on this request. */
  contextFor: (request: FastifyRequest, caller: UserRecord) => Context;
  journal: Journal;
  faults: Faults;
}

/**
 * The controls under `/_sandbox/`, each registered from its line of the table (sandboxControls) and run
 * behind the guard its `access` names: who may use a control is declared once, in the table, which
 * `GET /_sandbox/openapi.json` and the rate limiter read too (each route carries its control in its config).
 */
export async function controlRoutes(app: FastifyInstance, { sandbox, authenticate, contextFor, journal, faults }: ControlRouteOptions): Promise<void> {
  const handlers: ControlHandlers = {
    ...sandboxHandlers(sandbox),
    ...snapshotHandlers(sandbox, () => {
      journal.clear();
      faults.clear();
    }),
    ...journalHandlers(sandbox, journal),
    ...faultHandlers(faults),
    ...jobHandlers(sandbox),
    ...spaceVisibilityHandler(contextFor),
    ...storageHandlers(sandbox),
    ...fontHandlers(sandbox),
  };
  for (const [id, control] of Object.entries(sandboxControls) as [SandboxControlId, SandboxControl][]) {
    const handler = handlers[id] as ControlHandler<SandboxControl>;
    const guard = control.access === 'anyone' ? undefined : guardFor(sandbox, authenticate, control.access);
    // A download URL that could name nothing is not found; any other parameter that is wrong is named.
    const badParams = (params: Record<string, string>) => (error: Parameters<typeof describeZodError>[1]) =>
      control.notFound
        ? new HttpError(
            404,
            fillPath(control.notFound, (name) => params[name] ?? ''),
          )
        : new HttpError(400, describeZodError('path', error));
    const route: RouteOptions = {
      method: control.method,
      url: fillPath(control.path, (name) => `:${name}`),
      bodyLimit: control.bodyLimit ?? BODY_LIMIT,
      config: { control },
      handler: async (request, reply) => {
        const caller = guard?.(request);
        const params = request.params as Record<string, string>;
        const input = inputOf(control, request, params, badParams(params));
        // A control anyone may use gets no caller: its handler's type says so.
        const call = (caller ? { request, caller } : { request }) as ControlCall<SandboxControl>;
        return sendAnswer(reply, control.status, await handler(input, call));
      },
    };
    // A control that takes bytes (an upload) reads any body as they came, a JSON file's too, in a scope of its own.
    if (control.body === Bytes)
      await app.register(async (scope) => {
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
        scope.route(route);
      });
    else app.route(route);
  }
}
