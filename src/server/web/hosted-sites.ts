import type { onRequestAsyncHookHandler } from 'fastify';
import { siteAtHostname } from '../../domain/sites/hostnames.js';
import type { Sandbox } from '../../sandbox/open.js';
import { publishedSiteHandler } from './site-routes.js';

/** What a custom hostname never takes over: the API and the sandbox's controls answer on every host. */
const OWN_PATHS = /^\/(v1|_sandbox)(\/|\?|$)/;

/**
 * Sites at their custom hostnames: a browser's request whose `Host` is a site's hostname reads that site,
 * at its root (`curl -H 'Host: docs.example.test' http://127.0.0.1:PORT/guide`), before any other route
 * of the app's own could answer it. A hook of the whole app, so that paths no route declares reach it.
 */
export function hostedSites(sandbox: Sandbox): onRequestAsyncHookHandler {
  const { hostedSite } = publishedSiteHandler(sandbox);
  return async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || OWN_PATHS.test(request.url)) return;
    const site = siteAtHostname(sandbox, request.hostname);
    if (!site) return;
    await hostedSite(request, reply, site);
    return reply;
  };
}
