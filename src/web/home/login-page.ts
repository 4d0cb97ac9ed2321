import { webPath } from '../../schemas/web-routes.js';
import { html, type Html } from '../layout/html.js';
import { page } from '../layout/page.js';

/** Where a sandbox token is exchanged for a session; `refused` when the token given was not one. */
export function loginPage(options: { refused?: boolean; next?: string } = {}): Html {
  return page({
    title: 'Log in',
    body: html`<h1>Log in</h1>
<p class="lead">Paste a token of this sandbox: the one <code>docsctl serve</code> printed, or a seed user's.</p>
<form class="card" method="post" action="${webPath.logIn({})}">
${options.refused ? html`<p class="error" role="alert">That token is not valid for this sandbox.</p>` : ''}
<label for="token">Token</label>
<input id="token" name="token" type="password" autocomplete="off" required autofocus>
${options.next ? html`<input type="hidden" name="next" value="${options.next}">` : ''}
<p><button type="submit">Log in</button></p>
</form>
<p class="muted">Lost it? <code>docsctl auth status</code> shows which profile holds the sandbox's token.</p>`,
  });
}
