import type { PageNode } from './page.js';
import { walkTree, type WalkedNode } from '../lib/tree-walk.js';
import { invalid } from '../lib/errors.js';
import { SUMMARY_MAX_DEPTH } from './markdown/summary.js';

/**
 * How deep pages nest at most, a top-level page being 1 deep: as deep as a SUMMARY.md can say, so
 * that every space is pulled and pushed whole. GitBook's API sets no limit (its docs advise three
 * levels at most); past this, a tree is no use to a reader, and what shows one whole (a page
 * list's JSON, a sidebar) nests as deep as it does.
 */
export const PAGE_DEPTH_MAX = SUMMARY_MAX_DEPTH;

/** How a refusal names a page: its title (and id, once it has one). */
export const pageNamed = (page: { id?: string; title: string }) => `page "${page.title.slice(0, 80)}"${page.id ? ` (${page.id})` : ''}`;

/** How a refusal names an imported file's page: by its path, its end kept where it is long. */
export const fileNamed = (path: string) => `the page of "${path.length > 120 ? `…${path.slice(-120)}` : path}"`;

/**
 * Refuses a page (`named`) that would be nested `depth` deep, past PAGE_DEPTH_MAX (`below`: whose
 * subpages would be), unless it reached as deep `before`: a store written before the limit may
 * hold deeper pages, and a write that leaves them no deeper (one bringing them up) is taken.
 */
export function requirePageDepth(depth: number, named: () => string, field?: string, { before = 0, below = false } = {}): void {
  if (depth <= PAGE_DEPTH_MAX || depth <= before) return;
  throw invalid(`${named()} would ${below ? 'have subpages' : 'be'} nested ${depth} deep; pages nest at most ${PAGE_DEPTH_MAX} deep: place it higher`, field);
}

/** The deepest page of a tree (the first met at that depth), if it has any page. */
function deepestPage(pages: PageNode[]): WalkedNode<PageNode> | undefined {
  let deepest: WalkedNode<PageNode> | undefined;
  for (const walked of walkTree(pages)) if (!deepest || walked.depth > deepest.depth) deepest = walked;
  return deepest;
}

/** Refuses a tree (a merge's) whose deepest page is nested past PAGE_DEPTH_MAX, unless the tree `before` it was as deep. */
export function requireTreeDepth(pages: PageNode[], before: PageNode[], field?: string): void {
  const deepest = deepestPage(pages);
  if (!deepest || deepest.depth <= PAGE_DEPTH_MAX) return;
  requirePageDepth(deepest.depth, () => pageNamed(deepest.node), field, { before: deepestPage(before)?.depth ?? 0 });
}

/** A page and its path in its revision. */
export interface PathedPage {
  page: PageNode;
  path: string;
}

/** A revision's top-level pages with their paths. */
export const topPages = (pages: PageNode[]): PathedPage[] => pages.map((page) => ({ page, path: page.slug }));

/**
 * A tree of `T` made over pages (each with its path), without recursion: `make` gives a page's
 * node and the list its subpages go into, or undefined to leave the page out with its subpages.
 * A page nested deeper than PAGE_DEPTH_MAX (only a store written before the limit holds one)
 * goes into the list its ancestor at that depth is in, after it in reading order, its path as it
 * is: what shows a tree nests no deeper than the limit, and shows every page.
 */
export function mapPageTree<T>(roots: PathedPage[], make: (page: PageNode, path: string) => { node: T; pages: T[] } | undefined): T[] {
  const top: T[] = [];
  const stack = roots.map(({ page, path }) => ({ page, path, depth: 1, into: top })).reverse();
  for (let at = stack.pop(); at; at = stack.pop()) {
    const made = make(at.page, at.path);
    if (!made) continue;
    at.into.push(made.node);
    const into = at.depth < PAGE_DEPTH_MAX ? made.pages : at.into;
    for (let i = at.page.pages.length - 1; i >= 0; i--) {
      const page = at.page.pages[i]!;
      stack.push({ page, path: at.path ? `${at.path}/${page.slug}` : page.slug, depth: at.depth + 1, into });
    }
  }
  return top;
}
