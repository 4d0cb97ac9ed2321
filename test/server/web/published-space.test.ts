import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveFixtures } from '../../helpers/fixtures-server.js';
import { withContent } from '../../helpers/preview.js';
import { siteShowing } from '../../helpers/site-content.js';
import { startSandbox, type Running } from '../../helpers/sandbox.js';
import { openApiEntry } from '../../helpers/summary-lines.js';

let sb: Running;
beforeEach(async () => {
  sb = await startSandbox();
});
afterEach(() => sb.close());

const publish = async (spaceId: string, visibility: string, user = 'admin') =>
  sb.call('PUT', `/_sandbox/spaces/${spaceId}/visibility`, { body: { visibility }, user });
const visit = async (url: string, cookie?: string) => {
  const answer = await fetch(url, cookie ? { headers: { cookie } } : {});
  return { status: answer.status, text: await answer.text(), setCookie: answer.headers.get('set-cookie') };
};

describe("a space's urls.published", () => {
  it('shows a public space to anyone: its first page, the others by path, with previous and next', async () => {
    const { space } = await withContent(sb);
    const published = (await publish(space.id, 'public')).body.urls.published as string;
    expect(published).toBe(`${sb.url}/published/${space.id}`);
    const first = await visit(published);
    expect(first.status).toBe(200);
    expect(first.text).toContain('<h1>Introduction</h1>');
    expect(first.text).not.toContain('<script>alert(1)</script>');
    expect(first.text).toContain(`href="/published/${space.id}/install#steps"`);
    expect(first.text).toMatch(/rel="next" href="\/published\/[^/]+\/install"/);
    expect(first.text).not.toContain('noindex');
    const install = await visit(`${published}/install`);
    expect(install.text).toContain('npm install docsctl');
    expect(install.text).not.toContain('--global');
    expect((await visit(`${published}/nowhere`)).status).toBe(404);
    expect((await visit(`${published}?q=docsctl`)).text).toMatch(/<a class="result-title" href="\/published\/[^/]+\/install">Install<\/a>/);
  });

  it('leads nowhere for a private space, and for a share-link space without its key', async () => {
    const { space } = await withContent(sb);
    expect((await visit(`${sb.url}/published/${space.id}`)).status).toBe(404);
    await publish(space.id, 'share-link');
    expect((await visit(`${sb.url}/published/${space.id}`)).status).toBe(404);
    expect((await visit(`${sb.url}/published/${space.id}?share=wrong`)).status).toBe(404);
    const shareKey = sb.sandbox.store.get('spaces', space.id)!.shareKey;
    const shared = (await sb.call('GET', `/v1/spaces/${space.id}?shareKey=${shareKey}`)).body.urls.published as string;
    expect(shared).toBe(`${sb.url}/published/${space.id}?share=${shareKey}`);
    const opened = await visit(shared);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain('noindex');
    // The key the link carried opens the space's other pages, whose links carry none.
    const cookie = opened.setCookie!.split(';')[0]!;
    expect((await visit(`${sb.url}/published/${space.id}/install`, cookie)).text).toContain('npm install docsctl');
    await publish(space.id, 'private');
    expect((await visit(shared)).status).toBe(404);
  });

  it('is set by a sandbox control an admin drives, which checks what it is sent', async () => {
    const { space } = await withContent(sb);
    expect((await publish(space.id, 'public', 'edit')).status).toBe(403);
    expect((await publish(space.id, 'everyone')).body.error.message).toMatch(/visibility/);
    expect((await publish(space.id, 'in-collection')).status).toBe(400);
    expect((await publish('nosuchspace', 'public')).status).toBe(404);
  });
});

describe("a published page's block of the organization's spec", () => {
  const spec = (summary: string) =>
    `openapi: 3.0.3\ninfo: { title: Pets, version: "1" }\npaths:\n  /pets:\n    get:\n      summary: ${summary}\n      parameters: [{ name: limit, in: query, schema: { type: integer } }]\n      responses: { "200": { description: The pets } }\n`;
  const ok = async (method: string, path: string, body?: unknown) => {
    const answer = await sb.call(method, path, body === undefined ? {} : { body });
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    return answer.body;
  };
  const sendSpec = async (summary: string) => {
    await ok('PUT', '/v1/orgs/acme/openapi/pets', { source: { text: spec(summary) } });
    await sb.sandbox.jobs.settle();
  };

  it("shows the operation from the spec's latest version, and says so while the organization has no such spec", async () => {
    const space = await ok('POST', '/v1/orgs/acme/spaces', { title: 'API' });
    const cr = await ok('POST', `/v1/spaces/${space.id}/change-requests`, { subject: 'Reference' });
    await ok('POST', `/v1/spaces/${space.id}/change-requests/${cr.id}/content`, {
      changes: [
        {
          operation: 'insert_page',
          title: 'Pets',
          document: {
            markdown:
              '{% openapi-operation spec="pets" path="/pets" method="get" %}\n[OpenAPI pets](https://example.com/pets.yaml)\n{% endopenapi-operation %}',
          },
        },
      ],
    });
    await ok('POST', `/v1/spaces/${space.id}/change-requests/${cr.id}/merge`);
    const published = (await publish(space.id, 'public')).body.urls.published as string;

    const before = await visit(published);
    expect(before.status).toBe(200);
    expect(before.text).toContain('<p class="openapi-unavailable">The organization has no OpenAPI spec "pets"</p>');
    expect(before.text).not.toContain('{%');

    await sendSpec('List the pets');
    const after = await visit(published);
    expect(after.text).toContain('<p class="openapi-summary">List the pets</p>');
    expect(after.text).toContain('<code>limit</code>');
    expect(after.text).toContain('The pets');
    expect(after.text).not.toContain('<p class="openapi-unavailable">');

    // The revision is the same; the spec's new version shows at once.
    await sendSpec('Every pet');
    expect((await visit(published)).text).toContain('<p class="openapi-summary">Every pet</p>');
  });
});

