import { beforeEach, describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import type { Context } from '../../../src/domain/kernel/context.js';
import { createChangeRequest } from '../../../src/domain/change-requests/change-requests.js';
import {
  deleteReply,
  getComment,
  getReply,
  listCommenters,
  listReplies,
  postComment,
  postReply,
  updateReply,
  type Thread,
} from '../../../src/domain/comments/comments.js';
import { refusal, rules } from '../../helpers/rules.js';

let as: (user?: string) => Context;
let space: string;
let threads: { space: Thread; changeRequest: Thread };

beforeEach(() => {
  as = rules().as;
  space = createSpace(as(), 'acme', { title: 'Discussed' }).id;
  const cr = createChangeRequest(as('edit'), space, { subject: 'x' });
  threads = { space: { spaceId: space }, changeRequest: { spaceId: space, changeRequest: cr.id } };
});

/** A comment by `comment` with a reply by `review`, in a thread. */
function discussion(thread: Thread) {
  const comment = postComment(as('comment'), thread, { body: { markdown: 'Is this right?' } });
  const reply = postReply(as('review'), thread, comment.id, { body: { markdown: 'Yes.' } });
  return { comment: comment.id, reply: reply.id };
}

describe.each(['space', 'changeRequest'] as const)('replies in a %s', (where) => {
  it('are edited by their author alone; anyone who comments reacts', async () => {
    const thread = threads[where];
    const { comment, reply } = discussion(thread);
    expect(updateReply(as('review'), thread, comment, reply, { body: { markdown: 'Yes, checked.' } })).toMatchObject({
      body: { markdown: 'Yes, checked.' },
      editedAt: expect.any(String),
    });
    expect(await refusal(() => updateReply(as('admin'), thread, comment, reply, { body: { markdown: 'hijack' } }))).toEqual({
      reason: 'forbidden',
      message: 'only its author can edit a comment',
    });
    expect(updateReply(as('comment'), thread, comment, reply, { addedReactions: ['👍'] }).reactions).toEqual([
      expect.objectContaining({ emoji: '👍', count: 1 }),
    ]);
    expect(await refusal(() => updateReply(as('read'), thread, comment, reply, { addedReactions: ['👍'] }))).toMatchObject({ reason: 'forbidden' });
  });

  it('are deleted by their author or an admin of the space, not by another commenter', async () => {
    const thread = threads[where];
    const { comment, reply } = discussion(thread);
    const second = postReply(as('comment'), thread, comment, { body: { markdown: 'Thanks' } }).id;
    expect(await refusal(() => deleteReply(as('comment'), thread, comment, reply))).toEqual({
      reason: 'forbidden',
      message: 'only its author or an admin of the space can delete a comment',
    });
    deleteReply(as('review'), thread, comment, reply);
    deleteReply(as('create'), thread, comment, second);
    expect(listReplies(as('read'), thread, comment, {}).items).toEqual([]);
    // Already gone: nothing to refuse.
    deleteReply(as('comment'), thread, comment, reply);
  });

  it('are listed in order, and found only in their own thread', async () => {
    const { comment, reply } = discussion(threads[where]);
    postReply(as('edit'), threads[where], comment, { body: { markdown: 'Second' } });
    expect(listReplies(as('read'), threads[where], comment, {}).items.map((r) => r.body.markdown)).toEqual(['Yes.', 'Second']);
    const elsewhere = threads[where === 'space' ? 'changeRequest' : 'space'];
    expect(await refusal(() => getReply(as(), elsewhere, comment, reply))).toEqual({ reason: 'not-found', message: `comment "${comment}" not found` });
    expect(await refusal(() => updateReply(as('review'), elsewhere, comment, reply, { body: { markdown: 'x' } }))).toMatchObject({ reason: 'not-found' });
  });
});

describe('commenters', () => {
  it('of a change request are those of its discussion; of a space, those of all its discussions, in the order they first wrote', () => {
    discussion(threads.changeRequest);
    const own = postComment(as('edit'), threads.space, { body: { markdown: 'On the space' } });
    postReply(as('admin'), threads.space, own.id, { body: { markdown: 'Noted' } });
    const ids = (thread: Thread) => listCommenters(as('read'), thread, {}).items.map((m) => m.user.id);
    expect(ids(threads.changeRequest)).toEqual(['comment', 'review']);
    expect(ids(threads.space)).toEqual(['comment', 'review', 'edit', 'admin']);
  });
});

describe('comment threads', () => {
  it('name who replied, how often, and when each last wrote, from the replies themselves', () => {
    const sandbox = rules();
    const thread = { spaceId: createSpace(sandbox.as(), 'acme', { title: 'Discussed' }).id };
    const comment = postComment(sandbox.as('comment'), thread, { body: { markdown: 'Typo?' } });
    expect(comment).toMatchObject({ replies: 0, repliers: [] });

    const first = postReply(sandbox.as('edit'), thread, comment.id, { body: { markdown: 'Where?' } });
    sandbox.travel(1);
    postReply(sandbox.as('review'), thread, comment.id, { body: { markdown: 'Step one.' } });
    sandbox.travel(1);
    updateReply(sandbox.as('edit'), thread, comment.id, first.id, { body: { markdown: 'Where exactly?' } });
    const second = postReply(sandbox.as('edit'), thread, comment.id, { body: { markdown: 'Fixed.' } });
    expect(getComment(sandbox.as('read'), thread, comment.id)).toMatchObject({
      replies: 3,
      repliers: [
        // The edit's last write is its second reply, which came after it edited the first.
        { user: { id: 'edit' }, count: 2, updatedAt: second.postedAt },
        { user: { id: 'review' }, count: 1 },
      ],
    });

    deleteReply(sandbox.as('edit'), thread, comment.id, second.id);
    deleteReply(sandbox.as('edit'), thread, comment.id, first.id);
    expect(getComment(sandbox.as('read'), thread, comment.id).repliers.map((r) => [r.user.id, r.count])).toEqual([['review', 1]]);
  });
});
