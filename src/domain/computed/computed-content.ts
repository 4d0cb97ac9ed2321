import type { z } from 'zod';
import type {
  ComputedDocumentRequest,
  ComputedDocumentSource,
  ComputedRevision,
  ComputedRevisionRequest,
  ComputedRevisionSource,
} from '../../schemas/computed-content.js';
import type { ComputedSource, RevisionPage, RevisionPageDocument } from '../../schemas/revision.js';
import type { JSONDocument } from '../../schemas/gitbook/document-types.js';
import type { SpaceRecord, TranslationRecord } from '../../store/records.js';
import type { PageNode } from '../../format/page.js';
import { LRUCache } from 'lru-cache';
import { seededId, specDocument, specOutline, specPages, type SpecOutline, type SpecPage } from '../../format/openapi/spec-pages.js';
import { SiblingSlugs } from '../../format/sibling-slugs.js';
import { documentMarkdown } from '../../format/document/markdown.js';
import type { HrefOf } from '../../format/document/refs.js';
import { writePageFile } from '../../format/git-sync/page-file.js';
import { DomainError, invalid } from '../../lib/errors.js';
import type { Context } from '../kernel/context.js';
import { appUrl } from '../kernel/locations.js';
import { requireSpace } from '../content/spaces.js';
import { latestParsedSpec, type SpecReader } from '../openapi/parsed-specs.js';
import { latestSpecVersion, specLinkUrl } from '../openapi/specs.js';
import { revisionOf, walkPages } from '../revisions/revisions.js';
import { DEFAULT_LAYOUT, pageDocumentId, presentFile, presentPages } from '../revisions/present.js';
import { getPageDocument, type PageFormat } from '../reading/read.js';
import { presentReusableContent } from '../reading/reusable-contents.js';

/*
 * GitBook's computed content (`getComputedDocument`, `getComputedRevision`): the pages a computed
 * page stands for, computed from its source for a space one may read. The sandbox computes
 * GitBook's two builtin sources, an OpenAPI spec's reference and a translation; it runs no
 * integration, so an integration's source is refused, saying so.
 */

type OpenApiRevisionSource = Extract<ComputedRevisionSource, { type: 'builtin:openapi' }>;
type TranslationRevisionSource = Extract<ComputedRevisionSource, { type: 'builtin:translation' }>;
type OpenApiDocumentSource = Extract<ComputedDocumentSource, { type: 'builtin:openapi' }>;
type TranslationDocumentSource = Extract<ComputedDocumentSource, { type: 'builtin:translation' }>;

/** An integration's source, refused: nothing in the sandbox could compute it. */
const noIntegrations = (type: string) =>
  invalid(`"${type}" is an integration's computed content, and the sandbox runs no integrations; use builtin:openapi or builtin:translation`, 'source.type');

/** Specs' outlines, by version: a version's document never changes, and is outlined once, not at every computation. */
const specOutlines = () => new LRUCache<string, SpecOutline>({ max: 32 });

/** The outline of the organization's spec a source depends on; a 404 naming the field when the organization has none of that slug. */
async function specOf(ctx: SpecReader, space: SpaceRecord, slug: string): Promise<SpecOutline> {
  const latest = await latestParsedSpec(ctx, space.organization, slug);
  if (!latest) throw new DomainError('not-found', `organization "${space.organization}" has no OpenAPI spec "${slug}"`, 'source.dependencies.spec.ref.spec');
  const outlines = ctx.caches.of(specOutlines);
  let outline = outlines.get(latest.version);
  if (!outline) outlines.set(latest.version, (outline = specOutline(latest.document)));
  return outline;
}

/** The translation a source depends on, with its result; refused when the organization has none of that id or it has not run. */
function translationResultOf(ctx: Context, space: SpaceRecord, id: string): { source: string; result: NonNullable<TranslationRecord['result']> } {
  const translation = ctx.store.get('translations', id);
  const field = 'source.dependencies.translation.ref.translation';
  if (!translation || translation.organization !== space.organization)
    throw new DomainError('not-found', `organization "${space.organization}" has no translation "${id}"`, field);
  if (!translation.result)
    throw new DomainError('precondition', `translation "${id}" has not run yet, so it has no result to compute from; run it first`, field, {
      operation: 'runTranslation',
      params: { organizationId: translation.organization, translationId: id },
    });
  // Its pages are the result space's: shown only to one who may read that space.
  requireSpace(ctx, translation.result.space, 'read');
  return { source: translation.source.space, result: translation.result };
}

/** Where a spec page's links lead: a URL, or the spec's source (Git Sync's `broken-reference` where it has none, as a page's body written from a document). */
const specPageHrefs =
  (ctx: Pick<Context, 'store'>, organization: string): HrefOf =>
  (ref) =>
    ref.kind === 'url' ? ref.url : ref.kind === 'openapi' ? (specLinkUrl(ctx, organization, ref.spec) ?? 'broken-reference') : 'broken-reference';

/** A spec page's body as Markdown, the body of a Git Sync file (its blocks the organization's spec's). */
const specPageMarkdown = (ctx: Pick<Context, 'store'>, space: SpaceRecord, page: SpecPage) =>
  documentMarkdown(page.document, specPageHrefs(ctx, space.organization)).replace(/\n$/, '');

