import { Option } from 'commander';
import { ChangeRequestStatus } from '../../schemas/revision.js';
import { reviewChecks } from '../render/checks.js';
import { CliError, EXIT } from '../io.js';
import { forPeople, type Resource } from '../verbs/verb.js';

/** A semantic change: what happened, to which page or file. */
export const CHANGE = { TYPE: 'type', PAGE: 'page.title', PATH: 'page.path', FILE: 'file.name' };
const HEADLINE = { '#': 'number', SUBJECT: 'subject', STATUS: 'status' };
const COLUMNS = { ...HEADLINE, AUTHOR: 'createdBy.displayName', OUTDATED: 'outdated', UPDATED: 'updatedAt' };
const VIEW_COLUMNS = { ID: 'id', ...COLUMNS, COMMENTS: 'comments', URL: 'urls.app' };
const REVIEW = { ID: 'id', REVIEWER: 'reviewer.displayName', STATUS: 'status', OUTDATED: 'outdated', CREATED: 'createdAt' };
const REQUESTED = { USER: 'user.id', NAME: 'user.displayName', 'REQUESTED BY': 'requestedBy.displayName', CREATED: 'createdAt' };

export const cr: Resource = {
  noun: 'change request',
  verbs: [
    {
      name: 'list',
      op: 'listChangeRequestsForSpace',
      leftOutOp: 'listChangeRequestsForOrganization',
      description: 'List the change requests of a space, or without one, of the whole organization (open ones unless --status says otherwise)',
      columns: { ID: 'id', ...COLUMNS },
      defaultFilter: { field: 'status', value: 'open', values: ChangeRequestStatus.options },
      examples: [
        'docsctl cr list SPACE_ID',
        'docsctl cr list SPACE_ID --status draft --contributor USER_ID',
        'docsctl cr list --org ORG_ID --creator USER_ID --order-by createdAt',
      ],
    },
    {
      name: 'create',
      op: 'createChangeRequest',
      columns: { ID: 'id', ...HEADLINE, URL: 'urls.app' },
      examples: ['docsctl cr create SPACE_ID --subject "Rewrite the quickstart"'],
    },
    {
      name: 'view',
      op: 'getChangeRequestById',
      aliases: ['get'],
      description: 'Show a change request (by ID or number), its reviews and how it stands against the merge rules',
      columns: VIEW_COLUMNS,
      // People get the checks after the fields; --json and --jq the change request as the API sent it.
      after: async (cr, call, context) => {
        if (context.output.wantsJson()) return cr;
        await context.output.object(cr, VIEW_COLUMNS);
        return reviewChecks(cr, call.params.spaceId, context);
      },
      examples: ['docsctl cr view SPACE_ID 3', 'docsctl cr view SPACE_ID CR_ID --json'],
    },
    {
      name: 'edit',
      op: 'updateChangeRequestById',
      aliases: ['update'],
      description: "Change a change request's subject or status (draft, open, archived)",
      columns: { ID: 'id', ...HEADLINE, UPDATED: 'updatedAt' },
      examples: ['docsctl cr edit SPACE_ID 3 --subject "Quickstart, rewritten" --status open', 'docsctl cr edit SPACE_ID 3 --status archived'],
    },
    {
      name: 'apply',
      op: 'updateChangeRequestContent',
      description: 'Write pages and files into a change request: a batch of changes from --input, applied in order as one revision, all or nothing',
      // Either answer shows people its change request: `--no-compat` adds what changed, for --json and --jq.
      after: forPeople((answer) => ('changeRequest' in answer ? answer.changeRequest : answer)),
      columns: { ID: 'id', '#': 'number', REVISION: 'revision', URL: 'urls.app' },
      examples: ['docsctl cr apply SPACE_ID 3 --input changes.json', "docsctl cr apply SPACE_ID 3 --input changes.json --no-compat --jq '.changes[].object'"],
    },
    {
      name: 'changes',
      op: 'getChangeRequestChanges',
      description: 'List what a change request changes against its base: pages and files created, edited, moved, deleted (see also: cr diff)',
      items: 'changes',
      columns: CHANGE,
      examples: ['docsctl cr changes SPACE_ID 3', 'docsctl cr changes SPACE_ID 3 --limit 100 --jq \'.[] | select(.type == "page_deleted") | .page.path\''],
    },
    {
      name: 'sync',
      op: 'updateChangeRequest',
      aliases: ['update-from-space'],
      description: "Bring the space's latest content into a change request",
      columns: { RESULT: 'result', REVISION: 'revision' },
      examples: ['docsctl cr sync SPACE_ID 3'],
    },
    {
      name: 'review',
      op: 'submitChangeRequestReview',
      description: 'Approve a change request (--approve) or ask for changes (--request-changes), with a comment (--body)',
      columns: { ...REVIEW, COMMENT: 'comment.body.markdown' },
      skip: ['status', 'comment'],
      options: [
        new Option('--approve', 'approve its current content').conflicts('requestChanges'),
        new Option('--request-changes', 'ask for changes before it is merged'),
        new Option('--body <text>', 'a comment to go with the review'),
      ],
      body: (options) => {
        const status = options.approve ? 'approved' : options.requestChanges ? 'changes-requested' : undefined;
        if (!status && options.input === undefined) throw new CliError('give --approve or --request-changes', EXIT.usage);
        return { ...(status ? { status } : {}), ...(typeof options.body === 'string' ? { comment: { markdown: options.body } } : {}) };
      },
      examples: ['docsctl cr review SPACE_ID 3 --approve', 'docsctl cr review SPACE_ID 3 --request-changes --body "The intro needs an example"'],
    },
    {
      name: 'merge',
      op: 'mergeChangeRequest',
      destructive: true,
      spinner: 'Merging…',
      columns: { RESULT: 'result', REVISION: 'revision' },
      examples: ['docsctl cr merge SPACE_ID 3 --yes'],
    },
    {
      name: 'contributors',
      op: 'getContributorsByChangeRequestId',
      description: 'List who contributed to a change request: edit (wrote its revisions) or comment, most recent first',
      columns: { USER: 'user.id', NAME: 'user.displayName', ACTION: 'actionType', COUNT: 'count', UPDATED: 'updatedAt' },
      examples: ['docsctl cr contributors SPACE_ID 3', "docsctl cr contributors SPACE_ID 3 --jq '.[].user.email'"],
    },
  ],
  groups: [
    {
      name: 'reviews',
      description: 'Reviews of a change request: list, view',
      noun: 'review',
      verbs: [
        {
          name: 'list',
          op: 'getReviewsByChangeRequestId',
          description: 'List the reviews of a change request (--outdated for the ones its new content left behind, --no-outdated for the others)',
          columns: REVIEW,
          examples: ['docsctl cr reviews list SPACE_ID 3', 'docsctl cr reviews list SPACE_ID 3 --no-outdated --json'],
        },
        {
          name: 'view',
          op: 'getChangeRequestReviewById',
          aliases: ['get'],
          columns: { ...REVIEW, 'REQUESTED BY': 'requestedBy.displayName', REVISION: 'revision', COMMENT: 'comment.body.markdown' },
          examples: ['docsctl cr reviews view SPACE_ID 3 REVIEW_ID'],
        },
      ],
    },
    {
      name: 'reviewers',
      description: 'Who is asked to review a change request: add, list, remove',
      noun: 'requested reviewer',
      verbs: [
        {
          name: 'add',
          op: 'requestReviewersForChangeRequest',
          description: 'Ask users to review a change request (a draft goes into review)',
          rest: 'users',
          items: 'users',
          columns: REQUESTED,
          examples: [
            'docsctl cr reviewers add SPACE_ID 3 USER_ID OTHER_USER_ID',
            'docsctl cr reviewers add SPACE_ID 3 USER_ID --subject "Rewrite the quickstart"',
          ],
        },
        {
          name: 'list',
          op: 'getRequestedReviewersByChangeRequestId',
          columns: REQUESTED,
          examples: ['docsctl cr reviewers list SPACE_ID 3'],
        },
        {
          name: 'remove',
          op: 'removeRequestedReviewerFromChangeRequest',
          description: 'Stop asking a user to review a change request (a review they gave stays)',
          destructive: true,
          confirm: 'Stop asking {userId} to review change request {changeRequestId}?',
          done: 'Stopped asking {userId} to review change request {changeRequestId}',
          examples: ['docsctl cr reviewers remove SPACE_ID 3 USER_ID --yes'],
        },
      ],
    },
  ],
};
