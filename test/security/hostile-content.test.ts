import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFixtures } from '../helpers/fixtures-server.js';
import { startSandbox, type Running } from '../helpers/sandbox.js';

/** Regression tests for red-team findings about what content can carry into the sandbox. */
const zip = (files: Record<string, string>) => ({
  type: 'application/zip',
  body: Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])))),
});
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let sb: Running;
let fixtures: Awaited<ReturnType<typeof serveFixtures>>;

beforeAll(async () => {
  sb = await startSandbox();
  fixtures = await serveFixtures({
    '/page.md': { type: 'text/markdown', body: '# Added later\n\nText.' },
    '/assets.zip': {
      type: 'application/zip',
      body: Buffer.from(
        zipSync({
          'README.md': strToU8('# Assets\n\n![](photo.png) [page](page.html) [drawing](drawing.svg)'),
          'page.html': strToU8('<script>fetch("/v1/user")</script>'),
          'drawing.svg': strToU8('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
          'photo.png': PNG,
        }),
      ),
    },
    '/absolute.zip': zip({ 'README.md': '# Home', '/tmp/x.md': '# Outside' }),
    '/climbing.zip': zip({ 'README.md': '# Home', 'docs/../../escape.md': '# Outside' }),
    '/odd-names.zip': zip({
      'README.md': '# Home',
      'C:evil.md': '# Drive',
      'back\\slash.md': '# Back',
      'nul\u0000byte.md': '# Nul',
      'D:/README.md': '# Folder',
    }),
  });
});
afterAll(async () => {
  await sb.close();
  await fixtures.close();
});

const newSpace = async (title: string) => (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title } })).body.id as string;

