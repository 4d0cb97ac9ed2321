import * as z from 'zod';
import { CONDITION_MAX_LENGTH, query } from './common.js';
import { ChangeRequest, RevisionFile, Variables, VariableValue } from './revision.js';

/**
 * A page's document as GitBook's spec takes it: Markdown (a Git Sync file, front matter and
 * all), GitBook's JSON document, or nothing (an empty page).
 */
export const ContentDocument = z.union([z.object({ markdown: z.string() }), z.object({ document: z.record(z.string(), z.unknown()) }), z.strictObject({})]);

/**
 * A page's slug, one segment of its path and of its file's when the space is pulled. GitBook's
 * spec takes any string of up to 100 characters; the sandbox also refuses what would name another
 * place than one file in its folder, on any system: a separator, "." or "..", a drive letter, a
 * control character (NUL among them).
 */
export const PageSlug = z
  .string()
  .max(100)
  .regex(/^[^/\\]*$/, 'must not contain "/" or "\\"')
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain a control character (NUL, a line break, a tab)')
  .regex(/^(?!\.\.?$)/, 'must not be "." or ".."')
  .regex(/^(?![A-Za-z]:)/, 'must not start with a drive letter ("C:")');

/** What inserting or updating a page may set beside its document (GitBook's `RevisionPageUpdate`); an empty emoji, icon or condition removes it. */
export const RevisionPageUpdate = z.object({
  title: z.string().min(1).optional(),
  slug: PageSlug.optional(),
  emoji: z.string().max(50).optional(),
  icon: z.string().max(50).optional(),
  description: z.string().optional(),
  hidden: z.boolean().optional(),
  noIndex: z.boolean().optional(),
  noRobotsIndex: z.boolean().optional(),
  condition: z.string().max(CONDITION_MAX_LENGTH).optional(),
});

/** A batch-local name for a page or file inserted in the batch: later changes and links name it by this. */
const BatchRef = z.string().min(1).max(100);

export const ChangeUpdatePage = RevisionPageUpdate.extend({
  operation: z.literal('update_page'),
  page: z.string().min(1).max(100),
  document: ContentDocument.optional(),
  into: z.string().min(1).max(100).nullable().optional(),
  at: z.number().int().min(0).optional(),
});

export const ChangeInsertPage = RevisionPageUpdate.extend({
  operation: z.literal('insert_page'),
  document: ContentDocument,
  into: z.string().min(1).max(100).optional(),
  at: z.number().int().min(0).optional(),
  ref: BatchRef.optional(),
});

export const ChangeDeletePage = z.object({
  operation: z.literal('delete_page'),
  page: z.string().min(1).max(100),
});

export const ChangeRevertPage = z.object({
  operation: z.literal('revert_page'),
  page: z.string().min(1).max(100),
  revision: z.string().min(1).max(100).optional(),
  block: z.array(z.string()).optional(),
});

/** A file to upload, from exactly one source: a URL the sandbox fetches, or its bytes in base64 with their type. */
export const FileToInsert = z
  .object({
    ref: BatchRef.optional(),
    name: z.string().min(1).max(256),
    contentType: z.string().min(1).max(255).optional(),
    url: z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .optional(),
    base64: z.string().optional(),
  })
  .refine((file) => (file.url === undefined) !== (file.base64 === undefined), { message: 'set exactly one of "url" and "base64"' })
  .refine((file) => file.base64 === undefined || file.contentType !== undefined, {
    message: '"base64" needs "contentType" (e.g. "image/png")',
    path: ['contentType'],
  });
export type FileToInsert = z.infer<typeof FileToInsert>;

export const ChangeInsertFiles = z.object({
  operation: z.literal('insert_files'),
  files: z.array(FileToInsert).min(1).max(20),
});

export const ChangeRequestContentChange = z.discriminatedUnion('operation', [
  ChangeUpdatePage,
  ChangeInsertPage,
  ChangeDeletePage,
  ChangeRevertPage,
  ChangeInsertFiles,
]);
export type ChangeRequestContentChange = z.infer<typeof ChangeRequestContentChange>;

/**
 * A batch's body may carry files inline (20 a change, 1 MiB each, a third more in base64): it may
 * be larger than other bodies, up to this.
 */
export const CONTENT_CHANGES_BODY_LIMIT = 32 * 1024 * 1024;

export const ChangeRequestContentChanges = z.object({ changes: z.array(ChangeRequestContentChange).min(1).max(50) });

export const ChangeRequestContentQuery = z.object({
  compat: query.boolean.optional().describe('answer the change request alone (the default); false: with the pages changed and the files inserted too'),
});

