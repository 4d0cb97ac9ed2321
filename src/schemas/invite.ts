import * as z from 'zod';
import { Id, MemberRoleOrGuest } from './common.js';
import { OrganizationPathParams } from './organization.js';

/** A link that lets whoever opens it join the organization with its role (GitBook's InviteLinkToOrganization). */
export const InviteLink = z.object({
  object: z.literal('invite'),
  id: z.string(),
  role: MemberRoleOrGuest,
  /** True when the caller already holds the link's role or more: joining with it would change nothing. */
  redundant: z.boolean(),
});
export type InviteLink = z.infer<typeof InviteLink>;

/** The sandbox makes links to the organization; GitBook's links to one space or collection are not served. */
export const InviteLinkCreate = z.object({ role: MemberRoleOrGuest });
export const InviteLinkUpdate = InviteLinkCreate;

export const InviteLinkPathParams = OrganizationPathParams.extend({ inviteId: Id });

export const JoinResult = z.object({});

/** An address alone takes the request's role (else the organization's default role); with its own role, that one. */
export const InviteUsers = z.object({
  emails: z.array(z.union([z.email(), z.object({ email: z.email(), role: MemberRoleOrGuest })])).min(1),
  role: MemberRoleOrGuest.optional(),
  sso: z.boolean().optional(),
});
export type InviteUsers = z.infer<typeof InviteUsers>;

export const InviteUsersResult = z.object({
  /** The users who were added to the organization. */
  users: z.array(z.string()),
  /** How many were added. */
  invited: z.number().int(),
});