describe("a published space's computed page", () => {
  const PETSTORE = (summary: string, petsTitle: string) =>
    `openapi: 3.0.3\ninfo: { title: Petstore, version: "1" }\ntags: [{ name: pets, x-page-title: ${petsTitle} }, { name: stores }]\npaths:\n  /pets:\n    get: { tags: [pets], summary: ${summary}, responses: { "200": { description: The pets } } }\n  /stores:\n    get: { tags: [stores], summary: List stores, responses: { "200": { description: OK } } }\n`;
  const SUMMARY = [
    '# Table of contents',
    '',
    '* [Welcome](README.md)',
    '* [Reference](reference.md)',
    ...openApiEntry('petstore', { models: false }, '  '),
    ...openApiEntry('gone', { models: false }),
    '',
  ];
  const ZIP = zipSync({
    'README.md': strToU8('# Welcome\n\nHello.\n'),
    'reference.md': strToU8('# Reference\n\nAll of it.\n'),
    'SUMMARY.md': strToU8(SUMMARY.join('\n')),
  });
  const sendSpec = async (summary: string, petsTitle = 'All about pets') => {
    expect((await sb.call('PUT', '/v1/orgs/acme/openapi/petstore', { body: { source: { text: PETSTORE(summary, petsTitle) } } })).status).toBeLessThan(300);
    await sb.sandbox.jobs.settle();
  };

  it("shows the spec's tag pages in its place, each at its path with its operations; one that cannot be computed is left out", async () => {
    const fixtures = await serveFixtures({ '/docs.zip': { type: 'application/zip', body: Buffer.from(ZIP) } });
    try {
      await sendSpec('List pets');
      const space = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'API' } })).body.id as string;
      const imported = await sb.call('POST', `/v1/spaces/${space}/content/import`, { body: { source: 'zip', url: fixtures.url('/docs.zip') } });
      expect(imported.status, JSON.stringify(imported.body)).toBeLessThan(300);
      await sb.sandbox.jobs.settle();
      const published = (await publish(space, 'public')).body.urls.published as string;

      const reference = await visit(`${published}/reference`);
      expect(reference.status).toBe(200);
      // The sidebar lists the tag pages under Reference, where the computed page is; the spec the organization lacks shows nothing.
      expect(reference.text).toMatch(/href="\/published\/[^/]+\/reference\/all-about-pets"[^>]*>All about pets</);
      expect(reference.text).toMatch(/href="\/published\/[^/]+\/reference\/stores"[^>]*>Stores</);
      expect(reference.text).not.toContain('gone');
      expect(reference.text).toMatch(/rel="next" href="\/published\/[^/]+\/reference\/all-about-pets"/);

      const pets = await visit(`${published}/reference/all-about-pets`);
      expect(pets.status).toBe(200);
      expect(pets.text).toContain('<h1>All about pets</h1>');
      expect(pets.text).toContain('<p class="openapi-summary">List pets</p>');
      expect(pets.text).toContain('The pets');
      expect(pets.text).not.toContain('{%');
      expect(pets.text).not.toContain('<p class="openapi-unavailable">');

      // The revision is the same; the spec processed again shows at once, its pages as it now has them.
      await sendSpec('Every pet', 'Pets and more');
      expect((await visit(`${published}/reference/all-about-pets`)).status).toBe(404);
      const renamed = await visit(`${published}/reference/pets-and-more`);
      expect(renamed.text).toContain('<h1>Pets and more</h1>');
      expect(renamed.text).toContain('<p class="openapi-summary">Every pet</p>');

      // A site showing the space shows them alike.
      const site = await siteShowing(sb, 'Docs', [{ id: space }]);
      const onSite = await visit(`${site.urls.published}/reference/stores`);
      expect(onSite.status).toBe(200);
      expect(onSite.text).toContain('<p class="openapi-summary">List stores</p>');
      expect(onSite.text).toMatch(/href="[^"]+\/reference\/pets-and-more"[^>]*>Pets and more</);
    } finally {
      await fixtures.close();
    }
  });
});
