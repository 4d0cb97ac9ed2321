import type { RevisionPage } from '../../schemas/revision.js';
import type { FileNode, PageNode } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { presentChangeRequest } from './change-requests.js';
import { pageDocument } from './document.js';
import type { PageAnalysis } from './markdown/analysis.js';
import type { Target } from './target.js';

const DEFAULT_LAYOUT = {
  width: 'default',
  cover: true,
  coverSize: 'hero',
  title: true,
  description: true,
  tableOfContents: true,
  outline: true,
  pagination: true,
  metadata: true,
} as const;

/** A page as the API shows it: with its Markdown, or, given the analyses of its pages, as documents. */
export function presentPage(ctx: Context, page: PageNode, spaceId: string, path: string, documents?: Map<string, PageAnalysis>): RevisionPage {
  return {
    id: page.id,
    title: page.title,
    ...(page.emoji ? { emoji: page.emoji } : {}),
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
    kind: 'sheet',
    type: 'document',
    urls: { app: `${ctx.baseUrl}/s/${spaceId}/${path}` },
    slug: page.slug,
    path,
    ...(page.description ? { description: page.description } : {}),
    ...(documents ? { document: pageDocument(documents.get(page.markdown)!) } : { markdown: page.markdown }),
    pages: page.pages.map((child) => presentPage(ctx, child, spaceId, `${path}/${child.slug}`, documents)),
    layout: DEFAULT_LAYOUT,
  };
}

/**
 * A page named by a link or a backlink: where it is and what it is called, not its content.
 * GitBook's spec requires a body and `pages` on a document page, so both are there, empty:
 * the page itself (`…/content/page/{pageId}`) has its Markdown and subpages.
 */
export function presentPageReference(ctx: Context, page: Omit<PageNode, 'markdown' | 'pages'>, spaceId: string, path: string): RevisionPage {
  return {
    id: page.id,
    title: page.title,
    ...(page.emoji ? { emoji: page.emoji } : {}),
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
    kind: 'sheet',
    type: 'document',
    urls: { app: `${ctx.baseUrl}/s/${spaceId}/${path}` },
    slug: page.slug,
    path,
    ...(page.description ? { description: page.description } : {}),
    markdown: '',
    pages: [],
    layout: DEFAULT_LAYOUT,
  };
}

/** Where the sandbox serves a file's bytes: by revision, which never changes, and the file's id. */
export function presentFile(ctx: Pick<Context, 'baseUrl'>, file: FileNode, revisionId: string) {
  return {
    id: file.id,
    name: file.name,
    contentType: file.contentType,
    downloadURL: `${ctx.baseUrl}/_sandbox/files/${revisionId}/${file.id}`,
    size: file.size,
    ...(file.dimensions ? { dimensions: file.dimensions } : {}),
  };
}

export function presentPages(ctx: Context, pages: PageNode[], spaceId: string): RevisionPage[] {
  return pages.map((page) => presentPage(ctx, page, spaceId, page.slug));
}

export function presentRevision(ctx: Context, target: Target) {
  const { revision, space } = target;
  const mergedFrom = revision.mergedFrom ? ctx.store.get('changeRequests', revision.mergedFrom) : undefined;
  return {
    object: 'revision' as const,
    id: revision.id,
    type: revision.type,
    ...(mergedFrom ? { mergedFrom: presentChangeRequest(ctx, mergedFrom, space) } : {}),
    parents: revision.parents,
    pages: presentPages(ctx, revision.pages, space.id),
    files: revision.files.map((file) => presentFile(ctx, file, revision.id)),
    reusableContents: [],
    variables: revision.variables,
    createdAt: revision.createdAt,
    urls: { app: `${ctx.baseUrl}/s/${space.id}/~/revisions/${revision.id}` },
  };
}
