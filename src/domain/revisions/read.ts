import type { RevisionPage } from '../../schemas/revision.js';
import type { Context } from '../kernel/context.js';
import { notFound } from '../kernel/errors.js';
import { documentRefs } from './document-refs.js';
import { analyzeAll } from './markdown/off-thread.js';
import { filesByPath, presentPage, presentPages, presentRevision } from './present.js';
import { findPage, walkPages } from './revisions.js';
import { resolveTarget } from './target.js';
import { requireRevisionOfSpace } from './history.js';
import type { RevisionRecord, SpaceRecord } from '../../store/records.js';

export function getContent(ctx: Context, spaceId: string, changeRequest?: string) {
  return presentRevision(ctx, resolveTarget(ctx, spaceId, changeRequest, 'read'));
}

export function listPages(ctx: Context, spaceId: string, changeRequest?: string): { pages: RevisionPage[] } {
  const { space, revision } = resolveTarget(ctx, spaceId, changeRequest, 'read');
  return { pages: presentPages(ctx, revision, space.id) };
}

type PageFormat = 'markdown' | 'document';

async function pageOf(ctx: Context, { space, revision }: { space: SpaceRecord; revision: RevisionRecord }, pageId: string, format?: PageFormat): Promise<RevisionPage> {
  const found = findPage(revision.pages, pageId);
  if (!found) throw notFound('page', pageId);
  const documents = format === 'document' ? { analyses: await analyzeAll([...walkPages([found.page])].map((p) => p.page.markdown)), refs: documentRefs(revision) } : undefined;
  return presentPage(ctx, found.page, space.id, found.path, filesByPath(revision.files), documents);
}

export function getPage(ctx: Context, spaceId: string, pageId: string, options: { changeRequest?: string; format?: PageFormat } = {}): Promise<RevisionPage> {
  return pageOf(ctx, resolveTarget(ctx, spaceId, options.changeRequest, 'read'), pageId, options.format);
}

/** A page as a revision of the space has it: what a change request's base, or any past content, held. */
export function getPageInRevision(ctx: Context, spaceId: string, revisionId: string, pageId: string, format?: PageFormat): Promise<RevisionPage> {
  return pageOf(ctx, requireRevisionOfSpace(ctx, spaceId, revisionId, 'read'), pageId, format);
}
