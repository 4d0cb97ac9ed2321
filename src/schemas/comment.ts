import * as z from 'zod';
import { Id, ListQuery, Timestamp } from './common.js';
import { User } from './user.js';

export const CommentBody = z.object({ markdown: z.string().min(1).max(20_000) });
const Format = z.enum(['document', 'markdown']);

const Reactions = z.array(z.object({ emoji: z.string(), count: z.number().int(), users: z.array(z.object({ user: User, reactedAt: Timestamp })) }));
const CommentPermissions = z.object({ view: z.boolean(), edit: z.boolean(), reply: z.boolean(), delete: z.boolean() });

export const CommentReply = z.object({
  object: z.literal('comment-reply'),
  id: z.string(),
  postedBy: User,
  postedAt: Timestamp,
  editedAt: Timestamp.optional(),
  reactions: Reactions,
  body: CommentBody,
  urls: z.object({ location: z.url() }),
  permissions: CommentPermissions,
});

export const Comment = z.object({
  object: z.literal('comment'),
  id: z.string(),
  postedBy: User,
  postedAt: Timestamp,
  editedAt: Timestamp.optional(),
  reactions: Reactions,
  replies: z.number().int(),
  repliers: z.array(z.object({ user: User, count: z.number().int(), updatedAt: Timestamp })),
  body: CommentBody,
  target: z.object({
    node: z.object({ id: z.string() }).optional(),
    tableCell: z.object({ record: z.string(), definition: z.string() }).optional(),
    changeRequest: z.string().optional(),
    review: z.string().optional(),
    page: z.object({ id: z.string(), title: z.string(), path: z.string(), outdated: z.boolean() }).optional(),
    space: z.string(),
    revision: z.string(),
  }),
  urls: z.object({ location: z.url() }),
  permissions: CommentPermissions,
  status: z.enum(['open', 'resolved']),
  resolvedAt: Timestamp.optional(),
  resolvedBy: User.optional(),
});
export type Comment = z.infer<typeof Comment>;

const Emoji = z.string().min(1).max(32);

export const CommentPost = z.object({
  body: CommentBody,
  page: Id.optional(),
  node: z.string().max(128).optional(),
  tableCell: z.object({ record: z.string().max(128), definition: z.string().max(128) }).optional(),
});
export const CommentUpdate = z.object({
  resolved: z.boolean().optional(),
  body: CommentBody.optional(),
  addedReactions: z.array(Emoji).max(20).optional(),
  removedReactions: z.array(Emoji).max(20).optional(),
});
export type CommentUpdate = z.infer<typeof CommentUpdate>;
export const ReplyPost = z.object({ body: CommentBody });
export const ReplyUpdate = CommentUpdate.omit({ resolved: true });

export const FormatQuery = z.object({ format: Format.optional() });
export const CommentListQuery = ListQuery.extend({
  order: z.enum(['asc', 'desc']).optional(),
  status: z.enum(['all', 'open', 'resolved']).optional(),
  format: Format.optional(),
  targetPage: Id.optional().describe('only comments on this page (a page ID)'),
  authors: z.union([Id, z.array(Id).max(100)]).optional(),
});
export type CommentListQuery = z.infer<typeof CommentListQuery>;
export const ReplyListQuery = ListQuery.extend({ format: Format.optional() });

export const SpaceCommentParams = z.object({ spaceId: Id, commentId: Id });
export const SpaceReplyParams = SpaceCommentParams.extend({ commentReplyId: Id });
export const CrCommentParams = z.object({ spaceId: Id, changeRequestId: Id, commentId: Id });
export const CrReplyParams = CrCommentParams.extend({ commentReplyId: Id });
