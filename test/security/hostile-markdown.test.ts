import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeAll, MARKDOWN_BUDGETS } from '../../src/domain/workers/markdown-off-thread.js';
import { Caches } from '../../src/lib/caches.js';
import { commitRevision } from '../../src/domain/revisions/revisions.js';
import { serveFixtures } from '../helpers/fixtures-server.js';
import { startSandbox, type Running } from '../helpers/sandbox.js';

/**
 * Regression tests for a red-team finding: one page of hostile Markdown froze the whole server
 * (200 KB of `*a*a*a…` held the event loop for 10 s, through requests that need no token), and
 * a 9 MiB line overflowed the parser's stack, so that every search of the organization failed.
 */
const STARS = '*a'.repeat(100 * 1024);
const NESTED_QUOTES = `${'>'.repeat(9 * 1024 * 1024)} x`;

let sb: Running;
let fixtures: Awaited<ReturnType<typeof serveFixtures>>;

beforeAll(async () => {
  sb = await startSandbox();
  fixtures = await serveFixtures({
    '/stars.md': { type: 'text/markdown', body: `# Stars\n\nSee [a friend](friend.md).\n\n${STARS}` },
    '/huge.md': { type: 'text/markdown', body: `# Huge\n\n${'lorem ipsum '.repeat(100_000)}` },
  });
});
afterAll(async () => {
  await sb.close();
  await fixtures.close();
});

async function spaceWith(title: string, url: string) {
  const space = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title } })).body.id as string;
  const imported = await sb.call('POST', `/v1/spaces/${space}/content/import`, { body: { source: 'markdown', url } });
  return { space, imported };
}

/** How long the server takes to answer the cheapest authenticated request. */
async function userLatency(): Promise<number> {
  const started = performance.now();
  expect((await sb.call('GET', '/v1/user')).status).toBe(200);
  return performance.now() - started;
}

describe('a page of hostile Markdown', () => {
  it('is read off the event loop: other requests are answered meanwhile', async () => {
    const { space, imported } = await spaceWith('Hostile', fixtures.url('/stars.md'));
    expect(imported.status).toBe(201);
    const page = (await sb.call('GET', `/v1/spaces/${space}/content/pages`)).body.pages[0];
    const cr = (await sb.call('POST', `/v1/spaces/${space}/change-requests`, { body: { subject: 'Look' } })).body.id;
    const pdfUrl = (await sb.call('GET', `/v1/spaces/${space}/change-requests/${cr}/pdf`)).body.url as string;

    const heavy = [
      sb.call('GET', `/v1/spaces/${space}/links`),
      sb.call('GET', `/v1/spaces/${space}/search?query=friend`),
      sb.call('GET', `/v1/spaces/${space}/content/page/${page.id}?format=document`),
      fetch(pdfUrl).then(async (r) => ({ status: r.status, body: await r.arrayBuffer() })),
    ];
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await userLatency()).toBeLessThan(1_000);
    const [links, search, document, pdf] = await Promise.all(heavy);
    expect(links!.body.items.map((l: { targetReference: { url?: string } }) => l.targetReference.url ?? 'page')).toContain('friend.md');
    expect(search!.body.items).toHaveLength(1);
    expect(document!.status).toBe(200);
    expect(pdf!.status).toBe(200);
  });

  it('is rendered as PDF once: the unauthenticated URL answers again from what it kept', async () => {
    const { space } = await spaceWith('Hostile PDF', fixtures.url('/stars.md'));
    const cr = (await sb.call('POST', `/v1/spaces/${space}/change-requests`, { body: { subject: 'Print' } })).body.id;
    const url = (await sb.call('GET', `/v1/spaces/${space}/change-requests/${cr}/pdf`)).body.url as string;
    const time = async () => {
      const started = performance.now();
      const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
      return { bytes, ms: performance.now() - started };
    };
    const first = await time();
    const again = await Promise.all([time(), time(), time()]);
    for (const repeat of again) {
      expect(repeat.bytes.equals(first.bytes)).toBe(true);
      expect(repeat.ms).toBeLessThan(first.ms / 2);
    }
  });

  it('larger than 1 MiB is refused at import with a 400 naming it', async () => {
    const { space, imported } = await spaceWith('Too big', fixtures.url('/huge.md'));
    expect(imported.status).toBe(400);
    expect(imported.body.error.message).toMatch(/page "Huge" holds 1199999 bytes of Markdown; a page holds at most 1048576 bytes/);
    expect((await sb.call('GET', `/v1/spaces/${space}/content/pages`)).body.pages).toEqual([]);
  });
});

describe('a page the parser cannot read', () => {
  it('fails no request: the space, its links, its PDF and the organization search still answer', async () => {
    // A store can hold such a page from before imports were bounded: put it there directly.
    const space = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Legacy' } })).body.id;
    const record = sb.sandbox.store.get('spaces', space)!;
    const now = new Date().toISOString();
    const pages = [
      { id: 'deep', title: 'Deep', slug: 'deep', markdown: NESTED_QUOTES, createdAt: now, updatedAt: now, pages: [] },
      { id: 'plain', title: 'Plain', slug: 'plain', markdown: 'Findable zanzibar text, see [deep](deep.md).', createdAt: now, updatedAt: now, pages: [] },
    ];
    const revision = commitRevision(
      { ...sb.sandbox, caller: sb.sandbox.store.get('users', 'admin')! },
      { space, type: 'edits', parents: [record.revision], pages },
    );
    sb.sandbox.store.put('spaces', { ...record, revision: revision.id });
    const cr = (await sb.call('POST', `/v1/spaces/${space}/change-requests`, { body: { subject: 'PDF' } })).body.id;

    const links = await sb.call('GET', `/v1/spaces/${space}/links`);
    expect(links.status).toBe(200);
    expect(links.body.stats.broken.total).toBe(0);
    expect((await sb.call('GET', `/v1/orgs/acme/search?query=zanzibar`)).body.items.map((s: { id: string }) => s.id)).toEqual([space]);
    const pdf = await fetch((await sb.call('GET', `/v1/spaces/${space}/change-requests/${cr}/pdf?page=plain`)).body.url);
    expect([pdf.status, pdf.headers.get('content-type'), (await pdf.arrayBuffer()).byteLength > 0]).toEqual([200, 'application/pdf', true]);
  });

  it('within its budget reads as its source, and only that page does', async () => {
    const slow = `${'['.repeat(1024 * 1024)}`;
    const fine = 'A [link](there.md) and **bold**.';
    const analyses = await analyzeAll({ caches: new Caches(), markdownBudgets: { ...MARKDOWN_BUDGETS, analysisMs: 300 } }, [slow, fine]);
    expect(analyses.get(slow)).toMatchObject({ degraded: true, hrefs: [] });
    expect(analyses.get(fine)).toMatchObject({ hrefs: ['there.md'] });
    expect(analyses.get(fine)!.degraded).toBeUndefined();
  });
});
