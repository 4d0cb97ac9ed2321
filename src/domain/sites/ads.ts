import type { z } from 'zod';
import type { AdsSiteUpdate, SiteAdsUpdate } from '../../schemas/site-ads.js';
import type { SiteAdsRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import { paginate, type PageQuery } from '../kernel/pagination.js';
import { requireSite, sitePublishedUrl } from './site.js';

/**
 * What a site's admin asks of GitBook's ads programme. `in-review` submits the site on a topic (the body's, else the
 * one it had) for the ads platform to put live or reject; `disabled` turns live ads off, and withdraws a site not yet
 * live. A topic alone changes the topic.
 */
export function updateSiteAds(ctx: Context, organizationId: string, siteId: string, body: z.infer<typeof SiteAdsUpdate>): void {
  const site = requireSite(ctx, organizationId, siteId, 'admin');
  const ads: SiteAdsRecord = { ...(site.ads ?? { status: 'pending' }), ...(body?.topic ? { topic: body.topic } : {}) };
  if (body?.status === 'in-review') {
    if (!ads.topic) throw invalid('a site is submitted for ads on a topic: give topic (webdev or crypto)', 'topic');
    ads.status = 'in-review';
    ads.contact = ctx.caller.email;
    // A rejection's reason was about the last review.
    delete ads.reason;
  } else if (body?.status === 'disabled') {
    ads.status = ads.status === 'live' || ads.status === 'disabled' ? 'disabled' : 'pending';
  }
  ctx.store.put('sites', { ...site, ads });
}

/**
 * The ads platform's operations are GitBook staff's (their partner key names the platform): in the sandbox, its
 * owners'. Anyone else is refused, whatever their role in an organization.
 */
function requireAdsPlatform(ctx: Context): void {
  if (!ctx.secrets.owners.includes(ctx.caller.id)) {
    throw forbidden("the ads platform's view is GitBook staff's: in the sandbox, its owner's (the token `docsctl serve` prints first)");
  }
}

/** Sites in one state of the ads programme, in review by default, across organizations, with whom to write to. */
export function listAdsSites(ctx: Context, query: PageQuery & { status?: 'in-review' | 'live' | 'rejected' }) {
  requireAdsPlatform(ctx);
  const status = query.status ?? 'in-review';
  return paginate(ctx.store.index('sites', 'byAdsStatus', status), query, (id) => {
    const site = ctx.store.get('sites', id)!;
    const ads = site.ads!;
    const common = { id: site.id, url: sitePublishedUrl(ctx, site), email: ads.contact ?? '', topic: ads.topic ?? 'webdev' };
    if (status === 'live') return { ...common, status, zoneId: ads.zoneId ?? '' };
    if (status === 'rejected') return { ...common, status, ...(ads.reason ? { reason: ads.reason } : {}) };
    return { ...common, status };
  });
}

/** The platform's verdict on a submitted site: live in a zone, rejected (with why), or back to its admins (pending). */
export function reviewAdsSite(ctx: Context, siteId: string, body: z.infer<typeof AdsSiteUpdate>): void {
  requireAdsPlatform(ctx);
  const site = ctx.store.get('sites', siteId);
  if (!site?.ads) throw notFound('site with ads', siteId);
  const { reason: _reason, zoneId: _zone, reportingId: _reporting, ...kept } = site.ads;
  const ads: SiteAdsRecord =
    body.status === 'live'
      ? { ...kept, status: 'live', zoneId: body.zoneId!, reportingId: body.reportingId! }
      : body.status === 'rejected'
        ? { ...kept, status: 'rejected', ...(body.reason ? { reason: body.reason } : {}) }
        : { ...kept, status: 'pending' };
  ctx.store.put('sites', { ...site, ads });
}
