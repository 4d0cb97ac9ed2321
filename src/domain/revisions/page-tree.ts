import type { PageNode } from '../../store/records.js';

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

  constructor(pages: PageNode[]) {
    this.roots = this.adopt(pages);
  }

  private adopt(pages: PageNode[], parent?: WorkPage): WorkPage[] {
    return pages.map((page) => {
      const work: WorkPage = { page, original: page, pages: [], ...(parent ? { parent } : {}) };
      this.byId.set(page.id, work);
      work.pages = this.adopt(page.pages, work);
      return work;
    });
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
    this.byId.set(work.page.id, work);
    for (const child of work.pages) this.index(child);
  }

  /** Takes a page out of the tree, its subpages with it; returns every page taken out, the page first. */
  remove(work: WorkPage): WorkPage[] {
    const siblings = this.siblingsOf(work.parent);
    siblings.splice(siblings.indexOf(work), 1);
    const removed: WorkPage[] = [];
    const forget = (page: WorkPage) => {
      removed.push(page);
      this.byId.delete(page.page.id);
      page.pages.forEach(forget);
    };
    forget(work);
    return removed;
  }

  /** The pages as page nodes: the revision's own objects wherever nothing in them changed. */
  build(): PageNode[] {
    return this.roots.map(built);
  }
}

function built(work: WorkPage): PageNode {
  const pages = work.pages.map(built);
  const { original } = work;
  if (original && work.page === original && pages.length === original.pages.length && pages.every((page, i) => page === original.pages[i])) return original;
  return { ...work.page, pages };
}
