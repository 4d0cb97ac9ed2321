import { posix } from 'node:path';
import type { z } from 'zod';
import type { PageLayout, RevisionPage, RevisionPageDocument, RevisionSubpage, Variables } from '../../schemas/revision.js';
import type { RevisionRecord } from '../../store/records.js';
import type { FileNode, PageNode } from '../../format/page.js';
import type { Context } from '../kernel/context.js';
import { pageDocument } from '../../format/document.js';
import { dereferenced } from '../../format/document/reusable-content.js';
import { evaluatedDocument } from '../../format/document/evaluated.js';
import type { JSONDocument } from '../../schemas/gitbook/document-types.js';
import { stableHref, type RefOf } from '../../format/document/refs.js';
import { gitBlobOid, writePageFile } from '../../format/git-sync/page-file.js';
import { decoded, folderOf, withHrefs } from '../../format/link-paths.js';
import type { PageAnalysis } from '../../format/markdown/analysis.js';
import { mapPageTree, topPages, type PathedPage } from '../../format/page-depth.js';
import { appUrl, controlUrl } from '../kernel/locations.js';

/** GitBook's layout of a new page: every element shown, the cover as a hero without a mask. */
export const DEFAULT_LAYOUT: z.infer<typeof PageLayout> = {
  width: 'default',
  cover: true,
  coverSize: 'hero',
  coverMask: 'none',
  title: true,
  description: true,
  tableOfContents: true,
  outline: true,
  pagination: true,
  metadata: true,
  tags: true,
  actions: true,
  anchors: true,
};

/** What every kind of page shows (GitBook's `RevisionPageBase`). */
function pageIdentity(page: Omit<PageNode, 'markdown' | 'pages'>) {
  return {
    id: page.id,
    title: page.title,
    ...(page.linkTitle ? { linkTitle: page.linkTitle } : {}),
    ...(page.emoji ? { emoji: page.emoji } : {}),
    ...(page.icon ? { icon: page.icon } : {}),
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
  };
}

/** The fields every page with a place in the revision's paths (a document, a group) shows. */
function pageBase(page: Omit<PageNode, 'markdown' | 'pages'>, path: string) {
  return {
    ...pageIdentity(page),
    slug: page.slug,
    path,
    ...(page.hidden !== undefined ? { hidden: page.hidden } : {}),
    ...(page.noIndex !== undefined ? { noIndex: page.noIndex } : {}),
    ...(page.noRobotsIndex !== undefined ? { noRobotsIndex: page.noRobotsIndex } : {}),
  };
}

/** The files of a revision by their path, for covers named by path. */
export type FilesByPath = ReadonlyMap<string, FileNode>;

export const filesByPath = (files: FileNode[]): FilesByPath => new Map(files.map((file) => [file.path, file]));

