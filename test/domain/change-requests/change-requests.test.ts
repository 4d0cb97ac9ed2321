import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSpace, deleteSpace, duplicateSpace, getSpace, updateSpace } from '../../../src/domain/content/spaces.js';
import type { Context } from '../../../src/domain/kernel/context.js';
import {
  createChangeRequest,
  getChangeRequest,
  listChangeRequests,
  listOrganizationChangeRequests,
  mergeChangeRequest,
  pullIntoChangeRequest,
  updateChangeRequest,
} from '../../../src/domain/change-requests/change-requests.js';
import { importContent } from '../../../src/domain/import/import-content.js';
import { requestReviewers } from '../../../src/domain/reviews/reviews.js';
import { listPages } from '../../../src/domain/reading/read.js';
import { commitRevision } from '../../../src/domain/revisions/revisions.js';
import { resolveTarget } from '../../../src/domain/change-requests/target.js';
import { applyTemplate } from '../../../src/domain/import/templates.js';
import type { RevisionRecord } from '../../../src/store/records.js';
import { serveFixtures } from '../../helpers/fixtures-server.js';
import { refusal, rules, type Rules } from '../../helpers/rules.js';

let fixtures: Awaited<ReturnType<typeof serveFixtures>>;
let sandbox: Rules;
let as: (user?: string) => Context;
let space: string;

beforeAll(async () => {
  fixtures = await serveFixtures({ '/a.md': { type: 'text/markdown', body: '# A\n\none\ntwo\nthree\n' } });
});
afterAll(() => fixtures.close());
beforeEach(async () => {
  sandbox = rules();
  as = sandbox.as;
  space = createSpace(as(), 'acme', { title: 'S' }).id;
  await importContent(as(), space, { source: 'markdown', url: fixtures.url('/a.md') });
});

type Pointer = { kind: 'spaces' | 'changeRequests'; id: string };

/** Writes a new revision of one side directly, as an editor would through the app. */
function rewrite(pointer: Pointer, change: (current: RevisionRecord) => Partial<Pick<RevisionRecord, 'pages' | 'variables'>>): void {
  const { store } = sandbox.sandbox;
  const record = store.get(pointer.kind, pointer.id)!;
  const current = store.getRevision(record.revision)!;
  const revision = commitRevision(as(), {
    space,
    type: 'edits',
    parents: [current.id],
    pages: current.pages,
    variables: current.variables,
    ...change(current),
  });
  store.put(pointer.kind, { ...record, revision: revision.id });
}

/** Rewrites one side's first page. */
const editFirstPage = (pointer: Pointer, markdown: string) => rewrite(pointer, ({ pages }) => ({ pages: [{ ...pages[0]!, markdown }, ...pages.slice(1)] }));

const storedPages = () => resolveTarget(as(), space, undefined, 'read').revision.pages;

