import { Option } from 'commander';
import type { Group } from '../verbs/verb.js';

const SPACE_COLUMNS = { ID: 'id', TITLE: 'title', URL: 'urls.app' };
const RUN_COLUMNS = { ID: 'id', STYLEGUIDE: 'styleguide', SPACES: 'spaces', CREATED: 'createdAt' };

/** `docsctl sites styleguide`: a site's writing style guide, and runs checking its spaces against it. */
export const siteStyleguide: Group = {
  name: 'styleguide',
  description: "A site's writing style guide: create it, run a check of spaces against it, list the runs, the organization's style guides and templates",
  noun: 'style guide',
  verbs: [
    {
      name: 'create',
      op: 'createSiteStyleguideById',
      description: "Create the site's style guide space (or show the one it has)",
      // The body's `template` is --from-template: --template is every command's output format.
      skip: ['template'],
      options: [new Option('--from-template <id>', 'seed the style guide with this built-in template (docsctl sites styleguide templates lists them)')],
      body: (options) => (typeof options.fromTemplate === 'string' ? { template: options.fromTemplate } : {}),
      columns: SPACE_COLUMNS,
      examples: ['docsctl sites styleguide create SITE_ID', 'docsctl sites styleguide create SITE_ID --from-template plain-language'],
    },
    {
      name: 'run',
      op: 'createSiteStyleguideRun',
      description: "Check one to three of the site's spaces against its style guide: each gets a draft change request with the fixes",
      columns: { RUN: 'run.id', SPACES: 'run.spaces', CRS: 'changeRequests.length' },
      examples: [
        'docsctl sites styleguide run SITE_ID --spaces SPACE_ID',
        'docsctl sites styleguide run SITE_ID --spaces SPACE_ID --spaces OTHER_SPACE_ID --jq ".changeRequests[].urls.app"',
      ],
    },
    {
      name: 'runs',
      op: 'listSiteStyleguideRuns',
      description: "List the site's style guide check runs, newest first (`docsctl cr list --styleguide-run RUN_ID` shows a run's change requests)",
      columns: RUN_COLUMNS,
      examples: ['docsctl sites styleguide runs SITE_ID', 'docsctl sites styleguide runs SITE_ID --json --jq ".[0].id"'],
    },
    {
      name: 'list',
      op: 'listOrganizationStyleguides',
      description: "List the organization's style guides and the sites using each",
      items: 'styleguides',
      columns: { ID: 'space.id', TITLE: 'space.title', SITES: 'sites.length' },
      examples: ['docsctl sites styleguide list --org acme', 'docsctl sites styleguide list --json --jq ".[].sites[].id"'],
    },
    {
      name: 'templates',
      op: 'listStyleguideTemplates',
      description: 'List the built-in templates a style guide can start from',
      items: 'templates',
      columns: { ID: 'id', TITLE: 'title', SUBTITLE: 'subtitle' },
      examples: ['docsctl sites styleguide templates', 'docsctl sites styleguide templates --json --jq ".[0].markdown"'],
    },
  ],
};
