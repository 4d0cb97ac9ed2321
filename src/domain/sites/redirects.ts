import type { z } from 'zod';
import type {
  SiteRedirect,
  SiteRedirectBulkItem,
  SiteRedirectBulkResult,
  SiteRedirectCreate,
  SiteRedirectDestination,
  SiteRedirectInputDestination,
  SiteRedirectListQuery,
  SiteRedirectUpdate,
} from '../../schemas/site-redirect.js';
import type { SiteRecord, SiteRedirectRecord } from '../../store/records.js';
import { redirectKey } from '../../store/store.js';
import type { Context } from '../kernel/context.js';
import { conflict, DomainError, invalid, notFound } from '../../lib/errors.js';
import { newId } from '../kernel/ids.js';
import { paginateList } from '../kernel/pagination.js';
import { findPageByPath, revisionOf } from '../revisions/revisions.js';
import { matchedSuffix, redirectFor, redirectsOf, samePath, targetOf, withSuffix, type RedirectTarget } from './redirect-targets.js';
import { sitePublishedUrl, requireSite } from './site.js';

/** How many redirects in a row a new one is followed through, looking for a loop; a longer chain is refused as one. */
const MAX_CHAIN = 32;

export function presentRedirect(redirect: SiteRedirectRecord): SiteRedirect {
  return {
    object: 'site-redirect',
    id: redirect.id,
    source: redirect.source,
    draft: redirect.draft,
    captureWildcard: redirect.captureWildcard,
    permanent: redirect.permanent,
    destination: redirect.destination,
    createdAt: redirect.createdAt,
    ...(redirect.updatedAt ? { updatedAt: redirect.updatedAt } : {}),
  };
}

const findBySource = (ctx: Context, site: SiteRecord, draft: boolean, source: string) =>
  ctx.store.recordsIn('siteRedirects', 'bySource', redirectKey(site.id, draft, source))[0];

/** A page given by its path in a space, as the site shows it: a page of the first site space showing that space. */
function resolveInput(ctx: Context, site: SiteRecord, destination: SiteRedirectInputDestination): SiteRedirectDestination {
  if (destination.kind !== 'path') return destination;
  const siteSpace = ctx.store.recordsIn('siteSpaces', 'bySite', site.id).find((s) => s.space === destination.spaceId);
  if (!siteSpace) throw invalid(`site "${site.id}" does not show space "${destination.spaceId}"; name a space the site shows`, 'destination.spaceId');
  const space = ctx.store.get('spaces', siteSpace.space)!;
  const page = findPageByPath(revisionOf(ctx, space.revision).pages, destination.path.replace(/^\/+|\/+$/g, ''));
  if (!page) throw invalid(`space "${space.id}" has no page at "${destination.path}"`, 'destination.path');
  return { kind: 'site-page', siteSpaceId: siteSpace.id, pageId: page.page.id };
}

/** The path of the site a target leads to: an on-site one, or a URL under the site's own published URL; undefined for one elsewhere. */
function onSitePath(ctx: Context, site: SiteRecord, target: RedirectTarget): string | undefined {
  if ('path' in target) return target.path;
  const own = sitePublishedUrl(ctx, site);
  if (target.url === own) return '/';
  return target.url.startsWith(`${own}/`) ? target.url.slice(own.length) : undefined;
}

/**
 * Refuses a redirect whose destination is not on the site, or that would send a visitor round in a
 * circle: to its own source, or through redirects of the same kind (live or draft) back to it.
 * `replacing` is the redirect it takes the place of.
 */
function refuseBadDestination(ctx: Context, site: SiteRecord, redirect: Pick<SiteRedirectRecord, 'source' | 'draft' | 'destination'>, replacing?: string) {
  const first = targetOf(ctx, site, redirect.destination);
  if (!first) throw invalid(`the ${redirect.destination.kind} the destination names is not on site "${site.id}"; name one of this site`, 'destination');
  const others = redirectsOf(ctx, site, redirect.draft).filter((r) => r.id !== replacing);
  const chain = [redirect.source];
  let path = onSitePath(ctx, site, first);
  for (let hop = 0; path !== undefined; hop++) {
    if (matchedSuffix(redirect.source, path) !== undefined) {
      throw invalid(`redirecting ${[...chain, path].join(' → ')} would loop back to ${redirect.source}; choose another destination`, 'destination');
    }
    const next = redirectFor(others, path);
    if (!next) return;
    if (hop === MAX_CHAIN)
      throw invalid(`${redirect.source} would lead through more than ${MAX_CHAIN} redirects; point it at the last one's destination`, 'destination');
    chain.push(samePath(path));
    const target = targetOf(ctx, site, next.redirect.destination);
    path = target && onSitePath(ctx, site, target);
  }
}

