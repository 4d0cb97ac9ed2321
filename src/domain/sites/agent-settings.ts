import type { SiteAgentSettingsInput } from '../../schemas/site-ai.js';
import type { Context } from '../kernel/context.js';
import { locationOf } from '../kernel/locations.js';
import { requireSite } from './site.js';

/** A site's agent settings until someone sets them: topics scanned, change requests for what can be fixed, no instructions. */
const DEFAULT_SETTINGS: SiteAgentSettingsInput = {
  scans: { topics: 'auto' },
  findings: { changeRequests: 'auto-fixable' },
  editing: { customInstructions: { object: 'document', data: {}, nodes: [] } },
};

function presentAgentSettings(ctx: Context, organizationId: string, siteId: string) {
  const stored = ctx.store.get('siteAgentSettings', siteId);
  const { scans, findings, editing } = stored ?? DEFAULT_SETTINGS;
  return {
    object: 'site-agent-settings' as const,
    scans,
    findings,
    editing,
    ...(stored ? { updatedAt: stored.updatedAt, updatedBy: stored.updatedBy } : {}),
    urls: { location: locationOf(ctx, 'getSiteAgentSettingsById', { organizationId, siteId }) },
  };
}

/** The site's agent settings, as set or the defaults: whoever may read the site. */
export function getAgentSettings(ctx: Context, organizationId: string, siteId: string) {
  const site = requireSite(ctx, organizationId, siteId, 'read');
  return presentAgentSettings(ctx, site.organization, site.id);
}

/** Replaces the site's agent settings whole (a PUT): those who may change the site. */
export function setAgentSettings(ctx: Context, organizationId: string, siteId: string, settings: SiteAgentSettingsInput) {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const existing = ctx.store.get('siteAgentSettings', site.id);
  ctx.store.put('siteAgentSettings', {
    id: site.id,
    seq: existing?.seq ?? ctx.store.nextSeq(),
    site: site.id,
    scans: settings.scans,
    findings: settings.findings,
    editing: settings.editing,
    updatedAt: ctx.clock.iso(),
    updatedBy: ctx.caller.id,
  });
  return presentAgentSettings(ctx, site.organization, site.id);
}
