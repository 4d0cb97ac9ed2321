import type { z } from 'zod';
import type { SamlProvider, SamlProviderCreate, SamlProviderUpdate } from '../../schemas/saml.js';
import type { SamlRecord } from '../../store/records.js';
import { requireOrganization } from './access.js';
import type { Context } from '../kernel/context.js';
import { invalid, notFound } from '../../lib/errors.js';
import { newId } from '../kernel/ids.js';
import { paginate, type Page, type PageQuery } from '../kernel/pagination.js';
import { locationOf } from '../kernel/locations.js';
import { presentTeam } from './teams.js';

/** The service-provider side of SAML, issued by the sandbox itself. */
function service(ctx: Context, provider: SamlRecord) {
  const base = `${ctx.baseUrl}/_sandbox/saml/${provider.organization}/${provider.id}`;
  return { acsURL: `${base}/acs`, startURL: `${base}/start`, entityID: `${base}/metadata` };
}

function presentSaml(ctx: Context, provider: SamlRecord): z.infer<typeof SamlProvider> {
  const team = provider.defaultTeam ? ctx.store.get('teams', provider.defaultTeam) : undefined;
  return {
    object: 'saml-provider',
    id: provider.id,
    label: provider.label,
    ssoURL: provider.ssoURL,
    entityID: provider.entityID,
    certificate: provider.certificate,
    ...(team ? { defaultTeam: presentTeam(ctx, team) } : {}),
    defaultRole: provider.defaultRole,
    createdAt: provider.createdAt,
    status: 'active',
    service: service(ctx, provider),
    urls: { location: locationOf(ctx, 'getOrganizationSAMLProviderById', { organizationId: provider.organization, samlProviderId: provider.id }) },
  };
}

function checkDefaultTeam(ctx: Context, organizationId: string, teamId: string | undefined): void {
  const team = teamId ? ctx.store.get('teams', teamId) : undefined;
  if (teamId && team?.organization !== organizationId) {
    throw invalid(`no team "${teamId}" in organization "${organizationId}"`, 'defaultTeam');
  }
}

function requireProvider(ctx: Context, organizationId: string, id: string): SamlRecord {
  const { org } = requireOrganization(ctx, organizationId, 'admin');
  const provider = ctx.store.get('saml', id);
  if (!provider || provider.organization !== org.id) throw notFound('SAML provider', id);
  return provider;
}

export function listSaml(ctx: Context, organizationId: string, query: PageQuery): Page<z.infer<typeof SamlProvider>> {
  const { org } = requireOrganization(ctx, organizationId, 'admin');
  return paginate(ctx.store.index('saml', 'byOrganization', org.id), query, (id) => presentSaml(ctx, ctx.store.get('saml', id)!));
}

export function createSaml(ctx: Context, organizationId: string, body: z.infer<typeof SamlProviderCreate>) {
  const { org } = requireOrganization(ctx, organizationId, 'admin');
  checkDefaultTeam(ctx, org.id, body.defaultTeam);
  const provider = ctx.store.put('saml', {
    id: newId(),
    seq: ctx.store.nextSeq(),
    organization: org.id,
    ...body,
    defaultRole: body.defaultRole === undefined ? org.defaultRole : body.defaultRole,
    createdAt: ctx.clock.iso(),
  });
  return presentSaml(ctx, provider);
}

export function getSaml(ctx: Context, organizationId: string, id: string) {
  return presentSaml(ctx, requireProvider(ctx, organizationId, id));
}

export function updateSaml(ctx: Context, organizationId: string, id: string, patch: z.infer<typeof SamlProviderUpdate>) {
  const provider = requireProvider(ctx, organizationId, id);
  checkDefaultTeam(ctx, provider.organization, patch.defaultTeam);
  return presentSaml(ctx, ctx.store.put('saml', { ...provider, ...patch }));
}

export function deleteSaml(ctx: Context, organizationId: string, id: string): void {
  const { org } = requireOrganization(ctx, organizationId, 'admin');
  if (ctx.store.get('saml', id)?.organization === org.id) ctx.store.remove('saml', id);
}

/** The login choices of an organization: any member may see them. */
export function listSsoLogins(ctx: Context, organizationId: string) {
  const { org } = requireOrganization(ctx, organizationId);
  const items = [...ctx.store.index('saml', 'byOrganization', org.id)].map(([, id]) => {
    const provider = ctx.store.get('saml', id)!;
    return { id: provider.id, label: provider.label, startURL: service(ctx, provider).startURL };
  });
  return { items };
}
