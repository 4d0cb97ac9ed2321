import type { PageNode } from '../../store/records.js';
import { html, type Html } from '../layout/html.js';

/**
 * The sidebar's tree of pages, as the app shows it: groups as headings over their pages,
 * subpages nested under theirs, the page shown marked as current. Links are `appUrl/path`.
 */
export function pageTree(pages: PageNode[], appUrl: string, current: string | undefined, parentPath = ''): Html {
  const item = (page: PageNode): Html => {
    const path = parentPath ? `${parentPath}/${page.slug}` : page.slug;
    const children = page.pages.length > 0 ? pageTree(page.pages, appUrl, current, path) : '';
    if (page.type === 'group') return html`<li class="tree-group"><p class="tree-heading">${page.title}</p>${children}</li>`;
    const here = path === current;
    return html`<li><a href="${appUrl}/${path}"${here ? html` class="current" aria-current="page"` : ''}>${page.emoji ? `${page.emoji} ` : ''}${page.title}</a>${children}</li>`;
  };
  return html`<ul>${pages.map(item)}</ul>`;
}
