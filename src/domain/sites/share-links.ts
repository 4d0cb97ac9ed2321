import type { z } from 'zod';
import type { ShareLinkCreate, ShareLinkUpdate } from '../../schemas/site.js';
import type { ShareLinkRecord, SiteRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { notFound } from '../../lib/errors.js';
import { newId } from '../kernel/ids.js';
import { paginateList, type PageQuery } from '../kernel/pagination.js';
import { requireSite, sitePublishedUrl } from './site.js';

function presentShareLink(ctx: Context, site: SiteRecord, link: ShareLinkRecord) {
  return {
    object: 'share-link' as const,
    id: link.id,
    createdAt: link.createdAt,
    name: link.name,
    active: link.active,
    urls: { published: `${sitePublishedUrl(ctx, site)}?share=${link.key}` },
  };
}

/** A site's share links, or those whose name or key holds `search`, case aside. */
export function listShareLinks(ctx: Context, organizationId: string, siteId: string, query: PageQuery & { search?: string }) {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const search = query.search?.toLowerCase();
  const links = ctx.store
    .recordsIn('shareLinks', 'bySite', site.id)
    .filter((link) => !search || [link.name, link.key].some((text) => text.toLowerCase().includes(search)));
  const page = paginateList(links, (link) => [link.seq, link.id] as const, query);
  return { ...page, items: page.items.map((link) => presentShareLink(ctx, site, link)) };
}

export function createShareLink(ctx: Context, organizationId: string, siteId: string, body: z.infer<typeof ShareLinkCreate>) {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const link = ctx.store.put('shareLinks', {
    id: newId(),
    seq: ctx.store.nextSeq(),
    site: site.id,
    name: body.name,
    active: true,
    key: newId(32),
    createdAt: ctx.clock.iso(),
  });
  return presentShareLink(ctx, site, link);
}

export function updateShareLink(ctx: Context, organizationId: string, siteId: string, linkId: string, patch: z.infer<typeof ShareLinkUpdate>) {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const link = ctx.store.get('shareLinks', linkId);
  if (link?.site !== site.id) throw notFound('share link', linkId);
  return presentShareLink(ctx, site, ctx.store.put('shareLinks', { ...link, ...patch }));
}

export function deleteShareLink(ctx: Context, organizationId: string, siteId: string, linkId: string): void {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  if (ctx.store.get('shareLinks', linkId)?.site === site.id) ctx.store.remove('shareLinks', linkId);
}

/** What a published URL carries for a visitor holding an active share link of the site; nothing for any other key. */
export function shareQuery(ctx: Context, site: SiteRecord, shareKey: string | undefined): string {
  return isActiveShareKey(ctx, site, shareKey) ? `?share=${shareKey}` : '';
}

/** Whether a key is that of an active share link of the site: what opens a share-link site to a visitor. */
export function isActiveShareKey(ctx: Pick<Context, 'store'>, site: SiteRecord, shareKey: string | undefined): boolean {
  return !!shareKey && ctx.store.recordsIn('shareLinks', 'bySite', site.id).some((l) => l.key === shareKey && l.active);
}
