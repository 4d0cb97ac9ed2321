import * as z from 'zod';
import { Id, Timestamp, Url } from './common.js';

// Capitals are today's (0.202.0); the first release's slugs were lowercase only.
export const SpecSlug = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*$/, 'must be words of letters and digits joined by "-", such as "petstore-api"');
export const SpecVisibility = z.enum(['private', 'public']);
export const SpecErrorCode = z.enum(['FETCH_TIMEOUT', 'FETCH_ERROR', 'PARSE_ERROR']);
export const SpecProcessingError = z.object({ code: SpecErrorCode, message: z.string() });
/**
 * The most bytes a request carrying a spec's document may have: the text may be as large as a
 * fetched document (10 MiB, a rule of the spec's processing), and JSON escapes it (a line break
 * takes two bytes).
 */
export const SPEC_BODY_LIMIT = 21 * 1024 * 1024;

/** Where a spec's document comes from: a URL the sandbox fetches, or the document itself, as `gitbook openapi publish FILE` sends it. */
const SpecSource = z.union([z.object({ url: z.url({ protocol: /^https?$/ }).max(2048) }), z.object({ text: z.string().min(1) })], {
  error: 'give either url (an http(s) address of the document) or text (the document itself, YAML or JSON)',
});
export type SpecSource = z.infer<typeof SpecSource>;

export const OpenApiSpec = z.object({
  object: z.literal('openapi-spec'),
  id: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  slug: SpecSlug,
  sourceURL: Url.optional(),
  processingState: z.enum(['pending', 'progress', 'complete']),
  visibility: SpecVisibility,
  lastVersion: z.string().optional(),
  lastProcessedAt: Timestamp.optional(),
  lastProcessErrorCode: SpecErrorCode.optional(),
  lastProcessedErrors: z.array(SpecProcessingError).max(20).optional(),
  /** All the errors of the last processing, of which `lastProcessedErrors` shows the first. */
  lastProcessedErrorCount: z.number().int().nonnegative(),
  permissions: z.object({ view: z.boolean(), edit: z.boolean() }),
  urls: z.object({ location: Url, app: Url, published: z.url().optional() }),
});
export type OpenApiSpec = z.infer<typeof OpenApiSpec>;

export const OpenApiVersion = z.object({
  object: z.literal('openapi-spec-version'),
  id: z.string(),
  createdAt: Timestamp,
  url: Url,
  urls: z.object({ location: Url }),
});
export type OpenApiVersion = z.infer<typeof OpenApiVersion>;

/**
 * The version's document: by file name, the parsed document (only one file: references are not
 * followed), and where it came from: `url` for GitBook's first spec, `urls` for today's.
 */
export const OpenApiContent = z.object({
  filesystem: z.record(z.string(), z.unknown()),
  url: Url,
  urls: z.object({ source: Url, public: Url.nullable() }),
});

/** A version's source as it was fetched or sent, and which of the two formats it is in. */
export const OpenApiRawContent = z.object({ text: z.string(), format: z.enum(['json', 'yaml']) });

export const SpecCreate = z.object({ slug: SpecSlug, source: SpecSource });
export const SpecReplace = z.object({ source: SpecSource });
export const SpecUpdate = z.object({ visibility: SpecVisibility });

export const SpecParams = z.object({ organizationId: Id, specSlug: SpecSlug });
export const SpecVersionParams = SpecParams.extend({ versionId: Id });
