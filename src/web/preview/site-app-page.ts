import type { Site, SiteSection, SiteSpace } from '../../schemas/site.js';
import { html, type Html } from '../layout/html.js';
import { link, listing, type Shown } from '../layout/listing.js';
import { page } from '../layout/page.js';
import { userMenu } from '../layout/user-menu.js';

/**
 * A site's page in the app (its `urls.app`, and its `urls.preview` until the app previews a site
 * otherwise): its visibility, where it is published, its sections and the spaces it shows.
 */
export function siteAppPage(site: Site, sections: Shown<SiteSection>, siteSpaces: Shown<SiteSpace>, user: { displayName: string }): Html {
  const published = site.urls.published;
  return page({
    title: `${site.title} · Site`,
    headerEnd: userMenu(user),
    body: html`<h1>${site.title}</h1>
<p class="lead">Site <code>${site.id}</code>: ${site.visibility}, ${site.published && published ? html`published at ${link(published, published)}` : 'not published yet'}</p>
<h2>Sections</h2>
${listing('sections', sections, (section) => html`<span class="title">${link(section.urls.published, section.title)}</span><span class="meta">${section.path}</span>`, `docsctl sections list ${site.id} --all`)}
<h2>Spaces</h2>
${listing('site spaces', siteSpaces, (siteSpace) => html`<span class="title">${link(siteSpace.space.urls.app, siteSpace.title)}</span><span class="meta">${siteSpace.path}</span>`, `docsctl site-spaces list ${site.id} --all`)}`,
  });
}
