import * as imports from '../../domain/import/import-runs.js';
import type { Handlers } from '../handler.js';

export const importRoutes = {
  listImportRuns: (ctx, { params, query }) => imports.listImportRuns(ctx, params.organizationId, query),
  startImportRun: (ctx, { params, body }) => imports.startImportRun(ctx, params.organizationId, body),
  getImportRun: (ctx, { params }) => imports.getImportRun(ctx, params.organizationId, params.importRunId),
  cancelImportRun: (ctx, { params }) => imports.cancelImportRun(ctx, params.organizationId, params.importRunId),
} satisfies Partial<Handlers>;
