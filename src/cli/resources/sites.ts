import type { Resource } from '../verb.js';

export const sites: Resource = {
  name: 'sites',
  noun: 'site',
  description: 'Published sites: create, list, view, change, publish structure, adaptive content',
  verbs: [],
};
