import type { z } from 'zod';
import type { SiteAdsUpdate } from '../../schemas/site-ads.js';
import type { SiteAdsRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { invalid } from '../../lib/errors.js';
import { requireSite } from './site.js';

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
