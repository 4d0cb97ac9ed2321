import type { RevisionRecord } from '../../store/records.js';
import type { FileNode, PageContent, PageNode } from '../../format/page.js';
import { walkTree } from '../../lib/tree-walk.js';
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
    variables?: RevisionRecord['variables'];
    reusableContents?: RevisionRecord['reusableContents'];
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
    reusableContents: content.reusableContents ?? [],
  });
}

/**
 * A revision by id. Spaces created before revisions were stored point at ids with no
 * record: they read as empty content.
 */
export function revisionOf(ctx: Pick<Context, 'store'>, id: string): RevisionRecord {
  return (
    ctx.store.getRevision(id) ?? {
      id,
      seq: 0,
      type: 'edits',
      parents: [],
      createdAt: new Date(0).toISOString(),
      pages: [],
      files: [],
      variables: {},
      reusableContents: [],
    }
  );
}

/** A page of a tree, where it is: its path, its parent's id, its depth (1 at the top level). */
export interface WalkedPage {
  page: PageNode;
  path: string;
  parent?: string;
  depth: number;
}

/** Every page of a tree in reading order, with its path, parent and depth (see walkTree). */
export function* walkPages(pages: PageNode[]): Generator<WalkedPage> {
  // The path of the page last met at each depth: in reading order, a page's parent is the last met a level above it.
  const paths: string[] = [];
  for (const { node: page, parent, depth } of walkTree(pages)) {
    const above = depth > 1 ? paths[depth - 2]! : '';
    const path = above ? `${above}/${page.slug}` : page.slug;
    paths[depth - 1] = path;
    yield parent === undefined ? { page, path, depth } : { page, path, parent: parent.id, depth };
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

/** A new page of `content` (an imported page's subpages and kept slug left out: the caller places it). */
export function newPage(ctx: Pick<Context, 'clock'>, content: PageContent & { slug?: string; pages?: unknown }, slug: string): PageNode {
  const { slug: _kept, pages: _pages, ...fields } = content;
  const now = ctx.clock.iso();
  return { ...fields, id: newId(), slug, createdAt: now, updatedAt: now, pages: [] };
}
