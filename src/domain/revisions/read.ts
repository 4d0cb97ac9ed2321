import type { RevisionPage } from '../../schemas/revision.js';
import type { Context } from '../kernel/context.js';
import { notFound } from '../kernel/errors.js';
import { documentRefs } from './document-refs.js';
import { analyzeAll } from './markdown/off-thread.js';
import { filesByPath, presentPage, presentPages, presentRevision } from './present.js';
import { findPage, walkPages } from './revisions.js';
import { resolveTarget } from './target.js';

export function getContent(ctx: Context, spaceId: string, changeRequest?: string) {
  return presentRevision(ctx, resolveTarget(ctx, spaceId, changeRequest, 'read'));
}

export function listPages(ctx: Context, spaceId: string, changeRequest?: string): { pages: RevisionPage[] } {
  const { space, revision } = resolveTarget(ctx, spaceId, changeRequest, 'read');
  return { pages: presentPages(ctx, revision, space.id) };
}

export async function getPage(ctx: Context, spaceId: string, pageId: string, options: { changeRequest?: string; format?: 'markdown' | 'document' } = {}): Promise<RevisionPage> {
  const { space, revision } = resolveTarget(ctx, spaceId, options.changeRequest, 'read');
  const found = findPage(revision.pages, pageId);
  if (!found) throw notFound('page', pageId);
  const documents =
    options.format === 'document' ? { analyses: await analyzeAll([...walkPages([found.page])].map((p) => p.page.markdown)), refs: documentRefs(revision) } : undefined;
  return presentPage(ctx, found.page, space.id, found.path, filesByPath(revision.files), documents);
}
