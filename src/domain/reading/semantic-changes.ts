import type { RevisionSemanticChange, RevisionSemanticChanges } from '../../schemas/content-changes.js';
import { isDeepStrictEqual } from 'node:util';
import type { RevisionRecord } from '../../store/records.js';
import type { FileNode, PageNode, ReusableContentNode } from '../../format/page.js';
import type { Context } from '../kernel/context.js';
import { baseOf, presentChangeRequest, requireChangeRequest } from '../change-requests/change-requests.js';
import { gitBlobOid, writePageFile } from '../../format/git-sync/page-file.js';
import { requireRevisionOfSpace } from '../change-requests/history.js';
import { presentFile } from '../revisions/present.js';
import { presentReusableContent } from './reusable-contents.js';
import { revisionOf, walkPages } from '../revisions/revisions.js';

/** GitBook's default number of changes in an answer. */
const DEFAULT_LIMIT = 10;

interface Placed {
  page: PageNode;
  path: string;
  parent?: string;
}

const placedPages = (revision: RevisionRecord) => new Map([...walkPages(revision.pages)].map((entry) => [entry.page.id, entry as Placed]));

// A link or a computed page has no path of its own (nor a file): it is named by its kind and title.
const named = ({ page, path }: Placed) => ({
  id: page.id,
  type: page.type ?? ('document' as const),
  title: page.title,
  ...(page.type === 'link' || page.type === 'computed' ? {} : { path }),
});

/** A value's two sides, or undefined when it did not change; an unset side is left out. */
function changed<T>(before: T | undefined, after: T | undefined, same: (a: T, b: T) => boolean = Object.is): { before?: T; after?: T } | undefined {
  if (before === undefined ? after === undefined : after !== undefined && same(before, after)) return undefined;
  return { ...(before === undefined ? {} : { before }), ...(after === undefined ? {} : { after }) };
}

/** A document page's Git Sync file; groups, links and computed pages have none. */
const fileOf = (page: PageNode) => (page.type === undefined ? writePageFile(page) : undefined);

/** What changed of a page that is in both revisions; groups have no document or description. */
function pageAttributes(before: PageNode, after: PageNode) {
  // Compared as their files (front matter, title and body, what `format=markdown` reads back), named by their git blob ids.
  const [then, now] = [fileOf(before), fileOf(after)];
  const attributes = {
    title: changed(before.title, after.title),
    description: changed(before.description, after.description),
    slug: changed(before.slug, after.slug),
    emoji: changed(before.emoji, after.emoji),
    variables: changed(before.variables, after.variables, isDeepStrictEqual),
    document: then === now ? undefined : changed(then && gitBlobOid(then), now && gitBlobOid(now)),
  };
  return Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined));
}

const sameDimensions = (a: { width: number; height: number }, b: { width: number; height: number }) => a.width === b.width && a.height === b.height;

/**
 * What turned `before` into `after`, as GitBook lists it: pages created, edited and moved in the
 * order `after` reads, then pages deleted in the order `before` read, then files, then variables, then reusable contents.
 * Worked out from the two revisions each time: nothing of it is stored.
 */
