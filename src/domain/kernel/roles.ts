import type { MemberRole, MemberRoleOrGuest } from '../../schemas/common.js';

/** Roles from least to most; a role can do everything the ones before it can. */
const RANK: Record<MemberRole, number> = { read: 1, comment: 2, edit: 3, review: 4, create: 5, admin: 6 };

export function atLeast(role: MemberRoleOrGuest | undefined, minimum: MemberRole): boolean {
  return role !== null && role !== undefined && RANK[role] >= RANK[minimum];
}

export function higher(a: MemberRoleOrGuest, b: MemberRoleOrGuest): MemberRoleOrGuest {
  if (a === null) return b;
  if (b === null) return a;
  return RANK[a] >= RANK[b] ? a : b;
}
