import type { MergeRulesStandalone } from '../../schemas/merge-rules.js';
import type { ChangeRequestRecord, ReviewRecord, SpaceRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { conflict } from '../../lib/errors.js';
import { judgeMerge, type MergeContext } from './merge-rules.js';

/** The id of the request that asks `user` to review a change request: one per user, asking again replaces it. */
export const requestId = (changeRequest: string, user: string) => `${changeRequest}.${user}`;

export const reviewsOf = (ctx: Context, cr: ChangeRequestRecord): ReviewRecord[] => ctx.store.recordsIn('reviews', 'byChangeRequest', cr.id);

/**
 * Whether a review no longer speaks for the change request: its content has changed since (an
 * edit, an import, an update from the space), its reviewer has reviewed again, or they have been
 * asked to review again. Worked out when read, never stored.
 */
export function reviewOutdated(ctx: Context, review: ReviewRecord, cr: ChangeRequestRecord): boolean {
  if (review.revision !== cr.revision) return true;
  const request = ctx.store.get('reviewRequests', requestId(cr.id, review.reviewer));
  if (request && request.seq > review.seq) return true;
  return reviewsOf(ctx, cr).some((other) => other.reviewer === review.reviewer && other.seq > review.seq);
}

/** The rules a merge into the space must meet: its own, or its organization's when it inherits them (none until set). */
function mergeRulesOf(ctx: Context, space: SpaceRecord): { rules: MergeRulesStandalone; inherited: boolean } {
  const own = space.mergeRules ?? { type: 'inherit' };
  if (own.type !== 'inherit') return { rules: own, inherited: false };
  return { rules: ctx.store.get('organizations', space.organization)?.mergeRules ?? { type: 'none' }, inherited: true };
}

/**
 * Refuses the caller's merge of a change request when the space's merge rules do not allow it,
 * naming each rule it fails and how to meet it. `outdated`: the space has moved past the change request.
 */
export function requireMergeAllowed(ctx: Context, space: SpaceRecord, cr: ChangeRequestRecord, outdated: boolean): void {
  const { rules, inherited } = mergeRulesOf(ctx, space);
  const context: MergeContext = {
    changeRequest: { subject: cr.subject, description: cr.description, outdated, createdBy: { id: cr.createdBy } },
    reviews: reviewsOf(ctx, cr).map((r) => ({ status: r.status, reviewer: { id: r.reviewer }, outdated: reviewOutdated(ctx, r, cr) })),
    actor: { id: ctx.caller.id },
  };
  const verdict = judgeMerge(rules, context);
  if (verdict.mergeable) return;
  const whose = inherited
    ? `the merge rules of organization "${space.organization}" (space "${space.id}" inherits them)`
    : `the merge rules of space "${space.id}"`;
  const failed = verdict.checks.filter((c) => !c.passed).map((c) => `${c.rule}: ${c.says}`);
  throw conflict(`change request #${cr.number} does not meet ${whose}, so it cannot be merged yet — ${failed.join('; ')}`);
}
