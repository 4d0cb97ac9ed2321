import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordVisit, type SiteVisit } from '../../domain/sites/insights.js';
import { visitorSees } from '../../domain/sites/conditions.js';
import { customizationOf } from '../../domain/sites/customization.js';
import { tabsWithLinks } from '../../domain/sites/external-links.js';
import { navigationFor, publishedNavigation } from '../../domain/sites/space-navigation.js';
import { signedClaims, unsignedClaims, visitorOf } from '../../domain/sites/visitor-claims.js';
import { visitorRedirect } from '../../domain/sites/redirects.js';
import { isSitePublished, sitePath } from '../../domain/sites/site.js';
import { joinedPath, locate, mayRead, publishedSiteAt, publishedSiteOnlyNamed } from '../../domain/sites/visitor-site.js';
import type { Sandbox } from '../../sandbox/open.js';
import type { SiteRecord } from '../../store/records.js';
import { siteLook } from '../../web/site/site-look.js';
import { siteFontOf } from '../../domain/sites/custom-fonts.js';
import { siteNotFoundPage, visitorTokenRequiredPage } from '../../web/site/site-page.js';
import { sendHtml } from './html-reply.js';
import { cookie } from './sessions.js';
import { keptCookie, searchOf, sendSpacePage, shareKeyOf, type PublishedQuery } from './space-pages.js';
import type { WebHandlers } from './web-handler.js';

const SHARE_COOKIE = 'docsctl_share';
/** Who a visitor is to the site's insights, for a year, and their visit, until the browser closes: random ids, never their address. */
const VISITOR_COOKIE = 'docsctl_visitor';
const VISIT_COOKIE = 'docsctl_visit';
const A_YEAR = 365 * 86400;
/** The query parameters an insights event's URL keeps: the campaign's, never a share key or a token. */
const UTM = /^utm_(source|medium|campaign|term|content)$/;
/** GitBook's own names: the visitor token (signed claims) and the claims a visitor's URL set (unsigned). */
const TOKEN_COOKIE = 'gitbook-visitor-token';
const PUBLIC_COOKIE = 'gitbook-visitor-public';
const UNSIGNED_PREFIX = 'visitor.';

type VisitorQuery = Record<string, unknown> & PublishedQuery & { jwt_token?: unknown };
type VisitorRequest = FastifyRequest<{ Querystring: VisitorQuery }>;
/** Where a published URL led: a site space, and the section it is in. */
type SiteLocation = NonNullable<ReturnType<typeof locate>>;

/** The share key a visitor holds: the link's (`?share=`), else the one a link of the site left in a cookie. */

/** A cookie's value as it was set (encoded), or undefined for one that is not. */
const cookieValue = (request: FastifyRequest, name: string) => {
  const raw = cookie(request, name);
  try {
    return raw === undefined ? undefined : decodeURIComponent(raw);
  } catch {
    return undefined;
  }
};

/** The unsigned claims a visitor holds: those kept from an earlier URL, then this URL's `visitor.<claim>=` over them. */
function unsignedValues(request: VisitorRequest): { values: Record<string, string>; fromUrl: boolean } {
  let values: Record<string, string> = {};
  try {
    const kept: unknown = JSON.parse(cookieValue(request, PUBLIC_COOKIE) ?? '{}');
    if (kept && typeof kept === 'object' && !Array.isArray(kept)) values = Object.fromEntries(Object.entries(kept).filter(([, v]) => typeof v === 'string'));
  } catch {
    // A cookie that is not ours to read holds no claims.
  }
  let fromUrl = false;
  for (const [name, value] of Object.entries(request.query)) {
    if (name.startsWith(UNSIGNED_PREFIX) && typeof value === 'string') {
      values[name.slice(UNSIGNED_PREFIX.length)] = value;
      fromUrl = true;
    }
  }
  return { values, fromUrl };
}

/**
 * The site a visitor's URL names, and the segments after the site's own. Its form is the API's
 * (`/sites/<organization>/<site>`); one of the form before (`/sites/<site>`), or naming an
 * organization by its id once it has a hostname, leads to the site's own URL when it names one.
 */
interface SiteAt {
  site: SiteRecord;
  rest: string[];
  canonical: boolean;
}

function siteOf(sandbox: Sandbox, segments: string[]): SiteAt | undefined {
  const [first = '', second] = segments;
  const at = second === undefined ? undefined : publishedSiteAt(sandbox, first, second);
  if (at) return { ...at, rest: segments.slice(2) };
  const site = publishedSiteOnlyNamed(sandbox, first);
  return site && { site, rest: segments.slice(1), canonical: false };
}

