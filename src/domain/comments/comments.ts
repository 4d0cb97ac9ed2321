import type { z } from 'zod';
import type { Comment, CommentListQuery, CommentPost, CommentReply, CommentUpdate } from '../../schemas/comment.js';
import type { Member } from '../../schemas/member.js';
import type { CommentRecord, Reaction, ReplyRecord, UserRecord } from '../../store/records.js';
import { threadKey } from '../../store/store.js';
import { membershipOf } from '../org/access.js';
import { resolveTarget } from '../change-requests/target.js';
import type { Context } from '../kernel/context.js';
import { forbidden, invalid, notFound } from '../../lib/errors.js';
import { newId } from '../kernel/ids.js';
import { presentMember } from '../org/members.js';
import { presentUser } from '../org/organizations.js';
import { paginate, paginateList, type Page, type PageQuery } from '../kernel/pagination.js';
import { findPage, revisionOf } from '../revisions/revisions.js';
import { locationOf } from '../kernel/locations.js';
import { atLeast } from '../kernel/roles.js';
import { participants } from '../content/comment-counts.js';

/** A thread: the comments of a space's primary content, or of one change request. */
export interface Thread {
  spaceId: string;
  changeRequest?: string;
}

export function userOf(ctx: Context, id: string) {
  const user: UserRecord = ctx.store.get('users', id) ?? { id, seq: 0, displayName: 'Former member', email: '' };
  return presentUser(ctx, user);
}

function presentReactions(ctx: Context, reactions: Reaction[]) {
  const byEmoji = new Map<string, Reaction[]>();
  for (const reaction of reactions) byEmoji.set(reaction.emoji, [...(byEmoji.get(reaction.emoji) ?? []), reaction]);
  return [...byEmoji].map(([emoji, list]) => ({
    emoji,
    count: list.length,
    users: list.map((r) => ({ user: userOf(ctx, r.user), reactedAt: r.reactedAt })),
  }));
}

/** The author edits and deletes their own; a space admin deletes any; commenters reply. */
function permissions(ctx: Context, role: Parameters<typeof atLeast>[0], author: string) {
  const own = author === ctx.caller.id;
  return { view: true, edit: own, reply: atLeast(role, 'comment'), delete: own || atLeast(role, 'create') };
}

/** Where the API reads a reply: in its comment's thread, on the change request or the space. */
function replyUrl(ctx: Context, comment: CommentRecord, reply: ReplyRecord): string {
  return comment.changeRequest
    ? locationOf(ctx, 'getCommentReplyInChangeRequest', {
        spaceId: comment.space,
        changeRequestId: comment.changeRequest,
        commentId: comment.id,
        commentReplyId: reply.id,
      })
    : locationOf(ctx, 'getCommentReplyInSpace', { spaceId: comment.space, commentId: comment.id, commentReplyId: reply.id });
}

function threadUrl(ctx: Context, comment: CommentRecord): string {
  return comment.changeRequest
    ? locationOf(ctx, 'getCommentInChangeRequest', { spaceId: comment.space, changeRequestId: comment.changeRequest, commentId: comment.id })
    : locationOf(ctx, 'getCommentInSpace', { spaceId: comment.space, commentId: comment.id });
}

/** Who replied to a comment, in the order they first replied: how many replies each, and when they last wrote one. */
function repliersOf(ctx: Context, replies: ReplyRecord[]): Comment['repliers'] {
  const byUser = new Map<string, { count: number; updatedAt: string }>();
  for (const reply of replies) {
    const written = reply.editedAt ?? reply.postedAt;
    const seen = byUser.get(reply.postedBy);
    byUser.set(reply.postedBy, { count: (seen?.count ?? 0) + 1, updatedAt: seen && seen.updatedAt > written ? seen.updatedAt : written });
  }
  return [...byUser].map(([user, { count, updatedAt }]) => ({ user: userOf(ctx, user), count, updatedAt }));
}

export function presentComment(ctx: Context, comment: CommentRecord): Comment {
  const replies = ctx.store.recordsIn('replies', 'byComment', comment.id);
  const space = ctx.store.get('spaces', comment.space)!;
  const member = membershipOf(ctx, space.organization);
  const commented = comment.page ? findPage(revisionOf(ctx, comment.revision).pages, comment.page) : undefined;
  return {
    object: 'comment',
    id: comment.id,
    postedBy: userOf(ctx, comment.postedBy),
    postedAt: comment.postedAt,
    ...(comment.editedAt ? { editedAt: comment.editedAt } : {}),
    reactions: presentReactions(ctx, comment.reactions),
    replies: replies.length,
    repliers: repliersOf(ctx, replies),
    body: { markdown: comment.markdown },
    target: {
      ...(comment.node ? { node: { id: comment.node } } : {}),
      ...(comment.tableCell ? { tableCell: comment.tableCell } : {}),
      ...(comment.changeRequest ? { changeRequest: comment.changeRequest } : {}),
      ...(comment.review ? { review: comment.review } : {}),
      ...(commented
        ? {
            page: {
              id: commented.page.id,
              title: commented.page.title,
              path: commented.path,
              outdated: !findPage(revisionOf(ctx, space.revision).pages, commented.page.id),
            },
          }
        : {}),
      space: comment.space,
      revision: comment.revision,
    },
    urls: { location: threadUrl(ctx, comment) },
    permissions: permissions(ctx, member?.role ?? null, comment.postedBy),
    status: comment.status,
    ...(comment.status === 'resolved' && comment.resolvedAt && comment.resolvedBy
      ? { resolvedAt: comment.resolvedAt, resolvedBy: userOf(ctx, comment.resolvedBy) }
      : {}),
  };
}

