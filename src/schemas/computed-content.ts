import * as z from 'zod';
import { RevisionFile, RevisionPage, RevisionReusableContent } from './revision.js';

/**
 * What GitBook's `getComputedDocument` and `getComputedRevision` compute from: an OpenAPI spec, a
 * translation, or an integration's source (GitBook's `ComputedContentSourceDocument` and
 * `ComputedContentSourceRevision`). A dependency is given by its ref, or resolved (`value` beside
 * it, which the sandbox reads again from its own records rather than trusting).
 */

const OpenApiRef = z.object({ kind: z.literal('openapi'), spec: z.string().min(1) });
const TranslationRef = z.object({ kind: z.literal('translation'), translation: z.string().min(1) });
const SpaceRef = z.object({ kind: z.literal('space'), space: z.string().min(1) });

const dependency = <R extends z.ZodType>(ref: R) => z.object({ ref, value: z.unknown().optional() });

const OpenApiDependencies = z.object({ spec: dependency(OpenApiRef) });
const TranslationDependencies = z.object({ translation: dependency(TranslationRef) });

/** An integration's source: the sandbox runs no integration, so it is read only to say so. */
const IntegrationSource = z.object({
  // Aborting, so that a builtin's source with a wrong field is told about that field (see sourceUnion), not about its type.
  type: z
    .string()
    .regex(/^integration:[^:]+:[^:]+$/, { abort: true, error: 'must be builtin:openapi, builtin:translation or integration:{integration}:{source}' }),
  props: z.record(z.string(), z.unknown()),
  dependencies: z.record(z.string(), dependency(z.union([SpaceRef, OpenApiRef, TranslationRef]))).optional(),
});

/** How a problem of a source reads: `props.models: required`. */
const problem = (issue: { path: PropertyKey[]; code: string; message: string }) => {
  const said = issue.code === 'invalid_type' && /received undefined$/.test(issue.message) ? 'required' : issue.message;
  return issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${said}` : said;
};

/**
 * A source of one of three kinds, told by its `type`: a union of them would say what every kind
 * lacks (or only what an integration's would), so a source's problems are those of the kind its
 * `type` names.
 */
const sourceUnion = <const O extends readonly [z.ZodObject, z.ZodObject, typeof IntegrationSource]>(options: O) =>
  z.union(options, {
    error: (issue) => {
      if (issue.code !== 'invalid_union') return undefined;
      const type = (issue.input as { type?: unknown } | undefined)?.type;
      const kind = type === 'builtin:openapi' ? 0 : type === 'builtin:translation' ? 1 : 2;
      const problems = issue.errors[kind] ?? [];
      return problems.length > 0 ? problems.slice(0, 3).map(problem).join('; ') : undefined;
    },
  });

const HTTP_METHOD = z.enum(['get', 'post', 'put', 'delete', 'patch', 'options', 'head', 'trace', 'hook']);
const SpecPage = z.string().min(1);

export const ComputedDocumentSource = sourceUnion([
  z.object({
    type: z.literal('builtin:openapi'),
    props: z.union([
      z.object({ doc: z.literal('models') }),
      z.object({ doc: z.enum(['operations', 'info', 'tag']), page: SpecPage }),
      z.object({ doc: z.literal('operation'), page: SpecPage, method: HTTP_METHOD, deprecated: z.boolean().optional() }),
    ]),
    dependencies: OpenApiDependencies,
  }),
  z.object({
    type: z.literal('builtin:translation'),
    props: z.object({ space: z.string().min(1), document: z.string().min(1) }),
    dependencies: TranslationDependencies,
  }),
  IntegrationSource,
]);
export type ComputedDocumentSource = z.infer<typeof ComputedDocumentSource>;

export const ComputedRevisionSource = sourceUnion([
  z.object({
    type: z.literal('builtin:openapi'),
    props: z.looseObject({ models: z.boolean(), downloadLink: z.boolean().optional(), grouping: z.enum(['by-tag', 'by-operation']).optional() }),
    dependencies: OpenApiDependencies,
  }),
  z.object({ type: z.literal('builtin:translation'), props: z.strictObject({}), dependencies: TranslationDependencies }),
  IntegrationSource,
]);
export type ComputedRevisionSource = z.infer<typeof ComputedRevisionSource>;

/** The seed the ids of what is computed are derived from: the same seed, the same ids. */
const Seed = z.string().describe('the seed of the ids of the computed pages and blocks');

export const ComputedDocumentRequest = z.object({
  source: ComputedDocumentSource.describe('what the document is computed from: builtin:openapi with props.doc, or builtin:translation'),
  seed: Seed,
});
export const ComputedRevisionRequest = z.object({
  source: ComputedRevisionSource.describe("what the pages are computed from: a computed page's `computed` (builtin:openapi, builtin:translation)"),
  seed: Seed,
});

/** A computed revision: its pages (each with its body as a document), files and reusable contents. */
export const ComputedRevision = z.object({
  pages: z.array(RevisionPage),
  files: z.array(RevisionFile),
  reusableContents: z.array(RevisionReusableContent),
});
export type ComputedRevision = z.infer<typeof ComputedRevision>;
