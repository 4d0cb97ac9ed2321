import * as z from 'zod';
import { Id, JsonDocument, ListQuery, Timestamp, query } from './common.js';
import { Comment, CommentBody, FormatQuery } from './comment.js';
import { ChangeRequestPathParams } from './revision.js';
import { User } from './user.js';

export const ReviewStatus = z.enum(['approved', 'changes-requested']);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

export const ChangeRequestReview = z.object({
  object: z.literal('change-request-review'),
  id: z.string(),
  /** The change request's revision the review was made on. */
  revision: z.string(),
  reviewer: User,
  /** Who asked the reviewer for it; absent for a review nobody asked for. */
  requestedBy: User.optional(),
  status: ReviewStatus,
  outdated: z.boolean(),
  comment: Comment.optional(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  urls: z.object({ location: z.url() }),
});
export type ChangeRequestReview = z.infer<typeof ChangeRequestReview>;

export const ReviewSubmit = z.object({
  status: ReviewStatus,
  comment: CommentBody.optional().describe('a comment to go with the review'),
});
export const ReviewListQuery = ListQuery.extend(FormatQuery.shape).extend({
  outdated: query.boolean.optional().describe('only outdated reviews (true) or only current ones (false)'),
});
export const ReviewPathParams = ChangeRequestPathParams.extend({ reviewId: Id });

export const ChangeRequestRequestedReviewer = z.object({
  object: z.literal('change-request-requested-reviewer'),
  /** The change request's revision when the review was asked for. */
  revision: z.string(),
  requestedBy: User,
  createdAt: Timestamp,
  kind: z.literal('user'),
  user: User,
});
export type ChangeRequestRequestedReviewer = z.infer<typeof ChangeRequestRequestedReviewer>;

export const ReviewersRequest = z.object({
  users: z.array(Id).min(1).max(100).describe('the users asked to review (IDs)'),
  subject: z.string().max(100).optional(),
  description: JsonDocument.optional(),
});
export const ReviewersRequested = z.object({ users: z.array(ChangeRequestRequestedReviewer) });
export const RequestedReviewerPathParams = ChangeRequestPathParams.extend({ userId: Id });
