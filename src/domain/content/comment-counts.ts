import type { OrderedIds } from '../../store/ordered-ids.js';
import { threadKey } from '../../store/store.js';
import type { Context } from '../kernel/context.js';

/** Comments still open in a thread: the `comments` count of spaces and change requests. */
export function openComments(ctx: Pick<Context, 'store'>, spaceId: string, changeRequest?: string): number {
  let open = 0;
  for (const [, id] of ctx.store.index('comments', 'byThread', threadKey(spaceId, changeRequest))) {
    if (ctx.store.get('comments', id)!.status === 'open') open++;
  }
  return open;
}

/** What one person wrote in discussions: how many comments and replies, the first of them (by creation) and when the latest was posted. */
export interface Participation {
  count: number;
  firstSeq: number;
  lastPostedAt: string;
}

/** Who wrote the comments named, or replies to them: commenters and the comment side of contributors. */
export function participants(ctx: Pick<Context, 'store'>, comments: OrderedIds): Map<string, Participation> {
  const people = new Map<string, Participation>();
  const note = ({ postedBy, seq, postedAt }: { postedBy: string; seq: number; postedAt: string }) => {
    const known = people.get(postedBy);
    people.set(postedBy, {
      count: (known?.count ?? 0) + 1,
      firstSeq: Math.min(seq, known?.firstSeq ?? Infinity),
      lastPostedAt: known && known.lastPostedAt > postedAt ? known.lastPostedAt : postedAt,
    });
  };
  for (const [, id] of comments) {
    const comment = ctx.store.get('comments', id)!;
    note(comment);
    for (const [, replyId] of ctx.store.index('replies', 'byComment', comment.id)) note(ctx.store.get('replies', replyId)!);
  }
  return people;
}
