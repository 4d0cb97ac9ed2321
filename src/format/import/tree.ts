import type { PageContent, ReusableContentNode } from '../page.js';
import type { Variables } from '../../schemas/revision.js';
import { walkTree } from '../../lib/tree-walk.js';
import { invalid } from '../../lib/errors.js';
import { fileNamed, pageNamed, requirePageDepth } from '../page-depth.js';

/** What an import brings: a tree of pages and the files they use. */
export interface ImportedPage extends PageContent {
  /** The slug to keep (a file's name, so relative links between pages still resolve); else one from the title. */
  slug?: string;
  /**
   * Where a link page leads within the import, before its pages have ids: a file of it (the
   * page read from that file) and an anchor of that page. The import gives it its target.
   */
  linksTo?: { file: string; anchor?: string };
  pages: ImportedPage[];
}

/** A file an import brings; its bytes are read when it is stored, one file at a time. */
export interface ImportedFile {
  name: string;
  path: string;
  read(): Promise<Uint8Array>;
}

export interface ImportedTree {
  pages: ImportedPage[];
  files: ImportedFile[];
  /** The space's variables it sets (Git Sync's `.gitbook/vars.yaml`). */
  variables?: Variables;
  /** The reusable contents it brings (Git Sync's `.gitbook/includes/`). */
  reusableContents?: ReusableContentNode[];
  /** Everything the source held that could have been imported. */
  total: number;
  /**
   * What of it became pages and files, where that is not every page and file: a summary's
   * groups, and pages for its links to no file, are the import's own.
   */
  imported?: number;
}

export function countPages(pages: ImportedPage[]): number {
  let count = 0;
  for (const _ of walkTree(pages)) count++;
  return count;
}

/** The most Markdown one imported page may hold: it bounds what reading, searching and rendering one page costs. */
export const PAGE_MAX_BYTES = 1024 * 1024;

/** What a page over PAGE_MAX_BYTES is refused with: `what` holds `size` bytes, and what to do. */
export const pageTooLarge = (what: string, size: number) =>
  `${what} holds ${size} bytes of Markdown; a page holds at most ${PAGE_MAX_BYTES} bytes (1 MiB), split it`;

/** Refuses an import that holds a page larger than PAGE_MAX_BYTES, or nested deeper than PAGE_DEPTH_MAX, naming it. */
export function requireImportedPages(pages: ImportedPage[]): void {
  for (const { node: page, depth } of walkTree(pages)) {
    const size = Buffer.byteLength(page.markdown);
    if (size > PAGE_MAX_BYTES) {
      throw invalid(pageTooLarge(`page "${page.title.slice(0, 80)}"`, size), 'url');
    }
    requirePageDepth(depth, () => (page.file ? fileNamed(page.file) : pageNamed(page)), 'url');
  }
}
