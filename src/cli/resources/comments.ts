import type { Resource } from '../verbs/verb.js';

const POSTED = { ID: 'id', STATUS: 'status', AUTHOR: 'postedBy.displayName', PAGE: 'target.page.title' };
const COMMENT = { ...POSTED, REPLIES: 'replies', BODY: 'body.markdown' };
const REPLY = { ID: 'id', AUTHOR: 'postedBy.displayName', POSTED: 'postedAt', BODY: 'body.markdown' };

export const comments: Resource = {
  noun: 'comment',
  verbs: [
    {
      name: 'list',
      op: 'listCommentsInSpace',
      crOp: 'listCommentsInChangeRequest',
      columns: COMMENT,
      examples: ['docsctl comments list SPACE_ID --status open', 'docsctl comments list SPACE_ID --cr 3 --target-page PAGE_ID'],
    },
    {
      name: 'create',
      op: 'postCommentInSpace',
      crOp: 'postCommentInChangeRequest',
      description: 'Post a comment (on a page with --page)',
      columns: { ...POSTED, URL: 'urls.location' },
      examples: ['docsctl comments create SPACE_ID --body "Is this still true?" --page PAGE_ID', 'docsctl comments create SPACE_ID --cr 3 --body "Looks good"'],
    },
    {
      name: 'view',
      op: 'getCommentInSpace',
      crOp: 'getCommentInChangeRequest',
      aliases: ['get'],
      columns: { ...COMMENT, POSTED: 'postedAt', URL: 'urls.location' },
      examples: ['docsctl comments view SPACE_ID COMMENT_ID', 'docsctl comments view SPACE_ID COMMENT_ID --cr 3 --json'],
    },
    {
      name: 'edit',
      op: 'updateCommentInSpace',
      crOp: 'updateCommentInChangeRequest',
      aliases: ['update'],
      description: 'Edit, resolve (--resolved), reopen (--no-resolved) or react to a comment',
      columns: COMMENT,
      examples: [
        'docsctl comments edit SPACE_ID COMMENT_ID --resolved',
        'docsctl comments edit SPACE_ID COMMENT_ID --cr 3 --body "Fixed wording" --added-reactions 👍',
      ],
    },
    {
      name: 'delete',
      op: 'deleteCommentInSpace',
      crOp: 'deleteCommentInChangeRequest',
      destructive: true,
      done: 'Deleted comment {commentId} and its replies',
      examples: ['docsctl comments delete SPACE_ID COMMENT_ID --yes', 'docsctl comments delete SPACE_ID COMMENT_ID --cr 3 --yes'],
    },
    {
      name: 'reply',
      op: 'postCommentReplyInSpace',
      crOp: 'postCommentReplyInChangeRequest',
      columns: REPLY,
      examples: ['docsctl comments reply SPACE_ID COMMENT_ID --body "Done, thanks"', 'docsctl comments reply SPACE_ID COMMENT_ID --cr 3 --body "Agreed"'],
    },
    {
      name: 'replies',
      op: 'listCommentRepliesInSpace',
      crOp: 'listCommentRepliesInChangeRequest',
      description: 'List the replies to a comment',
      columns: REPLY,
      examples: ['docsctl comments replies SPACE_ID COMMENT_ID', 'docsctl comments replies SPACE_ID COMMENT_ID --cr 3'],
    },
    {
      name: 'view-reply',
      op: 'getCommentReplyInSpace',
      crOp: 'getCommentReplyInChangeRequest',
      aliases: ['get-reply'],
      columns: { ...REPLY, EDITED: 'editedAt' },
      examples: ['docsctl comments view-reply SPACE_ID COMMENT_ID REPLY_ID', 'docsctl comments view-reply SPACE_ID COMMENT_ID REPLY_ID --cr 3'],
    },
    {
      name: 'edit-reply',
      op: 'updateCommentReplyInSpace',
      crOp: 'updateCommentReplyInChangeRequest',
      aliases: ['update-reply'],
      description: 'Edit or react to a reply (its author edits it)',
      columns: REPLY,
      examples: [
        'docsctl comments edit-reply SPACE_ID COMMENT_ID REPLY_ID --body "Done in #12"',
        'docsctl comments edit-reply SPACE_ID COMMENT_ID REPLY_ID --cr 3 --added-reactions 👍',
      ],
    },
    {
      name: 'delete-reply',
      op: 'deleteCommentReplyInSpace',
      crOp: 'deleteCommentReplyInChangeRequest',
      destructive: true,
      confirm: 'Delete reply {commentReplyId} to comment {commentId}?',
      done: 'Deleted reply {commentReplyId}',
      examples: ['docsctl comments delete-reply SPACE_ID COMMENT_ID REPLY_ID --yes', 'docsctl comments delete-reply SPACE_ID COMMENT_ID REPLY_ID --cr 3 --yes'],
    },
    {
      name: 'commenters',
      op: 'listCommentersInSpace',
      crOp: 'listCommentersInChangeRequest',
      description: 'List the members who commented in a space (its change requests included), or on one change request',
      columns: { USER: 'user.id', NAME: 'user.displayName', EMAIL: 'user.email', ROLE: 'role' },
      examples: ['docsctl comments commenters SPACE_ID', 'docsctl comments commenters SPACE_ID --cr 3'],
    },
  ],
};
