import type { FileNode, PageNode, RevisionRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { referenceOf, resolveLink, revisionPaths, type RevisionPaths } from '../revisions/link-analysis.js';
import { folderOf, namedPath } from '../revisions/link-paths.js';
import { revisionOf, walkPages } from '../revisions/revisions.js';

/** An entry of a published space's table of contents: a page, or a group (a heading over its pages). Hidden pages are not entries. */
export interface NavEntry {
  id: string;
  title: string;
  path: string;
  group: boolean;
  pages: NavEntry[];
}

/** A page a visitor can open, with its path in the space. */
export interface ReadablePage {
  page: PageNode;
  path: string;
}

/** What serving a published space's pages needs of one revision, worked out once for it. */
export interface SpaceNavigation {
  revision: RevisionRecord;
  toc: NavEntry[];
  /** The pages in reading order, as previous and next follow them: no groups, no hidden pages. */
  order: ReadablePage[];
  /** Every page with a body (hidden ones too: a link may lead there) by its path. */
  byPath: Map<string, ReadablePage>;
  /** Each page's place in `order`. */
  position: Map<string, number>;
  paths: RevisionPaths;
}

const tocOf = (pages: PageNode[], parentPath = ''): NavEntry[] =>
  pages
    .filter((page) => !page.hidden)
    .map((page) => {
      const path = parentPath ? `${parentPath}/${page.slug}` : page.slug;
      return { id: page.id, title: page.title, path, group: page.type === 'group', pages: tocOf(page.pages, path) };
    });

function* readable(pages: PageNode[], parentPath = ''): Generator<ReadablePage> {
  for (const page of pages) {
    if (page.hidden) continue;
    const path = parentPath ? `${parentPath}/${page.slug}` : page.slug;
    if (page.type !== 'group') yield { page, path };
    yield* readable(page.pages, path);
  }
}

function navigationOf(revision: RevisionRecord): SpaceNavigation {
  const all = [...walkPages(revision.pages)];
  const order = [...readable(revision.pages)];
  return {
    revision,
    toc: tocOf(revision.pages),
    order,
    byPath: new Map(all.filter(({ page }) => page.type !== 'group').map(({ page, path }) => [path, { page, path }])),
    position: new Map(order.map(({ page }, i) => [page.id, i])),
    paths: revisionPaths(all.map(({ page, path }) => referenceOf(page, path)), revision.files),
  };
}

/** Revisions never change, so what was worked out for one holds for good; the last few read are kept. */
const KEPT = 16;
const known = new Map<string, SpaceNavigation>();

/** The navigation of a revision: worked out on its first visit, then kept, so a 1000-page space's page tree is not rebuilt per request. */
export function spaceNavigation(ctx: Pick<Context, 'store'>, revisionId: string): SpaceNavigation {
  const kept = known.get(revisionId);
  if (kept) {
    known.delete(revisionId);
    known.set(revisionId, kept);
    return kept;
  }
  const made = navigationOf(revisionOf(ctx, revisionId));
  known.set(revisionId, made);
  if (known.size > KEPT) known.delete(known.keys().next().value!);
  return made;
}

/** Where a page's link or source leads in its revision: a page (with its anchor), a file, or nowhere the revision knows. */
export type SpaceTarget = { page: string; anchor: string } | { file: FileNode } | undefined;

/** What a reference written on a page names, from the page's own folder, as the links endpoints find it. */
export function targetOf(nav: SpaceNavigation, from: ReadablePage, ref: string): SpaceTarget {
  const link = namedPath(ref, folderOf(from.page, from.path));
  if (!link || 'absolute' in link) return undefined;
  const target = resolveLink(link, nav.paths);
  if ('file' in target) return { file: target.file };
  const hash = ref.indexOf('#');
  return 'page' in target ? { page: target.page.path, anchor: hash >= 0 ? ref.slice(hash) : '' } : undefined;
}
