import type { ComputedSource, RevisionPage, RevisionSubpage } from '../../schemas/revision.js';
import type { JSONDocument } from '../../schemas/gitbook/document-types.js';
import type { SpaceRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { DomainError, invalid, notFound } from '../../lib/errors.js';
import { readTarget, type ReadAt } from '../change-requests/target.js';
import { findPage, walkPages } from '../revisions/revisions.js';
import * as reading from '../reading/read.js';
import { pagesOfComputedPage, translationResult } from './computed-content.js';

/*
 * The reads of a space's content as GitBook answers them by default (its `computed` query, true
 * unless `false` is passed): a computed page listed as the pages it computes, in its place, and
 * each of those read by id or path like any page. With `computed=false`, a computed page is listed
 * as its definition (what Git Sync writes in SUMMARY.md), as the reads of domain/reading give it.
 */

/** GitBook's `computed` query: whether computed pages are shown as the pages they compute (the default) or as their definition (`false`). */
export interface ComputedReading {
  computed?: boolean | undefined;
}

type ComputedPage = Extract<RevisionPage, { type: 'computed' }>;

/**
 * A computed page's pages, or the page itself where the sandbox cannot compute it (its spec is gone,
 * its translation has not run, an integration's source): a listing still shows what the content holds.
 */
async function computedInPlace(ctx: Context, space: SpaceRecord, page: ComputedPage, parent: string, format: reading.PageFormat): Promise<RevisionPage[]> {
  try {
    return await pagesOfComputedPage(ctx, space, page, parent, format);
  } catch (error) {
    if (error instanceof DomainError) return [page];
    throw error;
  }
}

/** Pages under a page: a group computed there (a translation's) is shown as the pages it holds, as a page holds no group. */
const asSubpages = (pages: RevisionPage[]): RevisionSubpage[] => pages.flatMap((page) => (page.type === 'group' ? page.pages : [page]));

/** `pages` (under the page at `parent`) with each computed page, at any depth, replaced by the pages it computes. */
async function computedPages(ctx: Context, space: SpaceRecord, pages: RevisionPage[], parent: string): Promise<RevisionPage[]> {
  const shown: RevisionPage[] = [];
  for (const page of pages) {
    // A listing gives each page as its file, as it does the content's own.
    if (page.type === 'computed') shown.push(...(await computedInPlace(ctx, space, page, parent, 'markdown')));
    else if (page.type === 'link') shown.push(page);
    else shown.push({ ...page, pages: asSubpages(await computedPages(ctx, space, page.pages, page.path)) });
  }
  return shown;
}

/** Every page of a shown tree, in reading order. */
function* walkShown(pages: readonly RevisionPage[]): Generator<RevisionPage> {
  for (const page of pages) {
    yield page;
    if ('pages' in page) yield* walkShown(page.pages);
  }
}

/** A target's pages as GitBook lists them by default: the very pages given where none is computed, as most contents have none. */
async function withComputedPages(ctx: Context, spaceId: string, at: ReadAt, pages: RevisionPage[]): Promise<RevisionPage[]> {
  for (const page of walkShown(pages)) if (page.type === 'computed') return computedPages(ctx, readTarget(ctx, spaceId, at).space, pages, '');
  return pages;
}

const computing = (options: ComputedReading) => options.computed !== false;

export async function getContent(ctx: Context, spaceId: string, options: ReadAt & ComputedReading = {}) {
  const revision = reading.getContent(ctx, spaceId, options);
  if (!computing(options)) return revision;
  return { ...revision, pages: await withComputedPages(ctx, spaceId, options, revision.pages) };
}

export async function listPages(ctx: Context, spaceId: string, options: ReadAt & ComputedReading = {}): Promise<{ pages: RevisionPage[] }> {
  const { pages } = reading.listPages(ctx, spaceId, options);
  if (!computing(options)) return { pages };
  return { pages: await withComputedPages(ctx, spaceId, options, pages) };
}

/**
 * A page one of the target's computed pages computes; for a translation's, where it is read (its
 * result's space and revision, which keep the source's page ids), in whatever format a read asks.
 */
interface Computed {
  page: RevisionPage;
  translated?: { space: string; revision: string };
}

/** The first page the target's computed pages compute that `matches`: only computed pages are computed, not the whole content shown. */
async function computedPage(
  ctx: Context,
  spaceId: string,
  at: ReadAt,
  format: reading.PageFormat,
  matches: (page: RevisionPage) => boolean,
): Promise<Computed | undefined> {
  const { space, revision } = readTarget(ctx, spaceId, at);
  const paths = new Map<string, string>();
  for (const { page, path, parent } of walkPages(revision.pages)) {
    paths.set(page.id, path);
    if (page.type !== 'computed' || !page.computed) continue;
    const definition: ComputedPage = { id: page.id, title: page.title, type: 'computed', computed: page.computed };
    const computed = await computedInPlace(ctx, space, definition, parent === undefined ? '' : paths.get(parent)!, format);
    const shown = [...walkShown(computed)].find((candidate) => candidate.type !== 'computed' && matches(candidate));
    if (!shown) continue;
    const source = page.computed;
    if (source.type !== 'builtin:translation') return { page: shown };
    return { page: shown, translated: translationResult(ctx, space, source as Extract<ComputedSource, { type: 'builtin:translation' }>) };
  }
  return undefined;
}

/** A read of the content that found no such page: one of the pages computed there, else the read's own 404. */
async function orComputed(
  ctx: Context,
  read: () => Promise<RevisionPage>,
  computed: () => Promise<Computed | undefined>,
  options: reading.PageReading,
): Promise<RevisionPage> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof DomainError && error.reason === 'not-found')) throw error;
    const found = await computed();
    if (!found) throw error;
    const { page, translated } = found;
    return translated ? reading.getPage(ctx, translated.space, page.id, { revision: translated.revision, ...options }) : page;
  }
}

