import { getAgentSettings, setAgentSettings } from '../../domain/sites/agent-settings.js';
import * as mcp from '../../domain/sites/mcp-servers.js';
import { Emptied, type Handlers } from '../handler.js';

export const siteAiRoutes = {
  listSiteMcpServers: (ctx, { params, query }) => mcp.listMcpServers(ctx, params.organizationId, params.siteId, query),
  createSiteMcpServer: (ctx, { params, body }) => mcp.createMcpServer(ctx, params.organizationId, params.siteId, body),
  getSiteMcpServerById: (ctx, { params }) => mcp.getMcpServer(ctx, params.organizationId, params.siteId, params.siteMcpServerId),
  updateSiteMcpServerById: (ctx, { params, body }) => mcp.updateMcpServer(ctx, params.organizationId, params.siteId, params.siteMcpServerId, body),
  // GitBook tells the two apart: 205 when a server was deleted, 204 when there was none.
  deleteSiteMcpServerById: (ctx, { params }) =>
    mcp.deleteMcpServer(ctx, params.organizationId, params.siteId, params.siteMcpServerId) ? new Emptied() : undefined,
  getSiteAgentSettingsById: (ctx, { params }) => getAgentSettings(ctx, params.organizationId, params.siteId),
  updateSiteAgentSettingsById: (ctx, { params, body }) => setAgentSettings(ctx, params.organizationId, params.siteId, body),
} satisfies Partial<Handlers>;
