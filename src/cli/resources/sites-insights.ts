import type { Group } from '../verbs/verb.js';

/** `docsctl sites insights …`: what visitors do on a site, tracked and aggregated. */
export const siteInsights: Group = {
  name: 'insights',
  description: "A site's insights: track visitors' events, aggregate them, list visitor segments",
  noun: 'insights event',
  verbs: [
    {
      name: 'track',
      op: 'trackEventsInSiteById',
      description: 'Track up to 1,000 events (page views, searches, feedback…) from a file of {"events": [...]}',
      done: 'Tracked the events on site {siteId}',
      examples: ['docsctl sites insights track SITE_ID --input events.json'],
    },
    {
      name: 'aggregate',
      op: 'aggregateSiteEvents',
      aliases: ['query'],
      description: "Aggregate a site's events: one row per column selected, its values in the rows' order",
      items: 'columns',
      columns: { COLUMN: 'column', VALUES: 'values' },
      examples: [
        'docsctl sites insights aggregate SITE_ID --range last7Days --group-by \'[{"column":"page"}]\' --select \'[{"column":"page"},{"column":"eventsCount"}]\'',
        'docsctl sites insights aggregate SITE_ID --input top-pages.json --json',
      ],
    },
    {
      name: 'segments',
      op: 'listSiteVisitorSegments',
      description: "List a site's visitors grouped by their claims, with their events, visitors and sessions",
      columns: { TITLE: 'title', EVENTS: 'events', VISITORS: 'visitors', SESSIONS: 'sessions' },
      examples: ['docsctl sites insights segments SITE_ID'],
    },
  ],
};
