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
}
