import * as z from 'zod';
import { CONDITION_MAX_LENGTH, Id, JsonDocument, Timestamp, Url } from './common.js';
import { SiteParams } from './site.js';

/** The AI of a site: the MCP servers its assistant may call, and how the editing agent works on its content. */

const McpServerName = z.string().min(1).max(100).describe('the name of the MCP server (1 to 100 characters)');
const McpServerTransport = z.enum(['sse', 'http']).describe('how the assistant connects to it: sse (the default) or http');
const McpServerHeaders = z.record(z.string(), z.string().min(1).max(512)).describe('the HTTP headers sent with each request to it');
/** When the server is offered to a visitor: an expression; empty or null, always. */
const McpServerCondition = z.string().max(CONDITION_MAX_LENGTH);

export const SiteMcpServer = z.object({
  object: z.literal('site-mcp-server'),
  id: z.string(),
  name: z.string(),
  url: Url,
  transport: McpServerTransport,
  headers: z.record(z.string(), z.string()),
  condition: z.string().optional(),
  urls: z.object({ location: z.url() }),
});
export type SiteMcpServer = z.infer<typeof SiteMcpServer>;

export const SiteMcpServerCreate = z.object({
  name: McpServerName,
  url: Url.describe("the MCP server's URL (http or https)"),
  transport: McpServerTransport.optional(),
  headers: McpServerHeaders,
  condition: McpServerCondition.nullable().optional(),
});
export const SiteMcpServerUpdate = SiteMcpServerCreate.partial();
export const SiteMcpServerParams = SiteParams.extend({ siteMcpServerId: Id });

const ScanTopics = z.enum(['auto', 'never']);
const FindingChangeRequests = z.enum(['always', 'auto-fixable', 'never']);

/** How the site's agent scans, what it does of its findings, and what its editing agent is told. */
export const SiteAgentSettingsInput = z.object({
  scans: z.object({ topics: ScanTopics.describe('when topics are scanned for findings: auto or never') }),
  findings: z.object({ changeRequests: FindingChangeRequests.describe('which findings get a change request: always, auto-fixable or never') }),
  editing: z.object({ customInstructions: JsonDocument.describe("the editing agent's instructions for the site, as a JSON document") }),
});
export type SiteAgentSettingsInput = z.infer<typeof SiteAgentSettingsInput>;

export const SiteAgentSettings = SiteAgentSettingsInput.extend({
  object: z.literal('site-agent-settings'),
  updatedAt: Timestamp.optional(),
  updatedBy: z.string().optional(),
  urls: z.object({ location: z.string() }),
});
