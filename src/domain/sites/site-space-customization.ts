import type { ValidateFunction } from 'ajv';
import releases from '../../schemas/gitbook/site-space-customization.json' with { type: 'json' };
import type { SiteCustomization } from '../../schemas/site.js';
import type { SiteSpaceRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { customizationAjv, customizationOf, customizationRefusal, patchedOverride } from './customization.js';
import { requireSite } from './site.js';
import { requireSiteSpaceOf } from './site-spaces.js';

type Settings = Record<string, unknown>;

/** Each release's override body (scripts/site-customization-schema.mjs), compiled at the first override: why, see customization.ts. */
let checks: { today: ValidateFunction; first: ValidateFunction } | undefined;
const overrideChecks = () => (checks ??= { today: customizationAjv.compile(releases.today), first: customizationAjv.compile(releases.first) });

function siteSpaceOf(ctx: Context, organizationId: string, siteId: string, siteSpaceId: string, minimum: 'read' | 'create') {
  const site = requireSite(ctx, organizationId, siteId, minimum);
  return { site, siteSpace: requireSiteSpaceOf(ctx, site, siteSpaceId) };
}

/** What the site space's published pages show: the site's look with the site space's override over it. */
export function getSiteSpaceCustomization(ctx: Context, organizationId: string, siteId: string, siteSpaceId: string): SiteCustomization {
  const { site, siteSpace } = siteSpaceOf(ctx, organizationId, siteId, siteSpaceId, 'read');
  return customizationOf(site, siteSpace.customization);
}

/**
 * Overrides settings of the site's look for one site space. The body must be valid under either
 * release's override body; like the site's customization, it takes the site's `create` permission.
 */
export function overrideSiteSpaceCustomization(ctx: Context, organizationId: string, siteId: string, siteSpaceId: string, patch: Settings): SiteCustomization {
  const { site, siteSpace } = siteSpaceOf(ctx, organizationId, siteId, siteSpaceId, 'create');
  const { today, first } = overrideChecks();
  if (!today(patch) && !first(patch)) {
    throw customizationRefusal(today.errors!, "(GitBook's body of overrideSiteSpaceCustomizationById); send only the settings to override, null to clear one");
  }
  const settings = patchedOverride(siteSpace.customization?.settings ?? {}, patch);
  const next: SiteSpaceRecord = { ...siteSpace, customization: { settings, updatedAt: ctx.clock.iso() } };
  if (Object.keys(settings).length === 0) delete next.customization;
  return customizationOf(site, ctx.store.put('siteSpaces', next).customization);
}

/** The site space reads as the site again; deleting what is not there does nothing. */
export function deleteSiteSpaceCustomization(ctx: Context, organizationId: string, siteId: string, siteSpaceId: string): void {
  const { siteSpace } = siteSpaceOf(ctx, organizationId, siteId, siteSpaceId, 'create');
  if (!siteSpace.customization) return;
  const { customization: _cleared, ...rest } = siteSpace;
  ctx.store.put('siteSpaces', rest);
}
