import { html, type Html, type HtmlPart } from '../layout/html.js';
import { page } from '../layout/page.js';
import { userMenu } from '../layout/user-menu.js';
import { APP_STYLE } from './app-style.js';
import type { Content } from './content.js';

/** What every app view of some content shows: whose it is, and the tab it is on. */
export interface Chrome {
  content: Content;
  user: { displayName: string };
  /** A change request's views have two tabs: its content, and what it changes. */
  tab: 'content' | 'changes';
  title: string;
  body: HtmlPart;
  /** Rules the view needs beside the app's, e.g. a rendered page's. */
  style?: string;
}

/** A change request's banner: its number and subject, its status and author. */
function banner(cr: NonNullable<Content['changeRequest']>): Html {
  return html`<div class="banner" role="status"><strong>Change request #${cr.number}: ${cr.subject ?? 'Untitled'}</strong>
<div class="meta">${cr.status} · by ${cr.createdBy.displayName ?? cr.createdBy.id}${cr.outdated ? ' · behind the space' : ''}</div></div>`;
}

/** A revision's banner: which one of the space's history this is, and the way back to its current content. */
function revisionBanner(revision: NonNullable<Content['revision']>, spaceApp: string): Html {
  return html`<div class="banner" role="status"><strong>Revision ${revision.id}</strong>
<div class="meta">${revision.type} · ${revision.createdAt} · <a href="${spaceApp}">current content</a></div></div>`;
}

const tab = (href: string, text: string, current: boolean): Html => html`<a href="${href}"${current ? html` aria-current="page"` : ''}>${text}</a>`;

/** A document of the app's: the space's title, a change request's banner and tabs, then the view's body. */
export function appDocument({ content, user, tab: current, title, body, style = '' }: Chrome): Html {
  const { space, changeRequest: cr, revision } = content;
  return page({
    title,
    headerEnd: userMenu(user),
    style: APP_STYLE + style,
    body: html`<p class="app-title"><a href="${space.urls.app}">${space.emoji ? `${space.emoji} ` : ''}${space.title}</a><span class="badge">${space.visibility}</span></p>
${cr ? html`${banner(cr)}<nav class="tabs" aria-label="Change request">${tab(cr.urls.app, 'Content', current === 'content')}${tab(content.changesUrl!, 'Changes', current === 'changes')}</nav>` : ''}
${revision ? revisionBanner(revision, space.urls.app) : ''}
${body}`,
  });
}
