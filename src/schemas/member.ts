import * as z from 'zod';
import { Id, ListQuery, MemberRole, MemberRoleOrGuest, Timestamp, query } from './common.js';
import { User } from './user.js';

export const Member = z.object({
  object: z.literal('member'),
  id: z.string(),
  role: MemberRoleOrGuest,
  user: User,
  disabled: z.boolean(),
  joinedAt: Timestamp,
  lastSeenAt: Timestamp.optional(),
  sso: z.boolean(),
  spaces: z.number().int(),
  teams: z.number().int(),
  sites: z.number().int(),
});
export type Member = z.infer<typeof Member>;

export const MemberPathParams = z.object({ organizationId: Id, userId: Id });

export const Order = z.enum(['asc', 'desc']);

export const MemberListQuery = ListQuery.extend({
  order: Order.optional(),
  role: z.union([MemberRole, z.literal('guest')]).optional(),
  search: query.string().optional(),
  sort: z.enum(['joinedAt', 'lastSeenAt', 'name']).optional(),
});
export type MemberListQuery = z.infer<typeof MemberListQuery>;

export const MemberUpdate = z.object({ role: MemberRoleOrGuest });