/** A computed page's body as a read asks it: its document, or (`markdown`, a page read's default) its Git Sync file, as a page's is given. */
function specPageBody(ctx: Context, space: SpaceRecord, page: SpecPage, format: PageFormat): Pick<RevisionPageDocument, 'document' | 'markdown'> {
  if (format === 'document') return { document: page.document };
  const markdown = specPageMarkdown(ctx, space, page);
  return {
    markdown: writePageFile({
      title: page.title,
      ...(page.description ? { description: page.description } : {}),
      ...(page.icon ? { icon: page.icon } : {}),
      markdown,
    }),
  };
}

/** How the pages an OpenAPI spec computes are shown: their ids derived from `seed`, under the page at `parent`, their bodies in `format`. */
interface SpecPagesShown {
  space: SpaceRecord;
  seed: string;
  format: PageFormat;
}

/** A computed page as the API shows it: a document page with its body, at its path among the computed pages. */
function presentSpecPage(ctx: Context, page: SpecPage, shown: SpecPagesShown, parent: string, slugs: SiblingSlugs): RevisionPageDocument {
  const slug = slugs.take(page.title);
  const path = parent ? `${parent}/${slug}` : slug;
  const children = new SiblingSlugs();
  return {
    id: seededId(shown.seed, page.key),
    title: page.title,
    ...(page.icon ? { icon: page.icon } : {}),
    kind: 'sheet',
    type: 'document',
    slug,
    path,
    urls: { app: appUrl(ctx, 'spacePage', { spaceId: shown.space.id, pagePath: path }) },
    ...(page.description ? { description: page.description } : {}),
    ...specPageBody(ctx, shown.space, page, shown.format),
    pages: page.pages.map((child) => presentSpecPage(ctx, child, shown, path, children)),
    layout: DEFAULT_LAYOUT,
    tags: [],
  };
}

/** The pages an OpenAPI source computes, from the latest version of the organization's spec it names. */
async function specPagesOf(ctx: SpecReader, space: SpaceRecord, source: Pick<OpenApiRevisionSource, 'props' | 'dependencies'>): Promise<SpecPage[]> {
  const slug = source.dependencies.spec.ref.spec;
  return specPages(await specOf(ctx, space, slug), slug, source.props);
}

/** An OpenAPI spec's pages, under the page at `parent` (its path; `''` at the top level). */
async function openApiPages(ctx: Context, source: Pick<OpenApiRevisionSource, 'props' | 'dependencies'>, shown: SpecPagesShown, parent: string) {
  const slugs = new SiblingSlugs();
  return (await specPagesOf(ctx, shown.space, source)).map((page) => presentSpecPage(ctx, page, shown, parent, slugs));
}

/** A spec page as the content's own pages are kept: its id as the API gives it, its body the Markdown of its blocks, its dates the computed page's. */
function specPageNode(ctx: Pick<Context, 'store'>, space: SpaceRecord, page: SpecPage, computed: PageNode, slugs: SiblingSlugs): PageNode {
  const children = new SiblingSlugs();
  return {
    id: seededId(computed.id, page.key),
    title: page.title,
    slug: slugs.take(page.title),
    ...(page.icon ? { icon: page.icon } : {}),
    ...(page.description ? { description: page.description } : {}),
    markdown: specPageMarkdown(ctx, space, page),
    createdAt: computed.createdAt,
    updatedAt: computed.updatedAt,
    pages: page.pages.map((child) => specPageNode(ctx, space, child, computed, children)),
  };
}

/**
 * What a computed page of a space's content is computed from as it stands: the version of the spec
 * it names, so what is made of its pages is kept until the spec is processed again. `none` where
 * there is nothing to compute from (no such spec, or one never processed), or the sandbox does not
 * compute its pages (see computedPageNodes).
 */
export function computedFrom(ctx: Pick<Context, 'store'>, space: SpaceRecord, computed: ComputedSource): string {
  if (computed.type !== 'builtin:openapi') return 'none';
  const slug = (computed as Extract<ComputedSource, { type: 'builtin:openapi' }>).dependencies.spec.ref.spec;
  return latestSpecVersion(ctx, space.organization, slug) ?? 'none';
}

/**
 * The pages a computed page of a space's content computes, as the content's own pages are kept (for
 * a published site to show them in its place): an OpenAPI spec's, with the ids the API lists them
 * by. A translation's pages are its result space's, whose files and reusable contents their links
 * name, so they are not shown as the source's: refused, as an integration's.
 */
export async function computedPageNodes(ctx: SpecReader, space: SpaceRecord, page: PageNode & { computed: ComputedSource }): Promise<PageNode[]> {
  const { computed } = page;
  if (computed.type !== 'builtin:openapi') throw noIntegrations(computed.type);
  const pages = await specPagesOf(ctx, space, computed as Extract<ComputedSource, { type: 'builtin:openapi' }>);
  const slugs = new SiblingSlugs();
  return pages.map((spec) => specPageNode(ctx, space, spec, page, slugs));
}

