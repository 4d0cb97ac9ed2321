import type { Resource } from '../verb.js';

export const teams: Resource = {
  name: 'teams',
  noun: 'team',
  description: 'Teams of an organization and their members',
  verbs: [],
};
