import type { NavEntry, SpaceNavigation } from '../../domain/sites/space-navigation.js';
import { escapeHtml, Html, html } from '../layout/html.js';

const listOf = (entries: NavEntry[], pageUrl: (path: string) => string): Html =>
  html`<ul>${entries.map((entry) => {
    const subpages = entry.pages.length ? listOf(entry.pages, pageUrl) : '';
    return entry.group
      ? html`<li><div class="group">${entry.title}</div>${subpages}</li>`
      : html`<li><a href="${entry.url ?? `${pageUrl(entry.path)}${entry.anchor ? `#${encodeURIComponent(entry.anchor)}` : ''}`}">${entry.title}</a>${subpages}</li>`;
  })}</ul>`;

/**
 * The sidebar's list of a space's pages (groups as headings, subpages nested), no page marked: the
 * same for every page of a revision under one URL, so the server makes it once (see currentIn).
 */
export const tableOfContents = (nav: SpaceNavigation, pageUrl: (path: string) => string): Html => listOf(nav.toc, pageUrl);

/** The sidebar with the page at `currentUrl` marked as the current one. */
export function currentIn(list: Html, currentUrl: string): Html {
  const link = `<a href="${escapeHtml(currentUrl)}">`;
  return new Html(list.text.replace(link, `<a href="${escapeHtml(currentUrl)}" aria-current="page">`));
}
