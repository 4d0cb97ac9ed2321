import type { SiteRedirectDestination } from '../../schemas/site-redirect.js';
import type { SiteRecord, SiteRedirectRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { findPage, revisionOf } from '../revisions/revisions.js';

type Store = Pick<Context, 'store'>;

/** Where a destination leads: a path of the site (after the site's own URL, from "/"), or a URL elsewhere. */
export type RedirectTarget = { path: string } | { url: string };

/** A path as redirects compare them: %-escapes read, so `/caf%C3%A9` and `/café` are one path. */
export function samePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Where a destination leads now, or undefined when what it names is gone (a section, a site space
 * or a page since deleted): a section or a site space at its path, a page at its path in the space's
 * current revision, read as the published site reads them (visitor-site.ts's `locate`).
 */
export function targetOf(ctx: Store, site: SiteRecord, destination: SiteRedirectDestination): RedirectTarget | undefined {
  switch (destination.kind) {
    case 'site-section': {
      const section = ctx.store.get('siteSections', destination.siteSectionId);
      return section?.site === site.id ? { path: `/${section.path}` } : undefined;
    }
    case 'site-space': {
      const siteSpace = ctx.store.get('siteSpaces', destination.siteSpaceId);
      return siteSpace?.site === site.id ? { path: `/${siteSpace.path}` } : undefined;
    }
    case 'site-page': {
      const siteSpace = ctx.store.get('siteSpaces', destination.siteSpaceId);
      const space = siteSpace?.site === site.id ? ctx.store.get('spaces', siteSpace.space) : undefined;
      const page = space && !space.deletedAt ? findPage(revisionOf(ctx, space.revision).pages, destination.pageId) : undefined;
      return page && siteSpace ? { path: `/${siteSpace.path}/${page.path}` } : undefined;
    }
    case 'external':
      return { url: destination.url };
  }
}

/** The part of a path a wildcard source (`/old/*`, `/old*`) matched, or undefined when it does not match; '' for an exact match. */
export function matchedSuffix(source: string, path: string): string | undefined {
  const from = samePath(source);
  const at = samePath(path);
  if (!from.endsWith('*')) return from === at ? '' : undefined;
  const prefix = from.slice(0, -1);
  return at.startsWith(prefix) && at.length > prefix.length ? at.slice(prefix.length) : undefined;
}

/**
 * The redirect a path of the site follows among `redirects`: the one of that very source, else the
 * wildcard with the longest prefix that matches, as the most specific rule wins.
 */
export function redirectFor(redirects: SiteRedirectRecord[], path: string): { redirect: SiteRedirectRecord; suffix: string } | undefined {
  let best: { redirect: SiteRedirectRecord; suffix: string } | undefined;
  for (const redirect of redirects) {
    const suffix = matchedSuffix(redirect.source, path);
    if (suffix === '') return { redirect, suffix };
    if (suffix !== undefined && (!best || redirect.source.length > best.redirect.source.length)) best = { redirect, suffix };
  }
  return best;
}

/** A target with what a wildcard matched after it, when the redirect captures it. */
export function withSuffix(target: string, redirect: Pick<SiteRedirectRecord, 'captureWildcard'>, suffix: string): string {
  if (!redirect.captureWildcard || !suffix) return target;
  return target.endsWith('/') || suffix.startsWith('/') ? `${target}${suffix}` : `${target}/${suffix}`;
}

/** A site's redirects of one kind (live or draft). */
export const redirectsOf = (ctx: Store, site: SiteRecord, draft: boolean) =>
  ctx.store.recordsIn('siteRedirects', 'bySite', site.id).filter((r) => r.draft === draft);
