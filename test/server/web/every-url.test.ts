import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withContent } from '../../helpers/preview.js';
import { startSandbox, tokenOf, type Running } from '../../helpers/sandbox.js';
import { sessionCookie } from '../../helpers/web.js';

let sb: Running;
beforeEach(async () => {
  sb = await startSandbox();
});
afterEach(() => sb.close());

const SPEC =
  'openapi: 3.0.0\ninfo: { title: Pets, version: "1" }\npaths:\n  /pets:\n    get:\n      summary: List pets\n      responses: { "200": { description: OK } }\n';

/** A spec, once processed: a worker parses it after the answer that created it. */
async function processed(slug: string) {
  for (let i = 0; i < 500; i++) {
    const spec = (await sb.call('GET', `/v1/orgs/acme/openapi/${slug}`)).body;
    if (spec.processingState === 'complete') return spec;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`spec ${slug} was never processed`);
}

/** Every string under a `urls` key anywhere in an answer. */
function urlsIn(value: unknown, found: Set<string> = new Set(), underUrls = false): Set<string> {
  if (typeof value === 'string') {
    if (underUrls) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) urlsIn(item, found, underUrls);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) urlsIn(item, found, underUrls || key === 'urls');
  }
  return found;
}

describe('every URL an API answer carries', () => {
  it('answers a page or a JSON document, never a 404, for an existing resource', async () => {
    const ok = async (method: string, path: string, body?: unknown) => {
      const answer = await sb.call(method, path, body === undefined ? {} : { body });
      expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
      return answer.body;
    };
    const { space, changeRequest } = await withContent(sb);
    const collection = await ok('POST', '/v1/orgs/acme/collections', { title: 'Guides' });
    await ok('POST', `/v1/spaces/${space.id}/move`, { parent: collection.id });
    const site = await ok('POST', '/v1/orgs/acme/sites', { title: 'Docs' });
    const answers = [
      await ok('PUT', `/_sandbox/spaces/${space.id}/visibility`, { visibility: 'public' }),
      await ok('GET', '/v1/orgs/acme'),
      collection,
      await ok('GET', `/v1/collections/${collection.id}/spaces`),
      await ok('GET', `/v1/spaces/${space.id}`),
      await ok('GET', `/v1/spaces/${space.id}/content`),
      await ok('GET', `/v1/spaces/${space.id}/content/pages`),
      await ok('GET', `/v1/spaces/${space.id}/change-requests/${changeRequest.id}`),
      await ok('POST', `/v1/orgs/acme/sites/${site.id}/site-spaces`, { spaceId: space.id }),
      await ok('POST', `/v1/orgs/acme/sites/${site.id}/sections`, { spaceId: space.id, title: 'Handbook' }),
      await ok('POST', `/v1/orgs/acme/sites/${site.id}/share-links`, { name: 'Friends' }),
      await ok('GET', `/v1/orgs/acme/sites/${site.id}`),
      await ok('POST', '/v1/orgs/acme/openapi', { slug: 'pets', source: { text: SPEC } }),
      await processed('pets'),
      await ok('PATCH', '/v1/orgs/acme/openapi/pets', { visibility: 'public' }),
      await ok('GET', '/v1/orgs/acme/openapi/pets/versions'),
      await ok('GET', '/v1/orgs/acme/openapi/pets/versions/latest/content'),
    ];
    const revision = (answers[5] as { id: string }).id;
    answers.push(await ok('GET', `/v1/spaces/${space.id}/revisions/${revision}`));

    const cookie = await sessionCookie(sb.url, tokenOf('admin'));
    const urls = [...new Set(answers.flatMap((answer) => [...urlsIn(answer)]))];
    const shapes = new Set(urls.map((url) => new URL(url).pathname.replace(/[A-Za-z0-9]{20}/g, 'ID')));
    for (const shape of [
      '/v1/users/admin',
      '/published/ID',
      '/c/ID',
      '/s/ID/~/revisions/ID',
      '/s/ID/~/changes/2',
      '/o/acme/openapi/pets',
      '/published/openapi/acme/pets',
      '/o/acme/sites/ID',
      '/o/acme/sites/ID/preview',
      '/sites/acme/ID/handbook',
    ]) {
      expect([...shapes]).toContain(shape);
    }
    const statuses = await Promise.all(
      urls.map(async (url) => {
        const api = new URL(url).pathname.startsWith('/v1/');
        const answer = await fetch(url, { headers: api ? { authorization: `Bearer ${tokenOf('admin')}` } : { cookie } });
        const type = answer.headers.get('content-type') ?? '';
        return `${answer.status} ${type.startsWith('text/html') ? 'html' : type.startsWith('application/json') ? 'json' : type} ${url}`;
      }),
    );
    expect(statuses.filter((line) => !/^200 (html|json) /.test(line))).toEqual([]);
  });
});

describe('the pages at those urls.app', () => {
  it("show a collection's spaces, a revision's content, a spec's state, versions and operations, a site's sections and spaces", async () => {
    const { space } = await withContent(sb);
    const body = async (method: string, path: string, payload?: unknown) => (await sb.call(method, path, payload === undefined ? {} : { body: payload })).body;
    const collection = await body('POST', '/v1/orgs/acme/collections', { title: 'Guides' });
    await body('POST', `/v1/spaces/${space.id}/move`, { parent: collection.id });
    const revision = await body('GET', `/v1/spaces/${space.id}/revisions/${(await body('GET', `/v1/spaces/${space.id}/content`)).id}`);
    await body('POST', '/v1/orgs/acme/openapi', { slug: 'pets', source: { text: SPEC } });
    const spec = await processed('pets');
    const site = await body('POST', '/v1/orgs/acme/sites', { title: 'Docs' });
    await body('POST', `/v1/orgs/acme/sites/${site.id}/site-spaces`, { spaceId: space.id });
    const cookie = await sessionCookie(sb.url, tokenOf('admin'));
    const text = async (url: string) => (await fetch(url, { headers: { cookie } })).text();
    expect(await text(collection.urls.app)).toMatch(new RegExp(`<a href="${space.urls.app}" ?>Handbook</a>`));
    const atRevision = await text(revision.urls.app);
    expect(atRevision).toContain(`<strong>Revision ${revision.id}</strong>`);
    expect(atRevision).toContain('<h1 class="page-title">Introduction</h1>');
    expect(await text(`${revision.urls.app}/install`)).toContain('npm install docsctl');
    expect(await text(spec.urls.app)).toMatch(/<h1>pets<\/h1>[\s\S]*complete, private[\s\S]*Versions/);
    expect(await text(spec.urls.app)).toMatch(/<code>GET \/pets<\/code><\/span><span class="meta">List pets</);
    expect(await text(site.urls.app)).toMatch(/<h1>Docs<\/h1>[\s\S]*Spaces[\s\S]*Handbook/);
  });
});
