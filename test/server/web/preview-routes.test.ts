import { Piscina } from 'piscina';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenApiVersionRecord } from '../../../src/store/records.js';
import { withContent, type WithContent } from '../../helpers/preview.js';
import { startSandbox, tokenOf, type Running } from '../../helpers/sandbox.js';
import { logIn } from '../../helpers/web.js';
import { spaceWithPages } from '../../helpers/site-content.js';

let sb: Running;
let made: WithContent;
beforeEach(async () => {
  sb = await startSandbox();
  made = await withContent(sb);
});
afterEach(() => sb.close());

/** A page of the app as `user` sees it (signed in through /login), or anonymously. */
const page = async (url: string, user?: string) => {
  const cookie = user ? (await logIn(sb.url, tokenOf(user))).cookie : undefined;
  const answer = await fetch(url.startsWith('/') ? `${sb.url}${url}` : url, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return { status: answer.status, headers: answer.headers, text: await answer.text() };
};

describe("a space's urls.app", () => {
  it('sends an anonymous visitor to log in, and back here after', async () => {
    const path = `${new URL(made.space.urls.app).pathname}/install`;
    const answer = await page(path);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/login?next=${encodeURIComponent(path)}`);
  });

  it("shows a reader the space's first page: the page tree, the page rendered with its picture and links, its outline", async () => {
    const answer = await page(made.space.urls.app, 'read');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(answer.text).toContain('<h1 class="page-title">Introduction</h1>');
    expect(answer.text).toContain('Welcome to the handbook &amp; co.');
    expect(answer.text).not.toContain('<script');
    expect(answer.text).toMatch(new RegExp(`<a href="${made.space.urls.app}/install" ?>Install</a>`));
    expect(answer.text).toContain(`href="${made.space.urls.app}/install#steps"`);
    const src = /<img[^>]* src="([^"]+)"/.exec(answer.text)?.[1];
    expect(src).toMatch(/\/_sandbox\/files\//);
    const file = await fetch(src!);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(answer.text).toMatch(/On this page[\s\S]*href="#why"/);
  });

  it('shows the page its path names, and a 404 page for a path with no page', async () => {
    const install = await page(`${made.space.urls.app}/install`, 'read');
    expect(install.text).toContain('<h1 class="page-title">Install</h1>');
    expect(install.text).toContain('aria-current="page">Install</a>');
    const missing = await page(`${made.space.urls.app}/nowhere`, 'read');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('page at path &quot;nowhere&quot; not found');
  });

  it('says so of a space with no pages yet', async () => {
    const empty = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Empty' } })).body as { urls: { app: string } };
    const answer = await page(empty.urls.app, 'admin');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('This content has no pages yet.');
  });

  it('refuses a user of another organization as the API does', async () => {
    const api = await sb.call('GET', `/v1/spaces/${made.space.id}`, { user: 'outsider' });
    const answer = await page(made.space.urls.app, 'outsider');
    expect(answer.status).toBe(api.status);
    expect([403, 404]).toContain(answer.status);
    expect(answer.text).not.toContain('Introduction');
    expect(answer.text).toContain('role="alert"');
  });
});

describe('a computed page, in the app', () => {
  it('is listed as the pages it computes, in its place, each opened at its path and rendered', async () => {
    const spec = `openapi: 3.0.3\ninfo: { title: Petstore, version: "1" }\npaths:\n  /pets:\n    get: { tags: [pets], summary: List pets, responses: { "200": { description: OK } } }\n`;
    expect((await sb.call('PUT', '/v1/orgs/acme/openapi/petstore', { body: { source: { text: spec } } })).status).toBeLessThan(300);
    await sb.sandbox.jobs.settle();
    const { id } = await spaceWithPages(sb, 'API', [
      { title: 'Welcome', slug: 'welcome', markdown: 'Hello.' },
      { title: 'Reference', slug: 'reference', pages: [{ title: 'Petstore', slug: 'petstore', openapi: 'petstore' }] },
    ]);
    const app = (await sb.call('GET', `/v1/spaces/${id}`)).body.urls.app as string;
    const first = await page(app, 'read');
    expect(first.text).toMatch(new RegExp(`<a href="${app}/reference/pets" ?>Pets</a>`));
    const pets = await page(`${app}/reference/pets`, 'read');
    expect(pets.status).toBe(200);
    expect(pets.text).toContain('<h1 class="page-title">Pets</h1>');
    expect(pets.text).toContain('<p class="openapi-summary">List pets</p>');
  });
});

describe("a change request's urls.app", () => {
  it("shows the change request's content under a banner with its number, subject, status and author", async () => {
    const answer = await page(`${made.changeRequest.urls.app}/install`, 'read');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(`Change request #${made.changeRequest.number}: Install &lt;globally&gt;`);
    expect(answer.text).toMatch(/open · by /);
    expect(answer.text).toContain('npm install --global docsctl');
    expect(answer.text).toContain(`href="${made.changeRequest.urls.app}/~/diff"`);
  });

  it('lists in its Changes tab the pages it changes, each with a unified diff of its Markdown', async () => {
    const answer = await page(`${made.changeRequest.urls.app}/~/diff`, 'read');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(`<a href="${made.changeRequest.urls.app}/install">Install</a>`);
    expect(answer.text).toContain('<span class="diff-line removed">-npm install docsctl</span>');
    expect(answer.text).toContain('<span class="diff-line added">+npm install --global docsctl</span>');
    expect(answer.text).toContain('--- a/install.md');
    expect(answer.text).toMatch(/FAQ<\/a><span class="badge">created<\/span>[\s\S]*--- \/dev\/null[\s\S]*\+Ask away\./);
    expect(answer.text).not.toContain('Introduction</a><span class="badge">');
  });

  it('is a 404 page for a change request the space does not have', async () => {
    const answer = await page(`${made.space.urls.app}/~/changes/99`, 'read');
    expect(answer.status).toBe(404);
  });
});

describe("an organization's urls.app", () => {
  it('lists its spaces, collections, sites and open change requests as links', async () => {
    await sb.call('POST', '/v1/orgs/acme/collections', { body: { title: 'Guides' } });
    const org = (await sb.call('GET', '/v1/orgs/acme')).body as { urls: { app: string } };
    const answer = await page(org.urls.app, 'read');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<h1>Acme Docs</h1>');
    expect(answer.text).toContain(`<a href="${made.space.urls.app}">Handbook</a>`);
    expect(answer.text).toContain('Guides');
    expect(answer.text).toContain(`<a href="${made.changeRequest.urls.app}">#${made.changeRequest.number} Install &lt;globally&gt;</a>`);
  });

  it('refuses a user who is not a member', async () => {
    const org = (await sb.call('GET', '/v1/orgs/acme')).body as { urls: { app: string } };
    const answer = await page(org.urls.app, 'outsider');
    expect([403, 404]).toContain(answer.status);
    expect(answer.text).not.toContain('Handbook');
  });
});

describe("issue 22 review 4: an OpenAPI spec's urls.app", () => {
  const SPEC =
    'openapi: 3.0.3\ninfo: { title: Pets, version: "1" }\npaths:\n  /pets:\n    get:\n      summary: List pets\n      responses: { "200": { description: OK } }\n';
  afterEach(() => vi.restoreAllMocks());

  /** The spec's page, and its latest version once processed (in a worker, after the answer that created it). */
  async function processed(): Promise<{ url: string; version: OpenApiVersionRecord }> {
    const created = await sb.call('POST', '/v1/orgs/acme/openapi', { body: { slug: 'pets', source: { text: SPEC } } });
    for (let i = 0; i < 1_000; i++) {
      const spec = (await sb.call('GET', '/v1/orgs/acme/openapi/pets')).body;
      if (spec.processingState === 'complete') return { url: created.body.urls.app, version: sb.sandbox.store.get('openapiVersions', spec.lastVersion)! };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the spec was never processed');
  }

  /** The calls of JSON.parse since `parse` began spying that read an OpenAPI document. */
  const documentsParsed = (parse: { mock: { calls: unknown[][] } }) =>
    parse.mock.calls.filter(([text]) => typeof text === 'string' && text.includes('"paths"'));

  it('lists the operations its processing stored: a view never parses the document on the request thread', async () => {
    const { url, version } = await processed();
    // Were a view to read the document, it would list this one's operation.
    const other = { openapi: '3.0.3', info: { title: 'Other', version: '1' }, paths: { '/other': { get: { summary: 'Other', responses: {} } } } };
    sb.sandbox.store.put('openapiVersions', { ...version, document: sb.sandbox.store.putBlob(Buffer.from(JSON.stringify(other))) });
    const parse = vi.spyOn(JSON, 'parse');
    const answer = await page(url, 'read');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<code>GET /pets</code></span><span class="meta">List pets</span>');
    expect(answer.text).not.toContain('/other');
    expect(documentsParsed(parse)).toEqual([]);
  });

  it('of a version stored before its operations were, lists them once, in a worker, however many views wait', async () => {
    const { url, version } = await processed();
    const { operations: _operations, ...older } = version;
    sb.sandbox.store.put('openapiVersions', older);
    const parse = vi.spyOn(JSON, 'parse');
    const run = vi.spyOn(Piscina.prototype, 'run');
    const views = await Promise.all([page(url, 'read'), page(url, 'admin')]);
    for (const view of views) expect(view.text).toContain('<code>GET /pets</code></span><span class="meta">List pets</span>');
    expect(run).toHaveBeenCalledTimes(1);
    expect(sb.sandbox.store.get('openapiVersions', version.id)!.operations).toEqual(expect.any(String));
    expect((await page(url, 'read')).text).toContain('<code>GET /pets</code>');
    expect(run).toHaveBeenCalledTimes(1);
    expect(documentsParsed(parse)).toEqual([]);
  });
});

describe("a page's block of the organization's spec, in the app", () => {
  it('shows the operation from the spec, as the published page does', async () => {
    const spec =
      'openapi: 3.0.3\ninfo: { title: Pets, version: "1" }\npaths:\n  /pets:\n    get: { summary: List pets, responses: { "200": { description: OK } } }\n';
    expect((await sb.call('PUT', '/v1/orgs/acme/openapi/pets', { body: { source: { text: spec } } })).status).toBeLessThan(300);
    await sb.sandbox.jobs.settle();
    const markdown = '{% openapi-operation spec="pets" path="/pets" method="get" %}\n[OpenAPI pets](https://example.com/pets.yaml)\n{% endopenapi-operation %}';
    const changes = [{ operation: 'insert_page', title: 'Pets', document: { markdown } }];
    const added = await sb.call('POST', `/v1/spaces/${made.space.id}/change-requests/${made.changeRequest.id}/content`, { body: { changes } });
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    const answer = await page(`${made.changeRequest.urls.app}/pets`, 'read');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<p class="openapi-summary">List pets</p>');
    expect(answer.text).toContain('<code class="openapi-status openapi-status-2xx">200</code>');
  });
});
