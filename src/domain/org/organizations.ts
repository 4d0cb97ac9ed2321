import { SignJWT } from 'jose';
import type { z } from 'zod';
import type { Organization, OrganizationUpdate } from '../../schemas/organization.js';
import type { User } from '../../schemas/user.js';
import type { OrganizationRecord, UserRecord } from '../../store/records.js';
import { membershipOf, organizationPermissions, requireOrganization } from './access.js';
import { requireValidMergeRules } from './merge-rules.js';
import type { Context } from '../kernel/context.js';
import { conflict } from '../../lib/errors.js';
import { appUrl, locationOf } from '../kernel/locations.js';
import { paginate, type Page, type PageQuery } from '../kernel/pagination.js';

const userLocation = (ctx: Pick<Context, 'baseUrl'>, userId: string) => locationOf(ctx, 'getUserById', { userId });

/** A user as the API shows them; one who has left the store is named "Former member". */
export function presentUser(ctx: Context, user: UserRecord | { id: string }): User {
  if (!('displayName' in user)) return { object: 'user', id: user.id, displayName: 'Former member', urls: { location: userLocation(ctx, user.id) } };
  return {
    object: 'user',
    id: user.id,
    displayName: user.displayName,
    email: user.email,
    ...(user.photoURL ? { photoURL: user.photoURL } : {}),
    urls: { location: userLocation(ctx, user.id) },
  };
}

export function presentOrganization(ctx: Context, org: OrganizationRecord): Organization {
  const role = membershipOf(ctx, org.id)?.role ?? null;
  return {
    object: 'organization',
    id: org.id,
    title: org.title,
    createdAt: org.createdAt,
    emailDomains: org.emailDomains,
    ...(org.hostname ? { hostname: org.hostname } : {}),
    type: 'business',
    defaultRole: org.defaultRole,
    ...(org.defaultContent ? { defaultContent: org.defaultContent } : {}),
    sso: org.sso,
    ai: org.ai,
    inviteLinks: org.inviteLinks,
    plan: 'free_2024',
    internal_isOnNewTrial: true,
    // The sandbox has no billing: no organization is offered a trial, so none has used one.
    trial: { status: 'notapplicable', count: 0 },
    mergeRules: org.mergeRules ?? { type: 'none' },
    urls: {
      location: locationOf(ctx, 'getOrganizationById', { organizationId: org.id }),
      app: appUrl(ctx, 'organization', { organizationId: org.id }),
      ...(org.logo ? { logo: org.logo } : {}),
    },
    permissions: organizationPermissions(role),
  };
}

export function listMyOrganizations(ctx: Context, query: PageQuery): Page<Organization> {
  return paginate(ctx.store.index('members', 'byUser', ctx.caller.id), query, (memberId) => {
    const org = ctx.store.get('organizations', ctx.store.get('members', memberId)!.organization);
    return org && presentOrganization(ctx, org);
  });
}

export function getOrganization(ctx: Context, organizationId: string): Organization {
  return presentOrganization(ctx, requireOrganization(ctx, organizationId).org);
}

export function updateOrganization(ctx: Context, organizationId: string, patch: z.infer<typeof OrganizationUpdate>): Organization {
  const { org } = requireOrganization(ctx, organizationId, 'admin');
  if (patch.mergeRules) requireValidMergeRules(ctx, org.id, patch.mergeRules);
  if (patch.hostname && patch.hostname !== org.hostname) {
    // Sites' URLs name their organization by its hostname, else its id (sitePath): neither may name two.
    const other = ctx.store.recordsIn('organizations', 'byHostname', patch.hostname)[0] ?? ctx.store.get('organizations', patch.hostname);
    if (other && other.id !== org.id) throw conflict(`hostname "${patch.hostname}" is taken by another organization; choose another`);
  }
  const { logo, defaultContent, emailDomains, ...rest } = patch;
  const next: OrganizationRecord = {
    ...org,
    ...rest,
    ...(emailDomains ? { emailDomains: [...new Set(emailDomains.map((d) => d.toLowerCase()))] } : {}),
  };
  if (logo !== undefined) {
    if (logo === null) delete next.logo;
    else next.logo = logo;
  }
  if (defaultContent !== undefined) {
    if (defaultContent === null) delete next.defaultContent;
    else next.defaultContent = defaultContent;
  }
  return presentOrganization(ctx, ctx.store.put('organizations', next));
}

/** Only organizations of the caller's own e-mail domain are told, or ones they already belong to. */
export function organizationsForEmailDomain(ctx: Context, emailDomain: string): { organizations: Organization[] } {
  const domain = emailDomain.toLowerCase();
  const callerDomain = ctx.caller.email.split('@')[1]?.toLowerCase();
  const organizations = [...ctx.store.all('organizations')]
    .filter((org) => org.emailDomains.includes(domain))
    .filter((org) => domain === callerDomain || membershipOf(ctx, org.id))
    .sort((a, b) => a.seq - b.seq)
    .map((org) => presentOrganization(ctx, org));
  return { organizations };
}

/** Records the caller as active and issues the visitor claims (a signed JWT) to attach to them. */
export async function ping(ctx: Context, organizationId: string): Promise<{ docsVisitorClaims: string; gitbookVisitorClaims: string }> {
  const { org, member } = requireOrganization(ctx, organizationId);
  const now = ctx.clock.now();
  ctx.store.put('members', { ...member, lastSeenAt: now.toISOString() });
  const claims = await new SignJWT({ organization: org.id, role: member.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(ctx.caller.id)
    .setIssuer(ctx.baseUrl)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(now.getTime() / 1000) + 3600)
    .sign(ctx.secrets.visitorKey);
  return { docsVisitorClaims: claims, gitbookVisitorClaims: claims };
}
