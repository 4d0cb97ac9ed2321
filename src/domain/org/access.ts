import type { DefaultLevel, MemberRole, MemberRoleOrGuest } from '../../schemas/common.js';
import type { CollectionPermissions, SpacePermissions } from '../../schemas/content.js';
import type { OrganizationPermissions } from '../../schemas/organization.js';
import type { SitePermissions } from '../../schemas/site.js';
import type { CollectionRecord, MemberRecord, OrganizationRecord, SpaceRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { atLeast, higher } from '../kernel/roles.js';

export const memberId = (organization: string, user: string) => `${organization}.${user}`;

export function membershipOf(ctx: Context, organization: string, user = ctx.caller.id): MemberRecord | undefined {
  return ctx.store.get('members', memberId(organization, user));
}

export function describeRole(role: MemberRoleOrGuest): string {
  return role ?? 'guest';
}

/**
 * The organization, if the caller belongs to it. An organization the caller is not in is
 * reported as absent, so its existence does not leak.
 */
export function requireOrganization(ctx: Context, organizationId: string, minimum?: MemberRole): { org: OrganizationRecord; member: MemberRecord } {
  const org = ctx.store.get('organizations', organizationId);
  const member = org && membershipOf(ctx, org.id);
  if (!org || !member) throw notFound('organization', organizationId);
  if (minimum) requireRole(member.role, minimum, `organization "${org.id}"`);
  return { org, member };
}

/**
 * The caller's membership of the organization that holds a piece of content. Someone outside
 * it is told the content does not exist, not which organization holds it.
 */
export function requireMemberOfOwner(ctx: Context, content: SpaceRecord | CollectionRecord, what: 'space' | 'collection'): MemberRecord {
  const member = membershipOf(ctx, content.organization);
  if (!member) throw notFound(what, content.id);
  return member;
}

/**
 * A default level the member may give content: no more than their own organization role,
 * so a level never raises anyone above what the person who set it holds. `inherit` defers
 * to levels set higher up, and `null` grants nothing.
 */
export function requireGrantable(member: MemberRecord, level: DefaultLevel, where: string): void {
  if (level === 'inherit' || level === null || atLeast(member.role, level)) return;
  throw forbidden(
    `defaultLevel "${level}" on ${where} would grant more than your own role in the organization (${describeRole(member.role)}); an admin of the organization can set it`,
  );
}

export function requireRole(role: MemberRoleOrGuest, minimum: MemberRole, where: string): void {
  if (!atLeast(role, minimum)) {
    throw forbidden(`this needs the ${minimum} role (or higher) in ${where}; you have ${describeRole(role)}`);
  }
}

export function organizationPermissions(role: MemberRoleOrGuest): OrganizationPermissions {
  const admin = atLeast(role, 'admin');
  const member = atLeast(role, 'read');
  // Guests too open the organization in the app: they see what is shared with them.
  return {
    view: true,
    access: true,
    admin,
    ownTeam: admin,
    createContent: atLeast(role, 'create'),
    createOpenAPISpec: atLeast(role, 'create'),
    ingestConversations: admin,
    viewBilling: admin,
    listMembers: member,
    listTeams: member,
    listIntegrations: member,
    listInstallations: admin,
    installIntegration: admin,
  };
}

/** What a content default level grants, following `inherit` up through the parent collections. */
export function inheritedLevel(ctx: Context, content: SpaceRecord | CollectionRecord): MemberRoleOrGuest {
  let level = content.defaultLevel;
  let parent = content.parent;
  const seen = new Set<string>();
  while (level === 'inherit' && parent && !seen.has(parent)) {
    seen.add(parent);
    const collection = ctx.store.get('collections', parent);
    level = collection?.defaultLevel ?? null;
    parent = collection?.parent;
  }
  return level === 'inherit' ? null : level;
}

/**
 * A member's role on a piece of content: their organization role, raised to the content's
 * default level if that is higher. Guests get nothing from defaults.
 */
export function contentRole(ctx: Context, member: MemberRecord, content: SpaceRecord | CollectionRecord): MemberRoleOrGuest {
  if (member.role === null) return null;
  return higher(member.role, inheritedLevel(ctx, content));
}

export function spacePermissions(role: MemberRoleOrGuest, space: SpaceRecord): SpacePermissions {
  const admin = atLeast(role, 'create');
  return {
    view: atLeast(role, 'read'),
    access: atLeast(role, 'read'),
    admin,
    viewInviteLinks: atLeast(role, 'admin'),
    edit: atLeast(role, 'edit') && (space.editMode === 'live' || admin),
    triggerGitSync: atLeast(role, 'edit'),
    comment: atLeast(role, 'comment'),
    merge: atLeast(role, 'review'),
    review: atLeast(role, 'review'),
    installIntegration: atLeast(role, 'admin'),
  };
}

/**
 * What a member may do with a site, by their organization role (a site has no level of its own):
 * reading it and its adaptive schema takes `read`, changing it, its structure or its schema `create`.
 */
export function sitePermissions(role: MemberRoleOrGuest): SitePermissions {
  const changes = atLeast(role, 'create');
  return {
    view: atLeast(role, 'read'),
    access: atLeast(role, 'read'),
    edit: atLeast(role, 'edit'),
    create: changes,
    admin: changes,
    installIntegration: atLeast(role, 'admin'),
    viewAdaptiveSchema: atLeast(role, 'read'),
    editAdaptiveSchema: changes,
  };
}

export function collectionPermissions(role: MemberRoleOrGuest): CollectionPermissions {
  return {
    view: atLeast(role, 'read'),
    admin: atLeast(role, 'create'),
    viewInviteLinks: atLeast(role, 'admin'),
    create: atLeast(role, 'create'),
  };
}
