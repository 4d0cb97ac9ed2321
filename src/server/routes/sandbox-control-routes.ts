import type { FastifyInstance, FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import type { Sandbox } from '../../sandbox/open.js';
import { fillPath } from '../../schemas/operation.js';
import { SANDBOX_CONTROLS, type SandboxControl } from '../../schemas/sandbox-controls.js';
import type { UserRecord } from '../../store/records.js';
import { guardFor } from './sandbox-access.js';

type Method = SandboxControl['method'];

/**
 * Registers the handlers of the controls under `/_sandbox/`, each found in SANDBOX_CONTROLS by its
 * method and path and run behind the guard its `access` names: who may use a control is declared
 * once, in the table, which `GET /_sandbox/openapi.json` and the rate limiter read too (each route
 * carries its control in its config). A handler whose control is not in the table, or takes a
 * token when the table says it takes none (or the reverse), fails the app at start.
 */
export function controlRoutes(app: FastifyInstance, sandbox: Pick<Sandbox, 'store' | 'secrets'>, authenticate: (request: FastifyRequest) => UserRecord) {
  const controlAt = (method: Method, path: string): SandboxControl => {
    const control = SANDBOX_CONTROLS.find((c) => c.method === method && c.path === path);
    if (!control) throw new Error(`${method} ${path} is not in SANDBOX_CONTROLS`);
    return control;
  };
  const misregistered = (control: SandboxControl) => new Error(`${control.method} ${control.path} takes ${control.access === 'anyone' ? 'no token' : 'a token'} by SANDBOX_CONTROLS`);
  // G types what Fastify parsed (path parameters, query) as Fastify's own route generics do: unchecked.
  const route = <G extends RouteGenericInterface>(control: SandboxControl, handler: (request: FastifyRequest<G>, reply: FastifyReply) => Promise<unknown>) =>
    app.route({ method: control.method, url: fillPath(control.path, (name) => `:${name}`), config: { control }, handler: (request, reply) => handler(request as FastifyRequest<G>, reply) });
  return {
    /** A control that takes a token: its handler gets the user its access let through. */
    guarded<G extends RouteGenericInterface = RouteGenericInterface>(method: Method, path: string, handler: (request: FastifyRequest<G>, reply: FastifyReply, caller: UserRecord) => Promise<unknown>): void {
      const control = controlAt(method, path);
      if (control.access === 'anyone') throw misregistered(control);
      const guard = guardFor(sandbox, authenticate, control.access ?? 'owner');
      route<G>(control, async (request, reply) => handler(request, reply, guard(request)));
    },
    /** A URL anyone may fetch (`access: 'anyone'`), standing for a signed one. */
    open<G extends RouteGenericInterface = RouteGenericInterface>(method: Method, path: string, handler: (request: FastifyRequest<G>, reply: FastifyReply) => Promise<unknown>): void {
      const control = controlAt(method, path);
      if (control.access !== 'anyone') throw misregistered(control);
      route<G>(control, handler);
    },
  };
}

export type ControlRoutes = ReturnType<typeof controlRoutes>;
