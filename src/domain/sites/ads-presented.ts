import type { SiteAds } from '../../schemas/site-ads.js';
import type { SiteAdsRecord } from '../../store/records.js';

/**
 * A site's ads as the Site object shows them. A site sent back to pending may be submitted again; a site whose
 * ads were turned off before they ever went live has no zone, and shows as pending too.
 */
export function presentAds(ads: SiteAdsRecord): SiteAds {
  switch (ads.status) {
    case 'in-review':
      return { status: 'in-review', topic: ads.topic ?? 'webdev' };
    case 'rejected':
      return { status: 'rejected', ...(ads.reason ? { reason: ads.reason } : {}) };
    case 'live':
    case 'disabled':
      if (ads.zoneId && ads.topic) return { status: ads.status, topic: ads.topic, zoneId: ads.zoneId };
      return { status: 'pending', submittable: true };
    case 'pending':
      return { status: 'pending', submittable: true };
  }
}
