import { describe, expect, it } from 'vitest';
import { oneRelease, type Harness } from './harness.js';

/** What an organization tells GitBook's agents: today's, so the first release's client sends it through its request core. */
export function agentScenarios(h: Harness) {
  const { client, conform } = h;

  describe("the Docs agent's instructions", () => {
    it('are set by an admin and read back by a member', async () => {
      const instructions = { object: 'document', data: {}, nodes: [{ object: 'block', type: 'paragraph', nodes: [] }] };
      const set = await conform(
        'updateOrganizationAgentInstructions',
        oneRelease(client('admin')).updateOrganizationAgentInstructions('acme', { instructions } as never),
      );
      expect(set).toMatchObject({ object: 'agent-instructions', instructions, updatedBy: 'admin' });
      const read = await conform('getOrganizationAgentInstructions', oneRelease(client('read')).getOrganizationAgentInstructions('acme'));
      expect(read).toEqual(set);
      await expect(oneRelease(client('edit')).updateOrganizationAgentInstructions('acme', { instructions } as never)).rejects.toMatchObject({ code: 403 });
    });
  });
  describe('agent conversations', () => {
    it('are provisioned by their client, listed, renamed and deleted (205, then 204)', async () => {
      const api = oneRelease(client('edit'));
      const provisioned = api.provisionOrganizationAgentConversation('acme', 'client-7');
      expect((await provisioned).status).toBe(204);
      await conform('provisionOrganizationAgentConversation', provisioned);
      const listed = await conform('listOrganizationAgentConversations', api.listOrganizationAgentConversations('acme'));
      expect(listed.items).toEqual([expect.objectContaining({ object: 'agent-conversation', id: 'client-7', shared: true })]);
      const renamed = await conform('updateOrganizationAgentConversation', api.updateOrganizationAgentConversation('acme', 'client-7', { title: 'Changelog' }));
      expect(renamed.title).toBe('Changelog');
      await expect(oneRelease(client('review')).updateOrganizationAgentConversation('acme', 'client-7', { title: 'Mine' })).rejects.toMatchObject({
        code: 403,
      });
      const deleted = api.deleteOrganizationAgentConversation('acme', 'client-7');
      expect((await deleted).status).toBe(205);
      await conform('deleteOrganizationAgentConversation', deleted);
      expect((await api.deleteOrganizationAgentConversation('acme', 'client-7')).status).toBe(204);
    });
  });
}
