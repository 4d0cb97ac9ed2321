import { Option } from 'commander';
import { CliError, EXIT } from '../io.js';
import type { Group } from '../verbs/verb.js';

const COLUMNS = { ID: 'id', NAME: 'name', URL: 'url', TRANSPORT: 'transport', CONDITION: 'condition' };

/** `--header "Authorization: Bearer …"`, repeated: the headers sent to the server, by name. */
function headersOf(values: unknown): Record<string, string> | undefined {
  if (values === undefined) return undefined;
  return Object.fromEntries(
    (values as string[]).map((line) => {
      const at = line.indexOf(':');
      if (at <= 0) throw new CliError(`--header "${line}": write it as "Name: value"`, EXIT.usage);
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
}

const headerOption = () =>
  new Option('--header <line>', 'a header sent to the server, as "Name: value" (repeat for more)').argParser((line, previous: string[] = []) => [
    ...previous,
    line,
  ]);

/** `docsctl sites mcp-servers`: the MCP servers a site's assistant may call. */
export const siteMcpServers: Group = {
  name: 'mcp-servers',
  description: "MCP servers a site's AI assistant may call: list, create, view, edit, delete",
  noun: 'MCP server',
  verbs: [
    { name: 'list', op: 'listSiteMcpServers', columns: COLUMNS, examples: ['docsctl sites mcp-servers list SITE_ID'] },
    {
      name: 'create',
      op: 'createSiteMcpServer',
      options: [headerOption()],
      body: (options) => ({ headers: headersOf(options.header) ?? {} }),
      skip: ['headers'],
      columns: COLUMNS,
      examples: [
        'docsctl sites mcp-servers create SITE_ID --name Billing --url https://mcp.example.com/sse',
        'docsctl sites mcp-servers create SITE_ID --name Orders --url https://mcp.example.com/mcp --transport http --header "Authorization: Bearer $MCP_TOKEN"',
      ],
    },
    { name: 'view', op: 'getSiteMcpServerById', aliases: ['get'], columns: COLUMNS, examples: ['docsctl sites mcp-servers view SITE_ID SERVER_ID'] },
    {
      name: 'edit',
      op: 'updateSiteMcpServerById',
      aliases: ['update'],
      options: [headerOption()],
      body: (options) => {
        const headers = headersOf(options.header);
        return headers ? { headers } : {};
      },
      skip: ['headers'],
      columns: COLUMNS,
      examples: [
        'docsctl sites mcp-servers edit SITE_ID SERVER_ID --condition "visitor.claims.plan == \'pro\'"',
        'docsctl sites mcp-servers edit SITE_ID SERVER_ID --header "Authorization: Bearer $NEW_TOKEN"',
      ],
    },
    {
      name: 'delete',
      op: 'deleteSiteMcpServerById',
      destructive: true,
      done: 'Deleted MCP server {siteMcpServerId} of site {siteId}',
      examples: ['docsctl sites mcp-servers delete SITE_ID SERVER_ID --yes'],
    },
  ],
};
