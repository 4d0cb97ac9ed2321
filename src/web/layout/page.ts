import { webPath } from '../../schemas/web-routes.js';
import { Html, html, type HtmlPart } from './html.js';
import { STYLESHEET } from './style.js';

export interface PageParts {
  /** The document's title, after "docsctl sandbox". */
  title: string;
  /** What the header shows on its right: who is signed in, a link to log in. */
  headerEnd?: HtmlPart;
  body: HtmlPart;
  /** Rules of the page's own, after the sandbox's stylesheet. */
  style?: string;
}

/** A whole document in the sandbox's look: its header, then the page's own content. */
export function page({ title, headerEnd, body, style = '' }: PageParts): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · docsctl sandbox</title>
<style>${new Html(STYLESHEET + style)}</style>
</head>
<body>
<header class="header"><div class="header-inner"><a class="brand" href="${webPath.home({})}">docsctl sandbox</a>${headerEnd}</div></header>
<main>
${body}
</main>
</body>
</html>
`;
}
