import type * as z from 'zod';
import type { PageMetaLinks } from '../schemas/meta-links.js';
import type { ComputedSource, PageLayout, PageLinkTarget, Variables } from '../schemas/revision.js';

/*
 * A page and a file as GitBook's content has them: what a Git Sync file's front matter sets, what
 * an import or a template brings, and a revision's tree of pages. The store keeps revisions of
 * them; the format reads and writes them.
 */

/** The layout choices a page's front matter makes; GitBook's defaults stand for the rest. */
export type PageLayoutChoices = Partial<z.infer<typeof PageLayout>>;

/** A page's fields beside its title and body: what a Git Sync file's front matter sets. */
export interface PageFields {
  description?: string;
  emoji?: string;
  icon?: string;
  /** An image: a path relative to the page's file, or a URL; and its vertical position. */
  cover?: { src: string; y: number };
  layout?: PageLayoutChoices;
  hidden?: boolean;
  noIndex?: boolean;
  noRobotsIndex?: boolean;
  /** Adaptive content: the expression deciding who sees the page (`if:`). */
  condition?: string;
  /** The page's variables (`vars:`), which its expressions name as `page.vars.<name>`. */
  variables?: Variables;
  /** The page's canonical version and its alternates (front matter's `metaLinks:`). */
  metaLinks?: PageMetaLinks;
}

/** What a page holds beside its identity, dates and subpages: what an import or a template brings. */
export interface PageContent extends PageFields {
  title: string;
  /** The title the table of contents shows instead (GitBook's `linkTitle`, a SUMMARY.md link's title): at most LINK_TITLE_MAX_LENGTH characters. */
  linkTitle?: string;
  /**
   * A group of pages (a SUMMARY.md heading), a link page (a SUMMARY.md link to a URL, an anchor or
   * a page listed already: `target`) or a computed page (a SUMMARY.md yaml block: `computed`);
   * none has a body of its own. A document page has no type.
   */
  type?: 'group' | 'link' | 'computed';
  /** Where a link page leads. */
  target?: PageLinkTarget;
  /** What a computed page is computed from. */
  computed?: ComputedSource;
  /** The body: the Markdown after the front matter and the title heading. */
  markdown: string;
  /** The front matter as written (YAML between its `---` lines), so a page reads back as its file. */
  frontMatter?: string;
  /** The file it came from in a Git Sync layout, relative to the content's root. */
  file?: string;
  /** Paths that lead here: a Git Sync `.gitbook.yaml`'s redirects, kept with the page they name wherever it moves. */
  redirects?: string[];
}

export interface PageNode extends PageContent {
  id: string;
  slug: string;
  createdAt: string;
  updatedAt: string;
  pages: PageNode[];
}

/** A file of a revision; its bytes are the blob named by `blob` (their SHA-256). */
export interface FileNode {
  id: string;
  name: string;
  /** Where it was in the imported folder, for resolving links to it. */
  path: string;
  contentType: string;
  size: number;
  blob: string;
  dimensions?: { width: number; height: number };
}

/**
 * A reusable content of a revision: a snippet pages show where they include it. Git Sync keeps
 * it as `.gitbook/includes/<name>`, its front matter giving its title.
 */
export interface ReusableContentNode {
  id: string;
  /** Its file's name under `.gitbook/includes/`, which pages' `{% include %}` name. */
  name: string;
  title: string;
  /** The front matter as written, so the file reads back as itself. */
  frontMatter?: string;
  markdown: string;
}
