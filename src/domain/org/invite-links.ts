import type { MemberRoleOrGuest } from '../../schemas/common.js';
import type { InviteLink } from '../../schemas/invite.js';
import type { InviteLinkRecord, MemberRecord } from '../../store/records.js';
import { membershipOf, requireOrganization } from './access.js';
import { addMember } from './members.js';
import type { Context } from '../kernel/context.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { newId } from '../kernel/ids.js';
import { paginate, type Page, type PageQuery } from '../kernel/pagination.js';
import { atLeast, higher } from '../kernel/roles.js';

/** Holds the link's role already (a guest link adds nothing to any member). */
function redundant(member: MemberRecord | undefined, role: MemberRoleOrGuest): boolean {
  return member !== undefined && (role === null || atLeast(member.role, role));
}

function present(ctx: Context, link: InviteLinkRecord): InviteLink {
  return { object: 'invite', id: link.id, role: link.role, redundant: redundant(membershipOf(ctx, link.organization), link.role) };
}

/** Admins manage links (GitBook shows them only to admins: `viewInviteLinks`). */
function requireLink(ctx: Context, organizationId: string, inviteId: string): InviteLinkRecord {
  const { org } = requireOrganization(ctx, organizationId, 'admin');
  const link = ctx.store.get('inviteLinks', inviteId);
  if (!link || link.organization !== org.id) throw notFound('invite link', inviteId);
  return link;
}

export function listInviteLinks(ctx: Context, organizationId: string, query: PageQuery): Page<InviteLink> {
  const { org } = requireOrganization(ctx, organizationId, 'admin');
  return paginate(ctx.store.index('inviteLinks', 'byOrganization', org.id), query, (id) => present(ctx, ctx.store.get('inviteLinks', id)!));
}

export function createInviteLink(ctx: Context, organizationId: string, role: MemberRoleOrGuest): InviteLink {
  const { org } = requireOrganization(ctx, organizationId, 'admin');
  const link: InviteLinkRecord = { id: newId(), seq: ctx.store.nextSeq(), organization: org.id, role, createdAt: ctx.clock.iso() };
  return present(ctx, ctx.store.put('inviteLinks', link));
}

export function getInviteLink(ctx: Context, organizationId: string, inviteId: string): InviteLink {
  return present(ctx, requireLink(ctx, organizationId, inviteId));
}

export function updateInviteLink(ctx: Context, organizationId: string, inviteId: string, role: MemberRoleOrGuest): InviteLink {
  return present(ctx, ctx.store.put('inviteLinks', { ...requireLink(ctx, organizationId, inviteId), role }));
}

/** True if there was a link to delete. */
export function deleteInviteLink(ctx: Context, organizationId: string, inviteId: string): boolean {
  const { org } = requireOrganization(ctx, organizationId, 'admin');
  const link = ctx.store.get('inviteLinks', inviteId);
  if (!link || link.organization !== org.id) return false;
  ctx.store.remove('inviteLinks', link.id);
  return true;
}

/**
 * The caller joins with the link's role; a member already in keeps the higher of their role and the link's, so a
 * link never demotes anyone. A link of another organization, a deleted one, or any link while the organization has
 * turned invite links off, lets no one in.
 */
export function joinWithInviteLink(ctx: Context, organizationId: string, inviteId: string): Record<string, never> {
  const org = ctx.store.get('organizations', organizationId);
  const link = ctx.store.get('inviteLinks', inviteId);
  // Without a valid link the organization's existence is not told either.
  if (!org || !link || link.organization !== org.id) throw notFound('invite', inviteId);
  if (!org.inviteLinks) throw forbidden(`organization "${org.id}" has turned invite links off; ask an admin to invite you by e-mail`);
  const member = membershipOf(ctx, org.id);
  if (member) {
    if (!redundant(member, link.role)) ctx.store.put('members', { ...member, role: higher(member.role, link.role) });
    return {};
  }
  addMember(ctx, org.id, ctx.caller.id, link.role);
  return {};
}
