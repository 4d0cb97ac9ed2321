import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pullRun } from '../../../src/cli/commands/pull.js';
import { pushRun } from '../../../src/cli/commands/push.js';
import { stubbedTransport, testContext } from '../../helpers/cli.js';
import { tempDir } from '../../helpers/temp-dirs.js';
import { LAYOUT } from '../../helpers/page-layout.js';

/**
 * Pull against GitBook as GitBook answers (HTTP stubbed at the transport, nothing else reachable):
 * a page tree without bodies, each page read as Markdown, files served by another host.
 */
const stub = stubbedTransport();

const JSON_HEADERS = { headers: { 'content-type': 'application/json' } };
const page = (id: string, title: string, path: string, pages: unknown[] = []) => ({
  id,
  title,
  slug: path.split('/').at(-1),
  path,
  kind: 'sheet',
  type: 'document',
  urls: { app: `https://app.gitbook.test/${path}` },
  layout: LAYOUT,
  pages,
});
const FILE_URL = 'https://files.gitbook.test/v0/b/spaces%2FS%2Fuploads%2Fshot.png?alt=media&token=abc';

/** GitBook's answers to a pull; `push` the reads of a push instead: the space too, and no bodies of reusable contents. */
function stubGitBook({ push = false } = {}) {
  const gitbook = stub.api.get('https://api.gitbook.test');
  const answer = (path: string, body: unknown) => gitbook.intercept({ method: 'GET', path }).reply(200, JSON.stringify(body), JSON_HEADERS);
  if (push) answer('/v1/spaces/S', { id: 'S', revision: 'R1' });
  answer('/v1/spaces/S/content?computed=false', {
    object: 'revision',
    id: 'R1',
    type: 'edits',
    parents: [],
    pages: [page('p1', 'Welcome', 'welcome'), page('p2', 'Guide', 'guide', [page('p3', 'Install', 'guide/install')])],
    files: [],
    // Made in GitBook's app: its id is GitBook's, and it has no Git Sync file to be named after.
    reusableContents: [{ id: 'rc1', title: 'Support & help', document: 'd1' }],
    tags: [],
    variables: { product: 'Acme', major: 3 },
    createdAt: '2026-01-01T00:00:00.000Z',
    urls: { app: 'https://app.gitbook.test/r/R1' },
  });
  answer('/v1/spaces/S/content/files?limit=100', {
    items: [{ id: 'f1', name: 'shot.png', contentType: 'image/png', downloadURL: FILE_URL, size: 4 }],
    count: 1,
  });
  const text = (text: string, marks: unknown[] = []) => ({ object: 'text', leaves: [{ object: 'leaf', text, marks }] });
  const link = (ref: unknown, label: string) => ({ object: 'inline', type: 'link', isVoid: false, data: { ref }, nodes: [text(label)] });
  if (!push)
    answer('/v1/spaces/S/revisions/R1/reusable-contents/rc1/document', {
      object: 'document',
      data: {},
      nodes: [
        {
          object: 'block',
          type: 'paragraph',
          data: {},
          nodes: [
            text('Read '),
            link({ kind: 'page', page: 'p3' }, 'the install'),
            text(', see '),
            link({ kind: 'file', file: 'f1' }, 'the shot'),
            text(' or '),
            link({ kind: 'url', url: 'https://acme.test/help' }, 'ask'),
            text('.', [{ object: 'mark', type: 'bold' }]),
          ],
        },
      ],
    });
  answer('/v1/spaces/S/content/page/p1?format=markdown', { ...page('p1', 'Welcome', 'welcome'), markdown: `# Welcome\n\n![A shot](${FILE_URL})\n` });
  answer('/v1/spaces/S/content/page/p2?format=markdown', { ...page('p2', 'Guide', 'guide'), markdown: '# Guide\n\nStart with [Install](install.md).\n' });
  answer('/v1/spaces/S/content/page/p3?format=markdown', {
    ...page('p3', 'Install', 'guide/install'),
    markdown: '---\nicon: download\n---\n\n# Install\n\n<img src="/files/f1" alt="">\n',
  });
  // The token is the API's: a file host never gets it.
  stub.api
    .get('https://files.gitbook.test')
    .intercept({
      method: 'GET',
      path: '/v0/b/spaces%2FS%2Fuploads%2Fshot.png?alt=media&token=abc',
      headers: (headers) => !Object.keys(headers).some((name) => name.toLowerCase() === 'authorization'),
    })
    .reply(200, Buffer.from([1, 2, 3, 4]));
}

describe('docsctl pull against GitBook', () => {
  it('reads each page as Markdown, downloads files without the token, and writes the folder Git Sync would, variables and includes and all', async () => {
    stubGitBook();
    const dir = tempDir('pulled-');
    const { context } = testContext({ transport: stub.api, env: { DOCSCTL_API_URL: 'https://api.gitbook.test' } });
    await pullRun(context, { spaceId: 'S', dir });
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
    expect(files).toEqual([
      '.docsctl-pull.json',
      '.gitbook/assets/shot.png',
      '.gitbook/includes/support-help.md',
      '.gitbook/vars.yaml',
      'README.md',
      'SUMMARY.md',
      'guide/README.md',
      'guide/install.md',
    ]);
    const text = (file: string) => readFileSync(path.join(dir, file), 'utf8');
    expect(text('README.md')).toBe('# Welcome\n\n![A shot](.gitbook/assets/shot.png)\n');
    expect(text('guide/README.md')).toBe('# Guide\n\nStart with [Install](install.md).\n');
    expect(text('guide/install.md')).toBe('---\nicon: download\n---\n\n# Install\n\n<img src="../.gitbook/assets/shot.png" alt="">\n');
    expect(text('SUMMARY.md')).toBe('# Table of contents\n\n* [Welcome](README.md)\n* [Guide](guide/README.md)\n  * [Install](guide/install.md)\n');
    expect([...readFileSync(path.join(dir, '.gitbook/assets/shot.png'))]).toEqual([1, 2, 3, 4]);
    expect(text('.gitbook/vars.yaml')).toBe('product: Acme\nmajor: 3\n');
    // Its body read as GitBook gives it, a document of the revision pulled; its links named from .gitbook/includes/.
    expect(text('.gitbook/includes/support-help.md')).toBe(
      '---\ntitle: Support & help\n---\n\nRead [the install](../../guide/install.md), see [the shot](../assets/shot.png) or [ask](https://acme.test/help)**.**\n',
    );
  });

  it('push of the folder pulled finds each reusable content the space holds, at the file pull named after its title', async () => {
    stubGitBook();
    const dir = tempDir('pulled-');
    await pullRun(testContext({ transport: stub.api, env: { DOCSCTL_API_URL: 'https://api.gitbook.test' } }).context, { spaceId: 'S', dir });
    stubGitBook({ push: true });
    const { context, stdout, stderr } = testContext({ transport: stub.api, env: { DOCSCTL_API_URL: 'https://api.gitbook.test' }, globals: { json: true } });
    await pushRun(context, { dir, spaceId: 'S', dryRun: true });
    expect(stderr()).toBe('');
    expect(JSON.parse(stdout())).toMatchObject({ changeRequest: null, changes: [] });
    expect(JSON.parse(stdout())).not.toHaveProperty('reusableContentsNotSent');
  });
});
