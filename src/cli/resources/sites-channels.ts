import type { Group } from '../verbs/verb.js';

const COLUMNS = { ID: 'id', TYPE: 'type', ROLE: 'role', STATUS: 'status', ANSWERS: 'answers', CREATED: 'createdAt' };

/** `docsctl sites channels`: the site's GitBook Agent channels (Slack, Discord, Linear, GitHub). */
export const siteChannels: Group = {
  name: 'channels',
  description: "A site's GitBook Agent channels: list, create, view, edit, delete",
  noun: 'site channel',
  verbs: [
    { name: 'list', op: 'listSiteChannels', columns: COLUMNS, examples: ['docsctl sites channels list SITE_ID'] },
    {
      name: 'create',
      op: 'createSiteChannel',
      columns: COLUMNS,
      examples: [
        `docsctl sites channels create SITE_ID --type builtin:slack --setup-settings '{"allowedChannels":["support-*"]}'`,
        `docsctl sites channels create SITE_ID --type builtin:github --setup-settings '{"allowedRepositories":["my-org/*"]}' --role collaborator`,
      ],
    },
    {
      name: 'view',
      op: 'getSiteChannelById',
      aliases: ['get'],
      columns: { ...COLUMNS, SETTINGS: 'setupSettings' },
      examples: ['docsctl sites channels view SITE_ID CHANNEL_ID'],
    },
    {
      name: 'edit',
      op: 'updateSiteChannelById',
      aliases: ['update'],
      columns: COLUMNS,
      examples: ['docsctl sites channels edit SITE_ID CHANNEL_ID --role collaborator'],
    },
    {
      name: 'delete',
      op: 'deleteSiteChannelById',
      get: 'getSiteChannelById',
      destructive: true,
      done: 'Deleted channel {siteChannelId}',
      examples: ['docsctl sites channels delete SITE_ID CHANNEL_ID --yes'],
    },
  ],
};
