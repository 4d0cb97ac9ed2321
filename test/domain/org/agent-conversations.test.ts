import { describe, expect, it } from 'vitest';
import {
  deleteAgentConversation,
  listAgentConversations,
  provisionAgentConversation,
  renameAgentConversation,
} from '../../../src/domain/org/agent-conversations.js';
import { refusal, rules } from '../../helpers/rules.js';

describe("an organization's agent conversations", () => {
  it('are provisioned once under the id their client chose, renamed, listed to members and deleted', () => {
    const sandbox = rules();
    provisionAgentConversation(sandbox.as('edit'), 'acme', 'local-1');
    provisionAgentConversation(sandbox.as('edit'), 'acme', 'local-1');
    provisionAgentConversation(sandbox.as('read'), 'acme', 'local-2');
    expect(listAgentConversations(sandbox.as('read'), 'acme', {}).items.map((c) => [c.id, c.title, c.shared])).toEqual([
      ['local-1', undefined, true],
      ['local-2', undefined, true],
    ]);
    sandbox.travel(1);
    const renamed = renameAgentConversation(sandbox.as('edit'), 'acme', 'local-1', 'Release notes');
    expect(renamed.title).toBe('Release notes');
    expect(renamed.updatedAt > renamed.createdAt).toBe(true);
    expect(deleteAgentConversation(sandbox.as('edit'), 'acme', 'local-1')).toBe(true);
    expect(deleteAgentConversation(sandbox.as('edit'), 'acme', 'local-1')).toBe(false);
    expect(listAgentConversations(sandbox.as('read'), 'acme', {}).items.map((c) => c.id)).toEqual(['local-2']);
  });

  it("are changed by their creator or an admin only, and an organization's ids are its own", async () => {
    const sandbox = rules();
    provisionAgentConversation(sandbox.as('read'), 'acme', 'mine');
    expect(await refusal(() => renameAgentConversation(sandbox.as('edit'), 'acme', 'mine', 'Taken'))).toMatchObject({ reason: 'forbidden' });
    expect(renameAgentConversation(sandbox.as('admin'), 'acme', 'mine', 'Kept').title).toBe('Kept');
    provisionAgentConversation(sandbox.as('outsider'), 'globex', 'mine');
    expect(listAgentConversations(sandbox.as('outsider'), 'globex', {}).items.map((c) => c.title)).toEqual([undefined]);
    expect(await refusal(() => listAgentConversations(sandbox.as('outsider'), 'acme', {}))).toMatchObject({ reason: 'not-found' });
  });
});
