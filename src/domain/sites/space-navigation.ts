import type { FileNode, PageNode, RevisionRecord } from '../../store/records.js';
import { LRUCache } from 'lru-cache';
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
  /** What it was worked out for: the revision, and for one audience of adaptive content, the conditions that held. */
  id: string;
  revision: RevisionRecord;
  toc: NavEntry[];
  /** The pages in reading order, as previous and next follow them: no groups, no hidden pages. */
  order: ReadablePage[];
  /** Every page with a body (hidden ones too: a link may lead there) by its path. */
  byPath: Map<string, ReadablePage>;
  /** Each page's place in `order`. */
  position: Map<string, number>;
  paths: RevisionPaths;
  /** Every distinct condition its pages carry (adaptive content), in the order met. */
  conditions: string[];
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

function navigationOf(revision: RevisionRecord, pages: PageNode[] = revision.pages, id = revision.id): SpaceNavigation {
  const all = [...walkPages(pages)];
  const order = [...readable(pages)];
  return {
    id,
    revision,
    toc: tocOf(pages),
    order,
    byPath: new Map(all.filter(({ page }) => page.type !== 'group').map(({ page, path }) => [path, { page, path }])),
    position: new Map(order.map(({ page }, i) => [page.id, i])),
    paths: revisionPaths(all.map(({ page, path }) => referenceOf(page, path)), revision.files),
    conditions: [...new Set(all.flatMap(({ page }) => (page.condition ? [page.condition] : [])))],
  };
}

/** The pages one audience sees: those whose condition holds, each with the subpages that hold too. */
const shownPages = (pages: PageNode[], holds: ReadonlySet<string>): PageNode[] =>
  pages.filter((page) => !page.condition || holds.has(page.condition)).map((page) => ({ ...page, pages: shownPages(page.pages, holds) }));

/** Each revision's navigation for each audience met: an audience is the set of its pages' conditions that held. */
const adapted = new WeakMap<SpaceNavigation, LRUCache<string, SpaceNavigation>>();

/**
 * A revision's navigation as a visitor sees it (adaptive content): pages whose condition does not
 * hold for them are left out with their subpages, from the sidebar, reading order and paths
 * alike, so opening one is not found. Worked out once per audience, not per request.
 */
export function navigationFor(nav: SpaceNavigation, holds: (condition: string) => boolean): SpaceNavigation {
  if (nav.conditions.length === 0) return nav;
  const held = nav.conditions.filter(holds);
  if (held.length === nav.conditions.length) return nav;
  const key = held.join('\n');
  let audiences = adapted.get(nav);
  if (!audiences) adapted.set(nav, (audiences = new LRUCache({ max: 16 })));
  let made = audiences.get(key);
  if (!made) {
    made = navigationOf(nav.revision, shownPages(nav.revision.pages, new Set(held)), `${nav.id} ${key}`);
    audiences.set(key, made);
  }
  return made;
}

/** Revisions never change, so what was worked out for one holds for good; the last few read are kept. */
const known = new LRUCache<string, SpaceNavigation>({ max: 16 });

/** The navigation of a revision: worked out on its first visit, then kept, so a 1000-page space's page tree is not rebuilt per request. */
export function spaceNavigation(ctx: Pick<Context, 'store'>, revisionId: string): SpaceNavigation {
  let made = known.get(revisionId);
  if (!made) known.set(revisionId, (made = navigationOf(revisionOf(ctx, revisionId))));
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
