import type { Collection, Space } from '../../schemas/content.js';
import { html, type Html } from '../layout/html.js';
import { link, listing, type Shown } from '../layout/listing.js';
import { page } from '../layout/page.js';
import { userMenu } from '../layout/user-menu.js';

/** A collection's page in the app (its `urls.app`): its spaces, each leading to its own page. */
export function collectionPage(collection: Collection, spaces: Shown<Space>, user: { displayName: string }): Html {
  return page({
    title: collection.title,
    headerEnd: userMenu(user),
    body: html`<h1>${collection.title}</h1>
<p class="lead">Collection <code>${collection.id}</code>${collection.description ? html` — ${collection.description}` : ''}</p>
<h2>Spaces</h2>
${listing('spaces', spaces, (space) => html`<span class="title">${link(space.urls.app, space.title)}</span><span class="meta">${space.id}</span>`, `docsctl collections spaces ${collection.id} --all`)}`,
  });
}