/** Serves a site at the root of its custom hostname: the request's whole path is the site's. */
export type HostedSite = (request: FastifyRequest, reply: FastifyReply, site: SiteRecord) => unknown;

/**
 * Published sites, at the URLs the API gives them (`urls.published`): what a visitor reads,
 * without signing in. Whatever a visitor may not see is not found, the same as what is not there.
 */
export function publishedSiteHandler(sandbox: Sandbox): Pick<WebHandlers, 'publishedSite'> & { hostedSite: HostedSite } {
  const notFound = (reply: FastifyReply, site?: SiteRecord, siteUrl = site && sitePath(sandbox, site)) =>
    sendHtml(reply, 404, siteNotFoundPage(site && { title: site.title, url: siteUrl || '/' }));

  /** `siteUrl`: where the site's links start, '' for a site at the root of its custom hostname. */
  const read = async (request: VisitorRequest, reply: FastifyReply, found: SiteAt | undefined, siteUrl = found && sitePath(sandbox, found.site)) => {
    if (!found || siteUrl === undefined) return notFound(reply);
    const { site, rest } = found;
    const under = (...parts: string[]) => (siteUrl ? joinedPath(siteUrl, ...parts) : `/${joinedPath(...parts)}`);
    const key = shareKeyOf(request, SHARE_COOKIE);
    const tokenFromUrl = typeof request.query.jwt_token === 'string' ? request.query.jwt_token : undefined;
    const token = tokenFromUrl ?? cookieValue(request, TOKEN_COOKIE);
    // Claims count where GitBook reads them: on a visitor-auth site, or one with adaptive content on.
    const adaptive = site.adaptiveContent || site.visibility === 'visitor-auth';
    const signed = adaptive && token ? await signedClaims(sandbox, site, token) : undefined;
    if (!mayRead(sandbox, site, { shareKey: key, signed: signed !== undefined })) {
      if (site.visibility !== 'visitor-auth') return notFound(reply);
      const fallback = site.publishingAuth?.fallbackURL;
      if (fallback) {
        const to = new URL(fallback);
        to.searchParams.set('location', request.url.split('?')[0]!);
        return reply.redirect(to.toString(), 302);
      }
      return sendHtml(reply, 401, visitorTokenRequiredPage({ title: site.title, url: under() }));
    }
    // Only once the visitor may read the site: its URL is not told to who may not. The query (a share key, a token) goes along.
    if (!found.canonical) {
      const query = request.url.indexOf('?');
      return reply.redirect(`${under(...rest.map(encodeURIComponent))}${query < 0 ? '' : request.url.slice(query)}`, 302);
    }
    const unsigned = adaptive ? unsignedValues(request) : { values: {}, fromUrl: false };
    const unsignedSet = unsignedClaims(site, unsigned.values);
    const visitor = visitorOf(signed, unsignedSet);
    const claims = claimsOf(signed, unsignedSet);
    const sees = (condition: string | undefined) => visitorSees(condition, visitor);
    // What the URL brought is kept for the site's later pages, where the visitor's links carry none.
    const cookies: string[] = [];
    const keep = (name: string, value: string) => cookies.push(keptCookie(name, value, under()));
    if (site.visibility === 'share-link' && typeof request.query.share === 'string') keep(SHARE_COOKIE, key!);
    if (tokenFromUrl && signed) keep(TOKEN_COOKIE, tokenFromUrl);
    if (unsigned.fromUrl) keep(PUBLIC_COOKIE, JSON.stringify(unsigned.values));
    const visitorId = cookieValue(request, VISITOR_COOKIE) ?? randomUUID();
    const sessionId = cookieValue(request, VISIT_COOKIE) ?? randomUUID();
    if (!cookie(request, VISITOR_COOKIE)) cookies.push(`${keptCookie(VISITOR_COOKIE, visitorId, under())}; Max-Age=${A_YEAR}`);
    if (!cookie(request, VISIT_COOKIE)) keep(VISIT_COOKIE, sessionId);
    if (cookies.length) reply.header('set-cookie', cookies);
    // A path no page answers follows the site's redirects, if one names it: pages first, as on GitBook.
    // What the visitor does is kept in the site's insights, where it happened: a page, or a URL of none (a 404) of a site space or of the site.
    const track = (visit: SiteVisit, located?: SiteLocation) =>
      recordVisit(
        sandbox,
        {
          site,
          url: insightsUrl(request),
          siteSection: located?.section?.section.id ?? null,
          siteSpace: located?.siteSpace.id ?? null,
          siteShareKey: site.visibility === 'share-link' ? (key ?? null) : null,
          space: located?.space.id ?? null,
          revision: located?.space.revision ?? null,
          session: {
            visitorId,
            sessionId,
            userAgent: String(request.headers['user-agent'] ?? '').slice(0, 1024),
            language: request.headers['accept-language']?.split(/[,;]/)[0]?.trim().slice(0, 64) || null,
            referrer: referrerOf(request),
            ...(Object.keys(claims).length ? { visitorAuthClaims: claims } : {}),
          },
        },
        visit,
      );
    const redirectOrNotFound = (located?: SiteLocation) => {
      const redirect = visitorRedirect(sandbox, site, `/${rest.map(encodeURIComponent).join('/')}`);
      if (!redirect) {
        track({ type: 'page_view', page: null }, located);
        return notFound(reply, site, siteUrl);
      }
      const { to, permanent } = redirect;
      // GitBook serves a permanent redirect as 308 to public traffic and 307 elsewhere, and others as temporary.
      const status = permanent ? (site.visibility === 'public' ? 308 : 307) : 302;
      return reply.redirect('url' in to ? to.url : `${siteUrl}${to.path}`, status);
    };
    const at = locate(sandbox, site, rest, sees);
    if (!at) return redirectOrNotFound();
    const customization = customizationOf(site, at.siteSpace.customization);
    const look = siteLook(customization, site.title, siteFontOf(sandbox, site.organization, customization.styling.font));
    const newTab = customization.externalLinks.target === 'blank';
    const frame = {
      site: { title: look.title, url: under() },
      look,
      tabs: tabsWithLinks(sandbox, site, at.sections, sees).map((tab) =>
        'link' in tab ? { title: tab.link.title, url: tab.link.url, newTab } : { title: tab.section.title, url: under(tab.path), current: tab === at.section },
      ),
      variants: at.variants.map((v) => ({ title: v.title, url: under(v.path), current: v.siteSpace.id === at.siteSpace.id })),
      ...(site.ads?.status === 'live' && site.ads.zoneId ? { adZone: site.ads.zoneId } : {}),
    };
    return sendSpacePage(sandbox, reply, {
      space: at.space,
      nav: navigationFor(sandbox, await publishedNavigation(sandbox, at.space, at.space.revision), sees),
      spaceUrl: siteUrl || at.path ? under(at.path) : '',
      pagePath: at.pagePath,
      query: searchOf(request),
      frame,
      noIndex: site.visibility !== 'public',
      // What the page shows beside its revision: the site's look, tabs and variants, its ad, its place and visibility.
      shown: [look, siteUrl, site.visibility, frame.tabs, frame.variants, frame.adZone],
      notFound: () => redirectOrNotFound(at),
      track: (visit) => track(visit, at),
    });
  };

  return {
    publishedSite: (request, reply, params) => read(request as VisitorRequest, reply, siteOf(sandbox, params.sitePath.split('/').filter(Boolean))),
    hostedSite: (request, reply, site) =>
      isSitePublished(sandbox, site)
        ? read(request as VisitorRequest, reply, { site, rest: request.url.split('?')[0]!.split('/').filter(Boolean).map(decodeSegment), canonical: true }, '')
        : notFound(reply),
  };
}

/** A page's absolute URL as insights keep it: its campaign parameters, no other part of its query. */
function insightsUrl(request: FastifyRequest): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  for (const name of [...url.searchParams.keys()]) if (!UTM.test(name)) url.searchParams.delete(name);
  return url.toString();
}

/** The page a visitor came from, when their browser says and it is a URL. */
function referrerOf(request: FastifyRequest): string | null {
  const referrer = request.headers.referer;
  return referrer && URL.canParse(referrer) && referrer.length <= 2048 ? referrer : null;
}

/** A visitor's claims as insights keep them: the signed ones, and the unsigned ones under `unsigned` when there are any. */
const claimsOf = (signed: Record<string, unknown> | undefined, unsigned: Record<string, unknown>) => ({
  ...signed,
  ...(Object.keys(unsigned).length ? { unsigned } : {}),
});

/** A path segment as written, when it is not a valid escape: it names no page either way. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
