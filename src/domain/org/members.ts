import type { MemberRoleOrGuest } from '../../schemas/common.js';
import type { Member, MemberListQuery } from '../../schemas/member.js';
import type { MemberRecord } from '../../store/records.js';
import { memberId, membershipOf, requireOrganization, requireRole } from './access.js';
import type { Context } from '../kernel/context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { presentUser } from './organizations.js';
import { paginateList, type Page } from '../kernel/pagination.js';

/** What a member can open of one kind: all the organization has (live spaces, sites), unless they are a guest. */
function openable(ctx: Context, member: MemberRecord, kind: 'spaces' | 'sites'): number {
  return member.role === null ? 0 : ctx.store.index(kind, 'byOrganization', member.organization).size;
}

export function presentMember(ctx: Context, member: MemberRecord): Member {
  const user = ctx.store.get('users', member.user)!;
  return {
    object: 'member',
    id: member.user,
    role: member.role,
    user: presentUser(ctx, user),
    disabled: false,
    joinedAt: member.joinedAt,
    ...(member.lastSeenAt ? { lastSeenAt: member.lastSeenAt } : {}),
    sso: member.sso,
    spaces: openable(ctx, member, 'spaces'),
    teams: ctx.store.index('teamMembers', 'byMember', member.id).size,
    sites: openable(ctx, member, 'sites'),
  };
}

export function requireMember(ctx: Context, organizationId: string, userId: string): MemberRecord {
  const member = membershipOf(ctx, organizationId, userId);
  if (!member) throw notFound('member', userId);
  return member;
}

export function listMembers(ctx: Context, organizationId: string, query: MemberListQuery): Page<Member> {
  const { org } = requireOrganization(ctx, organizationId, 'read');
  const sort = query.sort ?? 'joinedAt';
  const search = query.search?.toLowerCase();
  const role = query.role === 'guest' ? null : query.role;
  const members = [...ctx.store.index('members', 'byOrganization', org.id)]
    .map(([, id]) => ctx.store.get('members', id)!)
    .filter((m) => role === undefined || m.role === role)
    .filter((m) => sort !== 'lastSeenAt' || m.lastSeenAt !== undefined)
    .filter((m) => {
      if (!search) return true;
      const user = ctx.store.get('users', m.user)!;
      return user.displayName.toLowerCase().includes(search) || user.email.toLowerCase().includes(search);
    });
  // By name, a member's key is its place in the list sorted by display name, case aside.
  const name = (m: MemberRecord) => ctx.store.get('users', m.user)!.displayName;
  const nameRank =
    sort === 'name'
      ? new Map([...members].sort((a, b) => name(a).localeCompare(name(b), 'en', { sensitivity: 'base' })).map((m, at) => [m.id, at]))
      : undefined;
  const page = paginateList(
    members,
    // Members join in creation order, so `seq` orders by joinedAt and keeps a seed's order among equal times.
    (m) => [sort === 'lastSeenAt' ? Date.parse(m.lastSeenAt!) : nameRank ? nameRank.get(m.id)! : m.seq, m.id] as const,
    query,
    (query.order ?? 'desc') === 'desc',
  );
  return { ...page, items: page.items.map((m) => presentMember(ctx, m)) };
}

export function getMember(ctx: Context, organizationId: string, userId: string): Member {
  const { org, member: caller } = requireOrganization(ctx, organizationId);
  if (userId !== ctx.caller.id) requireRole(caller.role, 'read', `organization "${org.id}"`);
  return presentMember(ctx, requireMember(ctx, org.id, userId));
}

function otherAdmins(ctx: Context, member: MemberRecord): number {
  return [...ctx.store.index('members', 'byOrganization', member.organization)].filter(
    ([, id]) => id !== member.id && ctx.store.get('members', id)!.role === 'admin',
  ).length;
}

function keepAnAdmin(ctx: Context, member: MemberRecord, nextRole: MemberRoleOrGuest | undefined): void {
  if (member.role === 'admin' && nextRole !== 'admin' && otherAdmins(ctx, member) === 0) {
    throw conflict(`user "${member.user}" is the last admin of organization "${member.organization}"; make another member admin first`);
  }
}

export function updateMemberRole(ctx: Context, organizationId: string, userId: string, role: MemberRoleOrGuest): Member {
  const { org } = requireOrganization(ctx, organizationId, 'admin');
  const member = requireMember(ctx, org.id, userId);
  keepAnAdmin(ctx, member, role);
  return presentMember(ctx, ctx.store.put('members', { ...member, role }));
}

/** Anyone may leave; removing someone else takes an admin. Their team memberships go with them. */
export function removeMember(ctx: Context, organizationId: string, userId: string): void {
  const { org, member: caller } = requireOrganization(ctx, organizationId);
  if (userId !== ctx.caller.id) requireRole(caller.role, 'admin', `organization "${org.id}"`);
  const member = membershipOf(ctx, org.id, userId);
  if (!member) return;
  keepAnAdmin(ctx, member, undefined);
  for (const [, id] of [...ctx.store.index('teamMembers', 'byMember', member.id)]) ctx.store.remove('teamMembers', id);
  ctx.store.remove('members', member.id);
}

/** Makes a user a member, joining now: however they came in (an invite, a link, their e-mail domain, SSO). */
export function addMember(ctx: Context, organizationId: string, userId: string, role: MemberRoleOrGuest, sso = false): MemberRecord {
  return ctx.store.put('members', {
    id: memberId(organizationId, userId),
    seq: ctx.store.nextSeq(),
    organization: organizationId,
    user: userId,
    role,
    joinedAt: ctx.clock.iso(),
    sso,
  });
}

/** Marks a user as an SSO member, adding them with the organization's default role if they are not in yet. */
export function setSsoMember(ctx: Context, organizationId: string, userId: string): Member {
  const { org } = requireOrganization(ctx, organizationId, 'admin');
  const user = ctx.store.get('users', userId);
  if (!user) throw notFound('user', userId);
  const existing = membershipOf(ctx, org.id, userId);
  return presentMember(ctx, existing ? ctx.store.put('members', { ...existing, sso: true }) : addMember(ctx, org.id, userId, org.defaultRole, true));
}
