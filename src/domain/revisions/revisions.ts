import type { FileNode, PageNode, RevisionRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { newId } from '../kernel/ids.js';

/** Writes a new immutable revision of a space, by the caller. Callers move their pointer (space or change request) only after. */
export function commitRevision(
  ctx: Pick<Context, 'store' | 'clock' | 'caller'>,
  content: {
    space: string;
    type: RevisionRecord['type'];
    parents: string[];
    pages: PageNode[];
    files?: FileNode[];
    variables?: Record<string, string>;
    mergedFrom?: string;
  },
): RevisionRecord {
  return ctx.store.putRevision({
    id: newId(),
    seq: ctx.store.nextSeq(),
    type: content.type,
    parents: content.parents,
    ...(content.mergedFrom ? { mergedFrom: content.mergedFrom } : {}),
    space: content.space,
    author: ctx.caller.id,
    createdAt: ctx.clock.iso(),
    pages: content.pages,
    files: content.files ?? [],
    variables: content.variables ?? {},
  });
}

/**
 * A revision by id. Spaces created before revisions were stored point at ids with no
 * record: they read as empty content.
 */
export function revisionOf(ctx: Pick<Context, 'store'>, id: string): RevisionRecord {
  return ctx.store.getRevision(id) ?? { id, seq: 0, type: 'edits', parents: [], createdAt: new Date(0).toISOString(), pages: [], files: [], variables: {} };
}

/** Every page of a tree, depth first, with its path and parent. */
export function* walkPages(pages: PageNode[], parentPath = '', parent?: string): Generator<{ page: PageNode; path: string; parent?: string }> {
  for (const page of pages) {
    const path = parentPath ? `${parentPath}/${page.slug}` : page.slug;
    yield { page, path, ...(parent ? { parent } : {}) };
    yield* walkPages(page.pages, path, page.id);
  }
}

export function findPage(pages: PageNode[], pageId: string): { page: PageNode; path: string } | undefined {
  for (const entry of walkPages(pages)) if (entry.page.id === pageId) return entry;
  return undefined;
}

/** The page at a path (`guide/install`), found as paths are made: a slug a level. */
export function findPageByPath(pages: PageNode[], path: string): { page: PageNode; path: string } | undefined {
  let level = pages;
  let found: PageNode | undefined;
  for (const slug of path.split('/')) {
    found = level.find((page) => page.slug === slug);
    if (!found) return undefined;
    level = found.pages;
  }
  return found && { page: found, path };
}
