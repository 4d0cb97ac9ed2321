/**
 * A published site's frame, after GitBook's default layout: a header with the site's title and
 * its section tabs, the table of contents on the left, the page in the middle, its outline on
 * the right on wide screens. Below 900 px everything stands in one column and the table of
 * contents folds into a menu above the page (a <details>, open on wide screens by these rules:
 * the site runs no script).
 */
export const SITE_CSS = `
:root { color-scheme: light; --text: #1d1d1f; --muted: #5f6368; --line: #e5e7eb; --soft: #f6f7f9; --primary: #346ddb; --radius: 8px; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; color: var(--text); background: #fff;
  font: 16px/1.6 Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
a { color: var(--primary); text-decoration: none; }
.site-header { border-bottom: 1px solid var(--line); background: #fff; }
.site-header-inner { max-width: 1360px; margin: 0 auto; padding: 0 24px; }
.site-top { display: flex; align-items: center; justify-content: space-between; gap: 16px; }
.search input { font: inherit; font-size: .9375rem; width: 260px; max-width: 100%; padding: 6px 12px; border: 1px solid var(--line); border-radius: var(--radius); background: var(--soft); }
.results { list-style: none; margin: 24px 0 0; padding: 0; }
.results > li { padding: 16px 0; border-top: 1px solid var(--line); }
.result-title { font-weight: 600; font-size: 1.125rem; }
.results ul { list-style: none; margin: 8px 0 0; padding: 0 0 0 12px; border-left: 1px solid var(--line); }
.results ul li { margin: 6px 0; }
.results p { margin: 2px 0 0; color: var(--muted); font-size: .9375rem; overflow-wrap: anywhere; }
.site-title { display: inline-block; padding: 14px 0; font-weight: 650; font-size: 1.125rem; color: var(--text); }
.site-logo { display: block; height: 28px; width: auto; max-width: 240px; }
.tabs { display: flex; gap: 20px; overflow-x: auto; margin: 0; padding: 0; list-style: none; }
.tabs a { display: block; padding: 8px 0 10px; color: var(--muted); border-bottom: 2px solid transparent; white-space: nowrap; }
.tabs a[aria-current] { color: var(--primary); border-bottom-color: var(--primary); font-weight: 550; }
.site-body { max-width: 1360px; margin: 0 auto; padding: 0 24px; display: grid; grid-template-columns: 260px minmax(0, 1fr) 220px; gap: 40px; }
.sidebar { padding: 24px 0; position: sticky; top: 0; align-self: start; max-height: 100vh; overflow-y: auto; }
.menu > summary { display: none; }
.menu::details-content { content-visibility: visible; display: contents; }
.menu:not([open]) > nav { display: block; }
.variants { margin-bottom: 16px; border: 1px solid var(--line); border-radius: var(--radius); }
.variants > summary { padding: 6px 12px; cursor: pointer; font-weight: 550; }
.variants ul { list-style: none; margin: 0; padding: 4px 0; border-top: 1px solid var(--line); }
.variants a { display: block; padding: 4px 12px; color: var(--text); }
.variants a[aria-current] { color: var(--primary); font-weight: 550; }
.toc ul { list-style: none; margin: 0; padding: 0; }
.toc ul ul { margin-left: 12px; padding-left: 8px; border-left: 1px solid var(--line); }
.toc a { display: block; padding: 4px 10px; border-radius: calc(var(--radius) * .75); color: var(--muted); font-size: .9375rem; line-height: 1.4; overflow-wrap: anywhere; }
.toc a:hover { background: var(--soft); color: var(--text); }
.toc a[aria-current] { background: color-mix(in srgb, var(--primary) 10%, #fff); color: var(--primary); font-weight: 550; }
.toc .group { margin: 20px 0 6px; padding: 0 10px; font-size: .75rem; font-weight: 650; text-transform: uppercase; letter-spacing: .04em; color: var(--text); }
.toc > ul > li:first-child > .group { margin-top: 0; }
.toc ul .group + ul { margin-left: 0; padding-left: 0; border-left: 0; }
.content { padding: 32px 0 64px; min-width: 0; max-width: 760px; }
.content > h1 { font-size: 2.25rem; line-height: 1.2; margin: 0 0 8px; letter-spacing: -0.015em; overflow-wrap: anywhere; }
.description { color: var(--muted); font-size: 1.125rem; margin: 0 0 28px; }
.pager { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; margin-top: 48px; }
.pager a { display: block; border: 1px solid var(--line); border-radius: var(--radius); padding: 12px 16px; color: var(--text); overflow-wrap: anywhere; }
.pager a:hover { border-color: var(--primary); }
.pager small { display: block; color: var(--muted); }
.pager .next { grid-column: 2; text-align: right; }
.outline { padding: 32px 0; position: sticky; top: 0; align-self: start; font-size: .875rem; }
.outline h2 { font-size: .75rem; text-transform: uppercase; letter-spacing: .04em; margin: 0 0 8px; }
.outline ul { list-style: none; margin: 0; padding: 0; border-left: 1px solid var(--line); }
.ad-slot { margin-top: 16px; padding: 16px; border: 1px dashed var(--line); border-radius: var(--radius); color: var(--muted); font-size: .75rem; text-align: center; }
.outline a { display: block; padding: 3px 12px; color: var(--muted); overflow-wrap: anywhere; }
.outline .level-3 a { padding-left: 24px; }
.not-found { max-width: 640px; margin: 0 auto; padding: 96px 24px; text-align: center; }
.not-found h1 { font-size: 2rem; margin: 0 0 8px; }
.not-found p { color: var(--muted); }
@media (max-width: 1200px) {
  .site-body { grid-template-columns: 240px minmax(0, 1fr); }
  .outline { display: none; }
}
@media (max-width: 900px) {
  .site-header-inner, .site-body { padding: 0 16px; }
  .site-body { display: block; }
  .site-top { flex-wrap: wrap; gap: 0 16px; }
  .search { flex: 1 1 100%; padding-bottom: 12px; }
  .search input { width: 100%; }
  .sidebar { position: static; max-height: none; padding: 12px 0 0; }
  .menu { border: 1px solid var(--line); border-radius: var(--radius); }
  .menu > summary { display: flex; justify-content: space-between; padding: 8px 12px; cursor: pointer; font-weight: 550; }
  .menu > summary::after { content: "▾"; color: var(--muted); }
  .menu[open] > summary::after { content: "▴"; }
  .menu::details-content { content-visibility: hidden; display: block; }
  .menu:not([open]) > nav { display: none; }
  .menu[open]::details-content { content-visibility: visible; }
  .menu > nav { padding: 4px 8px 12px; }
  .content { padding-top: 20px; }
  .content > h1 { font-size: 1.75rem; }
  .pager { grid-template-columns: 1fr; }
  .pager .next { grid-column: 1; }
}
`;