function refuseDuplicate(ctx: Context, site: SiteRecord, draft: boolean, source: string, self?: string) {
  const other = findBySource(ctx, site, draft, source);
  if (other && other.id !== self) {
    throw conflict(`site "${site.id}" has a ${draft ? 'draft' : 'live'} redirect from ${source} already ("${other.id}"); change or delete that one`, {
      operation: 'updateSiteRedirectById',
      params: { organizationId: site.organization, siteId: site.id, siteRedirectId: other.id },
    });
  }
}

/** A site's live redirects (or, with `draft`, its drafts): the newest first, the last updated first, or by source. */
export function listRedirects(ctx: Context, organizationId: string, siteId: string, query: z.infer<typeof SiteRedirectListQuery>) {
  const site = requireSite(ctx, organizationId, siteId, 'read');
  const search = query.search?.toLowerCase();
  const redirects = redirectsOf(ctx, site, query.draft ?? false).filter((r) => !search || samePath(r.source).toLowerCase().includes(search));
  const bySource = [...redirects].sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : 0));
  const keyOf = (r: SiteRedirectRecord) => {
    switch (query.orderBy ?? 'createdAt') {
      case 'createdAt':
        return [-r.seq, r.id] as const;
      case 'updatedAt':
        return [-Date.parse(r.updatedAt ?? r.createdAt), r.id] as const;
      case 'source':
        return [bySource.indexOf(r), r.id] as const;
    }
  };
  const page = paginateList(redirects, keyOf, query);
  return { ...page, items: page.items.map(presentRedirect) };
}

function create(ctx: Context, site: SiteRecord, body: z.infer<typeof SiteRedirectCreate>): SiteRedirectRecord {
  refuseDuplicate(ctx, site, body.draft, body.source);
  const destination = resolveInput(ctx, site, body.destination);
  refuseBadDestination(ctx, site, { source: body.source, draft: body.draft, destination });
  return ctx.store.put('siteRedirects', {
    id: newId(),
    seq: ctx.store.nextSeq(),
    site: site.id,
    source: body.source,
    draft: body.draft,
    captureWildcard: body.captureWildcard,
    permanent: body.permanent,
    destination,
    createdAt: ctx.clock.iso(),
  });
}

function update(ctx: Context, site: SiteRecord, redirect: SiteRedirectRecord, patch: SiteRedirectUpdate): SiteRedirectRecord {
  const next: SiteRedirectRecord = { ...redirect, ...patch, updatedAt: ctx.clock.iso() };
  refuseDuplicate(ctx, site, next.draft, next.source, redirect.id);
  refuseBadDestination(ctx, site, next, redirect.id);
  return ctx.store.put('siteRedirects', next);
}

export function createRedirect(ctx: Context, organizationId: string, siteId: string, body: z.infer<typeof SiteRedirectCreate>): SiteRedirect {
  return presentRedirect(create(ctx, requireSite(ctx, organizationId, siteId, 'create'), body));
}

function requireRedirect(ctx: Context, site: SiteRecord, redirectId: string) {
  const redirect = ctx.store.get('siteRedirects', redirectId);
  if (redirect?.site !== site.id) throw notFound('redirect', redirectId);
  return redirect;
}

export function updateRedirect(ctx: Context, organizationId: string, siteId: string, redirectId: string, patch: SiteRedirectUpdate): SiteRedirect {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  return presentRedirect(update(ctx, site, requireRedirect(ctx, site, redirectId), patch));
}

/** Deletes a redirect; whether there was one to delete. */
export function deleteRedirect(ctx: Context, organizationId: string, siteId: string, redirectId: string): boolean {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  if (ctx.store.get('siteRedirects', redirectId)?.site !== site.id) return false;
  ctx.store.remove('siteRedirects', redirectId);
  return true;
}

