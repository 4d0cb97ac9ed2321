import type { Resource } from '../verb.js';

export const orgs: Resource = {
  name: 'orgs',
  noun: 'organization',
  description: 'Organizations you belong to: view, change, ping, find by e-mail domain',
  verbs: [],
};
