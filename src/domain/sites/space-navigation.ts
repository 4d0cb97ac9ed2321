import type { RevisionRecord, SpaceRecord } from '../../store/records.js';
import type { FileNode, PageNode } from '../../format/page.js';
import type { ComputedSource } from '../../schemas/revision.js';
import type { Context } from '../kernel/context.js';
import { referenceOf, resolveLink, revisionPaths, type RevisionPaths } from '../links/link-analysis.js';
import { folderOf, namedPath } from '../../format/link-paths.js';
import { mapPageTree, topPages } from '../../format/page-depth.js';
import { revisionOf, walkPages, type WalkedPage } from '../revisions/revisions.js';
import { publishedViewsOf, type ViewFor, type ViewKind } from './published-views.js';
import { computedFrom, computedPageNodes } from '../computed/computed-content.js';
import { DomainError } from '../../lib/errors.js';

/** An entry of a published space's table of contents: a page, or a group (a heading over its pages). Hidden pages are not entries. */
export interface NavEntry {
  id: string;
  /** The title the table of contents shows: the page's ToC title (`linkTitle`) where it has one, as GitBook's sidebar does. */
  title: string;
  path: string;
  group: boolean;
  /** A link page's: the URL it opens (outside the space), or the anchor of the page at `path` it opens. */
  url?: string;
  anchor?: string;
  pages: NavEntry[];
}

/** A page a visitor can open, with its path in the space. */
export interface ReadablePage {
  page: PageNode;
  path: string;
}

/** What serving a published space's pages needs of one revision, worked out once for it. */
export interface SpaceNavigation {
  /** What it was worked out for: the revision, what its computed pages were computed from, and for one audience of adaptive content, the conditions that held. */
  madeFor: ViewFor;
  revision: RevisionRecord;
  /** The revision's pages as a visitor reads them: each computed page replaced by the pages it computes. */
  pages: PageNode[];
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
  /** What its computed pages left (ones not computed) are computed from, in reading order. */
  computedSources: ComputedSource[];
}

/**
 * The table of contents: hidden pages left out with their subpages, nested no deeper than
 * PAGE_DEPTH_MAX (see mapPageTree). A link page is an entry opening its target (a URL, or a page
 * by its path and anchor), left out where its page is gone; a computed page left (one the sandbox
 * could not compute: see publishedNavigation) is left out rather than shown as an empty page.
 */
function tocOf(pages: PageNode[], all: WalkedPage[]): NavEntry[] {
  const pathOf = new Map(all.map(({ page, path }) => [page.id, path]));
  return mapPageTree(topPages(pages), (page, path) => {
    if (page.hidden || page.type === 'computed') return undefined;
    const entry: NavEntry = { id: page.id, title: page.linkTitle ?? page.title, path, group: page.type === 'group', pages: [] };
    const { target } = page;
    if (page.type === 'link') {
      if (target?.kind === 'url') {
        // A site opens only what a reader can follow safely: never a `javascript:` or `data:` URL.
        if (!/^(https?:|mailto:|\/\/)/i.test(target.url)) return undefined;
        entry.url = target.url;
      } else {
        const to = target?.page === undefined ? undefined : pathOf.get(target.page);
        if (to === undefined) return undefined;
        entry.path = to;
        if (target?.kind === 'anchor') entry.anchor = target.anchor;
      }
    }
    return { node: entry, pages: entry.pages };
  });
}

/** The pages a reader goes through, in order: no group, and no hidden page nor any page under one. */
function readable(all: WalkedPage[]): ReadablePage[] {
  const hidden = new Set<string>();
  const order: ReadablePage[] = [];
  for (const { page, path, parent } of all) {
    if (page.hidden || (parent !== undefined && hidden.has(parent))) hidden.add(page.id);
    // Groups, links and computed pages have no body to read.
    else if (page.type === undefined) order.push({ page, path });
  }
  return order;
}

function navigationOf(revision: RevisionRecord, madeFor: ViewFor, pages: PageNode[] = revision.pages): SpaceNavigation {
  const all = [...walkPages(pages)];
  const order = readable(all);
  return {
    madeFor,
    revision,
    pages,
    toc: tocOf(pages, all),
    order,
    byPath: new Map(all.filter(({ page }) => page.type === undefined).map(({ page, path }) => [path, { page, path }])),
    position: new Map(order.map(({ page }, i) => [page.id, i])),
    paths: revisionPaths(
      all.map(({ page, path }) => referenceOf(page, path)),
      revision.files,
    ),
    conditions: [...new Set(all.flatMap(({ page }) => (page.condition ? [page.condition] : [])))],
    computedSources: all.flatMap(({ page }) => (page.type === 'computed' && page.computed ? [page.computed] : [])),
  };
}

