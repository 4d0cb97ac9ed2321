import type { Context } from '../../domain/kernel/context.js';
import { baseOf } from '../../domain/change-requests/change-requests.js';
import { writePageFile } from '../../format/git-sync/page-file.js';
import { semanticChanges } from '../../domain/reading/semantic-changes.js';
import { revisionOf, walkPages } from '../../domain/revisions/revisions.js';
import type { ChangeRequestRecord, RevisionRecord } from '../../store/records.js';

/** A page's file on one side of a change: its path and its Markdown as `format=markdown` reads it. */
export interface PageSide {
  path: string;
  markdown: string;
}

/** A page a change request changed, with what it said before (in its base) and after; a side is absent where the page was not. */
export interface ChangedPage {
  id: string;
  title: string;
  /** What happened to it, as the semantic changes name it: created, edited, moved, deleted. */
  kinds: string[];
  before?: PageSide;
  after?: PageSide;
}

/** A revision's pages by ID, for the diff to find each changed page without a walk of the tree per page. */
const pagesById = (revision: RevisionRecord) => new Map([...walkPages(revision.pages)].map((entry) => [entry.page.id, entry]));

/** A page's side of the diff: groups have no file. */
function sideOf(pages: ReturnType<typeof pagesById>, pageId: string): PageSide | undefined {
  const found = pages.get(pageId);
  return found && found.page.type === undefined ? { path: found.path, markdown: writePageFile(found.page) } : undefined;
}

/**
 * The pages a change request changes against its base, in the order its semantic changes list
 * them (the API's `…/changes`), each page once with every kind of change it had.
 */
export function changedPages(ctx: Context, cr: ChangeRequestRecord): ChangedPage[] {
  const [before, after] = [revisionOf(ctx, baseOf(cr)), revisionOf(ctx, cr.revision)];
  const [pagesBefore, pagesAfter] = [pagesById(before), pagesById(after)];
  const pages = new Map<string, ChangedPage>();
  for (const change of semanticChanges(ctx, before, after)) {
    if (!('page' in change)) continue;
    const kind = change.type.replace(/^page_/, '');
    const known = pages.get(change.page.id);
    if (known) {
      known.kinds.push(kind);
      continue;
    }
    const [then, now] = [sideOf(pagesBefore, change.page.id), sideOf(pagesAfter, change.page.id)];
    pages.set(change.page.id, {
      id: change.page.id,
      title: change.page.title,
      kinds: [kind],
      ...(then ? { before: then } : {}),
      ...(now ? { after: now } : {}),
    });
  }
  return [...pages.values()];
}
