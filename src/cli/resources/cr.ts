import type { Resource } from '../verb.js';

export const cr: Resource = {
  name: 'cr',
  noun: 'change request',
  description: 'Change requests: create, list, view, edit, update from the space, merge, PDF',
  verbs: [],
};
