import * as comments from '../../domain/comments/comments.js';
import type { Handlers } from '../handler.js';

const space = (p: { spaceId: string }) => ({ spaceId: p.spaceId });
const cr = (p: { spaceId: string; changeRequestId: string }) => ({ spaceId: p.spaceId, changeRequest: p.changeRequestId });

export const commentRoutes = {
  listCommentsInSpace: (ctx, { params, query }) => comments.listComments(ctx, space(params), query),
  postCommentInSpace: (ctx, { params, body }) => comments.postComment(ctx, space(params), body),
  getCommentInSpace: (ctx, { params }) => comments.getComment(ctx, space(params), params.commentId),
  updateCommentInSpace: (ctx, { params, body }) => comments.updateComment(ctx, space(params), params.commentId, body),
  deleteCommentInSpace: (ctx, { params }) => comments.deleteComment(ctx, space(params), params.commentId),
  postCommentReplyInSpace: (ctx, { params, body }) => comments.postReply(ctx, space(params), params.commentId, body),
  getCommentReplyInSpace: (ctx, { params }) => comments.getReply(ctx, space(params), params.commentId, params.commentReplyId),
  updateCommentReplyInSpace: (ctx, { params, body }) => comments.updateReply(ctx, space(params), params.commentId, params.commentReplyId, body),
  listCommentRepliesInSpace: (ctx, { params, query }) => comments.listReplies(ctx, space(params), params.commentId, query),
  deleteCommentReplyInSpace: (ctx, { params }) => comments.deleteReply(ctx, space(params), params.commentId, params.commentReplyId),
  listCommentersInSpace: (ctx, { params, query }) => comments.listCommenters(ctx, space(params), query),

  listCommentsInChangeRequest: (ctx, { params, query }) => comments.listComments(ctx, cr(params), query),
  postCommentInChangeRequest: (ctx, { params, body }) => comments.postComment(ctx, cr(params), body),
  getCommentInChangeRequest: (ctx, { params }) => comments.getComment(ctx, cr(params), params.commentId),
  updateCommentInChangeRequest: (ctx, { params, body }) => comments.updateComment(ctx, cr(params), params.commentId, body),
  deleteCommentInChangeRequest: (ctx, { params }) => comments.deleteComment(ctx, cr(params), params.commentId),
  listCommentRepliesInChangeRequest: (ctx, { params, query }) => comments.listReplies(ctx, cr(params), params.commentId, query),
  postCommentReplyInChangeRequest: (ctx, { params, body }) => comments.postReply(ctx, cr(params), params.commentId, body),
  getCommentReplyInChangeRequest: (ctx, { params }) => comments.getReply(ctx, cr(params), params.commentId, params.commentReplyId),
  updateCommentReplyInChangeRequest: (ctx, { params, body }) => comments.updateReply(ctx, cr(params), params.commentId, params.commentReplyId, body),
  deleteCommentReplyInChangeRequest: (ctx, { params }) => comments.deleteReply(ctx, cr(params), params.commentId, params.commentReplyId),
  listCommentersInChangeRequest: (ctx, { params, query }) => comments.listCommenters(ctx, cr(params), query),
} satisfies Partial<Handlers>;
