import { mapPageTree, topPages } from '../../format/page-depth.js';
import type { PageNode } from '../../format/page.js';
import { html, type Html } from '../layout/html.js';

interface TreeItem {
  page: PageNode;
  path: string;
  pages: TreeItem[];
}

/**
 * The sidebar's tree of pages, as the app shows it: groups as headings over their pages,
 * subpages nested under theirs (no deeper than PAGE_DEPTH_MAX, see mapPageTree), the page shown
 * marked as current. Links are `appUrl/path`.
 */
export function pageTree(pages: PageNode[], appUrl: string, current: string | undefined): Html {
  const items = mapPageTree(topPages(pages), (page, path) => {
    const item: TreeItem = { page, path, pages: [] };
    return { node: item, pages: item.pages };
  });
  const list = (entries: TreeItem[]): Html => html`<ul>${entries.map(item)}</ul>`;
  const item = ({ page, path, pages: children }: TreeItem): Html => {
    const subpages = children.length > 0 ? list(children) : '';
    if (page.type === 'group') return html`<li class="tree-group"><p class="tree-heading">${page.title}</p>${subpages}</li>`;
    const here = path === current;
    return html`<li><a href="${appUrl}/${path}"${here ? html` class="current" aria-current="page"` : ''}>${page.emoji ? `${page.emoji} ` : ''}${page.title}</a>${subpages}</li>`;
  };
  return list(items);
}
