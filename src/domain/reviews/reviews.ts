import type { z } from 'zod';
import type { ChangeRequestRequestedReviewer, ChangeRequestReview, ReviewListQuery, ReviewSubmit, ReviewersRequest } from '../../schemas/review.js';
import type { ChangeRequestRecord, ReviewRecord, ReviewRequestRecord, SpaceRecord } from '../../store/records.js';
import { contentRole, describeRole, membershipOf } from '../org/access.js';
import type { Context } from '../kernel/context.js';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import { newId } from '../kernel/ids.js';
import { locationOf } from '../kernel/locations.js';
import { paginateList, type Page, type PageQuery } from '../kernel/pagination.js';
import { atLeast } from '../kernel/roles.js';
import { refuseClosed, requireChangeRequest } from '../change-requests/change-requests.js';
import { postComment, presentComment, userOf } from '../comments/comments.js';
import { requestId, reviewOutdated, reviewsOf } from '../change-requests/review-records.js';

function presentReview(ctx: Context, review: ReviewRecord, cr: ChangeRequestRecord): ChangeRequestReview {
  // The comment lives in the change request's thread, where it can be resolved, answered or deleted.
  const [[, commentId] = []] = ctx.store.index('comments', 'byReview', review.id);
  const comment = commentId === undefined ? undefined : ctx.store.get('comments', commentId);
  return {
    object: 'change-request-review',
    id: review.id,
    revision: review.revision,
    reviewer: userOf(ctx, review.reviewer),
    ...(review.requestedBy ? { requestedBy: userOf(ctx, review.requestedBy) } : {}),
    status: review.status,
    outdated: reviewOutdated(ctx, review, cr),
    ...(comment ? { comment: presentComment(ctx, comment) } : {}),
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
    urls: { location: locationOf(ctx, 'getChangeRequestReviewById', { spaceId: review.space, changeRequestId: cr.id, reviewId: review.id }) },
  };
}

function presentRequest(ctx: Context, request: ReviewRequestRecord): ChangeRequestRequestedReviewer {
  return {
    object: 'change-request-requested-reviewer',
    revision: request.revision,
    requestedBy: userOf(ctx, request.requestedBy),
    createdAt: request.createdAt,
    kind: 'user',
    user: userOf(ctx, request.user),
  };
}

export function listReviews(ctx: Context, spaceId: string, ref: string, query: z.infer<typeof ReviewListQuery>): Page<ChangeRequestReview> {
  const { cr } = requireChangeRequest(ctx, spaceId, ref, 'read');
  const reviews = reviewsOf(ctx, cr).filter((r) => query.outdated === undefined || reviewOutdated(ctx, r, cr) === query.outdated);
  const page = paginateList(reviews, (r) => [r.seq, r.id] as const, query);
  return { ...page, items: page.items.map((r) => presentReview(ctx, r, cr)) };
}

export function getReview(ctx: Context, spaceId: string, ref: string, reviewId: string): ChangeRequestReview {
  const { cr } = requireChangeRequest(ctx, spaceId, ref, 'read');
  const review = ctx.store.get('reviews', reviewId);
  if (!review || review.changeRequest !== cr.id) throw notFound('review', reviewId);
  return presentReview(ctx, review, cr);
}

/**
 * Records the caller's judgement of the change request's current revision. As GitBook's spec has
 * it, a review is for those asked to give one and for members who may review the space; its
 * author never reviews it (they ask others to), so a rule requiring a review means another pair of eyes.
 */
