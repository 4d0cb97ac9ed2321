import type { RevisionPage } from '../../schemas/revision.js';
import type { PageNode, ReusableContentNode } from '../../format/page.js';
import type { Context } from '../kernel/context.js';
import { invalid, notFound } from '../../lib/errors.js';
import type { JSONDocument } from '../../schemas/gitbook/document-types.js';
import { appUrl } from '../kernel/locations.js';
import { documentRefs } from '../links/document-refs.js';
import { analyzeAll } from '../workers/markdown-off-thread.js';
import { documentOf, filesByPath, pageDocumentId, presentFile, presentPage, presentPages, type Documents, type Shown } from '../revisions/present.js';
import { changeRequestsOf, presentChangeRequest } from '../change-requests/change-requests.js';
import { findPage, findPageByPath, revisionOf, walkPages } from '../revisions/revisions.js';
import { LRUCache } from 'lru-cache';
import { readTarget, type ReadAt, type Target } from '../change-requests/target.js';
import { presentReusableContent, reusableContentDocuments } from './reusable-contents.js';
import { INCLUDES } from '../../format/git-sync/includes.js';

export type PageFormat = 'markdown' | 'document';

/** How a page is read: as its file or its document, the latter with its reusable contents in place (GitBook's `dereferenced`). */
export interface PageReading {
  format?: PageFormat | undefined;
  /** How a page's Markdown names the pages and files its links lead to: as written (`relative`, the default), or by id (`stable`). */
  refs?: 'relative' | 'stable' | undefined;
  dereferenced?: boolean | 'reusable-contents' | undefined;
  /** Expressions naming the space's or the page's variables shown as their values (GitBook's `evaluated`; `deterministic-only` as much: a reading has no visitor). */
  evaluated?: boolean | 'deterministic-only' | undefined;
}

/** A revision as the API shows it: its pages and files, and the change request it was merged from. */
function presentRevision(ctx: Context, target: Target) {
  const { revision, space } = target;
  const mergedFrom = revision.mergedFrom ? ctx.store.get('changeRequests', revision.mergedFrom) : undefined;
  return {
    object: 'revision' as const,
    id: revision.id,
    type: revision.type,
    ...(mergedFrom ? { mergedFrom: presentChangeRequest(ctx, mergedFrom, space) } : {}),
    parents: revision.parents,
    pages: presentPages(ctx, revision, space.id),
    files: revision.files.map((file) => presentFile(ctx, file, revision.id)),
    reusableContents: revision.reusableContents.map(presentReusableContent),
    tags: [],
    variables: revision.variables,
    createdAt: revision.createdAt,
    urls: { app: appUrl(ctx, 'revision', { spaceId: space.id, revisionId: revision.id }) },
  };
}

export function getContent(ctx: Context, spaceId: string, at: ReadAt = {}) {
  return presentRevision(ctx, readTarget(ctx, spaceId, at));
}

export function listPages(ctx: Context, spaceId: string, at: ReadAt = {}): { pages: RevisionPage[] } {
  const { space, revision } = readTarget(ctx, spaceId, at);
  return { pages: presentPages(ctx, revision, space.id) };
}

/** What showing `pages` as documents takes: their analyses, where their links lead, and (`dereferenced`) the reusable contents they include. */
async function documentsOf(
  ctx: Context,
  revision: Target['revision'],
  pages: PageNode[],
  { dereferenced, evaluated }: Pick<PageReading, 'dereferenced' | 'evaluated'>,
): Promise<Documents> {
  const markdowns = pages.map((page) => page.markdown);
  // Only the reusable contents the pages may include are made documents: a revision may hold many.
  const included = () => revision.reusableContents.filter(({ name }) => markdowns.some((markdown) => markdown.includes(`${INCLUDES}/${name}`)));
  return {
    analyses: await analyzeAll(ctx, markdowns),
    refs: documentRefs(revision),
    ...(dereferenced ? { reusableContents: await reusableContentDocuments(ctx, included()) } : {}),
    ...(evaluated ? { evaluated: { space: revision.variables } } : {}),
  };
}

