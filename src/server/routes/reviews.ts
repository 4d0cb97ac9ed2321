import * as reviews from '../../domain/reviews/reviews.js';
import type { Handlers } from '../handler.js';

export const reviewRoutes = {
  getReviewsByChangeRequestId: (ctx, { params, query }) => reviews.listReviews(ctx, params.spaceId, params.changeRequestId, query),
  submitChangeRequestReview: (ctx, { params, body }) => reviews.submitReview(ctx, params.spaceId, params.changeRequestId, body),
  getChangeRequestReviewById: (ctx, { params }) => reviews.getReview(ctx, params.spaceId, params.changeRequestId, params.reviewId),
  getRequestedReviewersByChangeRequestId: (ctx, { params, query }) => reviews.listRequestedReviewers(ctx, params.spaceId, params.changeRequestId, query),
  requestReviewersForChangeRequest: (ctx, { params, body }) => reviews.requestReviewers(ctx, params.spaceId, params.changeRequestId, body),
  removeRequestedReviewerFromChangeRequest: (ctx, { params }) => reviews.removeRequestedReviewer(ctx, params.spaceId, params.changeRequestId, params.userId),
} satisfies Partial<Handlers>;
