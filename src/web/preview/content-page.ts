import type { Context } from '../../domain/kernel/context.js';
import { html, Html } from '../layout/html.js';
import { blockSpecs } from '../../domain/openapi/block-specs.js';
import { publishedNavigation } from '../../domain/sites/space-navigation.js';
import { orgSpecSlugs, renderPage, type OutlineEntry } from '../../format/html/page.js';
import { orgSpecLookup } from '../site/page-body.js';
import { PAGE_CSS } from '../render/stylesheet.js';
import { appDocument } from './app-chrome.js';
import { pageAt, referencesOf, type Content } from './content.js';
import { pageTree } from './page-tree.js';

function outline(entries: OutlineEntry[]): Html {
  const shown = entries.filter((entry) => entry.level <= 3);
  if (shown.length === 0) return html``;
  return html`<aside class="outline" aria-label="On this page"><p>On this page</p><ul>${shown.map((entry) => html`<li class="level-${entry.level}"><a href="#${entry.id}">${entry.text}</a></li>`)}</ul></aside>`;
}

/**
 * Some content as the app shows it: the page tree (a computed page as the pages it computes, as
 * the API lists them and a published site shows them), the page at `path` (the first page when
 * none is named) rendered as GitBook renders it, and its outline.
 */
export async function contentPage(
  ctx: Pick<Context, 'baseUrl' | 'store' | 'caches' | 'specs'>,
  content: Content,
  path: string,
  user: { displayName: string },
): Promise<Html> {
  const nav = await publishedNavigation(ctx, content.target.space, content.target.revision.id);
  const found = pageAt(nav.pages, path);
  const tree = html`<nav class="tree" aria-label="Pages"><p class="tree-heading tree-title">Pages</p>${pageTree(nav.pages, content.appUrl, found?.path)}</nav>`;
  if (!found) {
    return appDocument({
      content,
      user,
      tab: 'content',
      title: content.space.title,
      body: html`<div class="app">${tree}<article><p class="muted">This content has no pages yet.</p></article></div>`,
    });
  }
  const { reusableContents } = content.target.revision;
  const specs = await blockSpecs(ctx, content.space.organization, orgSpecSlugs(found.page.markdown, reusableContents));
  const rendered = renderPage(found.page.markdown, {
    ...referencesOf(ctx, content, nav, found.page, found.path),
    variables: { space: content.target.revision.variables, page: found.page.variables },
    reusableContents,
    orgSpecs: orgSpecLookup(specs),
  });
  return appDocument({
    content,
    user,
    tab: 'content',
    title: `${found.page.title} · ${content.space.title}`,
    style: PAGE_CSS,
    body: html`<div class="app">${tree}<article><h1 class="page-title">${found.page.emoji ? `${found.page.emoji} ` : ''}${found.page.title}</h1>
${found.page.description ? html`<p class="lead">${found.page.description}</p>` : ''}<div class="markdown">${new Html(rendered.html)}</div></article>${outline(rendered.outline)}</div>`,
  });
}
