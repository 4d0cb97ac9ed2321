import * as saml from '../../domain/org/saml.js';
import type { Handlers } from '../handler.js';

export const samlRoutes = {
  listSAMLProvidersInOrganizationById: (ctx, { params, query }) => saml.listSaml(ctx, params.organizationId, query),
  createOrganizationSAMLProvider: (ctx, { params, body }) => saml.createSaml(ctx, params.organizationId, body),
  getOrganizationSAMLProviderById: (ctx, { params }) => saml.getSaml(ctx, params.organizationId, params.samlProviderId),
  updateOrganizationSAMLProvider: (ctx, { params, body }) => saml.updateSaml(ctx, params.organizationId, params.samlProviderId, body),
  deleteOrganizationSAMLProvider: (ctx, { params }) => saml.deleteSaml(ctx, params.organizationId, params.samlProviderId),
  listSSOProviderLoginsInOrganization: (ctx, { params }) => saml.listSsoLogins(ctx, params.organizationId),
} satisfies Partial<Handlers>;
