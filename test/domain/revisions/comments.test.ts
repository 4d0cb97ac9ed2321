import { describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { deleteReply, getComment, postComment, postReply, updateReply } from '../../../src/domain/revisions/comments.js';
import { rules } from '../../helpers/rules.js';

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
    const edited = updateReply(sandbox.as('edit'), thread, comment.id, first.id, { body: { markdown: 'Where exactly?' } });
    const second = postReply(sandbox.as('edit'), thread, comment.id, { body: { markdown: 'Fixed.' } });
    expect(getComment(sandbox.as('read'), thread, comment.id)).toMatchObject({
      replies: 3,
      repliers: [
        { user: { id: 'edit' }, count: 2, updatedAt: edited.editedAt },
        { user: { id: 'review' }, count: 1 },
      ],
    });

    deleteReply(sandbox.as('edit'), thread, comment.id, second.id);
    deleteReply(sandbox.as('edit'), thread, comment.id, first.id);
    expect(getComment(sandbox.as('read'), thread, comment.id).repliers.map((r) => [r.user.id, r.count])).toEqual([['review', 1]]);
  });
});
