import type { Resource } from '../verb.js';

export const sectionGroups: Resource = {
  name: 'section-groups',
  noun: 'section group',
  description: 'Section groups of a site',
  verbs: [],
};
