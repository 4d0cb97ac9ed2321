import { describe, expect, it } from 'vitest';
import { createMcpServer, deleteMcpServer, getMcpServer, listMcpServers, updateMcpServer } from '../../../src/domain/sites/mcp-servers.js';
import { createSite, deleteSite } from '../../../src/domain/sites/sites.js';
import { refusal, rules } from '../../helpers/rules.js';

const billing = { name: 'Billing', url: 'https://mcp.example.com/sse', headers: { Authorization: 'Bearer abc' } };

describe("a site's MCP servers", () => {
  it('are added by those who may change the site, sse unless told, and read by its readers', async () => {
    const { as } = rules();
    const site = createSite(as(), 'acme', { title: 'Help', spaces: 'empty' }).id;
    expect(await refusal(() => createMcpServer(as('edit'), 'acme', site, billing))).toMatchObject({ reason: 'forbidden' });
    const server = createMcpServer(as('create'), 'acme', site, billing);
    expect(server).toEqual({
      object: 'site-mcp-server',
      id: expect.any(String),
      ...billing,
      transport: 'sse',
      urls: { location: `http://sandbox.test/v1/orgs/acme/sites/${site}/mcp-servers/${server.id}` },
    });
    expect(listMcpServers(as('read'), 'acme', site, {}).items).toEqual([server]);
    expect(getMcpServer(as('read'), 'acme', site, server.id)).toEqual(server);
  });

  it('change the fields given: a condition set, kept when absent, removed by null; headers replaced whole', () => {
    const { as } = rules();
    const site = createSite(as(), 'acme', { title: 'Help', spaces: 'empty' }).id;
    const { id } = createMcpServer(as(), 'acme', site, { ...billing, condition: "visitor.claims.plan == 'pro'" });
    expect(updateMcpServer(as(), 'acme', site, id, { transport: 'http', headers: { 'X-Key': 'k' } })).toMatchObject({
      transport: 'http',
      headers: { 'X-Key': 'k' },
      condition: "visitor.claims.plan == 'pro'",
    });
    expect(updateMcpServer(as(), 'acme', site, id, { condition: null })).not.toHaveProperty('condition');
    expect(getMcpServer(as(), 'acme', site, id)).toMatchObject({ name: 'Billing', transport: 'http', headers: { 'X-Key': 'k' } });
  });

  it("are the site's own: another site's is not found, deleting tells whether there was one, and a deleted site takes them along", async () => {
    const { as, sandbox } = rules();
    const [help, other] = ['Help', 'Other'].map((title) => createSite(as(), 'acme', { title, spaces: 'empty' }).id) as [string, string];
    const { id } = createMcpServer(as(), 'acme', help, billing);
    expect(await refusal(() => getMcpServer(as(), 'acme', other, id))).toMatchObject({ reason: 'not-found', message: `MCP server "${id}" not found` });
    expect(deleteMcpServer(as(), 'acme', other, id)).toBe(false);
    expect(deleteMcpServer(as(), 'acme', help, id)).toBe(true);
    expect(deleteMcpServer(as(), 'acme', help, id)).toBe(false);
    createMcpServer(as(), 'acme', help, billing);
    deleteSite(as(), 'acme', help);
    expect(sandbox.store.count('siteMcpServers')).toBe(0);
  });
});
