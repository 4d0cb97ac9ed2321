import type { Resource } from '../verbs/verb.js';
import { position } from '../verbs/position.js';

const COLUMNS = { ID: 'id', TITLE: 'title', VISIBILITY: 'visibility', PARENT: 'parent', UPDATED: 'updatedAt' };

export const spaces: Resource = {
  noun: 'space',
  verbs: [
    { name: 'list', op: 'listSpacesInOrganizationById', columns: COLUMNS, examples: ['docsctl spaces list --org acme', 'docsctl spaces list --all --json'] },
    { name: 'create', op: 'createSpace', columns: COLUMNS, examples: ['docsctl spaces create --title "Handbook" --parent COLLECTION_ID'] },
    { name: 'view', op: 'getSpaceById', aliases: ['get'], columns: { ...COLUMNS, URL: 'urls.app' }, examples: ['docsctl spaces view SPACE_ID'] },
    {
      name: 'edit',
      op: 'updateSpaceById',
      aliases: ['update'],
      columns: COLUMNS,
      examples: ['docsctl spaces edit SPACE_ID --title "New title" --emoji 1f4d8'],
    },
    {
      name: 'delete',
      op: 'deleteSpaceById',
      get: 'getSpaceById',
      destructive: true,
      done: 'Deleted space {spaceId} (restorable for 7 days)',
      examples: ['docsctl spaces delete SPACE_ID --yes'],
    },
    { name: 'restore', op: 'restoreSpace', columns: COLUMNS, examples: ['docsctl spaces restore SPACE_ID'] },
    { name: 'duplicate', op: 'duplicateSpace', columns: COLUMNS, examples: ['docsctl spaces duplicate SPACE_ID'] },
    {
      name: 'move',
      op: 'moveSpace',
      columns: COLUMNS,
      ...position({ space: (space) => ({ type: 'space', space }), collection: (collection) => ({ type: 'collection', collection }) }),
      examples: ['docsctl spaces move SPACE_ID --parent COLLECTION_ID', 'docsctl spaces move SPACE_ID --before-space OTHER_SPACE_ID'],
    },
    {
      name: 'transfer',
      op: 'transferSpace',
      get: 'getSpaceById',
      destructive: true,
      columns: COLUMNS,
      examples: ['docsctl spaces transfer SPACE_ID --organization OTHER_ORG --yes'],
    },
  ],
};
