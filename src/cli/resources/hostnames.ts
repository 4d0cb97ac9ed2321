import type { Resource } from '../verbs/verb.js';

export const hostnames: Resource = {
  noun: 'custom hostname',
  verbs: [
    {
      name: 'view',
      op: 'getCustomHostname',
      aliases: ['get'],
      columns: { HOSTNAME: 'hostname', SITE: 'target.site', ACTIVE: 'isActive', STATUS: 'status' },
      examples: ['docsctl hostnames view docs.example.test', 'docsctl sites edit SITE_ID --hostname docs.example.test   # give a site one'],
    },
    {
      name: 'revalidate',
      op: 'dnsRevalidateCustomHostname',
      done: 'Checked the DNS of {hostname} again',
      examples: ['docsctl hostnames revalidate docs.example.test'],
    },
    {
      name: 'remove',
      op: 'removeCustomHostname',
      destructive: true,
      done: 'Removed hostname {hostname} from its site',
      examples: ['docsctl hostnames remove docs.example.test --yes'],
    },
  ],
};
