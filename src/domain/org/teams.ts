import type { z } from 'zod';
import type { MemberTeamListQuery, Team, TeamListQuery, TeamMembersUpdate, TeamMemberRole } from '../../schemas/team.js';
import type { MemberRecord, TeamRecord } from '../../store/records.js';
import { memberId, membershipOf, requireOrganization } from './access.js';
import type { Context } from '../kernel/context.js';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import { presentMember, requireMember } from './members.js';
import { paginate, paginateList, type Page, type PageQuery } from '../kernel/pagination.js';
import { atLeast } from '../kernel/roles.js';
import { newId } from '../kernel/ids.js';

const teamMemberId = (team: string, user: string) => `${team}.${user}`;

function isOwner(ctx: Context, team: TeamRecord, user: string): boolean {
  return ctx.store.get('teamMembers', teamMemberId(team.id, user))?.role === 'owner';
}

function canManage(ctx: Context, team: TeamRecord, caller: MemberRecord): boolean {
  return atLeast(caller.role, 'admin') || isOwner(ctx, team, caller.user);
}

export function presentTeam(ctx: Context, team: TeamRecord): Team {
  const caller = membershipOf(ctx, team.organization);
  return {
    object: 'team',
    id: team.id,
    title: team.title,
    members: ctx.store.index('teamMembers', 'byTeam', team.id).size,
    // Teams are granted no content of their own through this API.
    spaces: 0,
    createdAt: team.createdAt,
    permissions: { admin: !!caller && canManage(ctx, team, caller), view: atLeast(caller?.role, 'read') },
  };
}

function requireTeam(ctx: Context, organizationId: string, teamId: string) {
  const { org, member } = requireOrganization(ctx, organizationId, 'read');
  const team = ctx.store.get('teams', teamId);
  if (!team || team.organization !== org.id) throw notFound('team', teamId);
  return { org, member, team };
}

function requireManager(ctx: Context, organizationId: string, teamId: string) {
  const found = requireTeam(ctx, organizationId, teamId);
  if (!canManage(ctx, found.team, found.member)) {
    throw forbidden(`managing team "${teamId}" needs the admin role or ownership of the team`);
  }
  return found;
}

const titleMatches = (title: string, filter: string | undefined) => filter === undefined || title.toLowerCase().includes(filter.toLowerCase());

export function listTeams(ctx: Context, organizationId: string, query: z.infer<typeof TeamListQuery>): Page<Team> {
  const { org } = requireOrganization(ctx, organizationId, 'read');
  const teams = [...ctx.store.index('teams', 'byOrganization', org.id)]
    .map(([, id]) => ctx.store.get('teams', id)!)
    .filter((t) => titleMatches(t.title, query.title))
    .filter((t) => query.owner === undefined || isOwner(ctx, t, query.owner));
  const page = paginateList(teams, (t) => ctx.store.orderKey('teams', t), query);
  return { ...page, items: page.items.map((t) => presentTeam(ctx, t)) };
}

/** Resolves a user given by ID or e-mail address to a member of the organization. */
function resolveMember(ctx: Context, organizationId: string, ref: string, field: string): MemberRecord {
  const byEmail = ref.includes('@') ? [...ctx.store.index('users', 'byEmail', ref.toLowerCase())][0]?.[1] : undefined;
  const member = membershipOf(ctx, organizationId, byEmail ?? ref);
  if (!member) throw invalid(`"${ref}" is not a member of organization "${organizationId}"; add them to the organization first`, field);
  return member;
}

function setMembership(ctx: Context, team: TeamRecord, member: MemberRecord, role: TeamMemberRole | undefined): void {
  const id = teamMemberId(team.id, member.user);
  const existing = ctx.store.get('teamMembers', id);
  const nextRole = role ?? existing?.role ?? 'member';
  if (existing?.role === nextRole) return;
  ctx.store.put('teamMembers', {
    id,
    seq: existing?.seq ?? ctx.store.nextSeq(),
    organization: team.organization,
    team: team.id,
    user: member.user,
    role: nextRole,
  });
}

