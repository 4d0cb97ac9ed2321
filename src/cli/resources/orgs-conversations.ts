import type { Group } from '../verbs/verb.js';

const COLUMNS = { ID: 'id', TITLE: 'title', SHARED: 'shared', UPDATED: 'updatedAt' };

/** `docsctl orgs conversations`: the organization's conversations with GitBook's agent, as its clients keep them. */
export const agentConversations: Group = {
  name: 'conversations',
  description: "Conversations with GitBook's agent in the organization: list, provision, rename, delete",
  noun: 'agent conversation',
  verbs: [
    { name: 'list', op: 'listOrganizationAgentConversations', columns: COLUMNS, examples: ['docsctl orgs conversations list'] },
    {
      name: 'provision',
      op: 'provisionOrganizationAgentConversation',
      done: 'Provisioned conversation {conversationId}',
      examples: ['docsctl orgs conversations provision 6f1c2a9e'],
    },
    {
      name: 'rename',
      op: 'updateOrganizationAgentConversation',
      aliases: ['edit'],
      columns: COLUMNS,
      examples: ['docsctl orgs conversations rename 6f1c2a9e --title "Release notes for 2.0"'],
    },
    {
      name: 'delete',
      op: 'deleteOrganizationAgentConversation',
      destructive: true,
      done: 'Deleted conversation {conversationId}',
      examples: ['docsctl orgs conversations delete 6f1c2a9e --yes'],
    },
  ],
};
