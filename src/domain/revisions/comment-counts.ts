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
