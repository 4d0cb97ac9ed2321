import type { Resource } from '../verbs/verb.js';

export const subdomains: Resource = {
  noun: 'subdomain',
  verbs: [
    {
      name: 'view',
      op: 'getSubdomain',
      aliases: ['get'],
      columns: { SUBDOMAIN: 'subdomain', ORGANIZATION: 'target.organization', ACTIVE: 'isActive' },
      examples: ['docsctl subdomains view acme'],
    },
  ],
};
