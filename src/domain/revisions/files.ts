import path from 'node:path/posix';
import type { FileNode } from '../../store/records.js';
import { resolveTarget } from './target.js';
import type { Context } from '../kernel/context.js';
import { notFound } from '../kernel/errors.js';
import { analyzeAll } from './markdown/off-thread.js';
import { presentOrganization } from '../org/organizations.js';
import { paginateList, type PageQuery } from '../kernel/pagination.js';
import { presentFile, presentPage } from './present.js';
import { walkPages } from './revisions.js';
import { presentSpace } from '../content/spaces.js';

export function listFiles(ctx: Context, spaceId: string, query: PageQuery, changeRequest?: string) {
  const { revision } = resolveTarget(ctx, spaceId, changeRequest, 'read');
  const ranked = revision.files.map((file, rank) => ({ file, rank }));
  const page = paginateList(ranked, (f) => [f.rank, f.file.id] as const, query);
  return { ...page, items: page.items.map((f) => presentFile(ctx, f.file, revision.id)) };
}

function requireFile(ctx: Context, spaceId: string, fileId: string, changeRequest?: string) {
  const target = resolveTarget(ctx, spaceId, changeRequest, 'read');
  const file = target.revision.files.find((f) => f.id === fileId);
  if (!file) throw notFound('file', fileId);
  return { ...target, file };
}

export function getFile(ctx: Context, spaceId: string, fileId: string, changeRequest?: string) {
  const { file, revision } = requireFile(ctx, spaceId, fileId, changeRequest);
  return presentFile(ctx, file, revision.id);
}

/** Does a link written in a page at `pagePath` point at the file? */
const pointsAt = (href: string, pagePath: string, file: FileNode) => {
  const target = decodeURI(href.split(/[?#]/)[0]!);
  return path.normalize(path.join(path.dirname(`${pagePath}.md`), target)) === file.path || path.normalize(target.replace(/^\//, '')) === file.path;
};

/** The pages that link to or show a file. */
export async function listBacklinks(ctx: Context, spaceId: string, fileId: string, query: PageQuery, changeRequest?: string) {
  const { space, revision, file } = requireFile(ctx, spaceId, fileId, changeRequest);
  const org = ctx.store.get('organizations', space.organization)!;
  const pages = [...walkPages(revision.pages)];
  const analyses = await analyzeAll(pages.map((p) => p.page.markdown));
  const users = pages.filter(({ page, path: pagePath }) => analyses.get(page.markdown)!.hrefs.some((href) => pointsAt(href, pagePath, file)));
  const page = paginateList(users, (u) => [0, u.page.id] as const, query);
  return {
    ...page,
    items: page.items.map(({ page: used, path: usedPath }) => ({
      kind: 'page' as const,
      organization: presentOrganization(ctx, org),
      space: presentSpace(ctx, space),
      page: presentPage(ctx, used, space.id, usedPath),
    })),
  };
}

/** A file's bytes and type, for its download URL. Revisions never change, so neither does the answer. */
export function fileBytes(ctx: Pick<Context, 'store'>, revisionId: string, fileId: string): { file: FileNode; bytes: Buffer } | undefined {
  const file = ctx.store.getRevision(revisionId)?.files.find((f) => f.id === fileId);
  const bytes = file && ctx.store.getBlob(file.blob);
  return file && bytes ? { file, bytes } : undefined;
}
