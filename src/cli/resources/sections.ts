import type { Resource } from '../verb.js';

export const sections: Resource = {
  name: 'sections',
  noun: 'section',
  description: 'Sections of a site',
  verbs: [],
};
