import { ensureStyleguide, listOrganizationStyleguides, listStyleguideTemplates } from '../../domain/sites/styleguide.js';
import { listStyleguideRuns, startStyleguideRun } from '../../domain/sites/styleguide-runs.js';
import type { Handlers } from '../handler.js';

export const styleguideRoutes = {
  createSiteStyleguideById: (ctx, { params, body }) => ensureStyleguide(ctx, params.organizationId, params.siteId, body),
  createSiteStyleguideRun: (ctx, { params, body }) => startStyleguideRun(ctx, params.organizationId, params.siteId, body),
  listSiteStyleguideRuns: (ctx, { params, query }) => listStyleguideRuns(ctx, params.organizationId, params.siteId, query),
  listOrganizationStyleguides: (ctx, { params }) => listOrganizationStyleguides(ctx, params.organizationId),
  listStyleguideTemplates: (ctx, { params }) => listStyleguideTemplates(ctx, params.organizationId),
} satisfies Partial<Handlers>;
