import type { Resource } from '../verbs/verb.js';
import { position } from '../verbs/position.js';

const COLUMNS = { ID: 'id', TITLE: 'title', ICON: 'icon', SECTIONS: 'sections.length' };

export const sectionGroups: Resource = {
  noun: 'section group',
  verbs: [
    {
      name: 'list',
      op: 'listSiteSectionGroups',
      columns: COLUMNS,
      examples: ['docsctl section-groups list SITE_ID', "docsctl section-groups list SITE_ID --jq '.[] | {title, sections: [.sections[].title]}'"],
    },
    {
      name: 'create',
      op: 'addSectionGroupToSite',
      columns: COLUMNS,
      examples: ['docsctl section-groups create SITE_ID --title "Products" --icon box --sections SECTION_ID --sections OTHER_SECTION_ID'],
    },
    {
      name: 'edit',
      op: 'updateSiteSectionGroupById',
      aliases: ['update'],
      columns: COLUMNS,
      examples: ['docsctl section-groups edit SITE_ID GROUP_ID --title "Platform" --no-icon'],
    },
    {
      name: 'delete',
      op: 'deleteSiteSectionGroupById',
      destructive: true,
      done: 'Deleted section group {siteSectionGroupId}; its sections stay where it stood',
      examples: ['docsctl section-groups delete SITE_ID GROUP_ID --yes'],
    },
    {
      name: 'add-section',
      op: 'addSectionToGroup',
      columns: COLUMNS,
      examples: ['docsctl section-groups add-section SITE_ID GROUP_ID --section-id SECTION_ID'],
    },
    {
      name: 'remove-section',
      op: 'removeSectionFromGroup',
      destructive: true,
      confirm: 'Take section {siteSectionId} out of group {siteSectionGroupId}?',
      done: 'Took section {siteSectionId} out of group {siteSectionGroupId}; it now stands just after the group',
      examples: ['docsctl section-groups remove-section SITE_ID GROUP_ID SECTION_ID --yes'],
    },
    {
      name: 'move',
      op: 'moveSiteSectionGroup',
      description: 'Move a section group before or after a top-level section or group; with no flag, to the end',
      columns: COLUMNS,
      ...position({
        section: (id) => ({ type: 'site-section', id }),
        group: (id) => ({ type: 'site-section-group', id }),
      }),
      examples: [
        'docsctl section-groups move SITE_ID GROUP_ID --before-section SECTION_ID',
        'docsctl section-groups move SITE_ID GROUP_ID --after-group OTHER_GROUP_ID',
        'docsctl section-groups move SITE_ID GROUP_ID',
      ],
    },
  ],
};