/** Where a redirect sends a visitor now: a path of the site under its published URL, or a URL elsewhere. */
function targetUrl(ctx: Context, site: SiteRecord, redirect: SiteRedirectRecord, suffix: string, share: string): string | undefined {
  const target = targetOf(ctx, site, redirect.destination);
  if (!target) return undefined;
  return withSuffix('url' in target ? target.url : `${sitePublishedUrl(ctx, site)}${target.path}`, redirect, suffix) + ('url' in target ? '' : share);
}

/** The live redirect of a source (else its draft) and where it leads now; a source no redirect has, or one whose destination is gone, is not found. */
export function redirectBySource(ctx: Context, organizationId: string, siteId: string, source: string, shareKey?: string) {
  const site = requireSite(ctx, organizationId, siteId, 'read');
  const redirect = findBySource(ctx, site, false, source) ?? findBySource(ctx, site, true, source);
  if (!redirect) throw notFound('redirect of source', source);
  const share = shareKey ? `?share=${encodeURIComponent(shareKey)}` : '';
  const target = targetUrl(ctx, site, redirect, '', share);
  if (target === undefined) throw new DomainError('not-found', `the destination of redirect "${redirect.id}" is gone; point it elsewhere`);
  return { redirect: presentRedirect(redirect), target };
}

function upsertOne(ctx: Context, site: SiteRecord, item: SiteRedirectBulkItem): SiteRedirectBulkResult {
  const { source } = item;
  if (item.intent === 'publish') {
    const draft = findBySource(ctx, site, true, source);
    if (!draft) throw invalid(`site "${site.id}" has no draft redirect from ${source} to publish`);
    const live = findBySource(ctx, site, false, source);
    refuseBadDestination(ctx, site, { ...draft, draft: false }, live?.id);
    if (live) ctx.store.remove('siteRedirects', live.id);
    const published = ctx.store.put('siteRedirects', { ...draft, draft: false, updatedAt: ctx.clock.iso() });
    return { status: 'published', source, draft: false, id: published.id };
  }
  const draft = item.intent === 'draft';
  const existing = findBySource(ctx, site, draft, source);
  if (item.destination === null) {
    if (!existing) throw invalid(`site "${site.id}" has no ${item.intent} redirect from ${source} to delete`);
    ctx.store.remove('siteRedirects', existing.id);
    return { status: 'deleted', source, draft };
  }
  const destination = resolveInput(ctx, site, item.destination);
  const fields = { captureWildcard: item.captureWildcard, destination, ...(item.permanent === undefined ? {} : { permanent: item.permanent }) };
  if (existing) return { status: 'updated', source, draft, id: update(ctx, site, existing, fields).id };
  const created = create(ctx, site, { source, draft, permanent: false, ...fields });
  return { status: 'created', source, draft, id: created.id };
}

/**
 * Sets a site's redirects by source, each line on its own: one that is refused (a loop, a
 * destination not on the site) is answered as an error and leaves the others be.
 */
export function bulkUpsertRedirects(ctx: Context, organizationId: string, siteId: string, items: SiteRedirectBulkItem[]) {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const results = items.map((item): SiteRedirectBulkResult => {
    try {
      return upsertOne(ctx, site, item);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { status: 'error', source: item.source, draft: item.intent === 'draft', error: error.message };
    }
  });
  return { results };
}

/**
 * Where a visitor asking a path of the site that no page answers is sent, by the site's live
 * redirects: a path of the site (after its URL) or a URL elsewhere, and whether the redirect is
 * permanent. A redirect whose destination is gone sends nowhere.
 */
export function visitorRedirect(ctx: Pick<Context, 'store'>, site: SiteRecord, path: string): { to: RedirectTarget; permanent: boolean } | undefined {
  const found = redirectFor(redirectsOf(ctx, site, false), path);
  const target = found && targetOf(ctx, site, found.redirect.destination);
  if (!found || !target) return undefined;
  const { redirect, suffix } = found;
  const to = 'url' in target ? { url: withSuffix(target.url, redirect, suffix) } : { path: withSuffix(target.path, redirect, suffix) };
  return { to, permanent: redirect.permanent };
}