describe('imported files', () => {
  it('are served so that none runs as a page of the sandbox', async () => {
    const space = await newSpace('Assets');
    expect((await sb.call('POST', `/v1/spaces/${space}/content/import`, { body: { source: 'zip', url: fixtures.url('/assets.zip') } })).status).toBe(201);
    const files = (await sb.call('GET', `/v1/spaces/${space}/content/files`)).body.items as { name: string; downloadURL: string }[];
    const served = async (name: string) => {
      const response = await fetch(files.find((f) => f.name === name)!.downloadURL);
      await response.arrayBuffer();
      return response.headers;
    };
    for (const name of ['page.html', 'drawing.svg']) {
      const headers = await served(name);
      expect(headers.get('content-disposition'), name).toMatch(/^attachment;/);
      expect(headers.get('x-content-type-options'), name).toBe('nosniff');
      expect(headers.get('content-security-policy'), name).toMatch(/sandbox/);
    }
    const png = await served('photo.png');
    expect(png.get('content-type')).toBe('image/png');
    expect(png.get('content-disposition')).toMatch(/^inline;/);
    expect(png.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('zip entries', () => {
  it('that point outside the archive are refused with a 400 naming them', async () => {
    for (const [archive, entry] of [
      ['/absolute.zip', '/tmp/x.md'],
      ['/climbing.zip', 'docs/../../escape.md'],
    ]) {
      const space = await newSpace('Zip');
      const response = await sb.call('POST', `/v1/spaces/${space}/content/import`, { body: { source: 'zip', url: fixtures.url(archive!) } });
      expect(response.status, archive).toBe(400);
      expect(response.body.error.message).toContain(`"${entry}" points outside the archive`);
    }
  });
});

describe('issue 22.14: a slug that would name another place than one file', () => {
  it('is a 400 naming the field, on insert and on update', async () => {
    const space = await newSpace('Slugs');
    const cr = (await sb.call('POST', `/v1/spaces/${space}/change-requests`, { body: { subject: 'Slugs' } })).body.id;
    const path = `/v1/spaces/${space}/change-requests/${cr}/content`;
    const added = await sb.call('POST', `${path}?compat=false`, {
      user: 'edit',
      body: { changes: [{ operation: 'insert_page', slug: 'fine', document: {} }] },
    });
    const page = added.body.changes[0].page.id;
    for (const slug of ['back\\slash', '..', '.', 'nul\u0000byte', 'C:evil', 'c:', 'a/b']) {
      for (const change of [
        { operation: 'insert_page', slug, document: {} },
        { operation: 'update_page', page, slug },
      ]) {
        const response = await sb.call('POST', path, { user: 'edit', body: { changes: [change] } });
        expect(response.status, `${change.operation} ${JSON.stringify(slug)}`).toBe(400);
        expect(response.body.error.message).toMatch(/^body\.changes\.0\.slug: must not/);
      }
    }
    const pages = (await sb.call('GET', `/v1/spaces/${space}/change-requests/${cr}/content/pages`)).body.pages;
    expect(pages.map((p: { slug: string }) => p.slug)).toEqual(['fine']);
  });

  it("is not kept from a zip's file names: such a page takes a slug from its title", async () => {
    const space = await newSpace('Odd names');
    expect((await sb.call('POST', `/v1/spaces/${space}/content/import`, { body: { source: 'zip', url: fixtures.url('/odd-names.zip') } })).status).toBe(201);
    type Listed = { title: string; slug: string; pages: Listed[] };
    const slugs = new Map<string, string>();
    const walk = (pages: Listed[]): void => {
      for (const page of pages) {
        slugs.set(page.title, page.slug);
        walk(page.pages);
      }
    };
    walk((await sb.call('GET', `/v1/spaces/${space}/content/pages`)).body.pages);
    expect(Object.fromEntries([...slugs].filter(([title]) => ['Drive', 'Nul', 'Folder'].includes(title)))).toEqual({
      Drive: 'drive',
      Nul: 'nul',
      Folder: 'folder',
    });
    for (const slug of slugs.values()) expect(slug).toMatch(/^(?![A-Za-z]:)(?!\.\.?$)[^/\\\u0000-\u001f]+$/);
  });
});

describe('closed change requests', () => {
  it('take no import once merged or archived', async () => {
    const space = await newSpace('Closed');
    const merged = (await sb.call('POST', `/v1/spaces/${space}/change-requests`, { body: { subject: 'Merged' } })).body.id;
    expect((await sb.call('POST', `/v1/spaces/${space}/change-requests/${merged}/merge`)).status).toBe(200);
    const archived = (await sb.call('POST', `/v1/spaces/${space}/change-requests`, { body: { subject: 'Archived' } })).body.id;
    await sb.call('PATCH', `/v1/spaces/${space}/change-requests/${archived}`, { body: { status: 'archived' } });
    for (const [cr, status] of [
      [merged, 'merged'],
      [archived, 'archived'],
    ]) {
      const before = (await sb.call('GET', `/v1/spaces/${space}/change-requests/${cr}`)).body.revision;
      const response = await sb.call('POST', `/v1/spaces/${space}/change-requests/${cr}/content/import`, {
        body: { source: 'markdown', url: fixtures.url('/page.md') },
      });
      expect(response.status, status).toBe(409);
      expect(response.body.error.message).toContain(`is ${status}`);
      expect((await sb.call('GET', `/v1/spaces/${space}/change-requests/${cr}`)).body.revision).toBe(before);
    }
  });
});

describe('translation instructions', () => {
  it('nested thousands of levels deep are a 400, not a crash', async () => {
    const space = await newSpace('Source');
    const deep = `${'{"object":"block","type":"paragraph","nodes":['.repeat(5000)}{"object":"text"}${']}'.repeat(5000)}`;
    const body = `{"source":{"space":"${space}","language":"en"},"language":"fr","instructions":{"object":"document","data":{},"nodes":[${deep}]}}`;
    const response = await sb.call('POST', '/v1/orgs/acme/translations', { rawBody: body });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/nested more than 100 levels/);
  });
});
