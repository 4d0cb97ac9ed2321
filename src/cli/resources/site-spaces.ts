import type { Resource } from '../verb.js';

export const siteSpaces: Resource = {
  name: 'site-spaces',
  noun: 'site space',
  description: 'Spaces shown on a site',
  verbs: [],
};
