import type { Resource } from '../verbs/verb.js';

export const system: Resource = {
  noun: 'API',
  verbs: [
    {
      name: 'info',
      op: 'getApiInformation',
      description: "The release of GitBook's API the server speaks, and its build date",
      columns: { VERSION: 'version', BUILD: 'build' },
      examples: ['docsctl system info', 'docsctl system info --jq .version'],
    },
  ],
};
