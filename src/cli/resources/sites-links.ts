import type { Group } from '../verbs/verb.js';

const COLUMNS = { ID: 'id', TITLE: 'title', URL: 'url', GROUP: 'sectionGroup', DRAFT: 'draft' };

/** `docsctl sites links`: links out of a site, standing among its sections in its navigation. */
export const siteLinks: Group = {
  name: 'links',
  description: "External links among a site's sections: add, edit, remove",
  noun: 'external link',
  verbs: [
    {
      name: 'add',
      op: 'addExternalLinkToSite',
      columns: COLUMNS,
      examples: [
        'docsctl sites links add SITE_ID --title Status --url https://status.example.com',
        'docsctl sites links add SITE_ID --title Blog --url https://example.com/blog --parent GROUP_ID --draft',
      ],
    },
    {
      name: 'edit',
      op: 'updateSiteExternalLinkById',
      aliases: ['update'],
      columns: COLUMNS,
      examples: ['docsctl sites links edit SITE_ID LINK_ID --no-draft', 'docsctl sites links edit SITE_ID LINK_ID --no-parent --url https://example.com/news'],
    },
    {
      name: 'remove',
      op: 'deleteSiteExternalLinkById',
      destructive: true,
      confirm: 'Remove external link {siteExternalLinkId} from site {siteId}?',
      done: 'Removed external link {siteExternalLinkId}',
      examples: ['docsctl sites links remove SITE_ID LINK_ID --yes'],
    },
  ],
};
