import * as links from '../../domain/org/invite-links.js';
import * as invites from '../../domain/org/invites.js';
import { Emptied, type Handlers } from '../handler.js';

export const inviteRoutes = {
  inviteUsersToOrganization: (ctx, { params, body }) => invites.inviteUsers(ctx, params.organizationId, body),
  joinOrganization: (ctx, { params }) => invites.joinByEmailDomain(ctx, params.organizationId),
  listOrganizationInviteLinks: (ctx, { params, query }) => links.listInviteLinks(ctx, params.organizationId, query),
  createOrganizationInvite: (ctx, { params, body }) => links.createInviteLink(ctx, params.organizationId, body.role),
  getOrganizationInviteLink: (ctx, { params }) => links.getInviteLink(ctx, params.organizationId, params.inviteId),
  updateOrganizationInviteById: (ctx, { params, body }) => links.updateInviteLink(ctx, params.organizationId, params.inviteId, body.role),
  // GitBook answers 205 when a link was deleted, 204 when there was none.
  deleteOrganizationInviteById: (ctx, { params }) => (links.deleteInviteLink(ctx, params.organizationId, params.inviteId) ? new Emptied() : undefined),
  joinOrganizationWithInvite: (ctx, { params }) => links.joinWithInviteLink(ctx, params.organizationId, params.inviteId),
} satisfies Partial<Handlers>;
