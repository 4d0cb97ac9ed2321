import { AgentConversation, AgentConversationParams, AgentConversationUpdate } from './agent-conversations.js';
import { AgentInstructions, AgentInstructionsPut } from './agent-instructions.js';
import { ListQuery, listOf } from './common.js';
import { op } from './operation.js';
import { OrganizationPathParams } from './organization.js';
import { O } from './organization-operations.js';

/** What an organization tells GitBook's agents. */
export const agentOperations = {
  getOrganizationAgentInstructions: op({
    id: 'getOrganizationAgentInstructions',
    method: 'GET',
    path: `${O}/agent-instructions`,
    summary: "Get the organization's instructions to the Docs agent",
    params: OrganizationPathParams,
    response: AgentInstructions,
  }),
  updateOrganizationAgentInstructions: op({
    id: 'updateOrganizationAgentInstructions',
    method: 'PUT',
    path: `${O}/agent-instructions`,
    summary: "Set the organization's instructions to the Docs agent",
    params: OrganizationPathParams,
    body: AgentInstructionsPut,
    response: AgentInstructions,
  }),
  listOrganizationAgentConversations: op({
    id: 'listOrganizationAgentConversations',
    method: 'GET',
    path: `${O}/agent/conversations`,
    summary: "List the agent conversations the caller may see: the organization's shared ones",
    params: OrganizationPathParams,
    query: ListQuery,
    response: listOf(AgentConversation),
  }),
  provisionOrganizationAgentConversation: op({
    id: 'provisionOrganizationAgentConversation',
    method: 'PUT',
    path: `${O}/agent/conversations/{conversationId}`,
    summary: 'Provision an agent conversation under the id its client chose',
    params: AgentConversationParams,
  }),
  updateOrganizationAgentConversation: op({
    id: 'updateOrganizationAgentConversation',
    method: 'PATCH',
    path: `${O}/agent/conversations/{conversationId}`,
    summary: 'Rename an agent conversation',
    params: AgentConversationParams,
    body: AgentConversationUpdate,
    response: AgentConversation,
  }),
  deleteOrganizationAgentConversation: op({
    id: 'deleteOrganizationAgentConversation',
    method: 'DELETE',
    path: `${O}/agent/conversations/{conversationId}`,
    summary: 'Delete an agent conversation',
    params: AgentConversationParams,
  }),
};
