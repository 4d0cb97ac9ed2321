import { Html, html, type HtmlPart } from '../layout/html.js';
import type { OutlineEntry } from '../../format/html/page.js';
import { PAGE_CSS } from '../render/stylesheet.js';
import { fontCss, type SiteLook } from './site-look.js';
import { SITE_CSS } from './site-style.js';

/** A link the frame shows: a section tab, a variant, a neighbouring page. */
export interface SiteLink {
  title: string;
  url: string;
  current?: boolean;
  /** A link out of the site (an external link among its sections) the site's settings open in a new tab. */
  newTab?: boolean;
}

/** What every page of a published site shows around its content, worked out by its route. */
export interface SiteFrame {
  site: SiteLink;
  look: SiteLook;
  tabs: SiteLink[];
  variants: SiteLink[];
  /** The sidebar's list of pages, the current one marked. */
  toc: Html;
  /** Where the search form sends its query (`q`): the space read. */
  searchUrl: string;
  /** Whether search engines are asked to leave the page out: an unlisted or shared site's, or a page that says so. */
  noIndex: boolean;
  /** The ad zone of a site whose ads are live: GitBook shows an ad below a page's outline. */
  adZone?: string;
}

/** A page of the space read. */
export interface SitePageView {
  title: string;
  description?: string;
  body: { html: string; outline: OutlineEntry[] };
  previous?: SiteLink;
  next?: SiteLink;
}

/** A page that matched a search, with the sections of it that did. */
export interface SearchResult {
  title: string;
  url: string;
  sections: { title: string; url: string; body: string }[];
}

const current = (yes: boolean | undefined) => (yes ? new Html(' aria-current="page"') : '');

function variantPicker(variants: SiteLink[]): HtmlPart {
  if (variants.length < 2) return '';
  const chosen = variants.find((v) => v.current) ?? variants[0]!;
  return html`<details class="variants"><summary>${chosen.title}</summary><ul>${variants.map((v) => html`<li><a href="${v.url}"${current(v.current)}>${v.title}</a></li>`)}</ul></details>`;
}

/** Where GitBook's ad network would fill the slot: the sandbox shows no ad, only where one would stand. */
const adSlot = (zone: string | undefined): HtmlPart =>
  zone === undefined
    ? ''
    : html`<div class="ad-slot" data-zone="${zone}" role="complementary" aria-label="Advertisement">Ad slot (sandbox placeholder) — zone ${zone}</div>`;

const outlineOf = (outline: OutlineEntry[], adZone?: string): HtmlPart => {
  const shown = outline.filter((entry) => entry.level === 2 || entry.level === 3);
  return shown.length
    ? html`<aside class="outline" aria-label="On this page"><h2>On this page</h2><ul>${shown.map((e) => html`<li class="level-${e.level}"><a href="#${e.id}">${e.text}</a></li>`)}</ul>${adSlot(adZone)}</aside>`
    : html`<aside class="outline">${adSlot(adZone)}</aside>`;
};

/** A whole document for a visitor: the site's own look, not the sandbox's. */
function siteDocument(title: string, body: HtmlPart, noIndex = true, look?: SiteLook): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${noIndex ? html`<meta name="robots" content="noindex">` : ''}
<title>${title}</title>
${look?.favicon ? html`<link rel="icon" href="${look.favicon}">` : ''}
<style>${new Html(SITE_CSS)}${new Html(PAGE_CSS)}${look ? html`:root { --primary: ${look.primary}; --radius: ${look.radius}; } .markdown { --link: ${look.primary}; }` : ''}${look?.font ? fontCss(look.font) : ''}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

const header = (site: SiteLink, tabs: SiteLink[], search?: { url: string; query: string }, logo?: string) =>
  html`<header class="site-header"><div class="site-header-inner"><div class="site-top"><a class="site-title" href="${site.url}">${logo ? html`<img class="site-logo" src="${logo}" alt="${site.title}">` : site.title}</a>${
    search
      ? html`<form class="search" role="search" action="${search.url}" method="get"><input type="search" name="q" value="${search.query}" placeholder="Search…" aria-label="Search"></form>`
      : ''
  }</div>${
    tabs.length
      ? html`<nav aria-label="Sections"><ul class="tabs">${tabs.map((t) => html`<li><a href="${t.url}"${current(t.current)}${t.newTab ? new Html(' target="_blank" rel="noopener"') : ''}>${t.title}</a></li>`)}</ul></nav>`
      : ''
  }</div></header>`;