function presentReply(ctx: Context, reply: ReplyRecord, comment: CommentRecord): z.infer<typeof CommentReply> {
  const space = ctx.store.get('spaces', comment.space)!;
  return {
    object: 'comment-reply',
    id: reply.id,
    postedBy: userOf(ctx, reply.postedBy),
    postedAt: reply.postedAt,
    ...(reply.editedAt ? { editedAt: reply.editedAt } : {}),
    reactions: presentReactions(ctx, reply.reactions),
    body: { markdown: reply.markdown },
    urls: { location: replyUrl(ctx, comment, reply) },
    permissions: permissions(ctx, membershipOf(ctx, space.organization)?.role ?? null, reply.postedBy),
  };
}

function requireComment(ctx: Context, thread: Thread, commentId: string, minimum: 'read' | 'comment') {
  const target = resolveTarget(ctx, thread.spaceId, thread.changeRequest, minimum);
  const comment = ctx.store.get('comments', commentId);
  if (!comment || comment.space !== target.space.id || comment.changeRequest !== target.cr?.id) throw notFound('comment', commentId);
  return { ...target, comment };
}

function requireReply(ctx: Context, thread: Thread, commentId: string, replyId: string, minimum: 'read' | 'comment') {
  const found = requireComment(ctx, thread, commentId, minimum);
  const reply = ctx.store.get('replies', replyId);
  if (!reply || reply.comment !== found.comment.id) throw notFound('comment reply', replyId);
  return { ...found, reply };
}

export function listComments(ctx: Context, thread: Thread, query: CommentListQuery): Page<Comment> {
  const target = resolveTarget(ctx, thread.spaceId, thread.changeRequest, 'read');
  const authors = query.authors === undefined ? undefined : new Set([query.authors].flat());
  const status = query.status ?? 'all';
  const comments = [...ctx.store.index('comments', 'byThread', threadKey(target.space.id, target.cr?.id))]
    .map(([, id]) => ctx.store.get('comments', id)!)
    .filter((c) => status === 'all' || c.status === status)
    .filter((c) => query.targetPage === undefined || c.page === query.targetPage)
    .filter((c) => !authors || authors.has(c.postedBy));
  const page = paginateList(comments, (c) => [c.seq, c.id] as const, query, (query.order ?? 'desc') === 'desc');
  return { ...page, items: page.items.map((c) => presentComment(ctx, c)) };
}

/** Posts a comment; `review`: the review it goes with, in a change request's thread. */
export function postComment(ctx: Context, thread: Thread, body: z.infer<typeof CommentPost>, review?: string): Comment {
  const target = resolveTarget(ctx, thread.spaceId, thread.changeRequest, 'comment');
  if (body.page && !findPage(target.revision.pages, body.page)) throw invalid(`no page "${body.page}" in this content`, 'page');
  const comment = ctx.store.put('comments', {
    id: newId(),
    seq: ctx.store.nextSeq(),
    space: target.space.id,
    ...(target.cr ? { changeRequest: target.cr.id } : {}),
    revision: target.revision.id,
    postedBy: ctx.caller.id,
    postedAt: ctx.clock.iso(),
    markdown: body.body.markdown,
    ...(review ? { review } : {}),
    ...(body.page ? { page: body.page } : {}),
    ...(body.node ? { node: body.node } : {}),
    ...(body.tableCell ? { tableCell: body.tableCell } : {}),
    status: 'open',
    reactions: [],
  });
  return presentComment(ctx, comment);
}

export function getComment(ctx: Context, thread: Thread, commentId: string): Comment {
  return presentComment(ctx, requireComment(ctx, thread, commentId, 'read').comment);
}

/** Adds the caller's new reactions and takes back the ones they remove. */
function react(ctx: Context, reactions: Reaction[], added: string[] = [], removed: string[] = []): Reaction[] {
  const mine = (emoji: string) => reactions.some((r) => r.emoji === emoji && r.user === ctx.caller.id);
  const next = reactions.filter((r) => !(r.user === ctx.caller.id && removed.includes(r.emoji)));
  for (const emoji of new Set(added)) if (!mine(emoji) && !removed.includes(emoji)) next.push({ emoji, user: ctx.caller.id, reactedAt: ctx.clock.iso() });
  return next;
}

