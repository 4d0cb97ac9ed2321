import type { Resource } from '../verbs/verb.js';

const COLUMNS = ['number', 'subject', 'status', 'createdBy.displayName', 'outdated', 'updatedAt'];

export const cr: Resource = {
  noun: 'change request',
  verbs: [
    {
      name: 'list',
      op: 'listChangeRequestsForSpace',
      orgOp: 'listChangeRequestsForOrganization',
      description: "List the change requests of a space, or without one, of the whole organization (open ones unless --status says otherwise)",
      columns: ['id', ...COLUMNS],
      examples: ['docsctl cr list SPACE_ID', 'docsctl cr list SPACE_ID --status draft --contributor USER_ID', 'docsctl cr list --org ORG_ID --creator USER_ID --order-by createdAt'],
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
      description: 'Show a change request (by ID or number)',
      columns: ['id', ...COLUMNS, 'comments', 'urls.app'],
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
      name: 'sync',
      op: 'updateChangeRequest',
      aliases: ['update-from-space'],
      description: "Bring the space's latest content into a change request",
      columns: ['result', 'revision'],
      examples: ['docsctl cr sync SPACE_ID 3'],
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
      name: 'contributors',
      op: 'getContributorsByChangeRequestId',
      description: 'List who contributed to a change request: edit (wrote its revisions) or comment, most recent first',
      columns: ['user.id', 'user.displayName', 'actionType', 'count', 'updatedAt'],
      examples: ['docsctl cr contributors SPACE_ID 3', "docsctl cr contributors SPACE_ID 3 --jq '.[].user.email'"],
    },
  ],
};
