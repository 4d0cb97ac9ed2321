import type { Resource } from '../verb.js';

export const shareLinks: Resource = {
  name: 'share-links',
  noun: 'share link',
  description: 'Share links of a site',
  verbs: [],
};
