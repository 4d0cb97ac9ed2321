import { Html, html } from '../layout/html.js';
import { page } from '../layout/page.js';
import { userMenu } from '../layout/user-menu.js';
import { link, listing } from '../layout/listing.js';
import type { JournalEntry } from '../../schemas/sandbox-journal.js';
import type { OrganizationOverview } from './overview.js';

export interface HomeFacts {
  /** Where the sandbox is reached: `http://127.0.0.1:4000`. */
  url: string;
  /** The directory the store lives in, or none for a sandbox held in memory. */
  dataDir?: string;
  /** Who is signed in. */
  user: { displayName: string };
  organizations: OrganizationOverview[];
  /** The latest requests to the API the user may see, newest first. */
  requests: JournalEntry[];
}

/** The latest requests, newest first: when, how it went, what it asked. */
function recentRequests(requests: JournalEntry[]): Html {
  if (requests.length === 0) return html`<p class="muted">No requests to the API yet.</p>`;
  return html`<ol class="requests">${requests.map((r) => html`<li><span class="status status-${r.status === null ? 'dropped' : `${Math.floor(r.status / 100)}xx`}">${r.status ?? 'drop'}</span> <code>${r.method} ${r.path}</code><span class="meta">${r.operationId ?? ''} · ${r.time.slice(11, 19)} · ${r.durationMs} ms</span></li>`)}</ol>`;
}

/** An organization's spaces, sites and open change requests, as lists of links under headings of level `level`. */
export function organizationLists({ organization, spaces, sites, changeRequests }: OrganizationOverview, level: 2 | 3 = 3): Html {
  const heading = (text: string) => new Html(`<h${level}>${text}</h${level}>`);
  return html`${heading('Spaces')}
${listing('spaces', spaces, (space) => html`<span class="title">${space.emoji ? `${space.emoji} ` : ''}${link(space.urls.app, space.title)}</span><span class="meta">${space.visibility} · ${space.id}</span>`, `docsctl spaces list --org ${organization.id} --all`)}
${heading('Sites')}
${listing('sites', sites, (site) => html`<span class="title">${link(site.urls.published, site.title)}</span><span class="meta">${site.urls.published ? site.visibility : 'not published'} · ${site.id}</span>`, `docsctl sites list --org ${organization.id} --all`)}
${heading('Open change requests')}
${listing('open change requests', changeRequests, (cr) => html`<span class="title">${link(cr.urls.app, `#${cr.number} ${cr.subject ?? 'Untitled'}`)}</span><span class="meta">${cr.spaceTitle}</span>`, `docsctl cr list --org ${organization.id} --all`)}`;
}

function organizationSection(overview: OrganizationOverview): Html {
  const { organization, spaces, sites, changeRequests } = overview;
  const heading = html`<h2>${link(organization.urls.app, organization.title)} <span class="badge">${organization.id}</span></h2>`;
  if (spaces.count + sites.count + changeRequests.count === 0)
    return html`<section>${heading}<p class="muted">No spaces, sites or open change requests yet.</p></section>`;
  return html`<section>
${heading}
${organizationLists(overview)}
</section>`;
}

/** The sandbox's home for a signed-in user: what it holds, where, and how to reach it from a shell. */
export function homePage(facts: HomeFacts): Html {
  return page({
    title: 'Home',
    headerEnd: userMenu(facts.user),
    body: html`<h1>Your sandbox</h1>
<p class="lead">A local stand-in for GitBook's API at <code>${facts.url}/v1</code>, ${facts.dataDir ? html`kept in <code>${facts.dataDir}</code>` : 'kept in memory only'}.</p>
${facts.organizations.length === 0 ? html`<p class="muted">You belong to no organization.</p>` : facts.organizations.map(organizationSection)}
<h2>Recent requests</h2>
${recentRequests(facts.requests)}
<p class="muted">The journal: <code>docsctl sandbox requests</code>, or <code>GET /_sandbox/requests</code> — all of it with the token <code>docsctl serve</code> printed, an organization's part with its admin's.</p>
<h2>Use it from a shell</h2>
<p><code>docsctl serve</code> made this sandbox the active profile, <code>local</code>; every command talks to it:</p>
<pre><code>docsctl spaces list
# back here after using another profile
docsctl auth switch local
# open a space, a site, a change request
docsctl browse SPACE --cr N</code></pre>
<p>Any HTTP client works with the token <code>docsctl serve</code> printed; <code>docsctl auth status</code> names the profile that holds it:</p>
<pre><code>curl -H "Authorization: Bearer &lt;token&gt;" \\
  ${facts.url}/v1/user</code></pre>`,
  });
}
