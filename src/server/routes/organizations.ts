import * as agentConversations from '../../domain/org/agent-conversations.js';
import * as agentInstructions from '../../domain/org/agent-instructions.js';
import * as members from '../../domain/org/members.js';
import * as orgs from '../../domain/org/organizations.js';
import { listMemberSpaces } from '../../domain/content/spaces.js';
import { listMemberTeams } from '../../domain/org/teams.js';
import { getUser } from '../../domain/org/users.js';
import { Emptied, type Handlers } from '../handler.js';

export const organizationRoutes = {
  getAuthenticatedUser: (ctx) => orgs.presentUser(ctx, ctx.caller),
  getUserById: (ctx, { params }) => getUser(ctx, params.userId),
  listOrganizationsForAuthenticatedUser: (ctx, { query }) => orgs.listMyOrganizations(ctx, query),
  getOrganizationById: (ctx, { params }) => orgs.getOrganization(ctx, params.organizationId),
  updateOrganizationById: (ctx, { params, body }) => orgs.updateOrganization(ctx, params.organizationId, body),
  getOrganizationsForEmailDomain: (ctx, { params }) => orgs.organizationsForEmailDomain(ctx, params.emailDomain),
  updateOrganizationMemberLastSeenAt: (ctx, { params }) => orgs.ping(ctx, params.organizationId),

  listMembersInOrganizationById: (ctx, { params, query }) => members.listMembers(ctx, params.organizationId, query),
  getMemberInOrganizationById: (ctx, { params }) => members.getMember(ctx, params.organizationId, params.userId),
  updateMemberInOrganizationById: (ctx, { params, body }) => members.updateMemberRole(ctx, params.organizationId, params.userId, body.role),
  removeMemberFromOrganizationById: (ctx, { params }) => members.removeMember(ctx, params.organizationId, params.userId),
  setUserAsSSOMemberForOrganization: (ctx, { params }) => members.setSsoMember(ctx, params.organizationId, params.userId),
  listSpacesForOrganizationMember: (ctx, { params, query }) => listMemberSpaces(ctx, params.organizationId, params.userId, query),
  listTeamsForOrganizationMember: (ctx, { params, query }) => listMemberTeams(ctx, params.organizationId, params.userId, query),
  getOrganizationAgentInstructions: (ctx, { params }) => agentInstructions.getAgentInstructions(ctx, params.organizationId),
  updateOrganizationAgentInstructions: (ctx, { params, body }) => agentInstructions.setAgentInstructions(ctx, params.organizationId, body.instructions),
  listOrganizationAgentConversations: (ctx, { params, query }) => agentConversations.listAgentConversations(ctx, params.organizationId, query),
  provisionOrganizationAgentConversation: (ctx, { params }) => agentConversations.provisionAgentConversation(ctx, params.organizationId, params.conversationId),
  updateOrganizationAgentConversation: (ctx, { params, body }) =>
    agentConversations.renameAgentConversation(ctx, params.organizationId, params.conversationId, body.title),
  deleteOrganizationAgentConversation: (ctx, { params }) =>
    agentConversations.deleteAgentConversation(ctx, params.organizationId, params.conversationId) ? new Emptied() : undefined,
} satisfies Partial<Handlers>;
