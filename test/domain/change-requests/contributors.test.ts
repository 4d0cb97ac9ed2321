import { beforeEach, describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import type { Context } from '../../../src/domain/kernel/context.js';
import {
  createChangeRequest,
  listChangeRequests,
  listContributors,
  mergeChangeRequest,
  pullIntoChangeRequest,
} from '../../../src/domain/change-requests/change-requests.js';
import { postComment, postReply } from '../../../src/domain/comments/comments.js';
import { commitRevision } from '../../../src/domain/revisions/revisions.js';
import type { PageNode } from '../../../src/format/page.js';
import { refusal, rules, type Rules } from '../../helpers/rules.js';

let sandbox: Rules;
let as: (user?: string) => Context;
let space: string;

const T0 = '2026-01-01T00:00:00.000Z';
const page = (id: string, markdown: string): PageNode => ({ id, title: id.toUpperCase(), slug: id, markdown, createdAt: T0, updatedAt: T0, pages: [] });

/** An edit by `user`, a day after the last thing that happened. */
function edit(user: string, pointer: { kind: 'spaces' | 'changeRequests'; id: string }, markdown: string, added: PageNode[] = []): void {
  sandbox.travel(1);
  const { store } = sandbox.sandbox;
  const record = store.get(pointer.kind, pointer.id)!;
  const revision = commitRevision(as(user), { space, type: 'edits', parents: [record.revision], pages: [page('a', markdown), ...added] });
  store.put(pointer.kind, { ...record, revision: revision.id });
}

/** How many of the sandbox's days ago a time was (a day is far longer than the test takes). */
const daysAgo = (time: string) => Math.round((sandbox.sandbox.clock.now().getTime() - Date.parse(time)) / 86_400_000);

beforeEach(() => {
  sandbox = rules();
  as = sandbox.as;
  space = createSpace(as(), 'acme', { title: 'S' }).id;
  edit('admin', { kind: 'spaces', id: space }, 'one');
});

describe('the contributors of a change request', () => {
  it('are the authors of its revisions (edits and updates from the space), else those who discussed it, most recent first', async () => {
    const cr = createChangeRequest(as('edit'), space, { subject: 'x' }).id;
    const pointer = { kind: 'changeRequests' as const, id: cr };
    edit('edit', pointer, 'two');
    edit('create', pointer, 'three');
    edit('edit', pointer, 'four');
    edit('admin', { kind: 'spaces', id: space }, 'one', [page('b', 'more')]);
    sandbox.travel(1);
    await pullIntoChangeRequest(as('review'), space, cr);
    sandbox.travel(1);
    const comment = postComment(as('comment'), { spaceId: space, changeRequest: cr }, { body: { markdown: 'Why?' } });
    postReply(as('comment'), { spaceId: space, changeRequest: cr }, comment.id, { body: { markdown: 'Never mind' } });
    sandbox.travel(1);
    // An editor who also comments contributes by editing.
    postComment(as('create'), { spaceId: space, changeRequest: cr }, { body: { markdown: 'Done' } });
    sandbox.travel(1);
    // The merge revision is the space's: the merger did not edit the change request.
    await mergeChangeRequest(as('admin'), space, cr);

    const contributors = listContributors(as('read'), space, '1');
    expect(contributors.count).toBe(4);
    expect(contributors.items.map(({ user, actionType, count, updatedAt }) => [user.id, actionType, count, daysAgo(updatedAt)])).toEqual([
      ['comment', 'comment', 2, 2],
      ['review', 'edit', 1, 3],
      ['edit', 'edit', 2, 5],
      ['create', 'edit', 1, 6],
    ]);
    expect(contributors.items[0]!.user).toMatchObject({ object: 'user', displayName: 'Comment User' });
  });

  it('are none before anyone edits or comments: creating one is not contributing', () => {
    createChangeRequest(as('edit'), space, { subject: 'x' });
    expect(listContributors(as(), space, '1')).toEqual({ items: [], count: 0 });
  });

  it("decide the contributor filter of a space's change requests", async () => {
    const byEdit = createChangeRequest(as('edit'), space, { subject: 'by edit' }).id;
    createChangeRequest(as('create'), space, { subject: 'by create' });
    edit('review', { kind: 'changeRequests', id: byEdit }, 'reviewed');
    const subjects = (contributor: string) => listChangeRequests(as(), space, { status: 'draft', contributor }).items.map((c) => c.subject);
    expect(subjects('review')).toEqual(['by edit']);
    expect(subjects('edit')).toEqual([]);
    expect(await refusal(() => listContributors(as(), space, '3'))).toEqual({ reason: 'not-found', message: 'change request "3" not found' });
  });
});