async function showPage(
  ctx: Context,
  { space, revision }: Target,
  found: { page: PageNode; path: string },
  { format, refs, dereferenced, evaluated }: PageReading,
): Promise<RevisionPage> {
  const pages = [...walkPages([found.page])].map((p) => p.page);
  const shown: Shown | undefined =
    format === 'document'
      ? { format, ...(await documentsOf(ctx, revision, pages, { dereferenced, evaluated })) }
      : refs === 'stable'
        ? {
            format: 'markdown-stable-refs',
            analyses: await analyzeAll(
              ctx,
              pages.map((page) => page.markdown),
            ),
            refs: documentRefs(revision),
          }
        : undefined;
  return presentPage(ctx, found.page, space.id, found.path, filesByPath(revision.files), shown);
}

/** A page's body alone, as GitBook's JSON document (`getPageDocumentInRevisionById`): a group, a link or a computed page has none. */
export async function getPageDocument(
  ctx: Context,
  spaceId: string,
  pageId: string,
  options: ReadAt & Pick<PageReading, 'dereferenced' | 'evaluated'> = {},
): Promise<JSONDocument> {
  const { revision } = readTarget(ctx, spaceId, options);
  const found = findPage(revision.pages, pageId);
  if (!found) throw notFound('page', pageId);
  const { page, path } = found;
  if (page.type !== undefined)
    throw invalid(
      `page "${pageId}" is a ${page.type === 'group' ? 'group of pages' : `${page.type} page`}, which has no document; name a document page`,
      'pageId',
    );
  return documentOf(page, path, await documentsOf(ctx, revision, [page], options));
}

export async function getPage(ctx: Context, spaceId: string, pageId: string, options: ReadAt & PageReading = {}): Promise<RevisionPage> {
  const target = readTarget(ctx, spaceId, options);
  const found = findPage(target.revision.pages, pageId);
  if (!found) throw notFound('page', pageId);
  return showPage(ctx, target, found, options);
}

/** A page by its path (`guide/install`), as GitBook's URLs name it; slashes around it are not part of it. */
export async function getPageByPath(ctx: Context, spaceId: string, pagePath: string, options: ReadAt & PageReading = {}): Promise<RevisionPage> {
  const target = readTarget(ctx, spaceId, options);
  const path = pagePath.replace(/^\/+|\/+$/g, '');
  const found = findPageByPath(target.revision.pages, path);
  if (!found) throw notFound('page at path', path);
  return showPage(ctx, target, found, options);
}

/** Where each document of a revision is, by document id: a page's body or a reusable content's. Kept per revision, which never changes. */
const documentIndexes = () =>
  new LRUCache<string, Map<string, { page: PageNode; path: string } | { content: ReusableContentNode }>>({
    maxSize: 200_000,
    sizeCalculation: (index) => index.size + 1,
  });

function documentIndex(ctx: Context, revision: Target['revision']) {
  const indexes = ctx.caches.of(documentIndexes);
  let index = indexes.get(revision.id);
  if (!index) {
    index = new Map();
    for (const found of walkPages(revision.pages)) if (found.page.type === undefined && found.page.markdown) index.set(pageDocumentId(ctx, found.page), found);
    for (const content of revision.reusableContents) index.set(presentReusableContent(content).document, { content });
    indexes.set(revision.id, index);
  }
  return index;
}

/**
 * A document of a space by its id (`getDocumentById`): the body of a page or of a reusable
 * content, as the space's content or one of its change requests holds it now.
 */
export async function getDocument(ctx: Context, spaceId: string, documentId: string): Promise<JSONDocument> {
  const { space } = readTarget(ctx, spaceId);
  for (const revisionId of [space.revision, ...changeRequestsOf(ctx, space.id).map((cr) => cr.revision)]) {
    const revision = revisionOf(ctx, revisionId);
    const found = documentIndex(ctx, revision).get(documentId);
    if (found && 'content' in found) return (await reusableContentDocuments(ctx, [found.content])).get(found.content.id)!;
    if (found) return documentOf(found.page, found.path, await documentsOf(ctx, revision, [found.page], {}));
  }
  throw notFound('document', documentId);
}