const PageRef = z.object({ object: z.literal('page'), id: z.string(), urls: z.object({ location: z.url() }) });

/** What a batch did to one page: one entry per page, in the order the batch first touched it. */
export const ChangeRequestContentUpdateChange = z.discriminatedUnion('object', [
  z.object({ object: z.literal('created_page'), ref: z.string().optional(), page: PageRef }),
  z.object({ object: z.literal('updated_page'), page: PageRef }),
  z.object({ object: z.literal('deleted_page'), page: z.string() }),
]);
export type ChangeRequestContentUpdateChange = z.infer<typeof ChangeRequestContentUpdateChange>;

export const ChangeRequestContentUpdate = z.object({
  changeRequest: ChangeRequest,
  changes: z.array(ChangeRequestContentUpdateChange),
  insertedFiles: z.array(RevisionFile),
});
export type ChangeRequestContentUpdate = z.infer<typeof ChangeRequestContentUpdate>;

/** `compat=false` answers what the batch did; otherwise (GitBook's default for now) the change request alone. */
export const ChangeRequestContentResult = z.union([ChangeRequestContentUpdate, ChangeRequest]);

/** A value before and after a change; one side is absent where the value was or is unset. */
const Changed = <T extends z.ZodType>(value: T) => z.object({ before: value.optional(), after: value.optional() });

/** A page as a semantic change names it. */
export const ChangedRevisionPage = z.object({
  id: z.string(),
  type: z.enum(['document', 'group', 'link', 'computed']),
  title: z.string(),
  path: z.string().optional(),
});
export const ChangedRevisionFile = z.object({ id: z.string(), name: z.string(), contentType: z.string(), downloadURL: z.string() });

/**
 * What changed of a page. `document` names the page's file (its Git Sync file, as
 * `format=markdown` gives it) by its git blob id: any change to its body or front matter.
 */
const PageAttributes = z.object({
  title: Changed(z.string()).optional(),
  description: Changed(z.string()).optional(),
  slug: Changed(z.string()).optional(),
  document: Changed(z.string()).optional(),
  emoji: Changed(z.string()).optional(),
  variables: Changed(Variables).optional(),
});

export const ChangedRevisionReusableContent = z.object({ id: z.string(), title: z.string(), document: z.string().optional() });
/** What changed of a reusable content: its title, and its body (`document`, its file's git blob id). */
const ReusableContentAttributes = z.object({ title: Changed(z.string()).optional(), document: Changed(z.string()).optional() });

const FileAttributes = z.object({
  name: Changed(z.string()).optional(),
  downloadURL: Changed(z.string()).optional(),
  size: Changed(z.number()).optional(),
  contentType: Changed(z.string()).optional(),
  dimensions: Changed(z.object({ width: z.number(), height: z.number() })).optional(),
});

export const RevisionSemanticChange = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page_created'), page: ChangedRevisionPage }),
  z.object({ type: z.literal('page_edited'), page: ChangedRevisionPage, attributes: PageAttributes }),
  z.object({ type: z.literal('page_deleted'), page: ChangedRevisionPage }),
  z.object({ type: z.literal('page_moved'), page: ChangedRevisionPage, parent: Changed(ChangedRevisionPage) }),
  z.object({ type: z.literal('file_created'), file: ChangedRevisionFile }),
  z.object({ type: z.literal('file_edited'), file: ChangedRevisionFile, attributes: FileAttributes }),
  z.object({ type: z.literal('file_deleted'), file: ChangedRevisionFile }),
  z.object({ type: z.literal('variables_edited'), variables: z.record(z.string(), Changed(VariableValue)) }),
  z.object({ type: z.literal('reusable_content_created'), reusableContent: ChangedRevisionReusableContent }),
  z.object({ type: z.literal('reusable_content_edited'), reusableContent: ChangedRevisionReusableContent, attributes: ReusableContentAttributes }),
  z.object({ type: z.literal('reusable_content_deleted'), reusableContent: ChangedRevisionReusableContent }),
]);
export type RevisionSemanticChange = z.infer<typeof RevisionSemanticChange>;

export const RevisionSemanticChanges = z.object({
  mergedFrom: ChangeRequest.optional(),
  changes: z.array(RevisionSemanticChange),
  /** How many changes were left out past `limit`. */
  more: z.number().int().optional(),
});
export type RevisionSemanticChanges = z.infer<typeof RevisionSemanticChanges>;

export const SemanticChangesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(10_000).optional().describe('at most this many changes (default 10)'),
});
