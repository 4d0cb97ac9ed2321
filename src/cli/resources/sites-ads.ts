import type { Group } from '../verbs/verb.js';

/** `docsctl sites ads`: the site's place in GitBook's ads programme (`docsctl sites view SITE_ID --json` shows it). */
export const siteAds: Group = {
  name: 'ads',
  description: "A site's ads: submit it for review on a topic, or turn its ads off; the ads platform's queue and verdicts",
  noun: 'ads setting',
  verbs: [
    {
      name: 'set',
      op: 'updateSiteAdsById',
      description: 'Submit a site to the ads programme (--status in-review --topic webdev), change its topic, or turn its ads off (--status disabled)',
      done: 'Updated the ads of site {siteId}',
      examples: ['docsctl sites ads set SITE_ID --status in-review --topic webdev', 'docsctl sites ads set SITE_ID --status disabled'],
    },
    {
      name: 'queue',
      op: 'adsListSites',
      description: "The ads platform's queue (the sandbox owner's): sites in review, or --status live|rejected, across organizations",
      columns: { ID: 'id', STATUS: 'status', TOPIC: 'topic', EMAIL: 'email', URL: 'url' },
      examples: ['docsctl sites ads queue', 'docsctl sites ads queue --status live --json'],
    },
    {
      name: 'review',
      op: 'adsUpdateSite',
      description: "The ads platform's verdict on a site (the sandbox owner's): live in a zone, rejected, or back to pending",
      done: 'Reviewed the ads of site {siteId}',
      examples: [
        'docsctl sites ads review SITE_ID --status live --zone-id ZONE --reporting-id REPORT',
        'docsctl sites ads review SITE_ID --status rejected --reason "Off topic"',
      ],
    },
  ],
};
