import * as saml from '../../domain/org/saml.js';
import * as teams from '../../domain/org/teams.js';
import type { Handlers } from '../handler.js';

export const teamRoutes = {
  listTeamsInOrganizationById: (ctx, { params, query }) => teams.listTeams(ctx, params.organizationId, query),
  createOrganizationTeam: (ctx, { params, body }) => teams.createTeam(ctx, params.organizationId, body),
  getTeamInOrganizationById: (ctx, { params }) => teams.getTeam(ctx, params.organizationId, params.teamId),
  updateTeamInOrganizationById: (ctx, { params, body }) => teams.renameTeam(ctx, params.organizationId, params.teamId, body.title),
  removeTeamFromOrganizationById: (ctx, { params }) => teams.deleteTeam(ctx, params.organizationId, params.teamId),
  listTeamMembersInOrganizationById: (ctx, { params, query }) =>
    teams.listTeamMembers(ctx, params.organizationId, params.teamId, query),
  updateMembersInOrganizationTeam: (ctx, { params, body }) =>
    teams.updateTeamMembers(ctx, params.organizationId, params.teamId, body),
  addMemberToOrganizationTeamById: (ctx, { params, body }) =>
    teams.upsertTeamMember(ctx, params.organizationId, params.teamId, params.userId, body?.role),
  deleteMemberFromOrganizationTeamById: (ctx, { params }) =>
    teams.removeTeamMember(ctx, params.organizationId, params.teamId, params.userId),
} satisfies Partial<Handlers>;

export const samlRoutes = {
  listSAMLProvidersInOrganizationById: (ctx, { params, query }) => saml.listSaml(ctx, params.organizationId, query),
  createOrganizationSAMLProvider: (ctx, { params, body }) => saml.createSaml(ctx, params.organizationId, body),
  getOrganizationSAMLProviderById: (ctx, { params }) => saml.getSaml(ctx, params.organizationId, params.samlProviderId),
  updateOrganizationSAMLProvider: (ctx, { params, body }) =>
    saml.updateSaml(ctx, params.organizationId, params.samlProviderId, body),
  deleteOrganizationSAMLProvider: (ctx, { params }) => saml.deleteSaml(ctx, params.organizationId, params.samlProviderId),
  listSSOProviderLoginsInOrganization: (ctx, { params }) => saml.listSsoLogins(ctx, params.organizationId),
} satisfies Partial<Handlers>;
