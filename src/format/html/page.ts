import { markdownHtml, type IncludedContent, type OutlineEntry } from './markdown-html.js';
import type { OrgSpecLookup, SpecLookup } from './openapi-block.js';
import type { References } from './references.js';
import { sanitizePage } from './sanitize.js';
import type { ScopedVariables } from './expressions.js';

export type { IncludedContent, OutlineEntry } from './markdown-html.js';
export type { OrgSpec, OrgSpecLookup, SpecLookup } from './openapi-block.js';
export { orgSpecSlugs } from './markdown-html.js';
export type { References } from './references.js';

/** A page as HTML, safe to put in a document, and the outline of its headings (their ids are anchors in it). */
export interface RenderedPage {
  html: string;
  outline: OutlineEntry[];
}

/** Where a page's pages and files are, and, when known, the OpenAPI documents its API blocks name (each then shows its operation in full). */
export interface RenderOptions extends References {
  specs?: SpecLookup;
  /** The organization's specs, by slug: its blocks of one (`{% openapi-operation %}`, …) show what they name of it. */
  orgSpecs?: OrgSpecLookup;
  /** The space's and the page's variables: an expression naming one (`<code class="expression">space.vars.name</code>`, `page.vars.name`) shows its value. */
  variables?: ScopedVariables;
  /** The revision's reusable contents: an include of one shows it in place. */
  reusableContents?: readonly IncludedContent[];
}

/**
 * Renders a page's Markdown (its body, as a page's Git Sync file holds it after its front
 * matter and title) as GitBook shows it. Pure: no I/O; the options say where things are.
 */
export function renderPage(markdown: string, options: RenderOptions): RenderedPage {
  const { html, outline, ids } = markdownHtml(markdown, options);
  return { html: sanitizePage(html, options, ids), outline };
}
