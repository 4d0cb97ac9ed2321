import type { Resource } from '../verbs/verb.js';
import { position } from '../verbs/position.js';

const COLUMNS = { ID: 'id', TITLE: 'title', PATH: 'path', DEFAULT: 'default', GROUP: 'sectionGroup', URL: 'urls.published' };

export const sections: Resource = {
  noun: 'section',
  verbs: [
    {
      name: 'list',
      op: 'listSiteSections',
      columns: COLUMNS,
      examples: ['docsctl sections list SITE_ID', 'docsctl sections list SITE_ID --share-key KEY --json'],
    },
    {
      name: 'add',
      op: 'addSectionToSite',
      columns: COLUMNS,
      examples: ['docsctl sections add SITE_ID --space-id SPACE_ID --title "API reference" --icon code'],
    },
    {
      name: 'edit',
      op: 'updateSiteSectionById',
      aliases: ['update'],
      columns: { ...COLUMNS, CONDITION: 'condition', ICON: 'icon', DESCRIPTION: 'description' },
      examples: [
        'docsctl sections edit SITE_ID SECTION_ID --title "Guides" --path guides',
        'docsctl sections edit SITE_ID SECTION_ID --condition "visitor.claims.isBetaUser" --no-icon',
      ],
    },
    {
      name: 'move',
      op: 'moveSiteSection',
      columns: COLUMNS,
      ...position({ section: (siteSection) => ({ type: 'site-section', siteSection }) }, { required: true }),
      examples: ['docsctl sections move SITE_ID SECTION_ID --before OTHER_SECTION_ID', 'docsctl sections move SITE_ID SECTION_ID --after OTHER_SECTION_ID'],
    },
    {
      name: 'delete',
      op: 'deleteSiteSectionById',
      destructive: true,
      done: 'Deleted section {siteSectionId} and its site spaces from site {siteId}',
      examples: ['docsctl sections delete SITE_ID SECTION_ID --yes'],
    },
  ],
};
