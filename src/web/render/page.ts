import { markdownHtml, type OutlineEntry } from './markdown-html.js';
import type { References } from './references.js';
import { sanitizePage } from './sanitize.js';

export type { OutlineEntry } from './markdown-html.js';
export type { References } from './references.js';

/** A page as HTML, safe to put in a document, and the outline of its headings (their ids are anchors in it). */
export interface RenderedPage {
  html: string;
  outline: OutlineEntry[];
}

/**
 * Renders a page's Markdown (its body, as a page's Git Sync file holds it after its front
 * matter and title) as GitBook shows it. Pure: no I/O; `refs` says where its pages and files are.
 */
export function renderPage(markdown: string, refs: References): RenderedPage {
  const { html, outline } = markdownHtml(markdown);
  return { html: sanitizePage(html, refs), outline };
}