export function createTeam(ctx: Context, organizationId: string, body: { title: string; members?: string[] }): Team {
  const { org } = requireOrganization(ctx, organizationId, 'admin');
  const members = (body.members ?? []).map((ref, i) => resolveMember(ctx, org.id, ref, `members.${i}`));
  const team = ctx.store.put('teams', { id: newId(), seq: ctx.store.nextSeq(), organization: org.id, title: body.title, createdAt: ctx.clock.iso() });
  for (const member of members) setMembership(ctx, team, member, 'member');
  return presentTeam(ctx, team);
}

export function getTeam(ctx: Context, organizationId: string, teamId: string): Team {
  return presentTeam(ctx, requireTeam(ctx, organizationId, teamId).team);
}

export function renameTeam(ctx: Context, organizationId: string, teamId: string, title: string): Team {
  const { team } = requireManager(ctx, organizationId, teamId);
  return presentTeam(ctx, ctx.store.put('teams', { ...team, title }));
}

export function deleteTeam(ctx: Context, organizationId: string, teamId: string): void {
  const { org } = requireOrganization(ctx, organizationId, 'admin');
  const team = ctx.store.get('teams', teamId);
  if (!team || team.organization !== org.id) return;
  for (const [, id] of [...ctx.store.index('teamMembers', 'byTeam', team.id)]) ctx.store.remove('teamMembers', id);
  ctx.store.remove('teams', team.id);
}

export function listTeamMembers(ctx: Context, organizationId: string, teamId: string, query: PageQuery) {
  const { team } = requireTeam(ctx, organizationId, teamId);
  return paginate(ctx.store.index('teamMembers', 'byTeam', team.id), query, (id) => {
    const entry = ctx.store.get('teamMembers', id)!;
    const member = membershipOf(ctx, team.organization, entry.user);
    return member && { organization: presentMember(ctx, member), team: { role: entry.role }, permissions: { view: true } };
  });
}

/** Adds, then sets roles, then removes: a user both added and removed ends up removed. */
export function updateTeamMembers(ctx: Context, organizationId: string, teamId: string, body: TeamMembersUpdate): void {
  const { org, team } = requireManager(ctx, organizationId, teamId);
  const added = (body.add ?? []).map((ref, i) => resolveMember(ctx, org.id, ref, `add.${i}`));
  const roles = Object.entries(body.memberships ?? {}).map(([user, { role }]) => [resolveMember(ctx, org.id, user, `memberships.${user}`), role] as const);
  const removed = (body.remove ?? []).map((ref, i) => resolveMember(ctx, org.id, ref, `remove.${i}`));
  for (const member of added) setMembership(ctx, team, member, undefined);
  for (const [member, role] of roles) setMembership(ctx, team, member, role);
  for (const member of removed) ctx.store.remove('teamMembers', teamMemberId(team.id, member.user));
}

export function upsertTeamMember(ctx: Context, organizationId: string, teamId: string, userId: string, role?: TeamMemberRole): void {
  const { org, team } = requireManager(ctx, organizationId, teamId);
  setMembership(ctx, team, requireMember(ctx, org.id, userId), role);
}

export function removeTeamMember(ctx: Context, organizationId: string, teamId: string, userId: string): void {
  const { team } = requireManager(ctx, organizationId, teamId);
  ctx.store.remove('teamMembers', teamMemberId(team.id, userId));
}

export function listMemberTeams(ctx: Context, organizationId: string, userId: string, query: z.infer<typeof MemberTeamListQuery>) {
  const { org } = requireOrganization(ctx, organizationId, 'read');
  const member = requireMember(ctx, org.id, userId);
  const entries = [...ctx.store.index('teamMembers', 'byMember', memberId(org.id, member.user))]
    .map(([, id]) => ctx.store.get('teamMembers', id)!)
    .filter((entry) => titleMatches(ctx.store.get('teams', entry.team)!.title, query.title));
  const page = paginateList(entries, (e) => ctx.store.orderKey('teamMembers', e), query);
  return {
    ...page,
    items: page.items.map((e) => ({ team: presentTeam(ctx, ctx.store.get('teams', e.team)!), member: { role: e.role } })),
  };
}
