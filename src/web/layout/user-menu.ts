import { webPath } from '../../schemas/web-routes.js';
import { html, type Html } from './html.js';

/** The header's end on a signed-in user's pages: who it is, and a way to log out. */
export const userMenu = (user: { displayName: string }): Html =>
  html`<form method="post" action="${webPath.logOut({})}"><span class="muted">${user.displayName}</span> · <button class="link" type="submit">Log out</button></form>`;
