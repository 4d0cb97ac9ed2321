import type { ChangeRequestRecord, RevisionHeader } from '../../store/records.js';
import { threadKey } from '../../store/store.js';
import type { Context } from '../kernel/context.js';
import { participants } from '../content/comment-counts.js';

/** One person's part in a change request: `edit` if they wrote any of its revisions (how many, the latest when), else `comment`. */
export interface Contribution {
  user: string;
  actionType: 'edit' | 'comment';
  count: number;
  updatedAt: string;
}

/**
 * The revisions a change request made, newest first: its own line of first parents (an update's
 * first parent is the change request's, its second the space's), back to the revision it started from.
 */
function* ownRevisions(ctx: Pick<Context, 'store'>, cr: ChangeRequestRecord): Generator<RevisionHeader> {
  const seen = new Set<string>();
  for (let id: string | undefined = cr.revision; id !== undefined && id !== cr.revisionInitial && !seen.has(id);) {
    seen.add(id);
    const revision = ctx.store.getRevisionHeader(id);
    if (!revision) return;
    yield revision;
    id = revision.parents[0];
  }
}

/**
 * Who contributed to a change request, derived from its revisions' authors and its discussion:
 * most recent first. Revisions written before they named their author count for no one.
 */
export function contributionsTo(ctx: Pick<Context, 'store'>, cr: ChangeRequestRecord): Contribution[] {
  const edits = new Map<string, Contribution>();
  for (const revision of ownRevisions(ctx, cr)) {
    if (revision.author === undefined) continue;
    const known = edits.get(revision.author);
    // Newest first: the first revision met of an author is their latest.
    edits.set(revision.author, {
      user: revision.author,
      actionType: 'edit',
      count: (known?.count ?? 0) + 1,
      updatedAt: known?.updatedAt ?? revision.createdAt,
    });
  }
  const comments = [...participants(ctx, ctx.store.index('comments', 'byThread', threadKey(cr.space, cr.id)))]
    .filter(([user]) => !edits.has(user))
    .map(([user, part]): Contribution => ({ user, actionType: 'comment', count: part.count, updatedAt: part.lastPostedAt }));
  return [...edits.values(), ...comments].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.user.localeCompare(b.user));
}