function editBody<T extends { postedBy: string; markdown: string; editedAt?: string }>(ctx: Context, record: T, body?: { markdown: string }): T {
  if (!body) return record;
  if (record.postedBy !== ctx.caller.id) throw forbidden('only its author can edit a comment');
  return { ...record, markdown: body.markdown, editedAt: ctx.clock.iso() };
}

export function updateComment(ctx: Context, thread: Thread, commentId: string, patch: CommentUpdate): Comment {
  const { comment } = requireComment(ctx, thread, commentId, 'comment');
  let next: CommentRecord = editBody(ctx, comment, patch.body);
  next = { ...next, reactions: react(ctx, next.reactions, patch.addedReactions, patch.removedReactions) };
  if (patch.resolved === true && next.status !== 'resolved') {
    next = { ...next, status: 'resolved', resolvedAt: ctx.clock.iso(), resolvedBy: ctx.caller.id };
  } else if (patch.resolved === false && next.status === 'resolved') {
    const { resolvedAt: _at, resolvedBy: _by, ...reopened } = next;
    next = { ...reopened, status: 'open' };
  }
  return presentComment(ctx, ctx.store.put('comments', next));
}

function requireDeletable(ctx: Context, author: string, role: Parameters<typeof atLeast>[0]): void {
  if (author !== ctx.caller.id && !atLeast(role, 'create')) throw forbidden('only its author or an admin of the space can delete a comment');
}

/** A comment goes with its replies. */
export function deleteComment(ctx: Context, thread: Thread, commentId: string): void {
  const target = resolveTarget(ctx, thread.spaceId, thread.changeRequest, 'read');
  const comment = ctx.store.get('comments', commentId);
  if (!comment || comment.space !== target.space.id || comment.changeRequest !== target.cr?.id) return;
  requireDeletable(ctx, comment.postedBy, membershipOf(ctx, target.space.organization)?.role ?? null);
  for (const [, id] of [...ctx.store.index('replies', 'byComment', comment.id)]) ctx.store.remove('replies', id);
  ctx.store.remove('comments', comment.id);
}

export function listReplies(ctx: Context, thread: Thread, commentId: string, query: PageQuery) {
  const { comment } = requireComment(ctx, thread, commentId, 'read');
  return paginate(ctx.store.index('replies', 'byComment', comment.id), query, (id) => presentReply(ctx, ctx.store.get('replies', id)!, comment));
}

export function postReply(ctx: Context, thread: Thread, commentId: string, body: { body: { markdown: string } }) {
  const { comment } = requireComment(ctx, thread, commentId, 'comment');
  const reply = ctx.store.put('replies', {
    id: newId(),
    seq: ctx.store.nextSeq(),
    comment: comment.id,
    postedBy: ctx.caller.id,
    postedAt: ctx.clock.iso(),
    markdown: body.body.markdown,
    reactions: [],
  });
  return presentReply(ctx, reply, comment);
}

export function getReply(ctx: Context, thread: Thread, commentId: string, replyId: string) {
  const { comment, reply } = requireReply(ctx, thread, commentId, replyId, 'read');
  return presentReply(ctx, reply, comment);
}

export function updateReply(ctx: Context, thread: Thread, commentId: string, replyId: string, patch: Omit<CommentUpdate, 'resolved'>) {
  const { comment, reply } = requireReply(ctx, thread, commentId, replyId, 'comment');
  const edited = editBody(ctx, reply, patch.body);
  const next = { ...edited, reactions: react(ctx, edited.reactions, patch.addedReactions, patch.removedReactions) };
  return presentReply(ctx, ctx.store.put('replies', next), comment);
}

export function deleteReply(ctx: Context, thread: Thread, commentId: string, replyId: string): void {
  const { space, comment } = requireComment(ctx, thread, commentId, 'read');
  const reply = ctx.store.get('replies', replyId);
  if (!reply || reply.comment !== comment.id) return;
  requireDeletable(ctx, reply.postedBy, membershipOf(ctx, space.organization)?.role ?? null);
  ctx.store.remove('replies', reply.id);
}

/**
 * Members who commented or replied, in the order they first did: in a change request's discussion,
 * or anywhere in the space (its change requests' discussions included).
 */
export function listCommenters(ctx: Context, thread: Thread, query: PageQuery): Page<Member> {
  const { space, cr } = resolveTarget(ctx, thread.spaceId, thread.changeRequest, 'read');
  const comments = cr ? ctx.store.index('comments', 'byThread', threadKey(space.id, cr.id)) : ctx.store.index('comments', 'bySpace', space.id);
  const members = [...participants(ctx, comments)]
    .map(([user, { firstSeq }]) => ({ member: membershipOf(ctx, space.organization, user), seq: firstSeq }))
    .filter((m): m is { member: NonNullable<typeof m.member>; seq: number } => m.member !== undefined);
  const page = paginateList(members, (m) => [m.seq, m.member.id] as const, query);
  return { ...page, items: page.items.map((m) => presentMember(ctx, m.member)) };
}
