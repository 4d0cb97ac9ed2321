import type { Resource } from '../verb.js';

export const comments: Resource = {
  name: 'comments',
  noun: 'comment',
  description: 'Comments and replies on a space or, with --cr, a change request',
  verbs: [],
};
