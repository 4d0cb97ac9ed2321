import { webPath } from '../../schemas/web-routes.js';
import { html, type Html } from '../layout/html.js';
import { page } from '../layout/page.js';
import { userMenu } from '../layout/user-menu.js';

const WORDING = {
  403: { title: 'Not allowed', lead: 'Your role does not let you see this. The API would refuse it too:' },
  404: { title: 'Not found', lead: 'There is nothing here you can see. The API would answer:' },
} as const;

/** The app's answer to what the rules refused: the status's words and the rules' own message. */
export function refusalPage(status: keyof typeof WORDING, message: string, user: { displayName: string }): Html {
  const { title, lead } = WORDING[status];
  return page({
    title,
    headerEnd: userMenu(user),
    body: html`<h1>${title}</h1>
<p class="lead">${lead}</p>
<p class="error" role="alert">${message}</p>
<p><a href="${webPath.home({})}">Back to the sandbox's home</a></p>`,
  });
}
