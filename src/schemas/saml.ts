import * as z from 'zod';
import { Id, MemberRoleOrGuest, Timestamp, Url } from './common.js';
import { Team } from './team.js';

export const SamlProviderFields = z.object({
  label: z.string().min(1).max(30),
  entityID: z.string().min(1).max(1024),
  certificate: z.string().min(1).max(10000),
  ssoURL: Url,
  defaultTeam: Id.optional(),
  defaultRole: MemberRoleOrGuest.optional(),
});

/** The sandbox needs every field of a working provider at creation; the spec only insists on `label`. */
export const SamlProviderCreate = SamlProviderFields;
export const SamlProviderUpdate = SamlProviderFields.partial();
export type SamlProviderUpdate = z.infer<typeof SamlProviderUpdate>;

export const SamlProvider = z.object({
  object: z.literal('saml-provider'),
  id: z.string(),
  label: z.string(),
  ssoURL: Url,
  entityID: z.string(),
  certificate: z.string(),
  defaultTeam: Team.optional(),
  defaultRole: MemberRoleOrGuest,
  createdAt: Timestamp,
  status: z.enum(['active', 'pending']),
  service: z.object({ acsURL: z.url(), startURL: z.url(), entityID: z.string() }),
  urls: z.object({ location: z.url() }),
});

export const SamlPathParams = z.object({ organizationId: Id, samlProviderId: Id });

export const SsoLogins = z.object({
  items: z.array(z.object({ id: z.string(), label: z.string(), startURL: z.url() })),
});
