import * as z from 'zod';
import { Id, MemberRoleOrGuest, Timestamp, Url } from './common.js';
import { MergeRulesStandalone } from './merge-rules.js';

export const OrganizationTitle = z.string().min(2).max(255);
export const OrganizationHostname = z
  .string()
  .min(3)
  .max(32)
  .regex(/^[a-z0-9-]+$/, 'must be lowercase letters, digits and "-"');
export const EmailDomain = z
  .string()
  .max(253)
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a domain such as example.com');
export const OrganizationDefaultContent = z.object({ type: z.literal('site'), site: Id });

export const OrganizationPermissions = z.object({
  view: z.boolean(),
  access: z.boolean(),
  admin: z.boolean(),
  ownTeam: z.boolean(),
  createContent: z.boolean(),
  createOpenAPISpec: z.boolean(),
  ingestConversations: z.boolean(),
  viewBilling: z.boolean(),
  listMembers: z.boolean(),
  listTeams: z.boolean(),
  listIntegrations: z.boolean(),
  listInstallations: z.boolean(),
  installIntegration: z.boolean(),
});
export type OrganizationPermissions = z.infer<typeof OrganizationPermissions>;

export const Organization = z.object({
  object: z.literal('organization'),
  id: z.string(),
  title: OrganizationTitle,
  createdAt: Timestamp,
  emailDomains: z.array(z.string()),
  hostname: OrganizationHostname.optional(),
  type: z.enum(['business', 'community']),
  defaultRole: MemberRoleOrGuest.optional(),
  defaultContent: OrganizationDefaultContent.optional(),
  sso: z.boolean(),
  ai: z.boolean(),
  inviteLinks: z.boolean(),
  plan: z.enum(['free_2024', 'plus_2024', 'pro_2024', 'enterprise_2024', 'community_2024', 'free', 'plus', 'pro', 'internal']),
  internal_isOnNewTrial: z.literal(true),
  trial: z.object({ status: z.enum(['notapplicable', 'none', 'active', 'ended', 'expired']), count: z.number().int() }),
  mergeRules: MergeRulesStandalone,
  urls: z.object({ location: z.url(), app: z.url(), logo: Url.optional() }),
  permissions: OrganizationPermissions,
});
export type Organization = z.infer<typeof Organization>;

export const OrganizationUpdate = z.object({
  title: OrganizationTitle.optional(),
  emailDomains: z.array(EmailDomain).max(100).optional(),
  hostname: OrganizationHostname.optional(),
  defaultRole: MemberRoleOrGuest.optional(),
  defaultContent: OrganizationDefaultContent.nullable().optional(),
  logo: Url.nullable().optional(),
  sso: z.boolean().optional(),
  ai: z.boolean().optional(),
  inviteLinks: z.boolean().optional(),
  mergeRules: MergeRulesStandalone.optional(),
});
export type OrganizationUpdate = z.infer<typeof OrganizationUpdate>;

export const OrganizationPathParams = z.object({ organizationId: Id });

export const PingResult = z.object({ docsVisitorClaims: z.string(), gitbookVisitorClaims: z.string() });
export const EmailDomainOrganizations = z.object({ organizations: z.array(Organization) });
