import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commitRevision } from '../../src/domain/revisions/revisions.js';
import type { PageNode } from '../../src/store/records.js';
import { serveFixtures } from '../helpers/fixtures-server.js';
import { startSandbox, type Running } from '../helpers/sandbox.js';

let sb: Running;
let fixtures: Awaited<ReturnType<typeof serveFixtures>>;
let space: string;

beforeAll(async () => {
  fixtures = await serveFixtures({ '/a.md': { type: 'text/markdown', body: '# A\n\none\ntwo\nthree\n' } });
});
afterAll(() => fixtures.close());
beforeEach(async () => {
  sb = await startSandbox();
  space = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'S' } })).body.id;
  await sb.call('POST', `/v1/spaces/${space}/content/import`, { body: { source: 'markdown', url: fixtures.url('/a.md') } });
});
afterEach(() => sb.close());

const createCr = async (subject = 'x', user = 'edit') => (await sb.call('POST', `/v1/spaces/${space}/change-requests`, { body: { subject }, user })).body;

/** Rewrites one side's first page directly, as an editor would through the app. */
function editFirstPage(pointer: { kind: 'spaces' | 'changeRequests'; id: string }, markdown: string): void {
  const { store, clock } = sb.sandbox;
  const record = store.get(pointer.kind, pointer.id)!;
  const current = store.get('revisions', record.revision)!;
  const pages: PageNode[] = [{ ...current.pages[0]!, markdown }, ...current.pages.slice(1)];
  const revision = commitRevision({ store, clock }, { type: 'edits', parents: [current.id], pages });
  store.put(pointer.kind, { ...record, revision: revision.id } as never);
}

describe('merging change requests', () => {
  it('merges edits of different lines of the same page from both sides', async () => {
    const cr = await createCr();
    editFirstPage({ kind: 'changeRequests', id: cr.id }, 'ONE\ntwo\nthree');
    editFirstPage({ kind: 'spaces', id: space }, 'one\ntwo\nTHREE');
    expect((await sb.call('POST', `/v1/spaces/${space}/change-requests/${cr.id}/merge`, { user: 'review' })).status).toBe(200);
    const pages = (await sb.call('GET', `/v1/spaces/${space}/content/pages`)).body.pages;
    expect(pages[0].markdown).toBe('ONE\ntwo\nTHREE');
  });

  it('refuses a conflict with 409 naming the page, and changes nothing', async () => {
    const cr = await createCr();
    editFirstPage({ kind: 'changeRequests', id: cr.id }, 'one\nTWO (cr)\nthree');
    editFirstPage({ kind: 'spaces', id: space }, 'one\nTWO (space)\nthree');
    const before = (await sb.call('GET', `/v1/spaces/${space}`)).body.revision;
    for (const action of ['merge', 'update']) {
      const response = await sb.call('POST', `/v1/spaces/${space}/change-requests/${cr.id}/${action}`, { user: 'review' });
      expect(response.status).toBe(409);
      expect(response.body.error.message).toMatch(/page "A" \(both sides changed the same lines/);
    }
    expect((await sb.call('GET', `/v1/spaces/${space}`)).body.revision).toBe(before);
    expect((await sb.call('GET', `/v1/spaces/${space}/change-requests/${cr.id}`)).body).toMatchObject({ status: 'draft', outdated: true });
  });

  it('needs the review role to merge, and refuses archived or merged change requests', async () => {
    const cr = await createCr();
    expect((await sb.call('POST', `/v1/spaces/${space}/change-requests/${cr.id}/merge`, { user: 'edit' })).status).toBe(403);
    await sb.call('PATCH', `/v1/spaces/${space}/change-requests/${cr.id}`, { body: { status: 'archived' } });
    const archived = await sb.call('POST', `/v1/spaces/${space}/change-requests/${cr.id}/merge`);
    expect(archived.status).toBe(409);
    expect(archived.body.error.message).toMatch(/archived/);
    await sb.call('PATCH', `/v1/spaces/${space}/change-requests/${cr.id}`, { body: { status: 'open' } });
    expect((await sb.call('POST', `/v1/spaces/${space}/change-requests/${cr.id}/merge`)).status).toBe(200);
    expect((await sb.call('PATCH', `/v1/spaces/${space}/change-requests/${cr.id}`, { body: { subject: 'late' } })).status).toBe(409);
    expect((await sb.call('PATCH', `/v1/spaces/${space}/change-requests/${cr.id}`, { body: { status: 'merged' } })).status).toBe(400);
  });
});

describe('listing and numbering', () => {
  it('numbers change requests from 1 per space and filters by status and contributor', async () => {
    const first = await createCr('first', 'edit');
    const second = await createCr('second', 'review');
    expect([first.number, second.number]).toEqual([1, 2]);
    await sb.call('PATCH', `/v1/spaces/${space}/change-requests/2`, { body: { status: 'open' } });
    const list = async (query: string) =>
      (await sb.call('GET', `/v1/spaces/${space}/change-requests${query}`)).body.items.map((c: { number: number }) => c.number);
    expect(await list('')).toEqual([2]);
    expect(await list('?status=draft')).toEqual([1]);
    expect(await list('?status=draft&contributor=review')).toEqual([]);
    expect((await sb.call('GET', `/v1/spaces/${space}/change-requests/3`)).status).toBe(404);
    expect((await sb.call('POST', `/v1/spaces/${space}/change-requests`, { body: {}, user: 'comment' })).status).toBe(403);
  });
});

describe('import refusals', () => {
  it.each([
    [{ source: 'notion', url: 'http://127.0.0.1:1/x' }, 400, /"markdown", "html".*"notion" is not supported/],
    [{ source: 'markdown', url: 'file:///etc/passwd' }, 400, /body\.url/],
    [{ source: 'markdown', url: 'http://127.0.0.1:1/nothing.md' }, 400, /could not fetch/],
  ])('%j → %i', async (body, status, message) => {
    const response = await sb.call('POST', `/v1/spaces/${space}/content/import`, { body });
    expect(response.status).toBe(status);
    expect(response.body.error.message).toMatch(message);
  });

  it('reports the source\'s own refusal', async () => {
    const response = await sb.call('POST', `/v1/spaces/${space}/content/import`, { body: { source: 'markdown', url: fixtures.url('/missing.md') } });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/answered 404/);
  });

  it('refuses edits to a locked space, and unknown templates', async () => {
    await sb.call('PATCH', `/v1/spaces/${space}`, { body: { editMode: 'locked' } });
    const locked = await sb.call('POST', `/v1/spaces/${space}/content/import`, { body: { source: 'markdown', url: fixtures.url('/a.md') } });
    expect(locked.status).toBe(409);
    await sb.call('PATCH', `/v1/spaces/${space}`, { body: { editMode: 'live' } });
    const unknown = await sb.call('POST', `/v1/spaces/${space}/content/template`, { body: { id: 'nope' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toMatch(/"blank"/);
  });

  it('copies content when a space is duplicated', async () => {
    const copy = (await sb.call('POST', `/v1/spaces/${space}/duplicate`)).body;
    const pages = (await sb.call('GET', `/v1/spaces/${copy.id}/content/pages`)).body.pages;
    expect(pages.map((p: { title: string }) => p.title)).toEqual(['A']);
  });
});
