import { ListQuery, listOf } from './common.js';
import { InviteLink, InviteLinkCreate, InviteLinkPathParams, InviteLinkUpdate, InviteUsers, InviteUsersResult, JoinResult } from './invite.js';
import { op } from './operation.js';
import { O } from './organization-operations.js';
import { OrganizationPathParams } from './organization.js';

/** Inviting people to an organization, by e-mail or with invite links, and joining it: part of the one table (operations.ts). */
export const inviteOperations = {
  inviteUsersToOrganization: op({
    id: 'inviteUsersToOrganization',
    method: 'POST',
    path: `${O}/invites`,
    summary: 'Invite people to an organization by e-mail',
    params: OrganizationPathParams,
    body: InviteUsers,
    response: InviteUsersResult,
  }),
  listOrganizationInviteLinks: op({
    id: 'listOrganizationInviteLinks',
    method: 'GET',
    path: `${O}/link-invites`,
    summary: "List an organization's invite links",
    params: OrganizationPathParams,
    query: ListQuery,
    response: listOf(InviteLink),
  }),
  createOrganizationInvite: op({
    id: 'createOrganizationInvite',
    method: 'POST',
    path: `${O}/link-invites`,
    summary: 'Create an invite link',
    params: OrganizationPathParams,
    body: InviteLinkCreate,
    response: InviteLink,
    status: 201,
  }),
  getOrganizationInviteLink: op({
    id: 'getOrganizationInviteLink',
    method: 'GET',
    path: `${O}/link-invites/{inviteId}`,
    summary: 'Get an invite link',
    params: InviteLinkPathParams,
    response: InviteLink,
  }),
  updateOrganizationInviteById: op({
    id: 'updateOrganizationInviteById',
    method: 'PATCH',
    path: `${O}/link-invites/{inviteId}`,
    summary: "Change an invite link's role",
    params: InviteLinkPathParams,
    body: InviteLinkUpdate,
    response: InviteLink,
  }),
  deleteOrganizationInviteById: op({
    id: 'deleteOrganizationInviteById',
    method: 'DELETE',
    path: `${O}/link-invites/{inviteId}`,
    summary: 'Delete an invite link',
    params: InviteLinkPathParams,
  }),
  joinOrganizationWithInvite: op({
    id: 'joinOrganizationWithInvite',
    method: 'POST',
    path: `${O}/invites/{inviteId}`,
    summary: 'Join an organization with an invite link',
    params: InviteLinkPathParams,
    response: JoinResult,
  }),
  joinOrganization: op({
    id: 'joinOrganization',
    method: 'POST',
    path: `${O}/join`,
    summary: "Join an organization that accepts your e-mail address's domain",
    params: OrganizationPathParams,
  }),
};
