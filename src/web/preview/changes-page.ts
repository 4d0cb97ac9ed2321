import { html, type Html } from '../layout/html.js';
import { appDocument } from './app-chrome.js';
import type { ChangedPage } from './changes.js';
import type { Content } from './content.js';
import { diffHtml } from './diff-html.js';

function changedPage(change: ChangedPage, appUrl: string): Html {
  const title = change.after ? html`<a href="${appUrl}/${change.after.path}">${change.title}</a>` : change.title;
  const diff = change.before || change.after ? diffHtml(change) : html`<p class="muted diff-note">A group: it has no text of its own.</p>`;
  return html`<section class="changed"><h2>${title}<span class="badge">${change.kinds.join(', ')}</span></h2>${diff}</section>`;
}

/** A change request's "Changes" tab: each page it changes, with a unified diff of its Markdown against the change request's base. */
export function changesPage(content: Content, changes: ChangedPage[], user: { displayName: string }): Html {
  return appDocument({
    content,
    user,
    tab: 'changes',
    title: `Changes · ${content.space.title}`,
    body: changes.length === 0 ? html`<p class="muted">This change request changes no page.</p>` : changes.map((change) => changedPage(change, content.appUrl)),
  });
}
