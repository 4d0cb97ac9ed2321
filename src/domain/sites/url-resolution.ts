import type { ContentByUrl, PublishedSiteContentLookup } from '../../schemas/urls.js';
import type { SiteRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { notFound } from '../../lib/errors.js';
import { webRoutes } from '../../schemas/web-routes.js';
import { getCollection } from '../content/collections.js';
import { getSpace } from '../content/spaces.js';
import { issueContentToken } from '../kernel/content-tokens.js';
import { getPageByPath } from '../computed/computed-pages.js';
import { visitorSees } from './conditions.js';
import { siteAtHostname } from './hostnames.js';
import { isSitePublished, sitePath } from './site.js';
import { signedClaims, unsignedClaims, visitorOf } from './visitor-claims.js';
import { joinedPath, locate, mayRead, publishedSiteAt, publishedSiteOnlyNamed } from './visitor-site.js';

/** What a reader of a published URL brings: a visitor token (signed claims), unsigned claims, and whether a refusal should send them to sign in. */
export interface UrlVisitor {
  token?: string;
  unsignedClaims?: Record<string, unknown>;
  redirectOnError?: boolean;
}

/** The site a URL is of, the URL the site starts at, and the path segments after it; `canonical` false for a form that leads to the site's own URL. */
interface SiteAtUrl {
  site: SiteRecord;
  siteBase: string;
  rest: string[];
  canonical: boolean;
}

const PUBLISHED_PREFIX = webRoutes.publishedSite.path.split('{')[0]!;

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean).map(decodeURIComponent);

/**
 * The published site a URL names: at a custom hostname (any scheme or port: the sandbox answers for the name
 * wherever it is reached), or at the sandbox's own address under `/sites/` as the API gives it.
 */
function siteAtUrl(ctx: Context, url: URL): SiteAtUrl | undefined {
  const byHost = siteAtHostname(ctx, url.hostname);
  if (byHost) return isSitePublished(ctx, byHost) ? { site: byHost, siteBase: url.origin, rest: segmentsOf(url.pathname), canonical: true } : undefined;
  if (url.origin !== new URL(ctx.baseUrl).origin || !url.pathname.startsWith(PUBLISHED_PREFIX)) return undefined;
  const segments = segmentsOf(url.pathname.slice(PUBLISHED_PREFIX.length));
  const [first = '', second] = segments;
  const at = second === undefined ? undefined : publishedSiteAt(ctx, first, second);
  const site = at?.site ?? publishedSiteOnlyNamed(ctx, first);
  if (!site) return undefined;
  return { site, siteBase: `${ctx.baseUrl}${sitePath(ctx, site)}`, rest: segments.slice(at ? 2 : 1), canonical: at?.canonical ?? false };
}

/** A path as GitBook's renderer joins it: rooted, and ending in a slash. */
const basePathOf = (url: string) => `${new URL(url).pathname.replace(/\/$/, '')}/`;

/**
 * What a published URL shows, as GitBook's renderer asks before each page: the site, section, site space and
 * space, the page's path, where the site and the space's pages start, and a short-lived token to read them.
 * A visitor who may not read the site is told nothing is there, or, asking to be sent on, to sign in at the
 * site's fallback URL; a URL of an older form is sent to the site's own.
 */
export async function resolvePublishedUrl(ctx: Context, address: string, visitor: UrlVisitor = {}): Promise<PublishedSiteContentLookup> {
  const url = new URL(address);
  const found = siteAtUrl(ctx, url);
  if (!found) throw notFound('published content at URL', address);
  const { site, siteBase, rest } = found;
  const shareKey = url.searchParams.get('share') ?? undefined;
  const adaptive = site.adaptiveContent || site.visibility === 'visitor-auth';
  const token = visitor.token ?? url.searchParams.get('jwt_token') ?? undefined;
  const signed = adaptive && token ? await signedClaims(ctx, site, token) : undefined;
  if (!mayRead(ctx, site, { shareKey, signed: signed !== undefined })) {
    const fallback = site.visibility === 'visitor-auth' ? site.publishingAuth?.fallbackURL : undefined;
    if (fallback && visitor.redirectOnError) {
      const to = new URL(fallback);
      to.searchParams.set('location', url.pathname);
      return { target: 'application', redirect: to.toString() };
    }
    throw notFound('published content at URL', address);
  }
  if (!found.canonical) return { target: 'content', redirect: `${joinedPath(siteBase, ...rest.map(encodeURIComponent))}${url.search}` };
  const unsigned = Object.fromEntries(Object.entries(visitor.unsignedClaims ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const claims = visitorOf(signed, adaptive ? unsignedClaims(site, unsigned) : {});
  const at = locate(ctx, site, rest, (condition) => visitorSees(condition, claims));
  if (!at) throw notFound('published content at URL', address);
  const spaceBase = joinedPath(siteBase, at.path);
  // A site at a hostname's root is at `https://host/`: a URL's path is never empty.
  const canonical = joinedPath(spaceBase, ...at.pagePath.split('/').filter(Boolean).map(encodeURIComponent));
  return {
    site: site.id,
    ...(at.section ? { siteSection: at.section.section.id } : {}),
    siteSpace: at.siteSpace.id,
    space: at.space.id,
    pathname: at.pagePath,
    basePath: basePathOf(spaceBase),
    siteBasePath: basePathOf(siteBase),
    apiToken: issueContentToken(ctx, site.id),
    organization: site.organization,
    ...(site.visibility === 'share-link' && shareKey ? { shareKey } : {}),
    complete: true,
    canonicalUrl: canonical === url.origin ? `${canonical}/` : canonical,
  };
}

/**
 * The content a URL names, read as the caller may read it: a space of the app (`/s/<space>/<page path>`), a
 * collection (`/c/<collection>`), or a published URL's space and page.
 */
export async function contentByUrl(ctx: Context, address: string): Promise<ContentByUrl> {
  const url = new URL(address);
  const segments = url.origin === new URL(ctx.baseUrl).origin ? segmentsOf(url.pathname) : [];
  let spaceId: string;
  let pagePath: string;
  if (segments[0] === 'c' && segments.length === 2) return { collection: getCollection(ctx, segments[1]!) };
  if (segments[0] === 's' && segments[1] && segments[2] !== '~') {
    spaceId = segments[1];
    pagePath = segments.slice(2).join('/');
  } else {
    const resolved = await resolvePublishedUrl(ctx, address).catch(() => undefined);
    if (!resolved || !('space' in resolved)) throw notFound('content at URL', address);
    spaceId = resolved.space;
    pagePath = resolved.pathname;
  }
  const space = getSpace(ctx, spaceId);
  const page = pagePath ? await getPageByPath(ctx, spaceId, pagePath) : undefined;
  return { space, ...(page && (page.type === 'document' || page.type === 'group') ? { page } : {}) };
}