type PageReadOptions = ReadAt & reading.PageReading & ComputedReading;

/** A page as `read` finds it in the content, else (unless `computed=false`) the first page a computed page computes that `matches`. */
function contentOrComputed(
  ctx: Context,
  spaceId: string,
  options: PageReadOptions,
  read: () => Promise<RevisionPage>,
  matches: (page: RevisionPage) => boolean,
): Promise<RevisionPage> {
  if (!computing(options)) return read();
  return orComputed(ctx, read, () => computedPage(ctx, spaceId, options, options.format ?? 'markdown', matches), readingOf(options));
}

export function getPage(ctx: Context, spaceId: string, pageId: string, options: PageReadOptions = {}): Promise<RevisionPage> {
  return contentOrComputed(
    ctx,
    spaceId,
    options,
    () => reading.getPage(ctx, spaceId, pageId, options),
    (page) => page.id === pageId,
  );
}

export function getPageByPath(ctx: Context, spaceId: string, pagePath: string, options: PageReadOptions = {}): Promise<RevisionPage> {
  const path = pagePath.replace(/^\/+|\/+$/g, '');
  return contentOrComputed(
    ctx,
    spaceId,
    options,
    () => reading.getPageByPath(ctx, spaceId, pagePath, options),
    (page) => 'path' in page && page.path === path,
  );
}

/** How a page is read, without where: a computed page's pages are read where they are computed. */
const readingOf = ({ format, refs, dereferenced, evaluated }: reading.PageReading): reading.PageReading => ({ format, refs, dereferenced, evaluated });

/**
 * A page's body as a document (`getPageDocumentInRevisionById`, which has no `computed` query): a
 * page a computed page computes gives its body; a computed page itself has none, and is refused
 * naming where its pages' bodies are.
 */
export async function getPageDocument(
  ctx: Context,
  spaceId: string,
  pageId: string,
  options: ReadAt & Pick<reading.PageReading, 'dereferenced' | 'evaluated'> = {},
): Promise<JSONDocument> {
  const { revision } = readTarget(ctx, spaceId, options);
  const found = findPage(revision.pages, pageId);
  if (found?.page.type === 'computed')
    throw invalid(
      `page "${pageId}" is a computed page, which has no document of its own: its pages have theirs; list them (listPages, computed=true, the default) and read one by id`,
      'pageId',
    );
  if (found) return reading.getPageDocument(ctx, spaceId, pageId, options);
  const computed = await computedPage(ctx, spaceId, options, 'document', (page) => page.id === pageId);
  if (!computed) throw notFound('page', pageId);
  const { translated } = computed;
  if (translated)
    return reading.getPageDocument(ctx, translated.space, pageId, {
      revision: translated.revision,
      dereferenced: options.dereferenced,
      evaluated: options.evaluated,
    });
  if (computed.page.type === 'document' && computed.page.document) return computed.page.document as JSONDocument;
  throw invalid(`page "${pageId}" is a ${computed.page.type} page, which has no document; name a document page`, 'pageId');
}
