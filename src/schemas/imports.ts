import * as z from 'zod';
import { Id, ListQuery, Timestamp, Url } from './common.js';
import { OrganizationPathParams } from './organization.js';

/** How many storage files one import run takes, as GitBook's spec bounds `source.files`. */
export const IMPORT_RUN_MAX_FILES = 50;

/** What an import run reads: a website crawled from its URL, or files of the organization's storage by their keys. */
export const ContentImportSource = z.discriminatedUnion('type', [
  z.object({ type: z.literal('website'), url: Url }),
  z.object({
    type: z.literal('file'),
    files: z
      .array(z.string().min(1).max(2048))
      .min(1)
      .max(IMPORT_RUN_MAX_FILES)
      .describe('keys of the storage files to import (generateStorageUploadURL answers them)'),
  }),
]);
export type ContentImportSource = z.infer<typeof ContentImportSource>;

/** Where an import run writes: a space, or one of its change requests. */
export const ContentImportTarget = z.object({
  space: Id,
  changeRequest: Id.optional(),
  page: Id.optional(),
});
export type ContentImportTarget = z.infer<typeof ContentImportTarget>;

export const ImportRunStart = z.object({
  source: ContentImportSource,
  target: ContentImportTarget,
  site: Id.optional().describe('the site the import is for, when the space is not on it yet'),
  // The sandbox runs no model: the content is imported as it is read, whatever this says.
  enhance: z.boolean().optional().describe('enhance the content with AI (the sandbox runs no model: no effect)'),
});

export const ImportRunStatus = z.enum(['pending', 'in-progress', 'completed', 'failed', 'cancelled']);
export type ImportRunStatus = z.infer<typeof ImportRunStatus>;

export const ImportRunPage = z.object({
  id: z.string(),
  sourceURL: z.string().optional(),
  type: z.enum(['page', 'folder']),
  status: z.enum(['complete', 'pending']),
});

export const ImportRun = z.object({
  object: z.literal('import-run'),
  id: z.string(),
  status: ImportRunStatus,
  reason: z.string().optional(),
  source: ContentImportSource,
  target: ContentImportTarget,
  site: z.string().optional(),
  createdBy: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  startedAt: Timestamp.optional(),
  completedAt: Timestamp.optional(),
  urls: z.object({ location: z.string() }),
  pages: z.array(ImportRunPage).optional(),
});
export type ImportRun = z.infer<typeof ImportRun>;

export const ImportRunParams = OrganizationPathParams.extend({ importRunId: Id });

export const ImportRunsQuery = ListQuery.extend({
  space: Id.optional(),
  changeRequest: Id.optional(),
  site: Id.optional(),
  status: z
    .enum(['active', ...ImportRunStatus.options])
    .optional()
    .describe('`active` covers both `pending` and `in-progress`'),
});
export type ImportRunsQuery = z.infer<typeof ImportRunsQuery>;
