import { forPeople, type Resource } from '../verbs/verb.js';

/** A semantic change: what happened, to which page or file. */
export const CHANGE = ['type', 'page.title', 'page.path', 'file.name'];
const COLUMNS = ['number', 'subject', 'status', 'createdBy.displayName', 'outdated', 'updatedAt'];

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
};
