import type { Group } from '../verbs/verb.js';

const COLUMNS = { TOPICS: 'scans.topics', FINDINGS: 'findings.changeRequests', UPDATED: 'updatedAt', BY: 'updatedBy' };

/** `docsctl sites agent-settings`: how a site's AI agent scans, acts on findings and edits. */
export const siteAgentSettings: Group = {
  name: 'agent-settings',
  description: "A site's AI agent settings: what it scans, which findings get a change request, its editing instructions",
  noun: 'agent settings',
  verbs: [
    { name: 'view', op: 'getSiteAgentSettingsById', aliases: ['get'], columns: COLUMNS, examples: ['docsctl sites agent-settings view SITE_ID --json'] },
    {
      name: 'edit',
      op: 'updateSiteAgentSettingsById',
      aliases: ['update'],
      description: "Replace a site's agent settings (all of them: --input FILE with the JSON, or the flags)",
      columns: COLUMNS,
      examples: ['docsctl sites agent-settings edit SITE_ID --input settings.json', 'docsctl sites agent-settings view SITE_ID --json > settings.json'],
    },
  ],
};
