import type { Resource } from '../verbs/verb.js';

export const embeds: Resource = {
  noun: 'embed',
  verbs: [
    {
      name: 'view',
      op: 'getEmbedByUrlInSpace',
      leftOutOp: 'getEmbedByUrl',
      aliases: ['get'],
      description: "Show what a URL embeds as (its page's title, site and icon), for a space's content or without one",
      columns: { TYPE: 'type', TITLE: 'title', SITE: 'site', ICON: 'icon' },
      examples: ['docsctl embeds view --url https://example.com/guide', 'docsctl embeds view SPACE_ID --url https://www.youtube.com/watch?v=ID --json'],
    },
  ],
};
