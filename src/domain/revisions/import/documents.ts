import type { Heading } from '../markdown/analysis.js';
import { headingsOf } from '../markdown/off-thread.js';
import { runInSlices, type Steps } from '../time-slices.js';
import { requirePageSizes, type ImportedPage } from './tree.js';
import { parse } from 'node-html-parser';
import TurndownService from 'turndown';

/** A page an import produces: its title and its Markdown body. */
export interface ImportedDocument {
  title: string;
  markdown: string;
}

function titleFromUrl(url: URL): string {
  const name = decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? url.hostname);
  return name.replace(/\.[a-z0-9]+$/i, '') || url.hostname;
}

/** Where a line starts in a text as written, whatever its line endings. */
function lineStart(text: string, line: number): number {
  const endings = /\r\n?|\n/g;
  let offset = 0;
  for (let i = 0; i < line; i++) {
    const ending = endings.exec(text);
    if (!ending) return text.length;
    offset = ending.index + ending[0].length;
  }
  return offset;
}

/** A page's first heading becomes its title and leaves its body, the rest as written; a page without one keeps the title it has. */
function titledByHeading(page: ImportedPage, heading: Heading | undefined): ImportedPage {
  if (!heading) return { ...page, markdown: page.markdown.trim() };
  const [from, to] = heading.lines;
  const markdown = page.markdown.slice(0, lineStart(page.markdown, from)) + page.markdown.slice(lineStart(page.markdown, to));
  return { ...page, title: heading.text || page.title, markdown: markdown.trim() };
}

/** Titles every page of a tree of Markdown pages by its first heading, finding them off the event loop. */
export async function titleByHeadings(pages: ImportedPage[]): Promise<ImportedPage[]> {
  requirePageSizes(pages);
  const all: ImportedPage[] = [];
  const collect = (list: ImportedPage[]) => {
    for (const page of list) {
      all.push(page);
      collect(page.pages);
    }
  };
  collect(pages);
  const headings = await headingsOf(all.map((page) => page.markdown));
  let at = 0;
  // Cutting the headings out is on the event loop: a page a step, for imports of thousands.
  function* retitle(list: ImportedPage[]): Steps<ImportedPage[]> {
    const titled: ImportedPage[] = [];
    for (const page of list) {
      titled.push({ ...titledByHeading(page, headings[at++]), pages: yield* retitle(page.pages) });
      yield;
    }
    return titled;
  }
  return runInSlices(retitle(pages));
}

/** The first heading is the title; the rest is the body. Without a heading, the file name is the title. */
export async function fromMarkdown(markdown: string, url: URL): Promise<ImportedDocument> {
  const [page] = await titleByHeadings([{ title: titleFromUrl(url), markdown, pages: [] }]);
  return page!;
}

const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });

/** The page's `<h1>` (or `<title>`) is the title; the rest of `<body>` becomes Markdown. */
export function fromHtml(html: string, url: URL): ImportedDocument {
  const root = parse(html);
  const h1 = root.querySelector('h1');
  const title = h1?.text.trim() || root.querySelector('title')?.text.trim() || titleFromUrl(url);
  h1?.remove();
  for (const noise of root.querySelectorAll('script, style, noscript, template')) noise.remove();
  const body = root.querySelector('body') ?? root;
  return { title, markdown: turndown.turndown(body.innerHTML).trim() };
}
