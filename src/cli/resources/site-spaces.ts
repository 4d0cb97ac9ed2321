import type { Resource } from '../verbs/verb.js';
import { position } from '../verbs/position.js';
import { siteSpaceCustomization } from './site-spaces-customization.js';

const COLUMNS = { ID: 'id', TITLE: 'title', PATH: 'path', SPACE: 'space.id', SECTION: 'section', DEFAULT: 'default' };

export const siteSpaces: Resource = {
  noun: 'site space',
  verbs: [
    {
      name: 'list',
      op: 'listSiteSpaces',
      columns: COLUMNS,
      examples: ['docsctl site-spaces list SITE_ID', 'docsctl site-spaces list SITE_ID --default --json'],
    },
    {
      name: 'add',
      op: 'addSpaceToSite',
      columns: COLUMNS,
      examples: ['docsctl site-spaces add SITE_ID --space-id SPACE_ID', 'docsctl site-spaces add SITE_ID --space-id SPACE_ID --section-id SECTION_ID'],
    },
    {
      name: 'edit',
      op: 'updateSiteSpaceById',
      aliases: ['update'],
      columns: { ...COLUMNS, CONDITION: 'condition', URL: 'urls.published' },
      examples: [
        'docsctl site-spaces edit SITE_ID SITE_SPACE_ID --path v2',
        'docsctl site-spaces edit SITE_ID SITE_SPACE_ID --condition "visitor.claims.isBetaUser"',
        'docsctl site-spaces edit SITE_ID SITE_SPACE_ID --no-condition',
      ],
    },
    {
      name: 'move',
      op: 'moveSiteSpace',
      columns: COLUMNS,
      ...position({ 'site-space': (siteSpace) => ({ type: 'site-space', siteSpace }) }, { required: true }),
      examples: [
        'docsctl site-spaces move SITE_ID SITE_SPACE_ID --before OTHER_SITE_SPACE_ID',
        'docsctl site-spaces move SITE_ID SITE_SPACE_ID --after OTHER_SITE_SPACE_ID',
      ],
    },
    {
      name: 'duplicate',
      op: 'duplicateSiteSpace',
      description: 'Copy the space a site space shows and show the copy beside it (in a new section of its own when the original was alone in its section)',
      columns: COLUMNS,
      examples: ['docsctl site-spaces duplicate SITE_ID SITE_SPACE_ID'],
    },
    {
      name: 'remove',
      op: 'deleteSiteSpaceById',
      aliases: ['delete'],
      destructive: true,
      done: 'Removed site space {siteSpaceId} from site {siteId}; the space itself is kept',
      examples: ['docsctl site-spaces remove SITE_ID SITE_SPACE_ID --yes'],
    },
  ],
  groups: [siteSpaceCustomization],
};
