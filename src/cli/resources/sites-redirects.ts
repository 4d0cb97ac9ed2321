import type { Group } from '../verbs/verb.js';

const COLUMNS = {
  ID: 'id',
  SOURCE: 'source',
  TO: 'destination',
  PERMANENT: 'permanent',
  DRAFT: 'draft',
  CREATED: 'createdAt',
};

/** `docsctl sites redirects …`: the paths of a site that lead elsewhere. */
export const siteRedirects: Group = {
  name: 'redirects',
  description: 'Paths of a site that lead elsewhere (a page, a space, a section or a URL): add, list, edit, remove, resolve, import',
  noun: 'redirect',
  verbs: [
    {
      name: 'list',
      op: 'listSiteRedirects',
      description: 'List the live redirects of a site (--draft for its drafts)',
      columns: COLUMNS,
      examples: ['docsctl sites redirects list SITE_ID', 'docsctl sites redirects list SITE_ID --search /old --order-by source --json'],
    },
    {
      name: 'add',
      op: 'createSiteRedirect',
      aliases: ['create'],
      columns: COLUMNS,
      examples: [
        'docsctl sites redirects add SITE_ID --source /old/install --destination \'{"kind":"path","spaceId":"SPACE_ID","path":"guide/install"}\'',
        'docsctl sites redirects add SITE_ID --source /blog/* --destination \'{"kind":"external","url":"https://blog.example.com"}\' --capture-wildcard --permanent',
      ],
    },
    {
      name: 'import',
      op: 'bulkUpsertSiteRedirects',
      description: 'Set up to 500 redirects by source from a file: created, replaced, removed (destination null) or drafts published',
      items: 'results',
      columns: { STATUS: 'status', SOURCE: 'source', DRAFT: 'draft', ID: 'id', ERROR: 'error' },
      examples: ['docsctl sites redirects import SITE_ID --input redirects.json'],
    },
    {
      name: 'edit',
      op: 'updateSiteRedirectById',
      aliases: ['update'],
      columns: COLUMNS,
      examples: ['docsctl sites redirects edit SITE_ID REDIRECT_ID --permanent', 'docsctl sites redirects edit SITE_ID REDIRECT_ID --source /older/install'],
    },
    {
      name: 'remove',
      op: 'deleteSiteRedirectById',
      aliases: ['delete'],
      destructive: true,
      done: 'Removed redirect {siteRedirectId} of site {siteId}',
      examples: ['docsctl sites redirects remove SITE_ID REDIRECT_ID --yes'],
    },
    {
      name: 'resolve',
      op: 'getSiteRedirectBySource',
      description: 'Show the redirect of a source path and the URL it sends visitors to',
      columns: { ID: 'redirect.id', SOURCE: 'redirect.source', TARGET: 'target', PERMANENT: 'redirect.permanent' },
      examples: ['docsctl sites redirects resolve SITE_ID --source /old/install', 'docsctl sites redirects resolve SITE_ID --source /old/install --jq .target'],
    },
  ],
};
