import { AgentInstructions, AgentInstructionsPut } from './agent-instructions.js';
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
};
