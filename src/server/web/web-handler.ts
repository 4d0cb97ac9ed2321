import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../../domain/kernel/context.js';
import type { WebHandlerName, WebParams, WebRouteId, WebRoutes } from '../../schemas/web-routes.js';
import type { UserRecord } from '../../store/records.js';
import type { Html } from '../../web/layout/html.js';

/** The routes a handler serves. */
type RoutesOf<H extends WebHandlerName> = { [R in WebRouteId]: WebRoutes[R]['handler'] extends H ? R : never }[WebRouteId];
/** The parameters of each route, one object a route. */
type ParamsOf<R extends WebRouteId> = R extends WebRouteId ? WebParams<WebRoutes[R]['path']> : never;
type AnyKeyOf<U> = U extends unknown ? keyof U & string : never;

/** The path parameters a handler is given: those every one of its routes has, and (maybe absent) those only some have, a page's path. */
export type HandlerParams<H extends WebHandlerName> = { [K in keyof ParamsOf<RoutesOf<H>> & string]: string } & {
  [K in AnyKeyOf<ParamsOf<RoutesOf<H>>>]?: string;
};

/** A view only a signed-in user sees: its page, read through the rules as that user (the routes' loop sends it, or the refusal). */
export type SignedInView<H extends WebHandlerName> = (ctx: Context, user: UserRecord, params: HandlerParams<H>) => Html | Promise<Html>;

/** A route that answers for itself: the home, a form posted, a published page a visitor reads. */
export type WebHandler<H extends WebHandlerName> = (request: FastifyRequest, reply: FastifyReply, params: HandlerParams<H>) => unknown;

/** One handler per handler name of the routes' table, a view for those only a signed-in user sees; a missing one is a type error. */
export type WebHandlers = { [H in WebHandlerName]: WebRoutes[RoutesOf<H>]['access'] extends 'signed in' ? SignedInView<H> : WebHandler<H> };
