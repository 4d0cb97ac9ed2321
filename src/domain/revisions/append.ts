import type { PageNode, RevisionRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { toFileNode } from './file-nodes.js';
import { requirePageSizes, type ImportedPage, type ImportedTree } from './import/tree.js';
import { commitRevision, newPage } from './revisions.js';
import { requireWritable, type Target } from './target.js';

function toPageNodes(ctx: Context, pages: ImportedPage[], siblings: PageNode[] = []): PageNode[] {
  const out = [...siblings];
  for (const page of pages) {
    const node = newPage(ctx, page, out);
    out.push({ ...node, ...(page.slug && !out.some((p) => p.slug === page.slug) ? { slug: page.slug } : {}), pages: toPageNodes(ctx, page.pages) });
  }
  return out.slice(siblings.length);
}

/** Appends pages after the existing ones (and files) in a new revision, and moves the target to it. */
export function appendPages(ctx: Context, target: Target, tree: Omit<ImportedTree, 'total'>): RevisionRecord {
  requireWritable(target);
  requirePageSizes(tree.pages);
  const files = [...target.revision.files, ...tree.files.map((f) => toFileNode(ctx, f))];
  const pages = [...target.revision.pages, ...toPageNodes(ctx, tree.pages, target.revision.pages)];
  const revision = commitRevision(ctx, { type: 'edits', parents: [target.revision.id], pages, files, variables: target.revision.variables });
  const now = ctx.clock.iso();
  if (target.cr) ctx.store.put('changeRequests', { ...target.cr, revision: revision.id, updatedAt: now });
  else ctx.store.put('spaces', { ...target.space, revision: revision.id, updatedAt: now });
  return revision;
}
