import type { Group } from '../verbs/verb.js';

/** `docsctl sites ads`: the site's place in GitBook's ads programme (`docsctl sites view SITE_ID --json` shows it). */
export const siteAds: Group = {
  name: 'ads',
  description: "A site's ads: submit it for review on a topic, or turn its ads off",
  noun: 'ads setting',
  verbs: [
    {
      name: 'set',
      op: 'updateSiteAdsById',
      description: 'Submit a site to the ads programme (--status in-review --topic webdev), change its topic, or turn its ads off (--status disabled)',
      done: 'Updated the ads of site {siteId}',
      examples: ['docsctl sites ads set SITE_ID --status in-review --topic webdev', 'docsctl sites ads set SITE_ID --status disabled'],
    },
  ],
};
