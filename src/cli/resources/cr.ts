import { Option } from 'commander';
import { reviewChecks } from '../render/checks.js';
import { CliError, EXIT } from '../io.js';
import { forPeople, type Resource } from '../verbs/verb.js';

/** A semantic change: what happened, to which page or file. */
export const CHANGE = ['type', 'page.title', 'page.path', 'file.name'];
const COLUMNS = ['number', 'subject', 'status', 'createdBy.displayName', 'outdated', 'updatedAt'];
const VIEW_COLUMNS = ['id', ...COLUMNS, 'comments', 'urls.app'];
const REVIEW = ['id', 'reviewer.displayName', 'status', 'outdated', 'createdAt'];
const REQUESTED = ['user.id', 'user.displayName', 'requestedBy.displayName', 'createdAt'];

export const cr: Resource = {
  noun: 'change request',
  verbs: [
    {
      name: 'list',
      op: 'listChangeRequestsForSpace',
      description: 'List the change requests of a space (open ones unless --status says otherwise)',
      columns: ['id', ...COLUMNS],
      examples: ['docsctl cr list SPACE_ID', 'docsctl cr list SPACE_ID --status draft --contributor USER_ID'],
    },
    {
      name: 'create',
      op: 'createChangeRequest',
      columns: ['id', ...COLUMNS.slice(0, 3), 'urls.app'],
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
      columns: ['id', ...COLUMNS.slice(0, 3), 'updatedAt'],
      examples: ['docsctl cr edit SPACE_ID 3 --subject "Quickstart, rewritten" --status open', 'docsctl cr edit SPACE_ID 3 --status archived'],
    },
    {
      name: 'apply',
      op: 'updateChangeRequestContent',
      description: 'Write pages and files into a change request: a batch of changes from --input, applied in order as one revision, all or nothing',
      // Either answer shows people its change request: `--no-compat` adds what changed, for --json and --jq.
      after: forPeople((answer) => ('changeRequest' in answer ? answer.changeRequest : answer)),
      columns: ['id', 'number', 'revision', 'urls.app'],
      examples: [
        'docsctl cr apply SPACE_ID 3 --input changes.json',
        "docsctl cr apply SPACE_ID 3 --input changes.json --no-compat --jq '.changes[].object'",
      ],
    },
    {
      name: 'changes',
      op: 'getChangeRequestChanges',
      description: 'List what a change request changes against its base: pages and files created, edited, moved, deleted (see also: cr diff)',
      items: 'changes',
      columns: CHANGE,
      examples: ['docsctl cr changes SPACE_ID 3', "docsctl cr changes SPACE_ID 3 --limit 100 --jq '.[] | select(.type == \"page_deleted\") | .page.path'"],
    },
    {
      name: 'sync',
      op: 'updateChangeRequest',
      aliases: ['update-from-space'],
      description: "Bring the space's latest content into a change request",
      columns: ['result', 'revision'],
      examples: ['docsctl cr sync SPACE_ID 3'],
    },
    {
      name: 'review',
      op: 'submitChangeRequestReview',
      description: 'Approve a change request (--approve) or ask for changes (--request-changes), with a comment (--body)',
      columns: [...REVIEW, 'comment.body.markdown'],
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
      columns: ['result', 'revision'],
      examples: ['docsctl cr merge SPACE_ID 3 --yes'],
    },
    {
      name: 'pdf',
      op: 'getChangeRequestPDF',
      description: "Print the URL of a PDF of a change request's content (--page ID for one page and its subpages, --only for that page alone)",
      columns: ['url'],
      after: forPeople((pdf) => pdf.url),
      examples: ['docsctl cr pdf SPACE_ID 3', 'docsctl cr pdf SPACE_ID 3 --page PAGE_ID --only | xargs curl -sLo cr.pdf'],
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
          columns: [...REVIEW, 'requestedBy.displayName', 'revision', 'comment.body.markdown'],
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
          examples: ['docsctl cr reviewers add SPACE_ID 3 USER_ID OTHER_USER_ID', 'docsctl cr reviewers add SPACE_ID 3 USER_ID --subject "Rewrite the quickstart"'],
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
