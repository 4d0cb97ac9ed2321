import { expect } from 'vitest';
import type { Running } from './sandbox.js';

/** A 48×48 blue square (PNG), as a file of the space. */
const PICTURE =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAOklEQVR42u3OQQ0AAAgEoAtlLRNbxhbOBxsBSPW8EiEhISEhISEhISEhISEhISEhISEhISEhISGhOwuAgVzEP1jwvAAAAABJRU5ErkJggg==';

/** What `withContent` made through the API, as the API answered it. */
export interface WithContent {
  space: { id: string; urls: { app: string } };
  /** An open change request that edits the install page (`npm install docsctl` becomes `npm install --global docsctl`) and adds a FAQ. */
  changeRequest: { id: string; number: number; subject: string; urls: { app: string } };
}

/**
 * A space of acme whose content (merged from a first change request) is an introduction with a
 * picture and a link, and an install page; and an open change request that edits the install page and adds a FAQ.
 */
export async function withContent(sb: Running): Promise<WithContent> {
  const ok = async (method: string, path: string, body?: unknown) => {
    const answer = await sb.call(method, path, body === undefined ? {} : { body });
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    return answer.body;
  };
  const space = await ok('POST', '/v1/orgs/acme/spaces', { title: 'Handbook' });
  const first = await ok('POST', `/v1/spaces/${space.id}/change-requests`, { subject: 'First pages' });
  await ok('POST', `/v1/spaces/${space.id}/change-requests/${first.id}/content`, {
    changes: [
      { operation: 'insert_files', files: [{ name: 'square.png', contentType: 'image/png', base64: PICTURE }] },
      {
        operation: 'insert_page',
        title: 'Introduction',
        document: {
          markdown:
            'Welcome to the handbook & co.<script>alert(1)</script>\n\n![A blue square](.gitbook/assets/square.png)\n\nThen [install it](install.md#steps).\n\n## Why\n\nBecause.',
        },
      },
      { operation: 'insert_page', title: 'Install', document: { markdown: '## Steps\n\nRun this:\n\n```sh\nnpm install docsctl\n```\n\nDone.' } },
    ],
  });
  await ok('POST', `/v1/spaces/${space.id}/change-requests/${first.id}/merge`);
  const pages = (await ok('GET', `/v1/spaces/${space.id}/content/pages`)).pages as { id: string; title: string }[];
  const install = pages.find((page) => page.title === 'Install')!;
  const cr = await ok('POST', `/v1/spaces/${space.id}/change-requests`, { subject: 'Install <globally>' });
  await ok('POST', `/v1/spaces/${space.id}/change-requests/${cr.id}/content`, {
    changes: [
      { operation: 'update_page', page: install.id, document: { markdown: '## Steps\n\nRun this:\n\n```sh\nnpm install --global docsctl\n```\n\nDone.' } },
      { operation: 'insert_page', title: 'FAQ', document: { markdown: 'Ask away.' } },
    ],
  });
  const changeRequest = await ok('PATCH', `/v1/spaces/${space.id}/change-requests/${cr.id}`, { status: 'open' });
  return { space, changeRequest };
}
