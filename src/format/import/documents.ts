import { readPageFiles, type FrontMatterReader, type PageFile } from '../git-sync/page-file.js';
import type { ImportedPage } from './tree.js';
import TurndownService from 'turndown';
import { depthOf, parseHtml } from '../markdown/html-blocks.js';
import { invalid } from '../../lib/errors.js';

/** A page an import produces alone: its title, its Markdown body, and what else its source sets. */
export type ImportedDocument = Omit<ImportedPage, 'pages'>;

function titleFromUrl(url: URL): string {
  const name = decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? url.hostname);
  return name.replace(/\.[a-z0-9]+$/i, '') || url.hostname;
}

/**
 * A Markdown file as GitBook reads one: its front matter (read by `readFields`) gives the page's
 * fields, the `# ` heading it opens with its title (else the file's name), the rest its body.
 */
export async function fromMarkdown(markdown: string, url: URL, readFields: FrontMatterReader): Promise<ImportedDocument> {
  const [{ heading, body, fields, frontMatter }] = (await readPageFiles([{ source: markdown, page: () => url.href, field: 'url' }], readFields)) as [PageFile];
  return { title: heading ?? titleFromUrl(url), markdown: body, ...fields, ...(frontMatter === undefined ? {} : { frontMatter }) };
}

const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });

/** HTML nesting deeper than this is refused: converting it to Markdown recurses once a level, and real pages nest a few dozen. */
export const HTML_MAX_DEPTH = 256;

/** The page's `<h1>` (or `<title>`) is the title; the rest of `<body>` becomes Markdown. */
export function fromHtml(html: string, url: URL): ImportedDocument {
  // Unclosed tags are not repaired (which takes time cubic in their number): they hold what follows them.
  const root = parseHtml(html);
  if (depthOf(root) > HTML_MAX_DEPTH)
    throw invalid(`${url.href} nests its HTML more than ${HTML_MAX_DEPTH} levels deep (unclosed tags nest what follows them); close its tags`, 'url');
  const h1 = root.querySelector('h1');
  const title = h1?.text.trim() || root.querySelector('title')?.text.trim() || titleFromUrl(url);
  h1?.remove();
  for (const noise of root.querySelectorAll('script, style, noscript, template')) noise.remove();
  const body = root.querySelector('body') ?? root;
  return { title, markdown: turndown.turndown(body.innerHTML).trim() };
}