describe('merging change requests', () => {
  it('merges edits of different lines of the same page from both sides', async () => {
    const cr = createChangeRequest(as('edit'), space, { subject: 'x' });
    editFirstPage({ kind: 'changeRequests', id: cr.id }, 'ONE\ntwo\nthree');
    editFirstPage({ kind: 'spaces', id: space }, 'one\ntwo\nTHREE');
    await mergeChangeRequest(as('review'), space, cr.id);
    expect(storedPages()[0]!.markdown).toBe('ONE\ntwo\nTHREE');
  });

  it('takes a change request as it is when the space has not moved since: a reorder merges in its order', async () => {
    await importContent(as(), space, { source: 'markdown', url: fixtures.url('/a.md') });
    const cr = createChangeRequest(as('edit'), space, { subject: 'reorder' });
    rewrite({ kind: 'changeRequests', id: cr.id }, ({ pages }) => ({ pages: [...pages].reverse() }));
    const reordered = resolveTarget(as(), space, cr.id, 'read').revision.pages.map((p) => [p.id, p.slug]);
    await mergeChangeRequest(as('review'), space, cr.id);
    expect(storedPages().map((p) => [p.id, p.slug])).toEqual(reordered);
  });

  it('merges the variables of both sides, and keeps them through an update', async () => {
    rewrite({ kind: 'spaces', id: space }, () => ({ variables: { product: 'Acme', version: '1' } }));
    const cr = createChangeRequest(as('edit'), space, { subject: 'x' });
    rewrite({ kind: 'changeRequests', id: cr.id }, ({ variables }) => ({ variables: { ...variables, version: '2' } }));
    rewrite({ kind: 'spaces', id: space }, ({ variables }) => ({ variables: { ...variables, region: 'eu' } }));
    await pullIntoChangeRequest(as('edit'), space, cr.id);
    expect(resolveTarget(as(), space, cr.id, 'read').revision.variables).toEqual({ product: 'Acme', version: '2', region: 'eu' });
    await mergeChangeRequest(as('review'), space, cr.id);
    expect(resolveTarget(as(), space, undefined, 'read').revision.variables).toEqual({ product: 'Acme', version: '2', region: 'eu' });
  });

  it('refuses a conflict naming the page, and changes nothing', async () => {
    const cr = createChangeRequest(as('edit'), space, { subject: 'x' });
    editFirstPage({ kind: 'changeRequests', id: cr.id }, 'one\nTWO (cr)\nthree');
    editFirstPage({ kind: 'spaces', id: space }, 'one\nTWO (space)\nthree');
    const before = getSpace(as(), space).revision;
    for (const action of [mergeChangeRequest, pullIntoChangeRequest]) {
      expect(await refusal(() => action(as('review'), space, cr.id))).toMatchObject({
        reason: 'conflict',
        message: expect.stringMatching(/page "A" \(both sides changed the same lines/),
      });
    }
    expect(getSpace(as(), space).revision).toBe(before);
    expect(getChangeRequest(as(), space, cr.id)).toMatchObject({ status: 'draft', outdated: true });
  });

  it('needs the review role to merge, and refuses archived or merged change requests', async () => {
    const cr = createChangeRequest(as('edit'), space, { subject: 'x' });
    expect(await refusal(() => mergeChangeRequest(as('edit'), space, cr.id))).toMatchObject({ reason: 'forbidden' });
    updateChangeRequest(as(), space, cr.id, { status: 'archived' });
    expect(await refusal(() => mergeChangeRequest(as(), space, cr.id))).toMatchObject({ reason: 'conflict', message: expect.stringMatching(/archived/) });
    updateChangeRequest(as(), space, cr.id, { status: 'open' });
    await mergeChangeRequest(as(), space, cr.id);
    expect(await refusal(() => updateChangeRequest(as(), space, cr.id, { subject: 'late' }))).toMatchObject({ reason: 'conflict' });
  });
});

describe('listing and numbering', () => {
  it('numbers change requests from 1 per space, names their space, and filters by status and contributor', async () => {
    const first = createChangeRequest(as('edit'), space, { subject: 'first' });
    const second = createChangeRequest(as('review'), space, { subject: 'second' });
    expect([first.number, second.number]).toEqual([1, 2]);
    expect(getChangeRequest(as(), space, '1').space).toBe(space);
    updateChangeRequest(as(), space, '2', { status: 'open' });
    const list = (query: Parameters<typeof listChangeRequests>[2]) => listChangeRequests(as(), space, query).items.map((c) => c.number);
    expect(list({})).toEqual([2]);
    expect(list({ status: 'draft' })).toEqual([1]);
    expect(list({ status: 'draft', contributor: 'review' })).toEqual([]);
    expect(await refusal(() => getChangeRequest(as(), space, '3'))).toMatchObject({ reason: 'not-found' });
    expect(await refusal(() => createChangeRequest(as('comment'), space, {}))).toMatchObject({ reason: 'forbidden' });
  });
});

describe("the organization's change requests", () => {
  /** Change requests a day apart: in `space`, draft (edit) and open (create, renamed last); open in another space (edit); in a deleted one. */
  function spread() {
    const other = createSpace(as(), 'acme', { title: 'Other' }).id;
    const gone = createSpace(as(), 'acme', { title: 'Gone' }).id;
    const made = (user: string, where: string, subject: string) => {
      sandbox.travel(1);
      return createChangeRequest(as(user), where, { subject }).id;
    };
    made('edit', space, 'draft here');
    const open = made('create', space, 'open here');
    const elsewhere = made('edit', other, 'open elsewhere');
    made('edit', gone, 'in a deleted space');
    sandbox.travel(1);
    for (const [where, id] of [
      [space, open],
      [other, elsewhere],
    ] as const)
      updateChangeRequest(as(), where, id, { status: 'open' });
    sandbox.travel(1);
    updateChangeRequest(as(), space, open, { subject: 'open here, renamed' });
    deleteSpace(as(), gone);
    return { other, open };
  }
  const subjects = (query: Parameters<typeof listOrganizationChangeRequests>[2], user = 'read') =>
    listOrganizationChangeRequests(as(user), 'acme', query).items.map((c) => c.subject);

  it('lists open ones of every live space by default, most recently updated first', () => {
    spread();
    expect(subjects({})).toEqual(['open here, renamed', 'open elsewhere']);
    expect(subjects({ orderBy: 'createdAt' })).toEqual(['open elsewhere', 'open here, renamed']);
  });

  it('filters by statuses, creator, contributor and space', () => {
    const { other } = spread();
    expect(subjects({ status: ['draft', 'open'], orderBy: 'createdAt' })).toEqual(['open elsewhere', 'open here, renamed', 'draft here']);
    expect(subjects({ status: 'draft' })).toEqual(['draft here']);
    expect(subjects({ status: ['draft', 'open'], creator: 'edit' })).toEqual(['open elsewhere', 'draft here']);
    expect(subjects({ space: other })).toEqual(['open elsewhere']);
    expect(subjects({ status: ['archived', 'merged'] })).toEqual([]);
    expect(subjects({ contributor: 'edit' })).toEqual([]);
  });

  it('filters by who is asked to review them, and links none to a site or a topic: the sandbox keeps none of those (style guide runs: sites/styleguide.test.ts)', () => {
    const { open } = spread();
    expect(subjects({ requestedReviewer: 'review' })).toEqual([]);
    requestReviewers(as(), space, open, { users: ['review'] });
    expect(subjects({ requestedReviewer: 'review' })).toEqual(['open here, renamed']);
    for (const linked of [{ site: 'somesite' }, { topic: 'x' }]) expect(subjects(linked)).toEqual([]);
    expect(subjects({ finding: 'all' })).toEqual(subjects({}));
  });

  it('lists those made in the same millisecond newest first, in every order and on every read', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T00:00:00.000Z') });
    try {
      const made = ['first', 'second', 'third', 'fourth'].map((subject) => createChangeRequest(as(), space, { subject }).id);
      const newestFirst = [...made].reverse();
      for (const orderBy of ['createdAt', 'updatedAt'] as const) {
        expect(listOrganizationChangeRequests(as(), 'acme', { status: 'draft', space, orderBy }).items.map((c) => c.id)).toEqual(newestFirst);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('pages through them, and hides the organization from those outside it', async () => {
    spread();
    const first = listOrganizationChangeRequests(as(), 'acme', { status: ['draft', 'open'], limit: 2 });
    expect([first.count, first.items.length]).toEqual([3, 2]);
    const rest = listOrganizationChangeRequests(as(), 'acme', { status: ['draft', 'open'], limit: 2, page: first.next!.page });
    expect(rest.items.map((c) => c.subject)).toEqual(['draft here']);
    expect(await refusal(() => listOrganizationChangeRequests(as('outsider'), 'acme', {}))).toEqual({
      reason: 'not-found',
      message: 'organization "acme" not found',
    });
  });
});

describe('import refusals', () => {
  it.each([
    [{ source: 'notion', url: 'http://127.0.0.1:1/x' }, /"markdown", "html".*"notion" is not supported/],
    [{ source: 'markdown', url: 'file:///etc/passwd' }, /only http and https/],
    [{ source: 'markdown', url: 'http://127.0.0.1:1/nothing.md' }, /could not fetch/],
  ] as const)('%j', async (body, message) => {
    expect(await refusal(() => importContent(as(), space, body))).toMatchObject({ reason: 'invalid', message: expect.stringMatching(message) });
  });

  it("reports the source's own refusal", async () => {
    expect(await refusal(() => importContent(as(), space, { source: 'markdown', url: fixtures.url('/missing.md') }))).toMatchObject({
      reason: 'invalid',
      field: 'url',
      message: expect.stringMatching(/answered 404/),
    });
  });

  it('refuses edits to a locked space, and unknown templates', async () => {
    updateSpace(as(), space, { editMode: 'locked' });
    expect(await refusal(() => importContent(as(), space, { source: 'markdown', url: fixtures.url('/a.md') }))).toMatchObject({ reason: 'conflict' });
    updateSpace(as(), space, { editMode: 'live' });
    expect(await refusal(() => applyTemplate(as(), space, { id: 'nope' }))).toMatchObject({
      reason: 'invalid',
      field: 'id',
      message: expect.stringMatching(/"blank"/),
    });
  });

  it('copies content when a space is duplicated', () => {
    const copy = duplicateSpace(as(), space);
    expect(listPages(as(), copy.id).pages.map((p) => p.title)).toEqual(['A']);
  });
});
