import * as specs from '../../domain/openapi/specs.js';
import { Created, type Handlers } from '../handler.js';

export const openApiRoutes = {
  listOpenAPISpecs: (ctx, { params, query }) => specs.listSpecs(ctx, params.organizationId, query),
  createOpenAPISpec: (ctx, { params, body }) => specs.createSpec(ctx, params.organizationId, body),
  getOpenAPISpecBySlug: (ctx, { params }) => specs.getSpec(ctx, params.organizationId, params.specSlug),
  createOrUpdateOpenAPISpecBySlug: (ctx, { params, body }) => {
    const { spec, created } = specs.replaceSpec(ctx, params.organizationId, params.specSlug, body);
    return created ? new Created(spec) : spec;
  },
  updateOpenAPISpecBySlug: (ctx, { params, body }) => specs.updateSpecVisibility(ctx, params.organizationId, params.specSlug, body.visibility),
  deleteOpenAPISpecBySlug: (ctx, { params }) => specs.deleteSpec(ctx, params.organizationId, params.specSlug),
  listOpenAPISpecVersions: (ctx, { params, query }) => specs.listVersions(ctx, params.organizationId, params.specSlug, query),
  getLatestOpenAPISpecVersion: (ctx, { params }) => specs.getVersion(ctx, params.organizationId, params.specSlug, 'latest'),
  getLatestOpenAPISpecVersionContent: (ctx, { params }) => specs.getVersionContent(ctx, params.organizationId, params.specSlug, 'latest'),
  getLatestOpenAPISpecVersionContentRaw: (ctx, { params }) => specs.getLatestRawContent(ctx, params.organizationId, params.specSlug),
  getOpenAPISpecVersionById: (ctx, { params }) => specs.getVersion(ctx, params.organizationId, params.specSlug, params.versionId),
  getOpenAPISpecVersionContentById: (ctx, { params }) => specs.getVersionContent(ctx, params.organizationId, params.specSlug, params.versionId),
} satisfies Partial<Handlers>;
