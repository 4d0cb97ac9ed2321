import * as z from 'zod';
import { Id, ListQuery, Timestamp, query } from './common.js';
import { Member } from './member.js';

export const TeamTitle = z.string().min(1).max(64);
export const TeamMemberRole = z.enum(['owner', 'member']);
export type TeamMemberRole = z.infer<typeof TeamMemberRole>;

export const Team = z.object({
  object: z.literal('team'),
  id: z.string(),
  title: TeamTitle,
  members: z.number().int(),
  spaces: z.number().int(),
  createdAt: Timestamp,
  permissions: z.object({ admin: z.boolean(), view: z.boolean() }),
});
export type Team = z.infer<typeof Team>;

export const TeamPathParams = z.object({ organizationId: Id, teamId: Id });
export const TeamMemberPathParams = TeamPathParams.extend({ userId: Id });

export const TeamListQuery = ListQuery.extend({
  owner: Id.optional().describe('only teams this user owns (a user ID)'),
  title: query.string(64).optional().describe('only teams whose title contains this'),
});
export const MemberTeamListQuery = ListQuery.extend({ title: query.string(64).optional() });

export const TeamCreate = z.object({ title: TeamTitle, members: z.array(Id).max(1000).optional() });
export const TeamUpdate = z.object({ title: TeamTitle });

/** A user to add or remove: a user ID or an e-mail address. */
const UserRef = z.string().min(1).max(254);
export const TeamMembersUpdate = z.object({
  add: z.array(UserRef).max(1000).optional(),
  remove: z.array(UserRef).max(1000).optional(),
  memberships: z.record(Id, z.object({ role: TeamMemberRole })).optional(),
});
export type TeamMembersUpdate = z.infer<typeof TeamMembersUpdate>;

export const TeamMemberUpsert = z.object({ role: TeamMemberRole.optional() }).optional();

export const TeamMemberEntry = z.object({
  organization: Member,
  team: z.object({ role: TeamMemberRole }),
  permissions: z.object({ view: z.boolean() }),
});

export const MemberTeamEntry = z.object({ team: Team, member: z.object({ role: TeamMemberRole }) });
