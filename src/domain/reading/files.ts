import type { FileNode } from '../../format/page.js';
import { readTarget, type ReadAt } from '../change-requests/target.js';
import type { Context } from '../kernel/context.js';
import { notFound } from '../../lib/errors.js';
import { paginateList, type PageQuery } from '../kernel/pagination.js';
import { presentFile } from '../revisions/present.js';
import { linksOfTarget } from '../links/link-analysis.js';
import { contentLocations } from '../links/links.js';

export function listFiles(ctx: Context, spaceId: string, query: PageQuery, at: ReadAt = {}) {
  const { revision } = readTarget(ctx, spaceId, at);
  const ranked = revision.files.map((file, rank) => ({ file, rank }));
  const page = paginateList(ranked, (f) => [f.rank, f.file.id] as const, query);
  return { ...page, items: page.items.map((f) => presentFile(ctx, f.file, revision.id)) };
}

function requireFile(ctx: Context, spaceId: string, fileId: string, at: ReadAt) {
  const target = readTarget(ctx, spaceId, at);
  const file = target.revision.files.find((f) => f.id === fileId);
  if (!file) throw notFound('file', fileId);
  return { ...target, file };
}

export function getFile(ctx: Context, spaceId: string, fileId: string, at: ReadAt = {}) {
  const { file, revision } = requireFile(ctx, spaceId, fileId, at);
  return presentFile(ctx, file, revision.id);
}

/** The pages that link to or show a file, from the link analysis kept for the revision. */
export async function listBacklinks(ctx: Context, spaceId: string, fileId: string, query: PageQuery, changeRequest?: string) {
  const { space, revisionId, links } = await linksOfTarget(ctx, spaceId, changeRequest);
  const file = links.files.find((f) => f.id === fileId);
  if (!file) throw notFound('file', fileId);
  const page = paginateList(links.backlinks.get(file.path) ?? [], (used) => [0, used.id] as const, query);
  return { ...page, items: page.items.map(contentLocations(ctx, space, revisionId).page) };
}

/** A file's bytes and type, for its download URL. Revisions never change, so neither does the answer. */
export function fileBytes(ctx: Pick<Context, 'store'>, revisionId: string, fileId: string): { file: FileNode; bytes: Buffer } | undefined {
  const file = ctx.store.getRevision(revisionId)?.files.find((f) => f.id === fileId);
  const bytes = file && ctx.store.getBlob(file.blob);
  return file && bytes ? { file, bytes } : undefined;
}
