import type { NavEntry, SpaceNavigation } from '../../domain/sites/space-navigation.js';
import { LRUCache } from 'lru-cache';
import { escapeHtml, Html, html } from '../layout/html.js';

const listOf = (entries: NavEntry[], pageUrl: (path: string) => string): Html =>
  html`<ul>${entries.map((entry) => {
    const subpages = entry.pages.length ? listOf(entry.pages, pageUrl) : '';
    return entry.group ? html`<li><div class="group">${entry.title}</div>${subpages}</li>` : html`<li><a href="${pageUrl(entry.path)}">${entry.title}</a>${subpages}</li>`;
  })}</ul>`;

/** A revision's table of contents under one URL never changes: it is made once, and only the current page's mark is added per request. */
const made = new LRUCache<string, Html>({ max: 64 });

/** The sidebar's list of a space's pages (groups as headings, subpages nested), the page at `currentUrl` marked as the current one. */
export function tableOfContents(nav: SpaceNavigation, pageUrl: (path: string) => string, currentUrl: string): Html {
  const key = `${nav.id} ${pageUrl('')}`;
  let list = made.get(key);
  if (!list) {
    list = listOf(nav.toc, pageUrl);
    made.set(key, list);
  }
  const link = `<a href="${escapeHtml(currentUrl)}">`;
  return new Html(list.text.replace(link, `<a href="${escapeHtml(currentUrl)}" aria-current="page">`));
}
