import type { Resource } from '../verbs/verb.js';

const COLUMNS = { ID: 'id', NAME: 'name', ACTIVE: 'active', URL: 'urls.published', CREATED: 'createdAt' };

export const shareLinks: Resource = {
  noun: 'share link',
  verbs: [
    {
      name: 'list',
      op: 'listSiteShareLinks',
      columns: COLUMNS,
      examples: ['docsctl share-links list SITE_ID', "docsctl share-links list SITE_ID --jq '.[] | select(.active) | .urls.published'"],
    },
    { name: 'create', op: 'createSiteShareLink', columns: COLUMNS, examples: ['docsctl share-links create SITE_ID --name "Partners"'] },
    {
      name: 'edit',
      op: 'updateSiteShareLinkById',
      aliases: ['update'],
      columns: COLUMNS,
      examples: ['docsctl share-links edit SITE_ID LINK_ID --no-active', 'docsctl share-links edit SITE_ID LINK_ID --name "Beta testers" --active'],
    },
    {
      name: 'delete',
      op: 'deleteSiteShareLinkById',
      destructive: true,
      done: 'Deleted share link {shareLinkId} of site {siteId}',
      examples: ['docsctl share-links delete SITE_ID LINK_ID --yes'],
    },
  ],
};