async function openApiRevision(ctx: Context, space: SpaceRecord, source: OpenApiRevisionSource, seed: string): Promise<ComputedRevision> {
  return { pages: await openApiPages(ctx, source, { space, seed, format: 'document' }, ''), files: [], reusableContents: [] };
}

/** A translation's computed revision: its result's pages, files and reusable contents, as the result space has them. */
function translationRevision(ctx: Context, space: SpaceRecord, source: TranslationRevisionSource): ComputedRevision {
  const { result } = translationResultOf(ctx, space, source.dependencies.translation.ref.translation);
  const revision = revisionOf(ctx, result.revision);
  return {
    pages: presentPages(ctx, revision, result.space),
    files: revision.files.map((file) => presentFile(ctx, file, revision.id)),
    reusableContents: revision.reusableContents.map(presentReusableContent),
  };
}

/** Where a translation's computed pages are read: its result's space and revision, which keep the source's page ids. */
export function translationResult(ctx: Context, space: SpaceRecord, source: Extract<ComputedSource, { type: 'builtin:translation' }>) {
  const { result } = translationResultOf(ctx, space, source.dependencies.translation.ref.translation);
  return { space: result.space, revision: result.revision };
}

/** The pages, files and reusable contents a computed page's source stands for (`getComputedRevision`). */
export async function computeRevision(ctx: Context, spaceId: string, body: z.infer<typeof ComputedRevisionRequest>): Promise<ComputedRevision> {
  const { space } = requireSpace(ctx, spaceId, 'read');
  const { source, seed } = body;
  // The integration branch's type is any string to TypeScript, so a builtin's type is checked by name.
  if (source.type === 'builtin:openapi') return openApiRevision(ctx, space, source as OpenApiRevisionSource, seed);
  if (source.type === 'builtin:translation') return translationRevision(ctx, space, source as TranslationRevisionSource);
  throw noIntegrations(source.type);
}

/**
 * The pages a computed page of a space's content computes, in its place: under the page at
 * `parent` (its path), their ids derived from the computed page's id, so every read gives the same,
 * their bodies in `format`. A translation's are its result's pages, as the result space has them.
 */
export async function pagesOfComputedPage(
  ctx: Context,
  space: SpaceRecord,
  page: { id: string; computed: ComputedSource },
  parent: string,
  format: PageFormat,
): Promise<RevisionPage[]> {
  const { computed } = page;
  if (computed.type === 'builtin:openapi')
    return openApiPages(ctx, computed as Extract<ComputedSource, { type: 'builtin:openapi' }>, { space, seed: page.id, format }, parent);
  if (computed.type === 'builtin:translation')
    return translationRevision(ctx, space, computed as Extract<ComputedSource, { type: 'builtin:translation' }>).pages;
  throw noIntegrations(computed.type);
}

async function openApiDocument(ctx: Context, space: SpaceRecord, source: OpenApiDocumentSource): Promise<JSONDocument> {
  const slug = source.dependencies.spec.ref.spec;
  const document = specDocument(await specOf(ctx, space, slug), slug, source.props);
  if (!document) {
    const { props } = source;
    const named = props.doc === 'operation' ? `no operation ${props.method.toUpperCase()} ${props.page}` : `no tag "${'page' in props ? props.page : ''}"`;
    throw new DomainError('not-found', `OpenAPI spec "${slug}" has ${named}`, 'source.props.page');
  }
  return document;
}

/**
 * A document of a translation's result: the translated body of the source space's page whose
 * document `props.document` is (a translation keeps its pages' ids).
 */
async function translationDocument(ctx: Context, space: SpaceRecord, source: TranslationDocumentSource): Promise<JSONDocument> {
  const { source: translated, result } = translationResultOf(ctx, space, source.dependencies.translation.ref.translation);
  if (source.props.space !== translated)
    throw invalid(`translation "${source.dependencies.translation.ref.translation}" translates space "${translated}"; name it`, 'source.props.space');
  const { space: original } = requireSpace(ctx, source.props.space, 'read');
  let pageId: string | undefined;
  for (const { page } of walkPages(revisionOf(ctx, original.revision).pages)) {
    if (page.type === undefined && page.markdown && pageDocumentId(ctx, page) === source.props.document) {
      pageId = page.id;
      break;
    }
  }
  if (pageId === undefined)
    throw new DomainError('not-found', `space "${original.id}" has no page whose document is "${source.props.document}"`, 'source.props.document');
  return getPageDocument(ctx, result.space, pageId, { revision: result.revision });
}

/** One document a computed source stands for (`getComputedDocument`). */
export async function computeDocument(ctx: Context, spaceId: string, body: z.infer<typeof ComputedDocumentRequest>): Promise<JSONDocument> {
  const { space } = requireSpace(ctx, spaceId, 'read');
  const { source } = body;
  if (source.type === 'builtin:openapi') return openApiDocument(ctx, space, source as OpenApiDocumentSource);
  if (source.type === 'builtin:translation') return translationDocument(ctx, space, source as TranslationDocumentSource);
  throw noIntegrations(source.type);
}
