import type { Resource } from '../verbs/verb.js';
import { position } from '../verbs/position.js';

const COLUMNS = { ID: 'id', TITLE: 'title', DESCRIPTION: 'description', PARENT: 'parent', 'DEFAULT ROLE': 'defaultLevel' };
const SPACE_COLUMNS = { ID: 'id', TITLE: 'title', VISIBILITY: 'visibility', PARENT: 'parent', UPDATED: 'updatedAt' };

export const collections: Resource = {
  noun: 'collection',
  verbs: [
    {
      name: 'list',
      op: 'listCollectionsInOrganizationById',
      columns: COLUMNS,
      examples: ['docsctl collections list --org acme', 'docsctl collections list --no-nested'],
    },
    {
      name: 'create',
      op: 'createCollection',
      columns: COLUMNS,
      examples: ['docsctl collections create --title Guides', 'docsctl collections create --title "API guides" --parent COLLECTION_ID'],
    },
    { name: 'view', op: 'getCollectionById', aliases: ['get'], columns: { ...COLUMNS, URL: 'urls.app' }, examples: ['docsctl collections view COLLECTION_ID'] },
    {
      name: 'edit',
      op: 'updateCollectionById',
      aliases: ['update'],
      columns: COLUMNS,
      examples: [
        'docsctl collections edit COLLECTION_ID --title Guides --description "How-tos for every product"',
        'docsctl collections edit COLLECTION_ID --default-level read',
      ],
    },
    {
      name: 'delete',
      op: 'deleteCollectionById',
      get: 'getCollectionById',
      destructive: true,
      done: 'Deleted collection {collectionId} and its content',
      examples: ['docsctl collections delete COLLECTION_ID --yes'],
    },
    {
      name: 'spaces',
      op: 'listSpacesInCollectionById',
      columns: SPACE_COLUMNS,
      examples: ['docsctl collections spaces COLLECTION_ID', 'docsctl collections spaces COLLECTION_ID --json --jq ".[].title"'],
    },
    {
      name: 'move',
      op: 'moveCollection',
      columns: COLUMNS,
      ...position({ space: (space) => ({ type: 'space', space }), collection: (collection) => ({ type: 'collection', collection }) }),
      examples: [
        'docsctl collections move COLLECTION_ID --parent OTHER_COLLECTION_ID',
        'docsctl collections move COLLECTION_ID --no-parent --after-collection OTHER_COLLECTION_ID',
      ],
    },
    {
      name: 'transfer',
      op: 'transferCollection',
      get: 'getCollectionById',
      destructive: true,
      columns: COLUMNS,
      examples: ['docsctl collections transfer COLLECTION_ID --organization OTHER_ORG --yes'],
    },
  ],
};
