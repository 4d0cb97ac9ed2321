import type { Resource } from '../verb.js';

export const content: Resource = {
  name: 'content',
  noun: 'page',
  description: 'Content of a space or change request: pages, files, links, search, import, templates',
  verbs: [],
};
