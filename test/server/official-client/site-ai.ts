import { describe, expect, it } from 'vitest';
import { oneRelease, type Harness } from './harness.js';

/** A site's MCP servers (both releases) and its agent settings (today's: the first release's client sends them through its request core). */
export function siteAiScenarios(h: Harness) {
  describe("a site's AI", () => {
    const { client, conform } = h;
    const newSite = async () => (await client('admin').orgs.createSite('acme', { title: 'Assisted' })).data.id;

    it('adds, lists, reads, changes and deletes MCP servers; a second delete answers 204', async () => {
      const site = await newSite();
      const created = await conform(
        'createSiteMcpServer',
        client('create').orgs.createSiteMcpServer('acme', site, {
          name: 'Billing',
          url: 'https://mcp.example.com/sse',
          headers: { Authorization: 'Bearer abc' },
        }),
      );
      expect(created).toMatchObject({ object: 'site-mcp-server', name: 'Billing', transport: 'sse', headers: { Authorization: 'Bearer abc' } });
      expect((await conform('listSiteMcpServers', client('read').orgs.listSiteMcpServers('acme', site))).items.map((s) => s.id)).toEqual([created.id]);
      const changed = await conform(
        'updateSiteMcpServerById',
        client('create').orgs.updateSiteMcpServerById('acme', site, created.id, { name: 'Invoices', condition: "visitor.claims.plan == 'pro'" }),
      );
      expect(changed).toMatchObject({ name: 'Invoices', url: 'https://mcp.example.com/sse', condition: "visitor.claims.plan == 'pro'" });
      expect(await conform('getSiteMcpServerById', client('read').orgs.getSiteMcpServerById('acme', site, created.id))).toEqual(changed);
      const deleted = client('create').orgs.deleteSiteMcpServerById('acme', site, created.id);
      expect((await deleted).status).toBe(205);
      await conform('deleteSiteMcpServerById', deleted);
      expect((await client('create').orgs.deleteSiteMcpServerById('acme', site, created.id)).status).toBe(204);
      await expect(client('read').orgs.getSiteMcpServerById('acme', site, created.id)).rejects.toMatchObject({ code: 404 });
    });

    it("reads a site's agent settings, the defaults first, and replaces them", async () => {
      const site = await newSite();
      const defaults = await conform('getSiteAgentSettingsById', oneRelease(client('read')).getSiteAgentSettingsById('acme', site));
      expect(defaults).toMatchObject({ object: 'site-agent-settings', scans: { topics: 'auto' }, findings: { changeRequests: 'auto-fixable' } });
      const settings = {
        scans: { topics: 'never' as const },
        findings: { changeRequests: 'always' as const },
        editing: { customInstructions: { object: 'document' as const, data: {}, nodes: [] } },
      };
      const set = await conform('updateSiteAgentSettingsById', oneRelease(client('create')).updateSiteAgentSettingsById('acme', site, settings as never));
      expect(set).toMatchObject({ ...settings, updatedBy: 'create' });
      expect((await oneRelease(client('read')).getSiteAgentSettingsById('acme', site)).data).toEqual(set);
    });
  });
}
