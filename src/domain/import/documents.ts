import { lexer, type Tokens } from 'marked';
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

/** The first heading is the title; the rest is the body. Without a heading, the file name is the title. */
export function fromMarkdown(markdown: string, url: URL): ImportedDocument {
  const tokens = lexer(markdown);
  const heading = tokens.find((t): t is Tokens.Heading => t.type === 'heading');
  if (!heading) return { title: titleFromUrl(url), markdown: markdown.trim() };
  const body = markdown.replace(heading.raw, '').trim();
  return { title: heading.text.trim() || titleFromUrl(url), markdown: body };
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
