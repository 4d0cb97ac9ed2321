import { API_INFORMATION } from '../../domain/kernel/api-information.js';
import { getSubdomain } from '../../domain/org/subdomains.js';
import * as hostnames from '../../domain/sites/hostnames.js';
import { contentByUrl, resolvePublishedUrl } from '../../domain/sites/url-resolution.js';
import { Emptied, type Handlers } from '../handler.js';

export const urlRoutes = {
  getApiInformation: () => API_INFORMATION,
  resolvePublishedContentByUrl: (ctx, { body }) =>
    resolvePublishedUrl(ctx, body.url, { token: body.visitor?.jwtToken, unsignedClaims: body.visitor?.unsignedClaims, redirectOnError: body.redirectOnError }),
  getPublishedContentByUrl: (ctx, { query }) => resolvePublishedUrl(ctx, query.url, { token: query.visitorAuthToken, redirectOnError: query.redirectOnError }),
  getContentByUrl: (ctx, { query }) => contentByUrl(ctx, query.url),
  getCustomHostname: (ctx, { params }) => hostnames.getCustomHostname(ctx, params.hostname),
  dnsRevalidateCustomHostname: (ctx, { params }) => hostnames.revalidateCustomHostname(ctx, params.hostname),
  // GitBook's two answers: 205 when the name was removed, 204 when there was nothing to remove.
  removeCustomHostname: (ctx, { params }) => (hostnames.removeCustomHostname(ctx, params.hostname) ? new Emptied() : undefined),
  getSubdomain: (ctx, { params }) => getSubdomain(ctx, params.subdomain),
} satisfies Partial<Handlers>;