/** A cover as GitBook refers to it: a file of the space (its path relative to the page's file), else a URL; one naming neither is not shown. */
function coverOf(page: PageNode, path: string, files: FilesByPath): RevisionPageDocument['cover'] {
  if (!page.cover) return undefined;
  const { src, y } = page.cover;
  if (/^https?:\/\//i.test(src)) return { ref: { kind: 'url', url: src }, yPos: y };
  const file = files.get(posix.join(folderOf(page, path), decoded(src)));
  return file ? { ref: { kind: 'file', file: file.id }, yPos: y } : undefined;
}

/** What a page shows of itself wherever it is named: all but its body and subpages. */
function documentFields(ctx: Context, page: Omit<PageNode, 'markdown' | 'pages'>, spaceId: string, path: string) {
  return {
    ...pageBase(page, path),
    kind: 'sheet' as const,
    type: 'document' as const,
    urls: { app: appUrl(ctx, 'spacePage', { spaceId, pagePath: path }) },
    ...(page.description ? { description: page.description } : {}),
    layout: { ...DEFAULT_LAYOUT, ...page.layout },
    tags: [],
    ...(page.variables ? { variables: page.variables } : {}),
    ...(page.metaLinks ? { metaLinks: page.metaLinks } : {}),
  };
}

/**
 * Page bodies' document ids, by page: hashed once per page the store holds, not at every listing
 * that names them (a 1,000-page space's bodies took 8 ms to hash). A weak map: a page's id lives
 * as long as the page does.
 */
const documentIds = () => new WeakMap<PageNode, string>();

/** The id of a page's body as a document: its Markdown's git blob id, the same wherever the body is. */
export function pageDocumentId(ctx: Pick<Context, 'caches'>, page: PageNode): string {
  const ids = ctx.caches.of(documentIds);
  let id = ids.get(page);
  if (id === undefined) ids.set(page, (id = gitBlobOid(page.markdown)));
  return id;
}

/** What showing pages as documents takes: each page's analysis (by its Markdown), and what its links name. */
export interface Documents {
  analyses: Map<string, PageAnalysis>;
  refs: (page: PageNode, path: string) => RefOf;
  /** With `dereferenced`: the revision's reusable contents as documents, by id, shown in place of the blocks that include them. */
  reusableContents?: ReadonlyMap<string, JSONDocument>;
  /** With `evaluated`: the space's variables, which (with the page's) expressions naming them are shown as. */
  evaluated?: { space: Variables };
}

/**
 * How pages are shown: as their Git Sync file (nothing given); as documents; or as their file with
 * GitBook's stable refs for the pages and files its links name (`format.markdown.refs=stable`:
 * `/pages/{id}#anchor`, `/files/{id}`), whatever their paths.
 */
export type Shown = ({ format: 'document' } & Documents) | ({ format: 'markdown-stable-refs' } & Pick<Documents, 'analyses' | 'refs'>);

/** A page's file with its links to the space's pages and files as stable refs. */
function withStableRefs(file: string, page: PageNode, path: string, { analyses, refs }: Pick<Documents, 'analyses' | 'refs'>): string {
  const refOf = refs(page, path);
  const stable = new Map<string, string>();
  for (const href of analyses.get(page.markdown)!.hrefs) {
    const ref = refOf(href);
    if (ref.kind === 'page' || ref.kind === 'file' || (ref.kind === 'anchor' && ref.page !== undefined)) stable.set(href, stableHref(ref));
  }
  return withHrefs(file, stable);
}

export function documentOf(page: PageNode, path: string, { analyses, refs, reusableContents, evaluated }: Documents): JSONDocument {
  const document = pageDocument(analyses.get(page.markdown)!, refs(page, path));
  const shown = reusableContents ? dereferenced(document, reusableContents) : document;
  return evaluated ? evaluatedDocument(shown, { space: evaluated.space, page: page.variables }) : shown;
}

/**
 * A page as the API shows it: as its Git Sync file, or, given the analyses of its pages, its body
 * as a document. Groups hold pages and have no body.
 */
export function presentPage(ctx: Context, page: PageNode, spaceId: string, path: string, files: FilesByPath, shown?: Shown): RevisionPage {
  return presentTree(ctx, [{ page, path }], spaceId, files, shown)[0]!;
}

/** Pages as the API shows them, with their subpages: nested no deeper than PAGE_DEPTH_MAX (see mapPageTree). */
function presentTree(ctx: Context, roots: PathedPage[], spaceId: string, files: FilesByPath, as?: Shown): RevisionPage[] {
  return mapPageTree(roots, (page, path) => {
    const shown = presentPageAlone(ctx, page, spaceId, path, files, as);
    // A link or computed page holds no subpages (an import lifts what its entry nests to after it).
    return { node: shown, pages: 'pages' in shown ? shown.pages : [] };
  });
}

/** A page as the API shows it, its subpages left for the caller to list. */
function presentPageAlone(ctx: Context, page: PageNode, spaceId: string, path: string, files: FilesByPath, shown?: Shown): RevisionPage {
  const pages: RevisionSubpage[] = [];
  if (page.type === 'group') return { ...pageBase(page, path), kind: 'group', type: 'group', pages };
  // A link or computed page stored without what it is (none is) would not be one: shown as the empty page it then is.
  if (page.type === 'link' && page.target)
    return {
      ...pageIdentity(page),
      kind: 'link',
      type: 'link',
      target: page.target,
      ...(page.target.kind === 'url' ? { href: page.target.url } : {}),
      ...(page.hidden !== undefined ? { hidden: page.hidden } : {}),
    };
  if (page.type === 'computed' && page.computed) return { ...pageIdentity(page), type: 'computed', computed: page.computed };
  const file = writePageFile(page);
  const cover = coverOf(page, path, files);
  return {
    ...documentFields(ctx, page, spaceId, path),
    ...(page.markdown ? { documentId: pageDocumentId(ctx, page) } : {}),
    ...(shown?.format === 'document' ? { document: documentOf(page, path, shown) } : { markdown: shown ? withStableRefs(file, page, path, shown) : file }),
    pages,
    ...(cover ? { cover } : {}),
    ...(page.file ? { git: { oid: gitBlobOid(file), path: page.file } } : {}),
  };
}

/**
 * A page named by a link or a backlink: where it is and what it is called, not its content.
 * GitBook's spec requires a body and `pages` on a document page, so both are there, empty:
 * the page itself (`…/content/page/{pageId}`) has its Markdown and subpages.
 */
export function presentPageReference(ctx: Context, page: Omit<PageNode, 'markdown' | 'pages'>, spaceId: string, path: string): RevisionPageDocument {
  return { ...documentFields(ctx, page, spaceId, path), markdown: '', pages: [] };
}

/** Where the sandbox serves a file's bytes: by revision, which never changes, and the file's id. */
export function presentFile(ctx: Pick<Context, 'baseUrl'>, file: FileNode, revisionId: string) {
  return {
    id: file.id,
    name: file.name,
    contentType: file.contentType,
    downloadURL: controlUrl(ctx, 'getFile', { revisionId, fileId: file.id }),
    size: file.size,
    ...(file.dimensions ? { dimensions: file.dimensions } : {}),
  };
}

export function presentPages(ctx: Context, revision: Pick<RevisionRecord, 'pages' | 'files'>, spaceId: string): RevisionPage[] {
  return presentTree(ctx, topPages(revision.pages), spaceId, filesByPath(revision.files));
}
