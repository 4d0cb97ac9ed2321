import type { Collection } from '../../schemas/content.js';
import { html, type Html } from '../layout/html.js';
import { listing, type Shown } from '../layout/listing.js';
import { page } from '../layout/page.js';
import { userMenu } from '../layout/user-menu.js';
import { organizationLists } from '../home/home-page.js';
import type { OrganizationOverview } from '../home/overview.js';

/** An organization's page in the app: its collections, spaces, sites and open change requests, as the caller may see them. */
export function organizationPage(overview: OrganizationOverview, collections: Shown<Collection>, user: { displayName: string }): Html {
  const { organization } = overview;
  return page({
    title: organization.title,
    headerEnd: userMenu(user),
    body: html`<h1>${organization.title}</h1>
<p class="lead">Organization <code>${organization.id}</code></p>
<h2>Collections</h2>
${listing('collections', collections, (collection) => html`<span class="title">${collection.title}</span><span class="meta">${collection.id}</span>`, `docsctl collections list --org ${organization.id} --all`)}
${organizationLists(overview, 2)}`,
  });
}
