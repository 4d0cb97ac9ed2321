import { webPath } from '../../schemas/web-routes.js';
import { html, type Html } from '../layout/html.js';
import { page } from '../layout/page.js';

/** The home for someone not signed in: what this is, and nothing of what it holds. */
export function welcomePage(): Html {
  return page({
    title: 'Welcome',
    headerEnd: html`<a href="${webPath.loginForm({})}">Log in</a>`,
    body: html`<h1>docsctl sandbox</h1>
<p class="lead">A local sandbox of GitBook's v1 API, run by <code>docsctl serve</code>: organizations, spaces, change requests and published sites on this machine.</p>
<p><a class="button" href="${webPath.loginForm({})}">Log in with a sandbox token</a></p>
<p class="muted">The token is the one <code>docsctl serve</code> printed when it started.</p>`,
  });
}