export function submitReview(ctx: Context, spaceId: string, ref: string, body: z.infer<typeof ReviewSubmit>): ChangeRequestReview {
  const { space, cr, role } = requireChangeRequest(ctx, spaceId, ref, 'read');
  refuseClosed(cr, 'reviewed');
  const request = ctx.store.get('reviewRequests', requestId(cr.id, ctx.caller.id));
  if (!atLeast(role, 'review') && !(request && atLeast(role, 'comment'))) {
    throw forbidden(
      `reviewing change request #${cr.number} needs the review role (or higher) in space "${space.id}", or a request to review it; you have ${describeRole(role)}`,
    );
  }
  if (cr.createdBy === ctx.caller.id)
    throw forbidden(`you opened change request #${cr.number}, and an author does not review their own change request; request reviewers instead`);
  const now = ctx.clock.iso();
  const review = ctx.store.put('reviews', {
    id: newId(),
    seq: ctx.store.nextSeq(),
    space: space.id,
    changeRequest: cr.id,
    reviewer: ctx.caller.id,
    ...(request ? { requestedBy: request.requestedBy } : {}),
    status: body.status,
    revision: cr.revision,
    createdAt: now,
    updatedAt: now,
  });
  if (body.comment) postComment(ctx, { spaceId: space.id, changeRequest: cr.id }, { body: body.comment }, review.id);
  return presentReview(ctx, review, cr);
}

/** Someone who can be asked to review: a member who may comment on the space (a review is a judgement with a comment), not its author. */
function requireReviewer(ctx: Context, space: SpaceRecord, cr: ChangeRequestRecord, user: string, field: string): void {
  const member = membershipOf(ctx, space.organization, user);
  if (!member) throw invalid(`no member "${user}" in organization "${space.organization}"; ask members of it`, field);
  const role = contentRole(ctx, member, space);
  if (!atLeast(role, 'comment')) {
    throw invalid(
      `"${user}" cannot review space "${space.id}": a reviewer needs the comment role (or higher) there, and they have ${describeRole(role)}`,
      field,
    );
  }
  if (user === cr.createdBy)
    throw invalid(`"${user}" opened change request #${cr.number}, and an author does not review their own change request; ask someone else`, field);
}

/**
 * Asks users to review the change request, as of its current revision; asking someone again
 * outdates the review they gave before. A draft goes into review (`open`), and the subject and
 * description may be set on the way.
 */
export function requestReviewers(
  ctx: Context,
  spaceId: string,
  ref: string,
  body: z.infer<typeof ReviewersRequest>,
): { users: ChangeRequestRequestedReviewer[] } {
  const { space, cr } = requireChangeRequest(ctx, spaceId, ref, 'edit');
  refuseClosed(cr, 'sent for review');
  body.users.forEach((user, i) => requireReviewer(ctx, space, cr, user, `users.${i}`));
  const now = ctx.clock.iso();
  const requests = [...new Set(body.users)].map((user) =>
    ctx.store.put('reviewRequests', {
      id: requestId(cr.id, user),
      seq: ctx.store.nextSeq(),
      space: space.id,
      changeRequest: cr.id,
      user,
      requestedBy: ctx.caller.id,
      revision: cr.revision,
      createdAt: now,
    }),
  );
  ctx.store.put('changeRequests', {
    ...cr,
    ...(body.subject !== undefined ? { subject: body.subject } : {}),
    ...(body.description ? { description: body.description } : {}),
    status: cr.status === 'draft' ? 'open' : cr.status,
    updatedAt: now,
  });
  return { users: requests.map((r) => presentRequest(ctx, r)) };
}

export function listRequestedReviewers(ctx: Context, spaceId: string, ref: string, query: PageQuery): Page<ChangeRequestRequestedReviewer> {
  const { cr } = requireChangeRequest(ctx, spaceId, ref, 'read');
  const page = paginateList(ctx.store.recordsIn('reviewRequests', 'byChangeRequest', cr.id), (r) => [r.seq, r.id] as const, query);
  return { ...page, items: page.items.map((r) => presentRequest(ctx, r)) };
}

/** Stops asking a user for a review; a review they already gave stays. */
export function removeRequestedReviewer(ctx: Context, spaceId: string, ref: string, userId: string): void {
  const { cr } = requireChangeRequest(ctx, spaceId, ref, 'edit');
  ctx.store.remove('reviewRequests', requestId(cr.id, userId));
}