function framed(frame: SiteFrame, title: string, query: string, main: HtmlPart, aside: HtmlPart): Html {
  return siteDocument(
    `${title} | ${frame.site.title}`,
    html`${header(frame.site, frame.tabs, { url: frame.searchUrl, query }, frame.look.logo)}
<div class="site-body">
<aside class="sidebar"><details class="menu"><summary>Menu</summary><nav aria-label="Pages">${variantPicker(frame.variants)}<div class="toc">${frame.toc}</div></nav></details></aside>
<main class="content">
${main}
</main>
${aside}
</div>`,
    frame.noIndex,
    frame.look,
  );
}

/** A page of a published site: its header and tabs, the table of contents, the page, previous and next, the outline. */
export function sitePage(frame: SiteFrame, view: SitePageView): Html {
  const pager =
    view.previous || view.next
      ? html`<nav class="pager" aria-label="Previous and next pages">${view.previous ? html`<a class="previous" rel="prev" href="${view.previous.url}"><small>Previous</small>${view.previous.title}</a>` : ''}${
          view.next ? html`<a class="next" rel="next" href="${view.next.url}"><small>Next</small>${view.next.title}</a>` : ''
        }</nav>`
      : '';
  return framed(
    frame,
    view.title,
    '',
    html`<h1>${view.title}</h1>
${view.description ? html`<p class="description">${view.description}</p>` : ''}
<div class="markdown">${new Html(view.body.html)}</div>
${pager}`,
    outlineOf(view.body.outline, frame.adZone),
  );
}

/** A space that has no page yet: what GitBook shows of a new site, its frame around nothing. */
export function emptySpacePage(frame: SiteFrame, spaceTitle: string): Html {
  return framed(
    frame,
    spaceTitle,
    '',
    html`<h1>${spaceTitle}</h1><p class="description">This space has no pages yet.</p>`,
    html`<aside class="outline"></aside>`,
  );
}

/** What a search of the space read found, best first, in the site's frame. */
export function siteSearchPage(frame: SiteFrame, query: string, results: SearchResult[]): Html {
  const found = results.length
    ? html`<ol class="results">${results.map(
        (r) =>
          html`<li><a class="result-title" href="${r.url}">${r.title}</a>${
            r.sections.length
              ? html`<ul>${r.sections.map((s) => html`<li><a href="${s.url}">${s.title || r.title}</a><p>${s.body.length > 200 ? `${s.body.slice(0, 200)}…` : s.body}</p></li>`)}</ul>`
              : ''
          }</li>`,
      )}</ol>`
    : html`<p class="description">No page matches “${query}”.</p>`;
  return framed(frame, `Search: ${query}`, query, html`<h1>Results for “${query}”</h1>${found}`, html`<aside class="outline"></aside>`);
}

/** What a visitor sees for a site or page that is not there, or not theirs to see: the same answer, so it tells nothing. */
export function siteNotFoundPage(site?: SiteLink): Html {
  return siteDocument(
    'Page not found',
    html`${site ? header(site, []) : ''}<main class="not-found"><h1>Page not found</h1><p>The page you are looking for doesn't exist or isn't available to you.</p>${
      site ? html`<p><a href="${site.url}">Go to ${site.title}</a></p>` : ''
    }</main>`,
  );
}

/** A visitor-auth site's answer to a visitor without a valid token, when it names no sign-in page (fallback URL) to send them to. */
export function visitorTokenRequiredPage(site: SiteLink): Html {
  return siteDocument(
    'Sign-in required',
    html`${header(site, [])}<main class="not-found"><h1>Sign-in required</h1><p>${site.title} is only for signed-in visitors. Visitors arrive from the site's sign-in with a visitor token: <code>?jwt_token=</code> and a JWT signed (HS256) with the site's key.</p><p>The key: <code>docsctl sites auth SITE_ID</code>. A token for a test visitor: <code>docsctl sites visitor-token SITE_ID</code>.</p></main>`,
  );
}
