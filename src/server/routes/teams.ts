import * as teams from '../../domain/org/teams.js';
import type { Handlers } from '../handler.js';

export const teamRoutes = {
  listTeamsInOrganizationById: (ctx, { params, query }) => teams.listTeams(ctx, params.organizationId, query),
  createOrganizationTeam: (ctx, { params, body }) => teams.createTeam(ctx, params.organizationId, body),
  getTeamInOrganizationById: (ctx, { params }) => teams.getTeam(ctx, params.organizationId, params.teamId),
  updateTeamInOrganizationById: (ctx, { params, body }) => teams.renameTeam(ctx, params.organizationId, params.teamId, body.title),
  removeTeamFromOrganizationById: (ctx, { params }) => teams.deleteTeam(ctx, params.organizationId, params.teamId),
  listTeamMembersInOrganizationById: (ctx, { params, query }) => teams.listTeamMembers(ctx, params.organizationId, params.teamId, query),
  updateMembersInOrganizationTeam: (ctx, { params, body }) => teams.updateTeamMembers(ctx, params.organizationId, params.teamId, body),
  addMemberToOrganizationTeamById: (ctx, { params, body }) => teams.upsertTeamMember(ctx, params.organizationId, params.teamId, params.userId, body?.role),
  deleteMemberFromOrganizationTeamById: (ctx, { params }) => teams.removeTeamMember(ctx, params.organizationId, params.teamId, params.userId),
} satisfies Partial<Handlers>;