/** The pages one audience sees: those whose condition holds, each with the subpages that hold too (a list at a time, not by recursion). */
function shownPages(pages: PageNode[], holds: ReadonlySet<string>): PageNode[] {
  const shown: PageNode[] = [];
  const lists = [{ from: pages, into: shown }];
  for (let list = lists.pop(); list; list = lists.pop()) {
    for (const page of list.from) {
      if (page.condition && !holds.has(page.condition)) continue;
      const copy = { ...page, pages: [] };
      list.into.push(copy);
      lists.push({ from: page.pages, into: copy.pages });
    }
  }
  return shown;
}

/**
 * A revision's navigation, for one audience or all: a published view, kept with the others. About the
 * memory one takes: its entries for each page (the table of contents, reading order, paths, links' names),
 * and where it computed pages, their bodies, which it alone holds (counted for every page: the
 * revision's own are told from them by nothing cheaper).
 */
const NAVIGATION: ViewKind<SpaceNavigation> = {
  name: 'navigation',
  bytes: (nav) =>
    1024 + [...nav.byPath.values()].reduce((sum, { page, path }) => sum + 640 + 4 * path.length + (nav.madeFor.computed ? 2 * page.markdown.length : 0), 0),
};

/**
 * A revision's navigation as a visitor sees it (adaptive content): pages whose condition does not
 * hold for them are left out with their subpages, from the sidebar, reading order and paths
 * alike, so opening one is not found. Worked out once per audience, not per request.
 */
export function navigationFor(ctx: Pick<Context, 'caches'>, nav: SpaceNavigation, holds: (condition: string) => boolean): SpaceNavigation {
  if (nav.conditions.length === 0) return nav;
  const held = nav.conditions.filter(holds);
  if (held.length === nav.conditions.length) return nav;
  const madeFor = { ...nav.madeFor, held };
  return publishedViewsOf(ctx).once(NAVIGATION, madeFor, [], () => navigationOf(nav.revision, madeFor, shownPages(nav.pages, new Set(held))));
}

/** The navigation of a revision: worked out on its first visit, then kept (a revision never changes), so a 1000-page space's page tree is not rebuilt per request. */
export function spaceNavigation(ctx: Pick<Context, 'store' | 'caches'>, revisionId: string): SpaceNavigation {
  return publishedViewsOf(ctx).once(NAVIGATION, { revision: revisionId }, [], () => navigationOf(revisionOf(ctx, revisionId), { revision: revisionId }));
}

/** What computing a page's pages reads: the store, specs' documents, and the caches. */
type ComputedReader = Pick<Context, 'store' | 'specs' | 'caches'>;

type ComputedNode = PageNode & { computed: NonNullable<PageNode['computed']> };

/** `pages` with each computed page, at any depth, replaced by the pages it computes; one that cannot be computed is kept, and left out of what a visitor sees. */
async function withComputedPages(ctx: ComputedReader, space: SpaceRecord, pages: PageNode[]): Promise<PageNode[]> {
  const shown: PageNode[] = [];
  for (const page of pages) {
    if (page.type === 'computed' && page.computed) shown.push(...(await computedInPlace(ctx, space, page as ComputedNode)));
    else shown.push(page.pages.length ? { ...page, pages: await withComputedPages(ctx, space, page.pages) } : page);
  }
  return shown;
}

async function computedInPlace(ctx: ComputedReader, space: SpaceRecord, page: ComputedNode): Promise<PageNode[]> {
  try {
    // Its pages are shown to whom it is, and hidden where it is.
    const shownAs = { ...(page.hidden ? { hidden: true } : {}), ...(page.condition ? { condition: page.condition } : {}) };
    return (await computedPageNodes(ctx, space, page)).map((computed) => ({ ...computed, ...shownAs }));
  } catch (error) {
    if (error instanceof DomainError) return [page];
    throw error;
  }
}

/**
 * The navigation of a space's revision as its published site shows it: its computed pages (an
 * OpenAPI reference) as the pages they compute, in their place, each read at its path like the
 * others. Kept per revision and per what its computed pages were computed from, so a spec processed
 * again shows on the next visit; a revision with none is the revision's navigation.
 */
export async function publishedNavigation(ctx: ComputedReader, space: SpaceRecord, revisionId: string): Promise<SpaceNavigation> {
  // The revision as it is, kept: most have no computed page, and those that do are not walked per visit to find them.
  const stored = spaceNavigation(ctx, revisionId);
  if (stored.computedSources.length === 0) return stored;
  const madeFor: ViewFor = { revision: revisionId, computed: stored.computedSources.map((source) => computedFrom(ctx, space, source)) };
  const views = publishedViewsOf(ctx);
  return (
    views.kept(NAVIGATION, madeFor, []) ??
    views.keep(NAVIGATION, madeFor, [], navigationOf(stored.revision, madeFor, await withComputedPages(ctx, space, stored.revision.pages)))
  );
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
