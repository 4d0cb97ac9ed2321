import type { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import type { SiteMcpServer, SiteMcpServerCreate, SiteMcpServerUpdate } from '../../schemas/site-ai.js';
import type { SiteMcpServerRecord, SiteRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { newId } from '../kernel/ids.js';
import { locationOf } from '../kernel/locations.js';
import { paginate, type PageQuery } from '../kernel/pagination.js';
import { requireSite } from './site.js';

function presentMcpServer(ctx: Context, site: SiteRecord, server: SiteMcpServerRecord): SiteMcpServer {
  return {
    object: 'site-mcp-server',
    id: server.id,
    name: server.name,
    url: server.url,
    transport: server.transport,
    headers: server.headers,
    ...(server.condition ? { condition: server.condition } : {}),
    urls: { location: locationOf(ctx, 'getSiteMcpServerById', { organizationId: site.organization, siteId: site.id, siteMcpServerId: server.id }) },
  };
}

/** The site's MCP server, as its site's own (another site's is as absent as none). */
function requireMcpServer(ctx: Context, site: SiteRecord, serverId: string): SiteMcpServerRecord {
  const server = ctx.store.get('siteMcpServers', serverId);
  if (!server || server.site !== site.id) throw notFound('MCP server', serverId);
  return server;
}

/** A condition as a change sets it: an empty one, or null, is none (the server is offered to every visitor). */
const conditionOf = (condition: string | null | undefined) => (condition ? { condition } : {});

/** The MCP servers of a site, in the order they were added: whoever may read the site sees them. */
export function listMcpServers(ctx: Context, organizationId: string, siteId: string, query: PageQuery) {
  const site = requireSite(ctx, organizationId, siteId, 'read');
  return paginate(ctx.store.index('siteMcpServers', 'bySite', site.id), query, (id) => presentMcpServer(ctx, site, ctx.store.get('siteMcpServers', id)!));
}

/** Adds an MCP server to a site (those who may change the site); its transport is `sse` unless told. */
export function createMcpServer(ctx: Context, organizationId: string, siteId: string, body: z.infer<typeof SiteMcpServerCreate>): SiteMcpServer {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const server = ctx.store.put('siteMcpServers', {
    id: newId(),
    seq: ctx.store.nextSeq(),
    site: site.id,
    name: body.name,
    url: body.url,
    transport: body.transport ?? 'sse',
    headers: body.headers,
    ...conditionOf(body.condition),
    createdAt: ctx.clock.iso(),
  });
  return presentMcpServer(ctx, site, server);
}

export function getMcpServer(ctx: Context, organizationId: string, siteId: string, serverId: string): SiteMcpServer {
  const site = requireSite(ctx, organizationId, siteId, 'read');
  return presentMcpServer(ctx, site, requireMcpServer(ctx, site, serverId));
}

/** Changes the fields given; `condition` null (or empty) removes it, absent leaves it; `headers` replaces them all. */
export function updateMcpServer(
  ctx: Context,
  organizationId: string,
  siteId: string,
  serverId: string,
  patch: z.infer<typeof SiteMcpServerUpdate>,
): SiteMcpServer {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const { condition, ...fields } = patch;
  const { condition: current, ...server } = requireMcpServer(ctx, site, serverId);
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const next = { ...server, ...defined, ...(condition === undefined ? conditionOf(current) : conditionOf(condition)) };
  return presentMcpServer(ctx, site, ctx.store.put('siteMcpServers', next));
}

/** Removes a site's MCP server: true when there was one (GitBook answers 205), false when there was none (204). */
export function deleteMcpServer(ctx: Context, organizationId: string, siteId: string, serverId: string): boolean {
  const site = requireSite(ctx, organizationId, siteId, 'create');
  const server = ctx.store.get('siteMcpServers', serverId);
  if (!server || server.site !== site.id) return false;
  ctx.store.remove('siteMcpServers', server.id);
  return true;
}
