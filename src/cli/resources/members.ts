import type { Resource } from '../verb.js';

export const members: Resource = {
  name: 'members',
  noun: 'member',
  description: 'Members of an organization: list, view, change role, remove',
  verbs: [],
};