export function semanticChanges(ctx: Pick<Context, 'baseUrl'>, before: RevisionRecord, after: RevisionRecord): RevisionSemanticChange[] {
  const [then, now] = [placedPages(before), placedPages(after)];
  const changes: RevisionSemanticChange[] = [];
  for (const placed of now.values()) {
    const old = then.get(placed.page.id);
    if (!old) {
      changes.push({ type: 'page_created', page: named(placed) });
      continue;
    }
    const attributes = pageAttributes(old.page, placed.page);
    if (Object.keys(attributes).length > 0) changes.push({ type: 'page_edited', page: named(placed), attributes });
    if (old.parent !== placed.parent) {
      // A side without a parent is the top level.
      const parent = { ...(old.parent ? { before: named(then.get(old.parent)!) } : {}), ...(placed.parent ? { after: named(now.get(placed.parent)!) } : {}) };
      changes.push({ type: 'page_moved', page: named(placed), parent });
    }
  }
  for (const placed of then.values()) if (!now.has(placed.page.id)) changes.push({ type: 'page_deleted', page: named(placed) });

  const shown = (file: FileNode, revision: RevisionRecord) => {
    const { id, name, contentType, downloadURL } = presentFile(ctx, file, revision.id);
    return { id, name, contentType, downloadURL };
  };
  const oldFiles = new Map(before.files.map((file) => [file.id, file]));
  const newFiles = new Set(after.files.map((file) => file.id));
  for (const file of after.files) {
    const old = oldFiles.get(file.id);
    if (!old) {
      changes.push({ type: 'file_created', file: shown(file, after) });
      continue;
    }
    const attributes = Object.fromEntries(
      Object.entries({
        name: changed(old.name, file.name),
        // A file's address names its revision: it changes with the file's bytes, not with every revision.
        downloadURL: old.blob === file.blob ? undefined : { before: shown(old, before).downloadURL, after: shown(file, after).downloadURL },
        size: changed(old.size, file.size),
        contentType: changed(old.contentType, file.contentType),
        dimensions: changed(old.dimensions, file.dimensions, sameDimensions),
      }).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(attributes).length > 0) changes.push({ type: 'file_edited', file: shown(file, after), attributes });
  }
  for (const file of before.files) if (!newFiles.has(file.id)) changes.push({ type: 'file_deleted', file: shown(file, before) });

  const names = new Set([...Object.keys(before.variables), ...Object.keys(after.variables)]);
  const variables = Object.fromEntries(
    [...names].flatMap((name) => {
      const change = changed(before.variables[name], after.variables[name]);
      return change ? [[name, change] as const] : [];
    }),
  );
  if (Object.keys(variables).length > 0) changes.push({ type: 'variables_edited', variables });

  // A change names a reusable content by its id, title and document (ChangedRevisionReusableContent), not its file.
  const shownContent = (content: ReusableContentNode) => {
    const { id, title, document } = presentReusableContent(content);
    return { id, title, document };
  };
  const oldContents = new Map(before.reusableContents.map((c) => [c.id, shownContent(c)]));
  const newContents = new Set(after.reusableContents.map((c) => c.id));
  for (const content of after.reusableContents.map(shownContent)) {
    const old = oldContents.get(content.id);
    if (!old) changes.push({ type: 'reusable_content_created', reusableContent: content });
    else {
      const attributes = Object.fromEntries(
        Object.entries({ title: changed(old.title, content.title), document: changed(old.document, content.document) }).filter(
          ([, value]) => value !== undefined,
        ),
      );
      if (Object.keys(attributes).length > 0) changes.push({ type: 'reusable_content_edited', reusableContent: content, attributes });
    }
  }
  for (const [id, content] of oldContents) if (!newContents.has(id)) changes.push({ type: 'reusable_content_deleted', reusableContent: content });
  return changes;
}

/** The first `limit` changes, and how many more there are. */
function limited(changes: RevisionSemanticChange[], limit = DEFAULT_LIMIT): RevisionSemanticChanges {
  return { changes: changes.slice(0, limit), ...(changes.length > limit ? { more: changes.length - limit } : {}) };
}

/** What a change request changes: its content against the space's content it last took in (its base). */
export function changeRequestChanges(ctx: Context, spaceId: string, ref: string, query: { limit?: number }): RevisionSemanticChanges {
  const { cr } = requireChangeRequest(ctx, spaceId, ref, 'read');
  return limited(semanticChanges(ctx, revisionOf(ctx, baseOf(cr)), revisionOf(ctx, cr.revision)), query.limit);
}

/** What a revision of a space changed against its first parent; a merge names the change request it came from. */
export function revisionChanges(ctx: Context, spaceId: string, revisionId: string, query: { limit?: number }): RevisionSemanticChanges {
  const { space, revision } = requireRevisionOfSpace(ctx, spaceId, revisionId, 'read');
  const parent = revision.parents[0];
  const before = parent === undefined ? { ...revision, pages: [], files: [], variables: {}, reusableContents: [] } : revisionOf(ctx, parent);
  const mergedFrom = revision.mergedFrom ? ctx.store.get('changeRequests', revision.mergedFrom) : undefined;
  return {
    ...(mergedFrom ? { mergedFrom: presentChangeRequest(ctx, mergedFrom, space) } : {}),
    ...limited(semanticChanges(ctx, before, revision), query.limit),
  };
}
