import type { Resource } from '../verb.js';

export const collections: Resource = {
  name: 'collections',
  noun: 'collection',
  description: 'Collections of spaces: create, list, change, move, transfer, delete',
  verbs: [],
};
