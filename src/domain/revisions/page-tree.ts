import type { PageNode } from '../../format/page.js';
import { walkTree } from '../../lib/tree-walk.js';

/** A page of a tree being edited: the page as it is now, the revision's object it started as, its subpages and its parent. */
export interface WorkPage {
  page: PageNode;
  original?: PageNode;
  pages: WorkPage[];
  parent?: WorkPage;
}

/**
 * A revision's page tree, edited in place and built back into page nodes. Revisions are
 * immutable and their objects shared, so the tree is built anew around them: a page whose
 * fields and subpages are unchanged is the revision's own object again, which the store
 * writes as nothing new.
 */
export class PageTree {
  readonly roots: WorkPage[];
  private readonly byId = new Map<string, WorkPage>();

  /** Every walk of the tree goes by a stack of its own, not recursion: a store written before the depth limit may hold a tree thousands deep. */
  constructor(pages: PageNode[]) {
    this.roots = pages.map((page) => this.adopt(page));
    const stack = [...this.roots];
    for (let work = stack.pop(); work; work = stack.pop()) {
      const parent = work;
      parent.pages = parent.page.pages.map((page) => this.adopt(page, parent));
      for (const child of parent.pages) stack.push(child);
    }
  }

  private adopt(page: PageNode, parent?: WorkPage): WorkPage {
    const work: WorkPage = { page, original: page, pages: [], ...(parent ? { parent } : {}) };
    this.byId.set(page.id, work);
    return work;
  }

  find(id: string): WorkPage | undefined {
    return this.byId.get(id);
  }

  /** The list a page stands in: its parent's subpages, or the top level. */
  siblingsOf(parent: WorkPage | undefined): WorkPage[] {
    return parent ? parent.pages : this.roots;
  }

  pathOf(work: WorkPage): string {
    const slugs: string[] = [];
    for (let at: WorkPage | undefined = work; at; at = at.parent) slugs.unshift(at.page.slug);
    return slugs.join('/');
  }

  /** Whether `work` is `ancestor` or under it. */
  isWithin(work: WorkPage, ancestor: WorkPage): boolean {
    for (let at: WorkPage | undefined = work; at; at = at.parent) if (at === ancestor) return true;
    return false;
  }

  /** Puts a page (new, or taken out) under `parent` (the top level when undefined), at `at` or at the end; its subpages come with it. */
  place(work: WorkPage, parent: WorkPage | undefined, at?: number): void {
    const siblings = this.siblingsOf(parent);
    siblings.splice(at ?? siblings.length, 0, work);
    if (parent) work.parent = parent;
    else delete work.parent;
    this.index(work);
  }

  private index(work: WorkPage): void {
    for (const page of subtree(work)) this.byId.set(page.page.id, page);
  }

  /** Takes a page out of the tree, its subpages with it; returns every page taken out, the page first. */
  remove(work: WorkPage): WorkPage[] {
    const siblings = this.siblingsOf(work.parent);
    siblings.splice(siblings.indexOf(work), 1);
    const removed = subtree(work);
    for (const page of removed) this.byId.delete(page.page.id);
    return removed;
  }

  /** How many levels of subpages a page has under it (0 for none). */
  heightOf(work: WorkPage): number {
    let height = 0;
    for (const { depth } of walkTree([work])) height = Math.max(height, depth - 1);
    return height;
  }

  /** How deep a page is: 1 at the top level. */
  depthOf(work: WorkPage): number {
    let depth = 0;
    for (let at: WorkPage | undefined = work; at; at = at.parent) depth++;
    return depth;
  }

  /**
   * The pages as page nodes: the revision's own objects wherever nothing in them changed. Each
   * page is built once its subpages are, going down a list at a time by a stack, not recursion.
   */
  build(): PageNode[] {
    const top: PageNode[] = [];
    const stack: { list: WorkPage[]; next: number; built: PageNode[]; owner?: WorkPage }[] = [{ list: this.roots, next: 0, built: top }];
    for (let frame = stack.at(-1); frame; frame = stack.at(-1)) {
      const work = frame.list[frame.next++];
      if (work === undefined) {
        stack.pop();
        if (frame.owner) stack.at(-1)!.built.push(built(frame.owner, frame.built));
      } else if (work.pages.length === 0) frame.built.push(built(work, []));
      else stack.push({ list: work.pages, next: 0, built: [], owner: work });
    }
    return top;
  }
}

/** A page as a page node, given its subpages built: the revision's own object again where nothing in it changed. */
function built(work: WorkPage, pages: PageNode[]): PageNode {
  const { original } = work;
  if (original && work.page === original && pages.length === original.pages.length && pages.every((page, i) => page === original.pages[i])) return original;
  return { ...work.page, pages };
}

/** A page and every page under it, in reading order (parents before their subpages). */
function subtree(work: WorkPage): WorkPage[] {
  return Array.from(walkTree([work]), ({ node }) => node);
}
