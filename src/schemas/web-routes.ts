import { fillPath } from './operation.js';

/**
 * Who may see a browser view. `anyone`: no sign-in (what it shows may depend on one). `signed in`: a
 * user signed in with a sandbox token, each view read through the rules as the API would answer them;
 * anyone else is sent to log in and brought back. `visitor`: whoever the published site or space lets
 * in (its visibility, a share link, a visitor token), everyone else told it is not there.
 */
export type WebAccess = 'anyone' | 'signed in' | 'visitor';

/** A browser route: the app's views at the `urls.app` the API gives, published sites and spaces, the home and logging in. */
export interface WebRoute<P extends string = string, H extends string = string, A extends WebAccess = WebAccess> {
  method: 'GET' | 'POST';
  /** With `{name}` parameters, as the operations' paths; one ending in `Path` takes the rest of the path, slashes included. */
  path: P;
  access: A;
  /** The handler that serves it (src/server/web/): two routes showing one view at two depths share one. */
  handler: H;
}

const route = <const P extends string, const H extends string, const A extends WebAccess>(declared: WebRoute<P, H, A>): WebRoute<P, H, A> => declared;

/** Every route a browser is served, registered in this order by one loop (src/server/web/routes.ts). */
export const webRoutes = {
  home: route({ method: 'GET', path: '/', access: 'anyone', handler: 'home' }),
  loginForm: route({ method: 'GET', path: '/login', access: 'anyone', handler: 'loginForm' }),
  logIn: route({ method: 'POST', path: '/login', access: 'anyone', handler: 'logIn' }),
  logOut: route({ method: 'POST', path: '/logout', access: 'anyone', handler: 'logOut' }),
  space: route({ method: 'GET', path: '/s/{spaceId}', access: 'signed in', handler: 'spaceContent' }),
  spacePage: route({ method: 'GET', path: '/s/{spaceId}/{pagePath}', access: 'signed in', handler: 'spaceContent' }),
  changeRequest: route({ method: 'GET', path: '/s/{spaceId}/~/changes/{number}', access: 'signed in', handler: 'changeRequestContent' }),
  changeRequestChanges: route({ method: 'GET', path: '/s/{spaceId}/~/changes/{number}/~/diff', access: 'signed in', handler: 'changeRequestChanges' }),
  changeRequestPage: route({ method: 'GET', path: '/s/{spaceId}/~/changes/{number}/{pagePath}', access: 'signed in', handler: 'changeRequestContent' }),
  revision: route({ method: 'GET', path: '/s/{spaceId}/~/revisions/{revisionId}', access: 'signed in', handler: 'revisionContent' }),
  revisionPage: route({ method: 'GET', path: '/s/{spaceId}/~/revisions/{revisionId}/{pagePath}', access: 'signed in', handler: 'revisionContent' }),
  organization: route({ method: 'GET', path: '/o/{organizationId}', access: 'signed in', handler: 'organizationView' }),
  collection: route({ method: 'GET', path: '/c/{collectionId}', access: 'signed in', handler: 'collectionView' }),
  openApiSpec: route({ method: 'GET', path: '/o/{organizationId}/openapi/{specSlug}', access: 'signed in', handler: 'openApiSpecView' }),
  site: route({ method: 'GET', path: '/o/{organizationId}/sites/{siteId}', access: 'signed in', handler: 'siteView' }),
  sitePreview: route({ method: 'GET', path: '/o/{organizationId}/sites/{siteId}/preview', access: 'signed in', handler: 'siteView' }),
  publishedSite: route({ method: 'GET', path: '/sites/{sitePath}', access: 'visitor', handler: 'publishedSite' }),
  publishedSpec: route({ method: 'GET', path: '/published/openapi/{organizationId}/{specSlug}', access: 'anyone', handler: 'publishedSpec' }),
  publishedSpace: route({ method: 'GET', path: '/published/{spaceId}', access: 'visitor', handler: 'publishedSpace' }),
  publishedSpacePage: route({ method: 'GET', path: '/published/{spaceId}/{pagePath}', access: 'visitor', handler: 'publishedSpace' }),
};

export type WebRoutes = typeof webRoutes;
export type WebRouteId = keyof WebRoutes;
export type WebHandlerName = WebRoutes[WebRouteId]['handler'];

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
/** The parameters of a route's path by name: `{ spaceId: string; number: string }`. */
export type WebParams<P extends string> = { [Name in ParamNames<P>]: string };

/**
 * One function per route that fills its path: `webPath.changeRequest({ spaceId, number })` is
 * `/s/SPACE/~/changes/N`, so that a route and the links to it cannot drift apart. Values go in as
 * given: ids and numbers need no escaping, and a page's path keeps its slashes; what may need it
 * (a published site's names) comes escaped.
 */
export const webPath: { [R in WebRouteId]: (params: WebParams<WebRoutes[R]['path']>) => string } = Object.fromEntries(
  Object.entries(webRoutes).map(([id, { path }]) => [id, (params: Record<string, string>) => fillPath(path, (name) => params[name]!)]),
) as Record<WebRouteId, (params: Record<string, string>) => string>;
