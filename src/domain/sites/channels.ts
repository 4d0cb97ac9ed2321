import type { z } from 'zod';
import type { SiteChannelCreate, SiteChannelUpdate } from '../../schemas/site-channels.js';
import type { SiteChannelRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { notFound } from '../../lib/errors.js';
import { newId } from '../kernel/ids.js';
import { locationOf } from '../kernel/locations.js';
import { paginate, type PageQuery } from '../kernel/pagination.js';
import { requireSite } from './site.js';

/**
 * A channel is pending on GitBook until the platform's app (Slack's, GitHub's…) is installed for it. The sandbox
 * connects to no platform, so its channels stay pending and have answered nothing.
 */
function presentChannel(ctx: Context, organizationId: string, channel: SiteChannelRecord) {
  return {
    object: 'site-channel' as const,
    id: channel.id,
    type: channel.type,
    setupSettings: channel.setupSettings,
    status: 'pending' as const,
    role: channel.role,
    answers: 0,
    createdAt: channel.createdAt,
    urls: { location: locationOf(ctx, 'getSiteChannelById', { organizationId, siteId: channel.site, siteChannelId: channel.id }) },
  };
}

function requireChannel(ctx: Context, organizationId: string, siteId: string, channelId: string, minimum: 'read' | 'create') {
  const site = requireSite(ctx, organizationId, siteId, minimum);
  const channel = ctx.store.get('siteChannels', channelId);
  if (channel?.site !== site.id) throw notFound('site channel', channelId);
  return channel;
}

export function listChannels(ctx: Context, organizationId: string, siteId: string, query: PageQuery) {
  const site = requireSite(ctx, organizationId, siteId, 'read');
  return paginate(ctx.store.index('siteChannels', 'bySite', site.id), query, (id) => presentChannel(ctx, organizationId, ctx.store.get('siteChannels', id)!));
}

/** A new channel answers questions from the site's content (`support`) unless it is made a collaborator. */
export function createChannel(ctx: Context, organizationId: string, siteId: string, body: z.infer<typeof SiteChannelCreate>) {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const channel = ctx.store.put('siteChannels', {
    id: newId(),
    seq: ctx.store.nextSeq(),
    site: site.id,
    type: body.type,
    setupSettings: body.setupSettings,
    role: body.role ?? 'support',
    createdAt: ctx.clock.iso(),
  });
  return presentChannel(ctx, organizationId, channel);
}

export const getChannel = (ctx: Context, organizationId: string, siteId: string, channelId: string) =>
  presentChannel(ctx, organizationId, requireChannel(ctx, organizationId, siteId, channelId, 'read'));

/** A setup given replaces the channel's (its type and settings together); a role alone changes the role. */
export function updateChannel(ctx: Context, organizationId: string, siteId: string, channelId: string, patch: z.infer<typeof SiteChannelUpdate>) {
  const channel = requireChannel(ctx, organizationId, siteId, channelId, 'create');
  const next = {
    ...channel,
    ...(patch.type && patch.setupSettings ? { type: patch.type, setupSettings: patch.setupSettings } : {}),
    ...(patch.role ? { role: patch.role } : {}),
  };
  return presentChannel(ctx, organizationId, ctx.store.put('siteChannels', next));
}

export function deleteChannel(ctx: Context, organizationId: string, siteId: string, channelId: string): void {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  if (ctx.store.get('siteChannels', channelId)?.site === site.id) ctx.store.remove('siteChannels', channelId);
}
