import type { PageNode } from '../../store/records.js';
import { invalid } from '../kernel/errors.js';
import { SUMMARY_MAX_DEPTH } from './markdown/summary.js';
import { walkPages, type WalkedPage } from './revisions.js';

/**
 * How deep pages nest at most, a top-level page being 1 deep: as deep as a SUMMARY.md can say, so
 * that every space is pulled and pushed whole. GitBook's API sets no limit (its docs advise three
 * levels at most); past this, a tree is no use to a reader, and what shows one whole (a page
 * list's JSON, a sidebar) nests as deep as it does.
 */
export const PAGE_DEPTH_MAX = SUMMARY_MAX_DEPTH;

/** The deepest page of a tree (the first met at that depth), if it has any page. */
export function deepestPage(pages: PageNode[]): WalkedPage | undefined {
  let deepest: WalkedPage | undefined;
  for (const walked of walkPages(pages)) if (!deepest || walked.depth > deepest.depth) deepest = walked;
  return deepest;
}

/** How a refusal names a page: its title (and id, once it has one). */
export const pageNamed = (page: { id?: string; title: string }) => `page "${page.title.slice(0, 80)}"${page.id ? ` (${page.id})` : ''}`;

/** How a refusal names an imported file's page: by its path, its end kept where it is long. */
export const fileNamed = (path: string) => `the page of "${path.length > 120 ? `…${path.slice(-120)}` : path}"`;

/** The refusal of a page (`named`) that would be nested deeper than the limit (`below`: whose subpages would). */
export const tooDeep = (named: string, depth: number, field?: string, below = false) =>
  invalid(`${named} would ${below ? 'have subpages' : 'be'} nested ${depth} deep; pages nest at most ${PAGE_DEPTH_MAX} deep: place it higher`, field);

/**
 * Refuses a tree with a page nested deeper than PAGE_DEPTH_MAX, unless it is no deeper than
 * `before` was: a store written before the limit may hold such a tree, and a write that leaves
 * it no deeper (one bringing its pages up) is taken.
 */
export function requireDepth(pages: PageNode[], before: PageNode[], field?: string): void {
  const deepest = deepestPage(pages);
  if (!deepest || deepest.depth <= PAGE_DEPTH_MAX) return;
  if (deepest.depth > (deepestPage(before)?.depth ?? 0)) throw tooDeep(pageNamed(deepest.page), deepest.depth, field);
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
