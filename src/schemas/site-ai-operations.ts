import { listOf, ListQuery } from './common.js';
import { op } from './operation.js';
import { O } from './organization-operations.js';
import { SiteAgentSettings, SiteAgentSettingsInput, SiteMcpServer, SiteMcpServerCreate, SiteMcpServerParams, SiteMcpServerUpdate } from './site-ai.js';
import { SiteParams } from './site.js';

const MCP = `${O}/sites/{siteId}/mcp-servers`;

/** A site's MCP servers and its agent's settings. */
export const siteAiOperations = {
  listSiteMcpServers: op({
    id: 'listSiteMcpServers',
    method: 'GET',
    path: MCP,
    summary: 'List all MCP servers configured for a site',
    params: SiteParams,
    query: ListQuery,
    response: listOf(SiteMcpServer),
  }),
  createSiteMcpServer: op({
    id: 'createSiteMcpServer',
    method: 'POST',
    path: MCP,
    summary: 'Add a new MCP server configuration to a site',
    params: SiteParams,
    body: SiteMcpServerCreate,
    response: SiteMcpServer,
    status: 201,
  }),
  getSiteMcpServerById: op({
    id: 'getSiteMcpServerById',
    method: 'GET',
    path: `${MCP}/{siteMcpServerId}`,
    summary: 'Get an MCP server configuration for a site by its ID',
    params: SiteMcpServerParams,
    response: SiteMcpServer,
  }),
  updateSiteMcpServerById: op({
    id: 'updateSiteMcpServerById',
    method: 'PATCH',
    path: `${MCP}/{siteMcpServerId}`,
    summary: 'Update an MCP server configuration for a site',
    params: SiteMcpServerParams,
    body: SiteMcpServerUpdate,
    response: SiteMcpServer,
  }),
  deleteSiteMcpServerById: op({
    id: 'deleteSiteMcpServerById',
    method: 'DELETE',
    path: `${MCP}/{siteMcpServerId}`,
    summary: 'Delete a site MCP server',
    params: SiteMcpServerParams,
  }),
  getSiteAgentSettingsById: op({
    id: 'getSiteAgentSettingsById',
    method: 'GET',
    path: `${O}/sites/{siteId}/agent-settings`,
    summary: 'Get the AI agent configuration for a site',
    params: SiteParams,
    response: SiteAgentSettings,
  }),
  updateSiteAgentSettingsById: op({
    id: 'updateSiteAgentSettingsById',
    method: 'PUT',
    path: `${O}/sites/{siteId}/agent-settings`,
    summary: 'Update the AI agent configuration for a site',
    params: SiteParams,
    body: SiteAgentSettingsInput,
    response: SiteAgentSettings,
  }),
};
