import { Option } from 'commander';
import { forPeople, type Resource } from '../verbs/verb.js';
import { askVerb, questionsVerb } from './orgs-ask.js';
import { orgInviteLinks } from './orgs-invite-links.js';
import { agentConversations } from './orgs-conversations.js';

const COLUMNS = { ID: 'id', TITLE: 'title', TYPE: 'type', PLAN: 'plan', URL: 'urls.app' };
const VIEW_COLUMNS = { ID: 'id', TITLE: 'title', HOSTNAME: 'hostname', PLAN: 'plan', DOMAINS: 'emailDomains', URL: 'urls.app' };

export const orgs: Resource = {
  noun: 'organization',
  verbs: [
    { name: 'list', op: 'listOrganizationsForAuthenticatedUser', columns: COLUMNS, examples: ['docsctl orgs list', 'docsctl orgs list --json --jq ".[].id"'] },
    {
      name: 'view',
      op: 'getOrganizationById',
      aliases: ['get'],
      columns: VIEW_COLUMNS,
      examples: ['docsctl orgs view --org acme', 'docsctl --org acme orgs view --json'],
    },
    {
      name: 'edit',
      op: 'updateOrganizationById',
      aliases: ['update'],
      columns: VIEW_COLUMNS,
      skip: ['defaultContent'],
      options: [
        new Option('--default-site <site>', 'the site people land on by default (a site ID)'),
        new Option('--no-default-site', 'land on no site by default'),
      ],
      body: (options) =>
        options.defaultSite === false
          ? { defaultContent: null }
          : typeof options.defaultSite === 'string'
            ? { defaultContent: { type: 'site', site: options.defaultSite } }
            : {},
      examples: [
        'docsctl orgs edit --org acme --title "Acme Docs" --email-domains acme.com --email-domains acme.io',
        'docsctl orgs edit --default-role read --no-invite-links --default-site SITE_ID',
      ],
    },
    {
      name: 'invite',
      op: 'inviteUsersToOrganization',
      description: 'Invite people by e-mail address, with a role (else the organization default role)',
      rest: 'emails',
      columns: { INVITED: 'invited', USERS: 'users' },
      examples: ['docsctl orgs invite ada@acme.com bob@acme.com --role edit', 'docsctl orgs invite ada@acme.com --json --jq ".users[]"'],
    },
    {
      name: 'join',
      op: 'joinOrganization',
      description: "Join an organization that accepts your e-mail address's domain, with its default role",
      done: 'Joined {organizationId}',
      examples: ['docsctl orgs join --org acme'],
    },
    {
      name: 'find-by-domain',
      op: 'getOrganizationsForEmailDomain',
      description: 'List the organizations that people with an address at this e-mail domain can join',
      columns: COLUMNS,
      items: 'organizations',
      examples: ['docsctl orgs find-by-domain acme.com', 'docsctl orgs find-by-domain acme.com --json --jq ".[].id"'],
    },
    {
      name: 'ping',
      op: 'updateOrganizationMemberLastSeenAt',
      description: 'Mark yourself as active in the organization and get your visitor claims (--json shows them)',
      columns: { CLAIMS: 'docsVisitorClaims' },
      // A person on a terminal is told what happened; scripts and --json get the claims themselves.
      after: forPeople((claims, context) => (context.io.outIsTTY ? undefined : claims)),
      done: 'Marked you as active in {organizationId}',
      examples: ['docsctl orgs ping --org acme', 'docsctl orgs ping --jq .docsVisitorClaims'],
    },
    {
      name: 'agent-instructions',
      op: 'getOrganizationAgentInstructions',
      description: "Show the organization's instructions to GitBook's Docs agent (a document: --json shows it whole)",
      columns: { UPDATED: 'updatedAt', BY: 'updatedBy', BLOCKS: 'instructions.nodes.length' },
      examples: ['docsctl orgs agent-instructions', 'docsctl orgs agent-instructions --json --jq .instructions'],
    },
    {
      name: 'set-agent-instructions',
      op: 'updateOrganizationAgentInstructions',
      description: "Set the organization's instructions to GitBook's Docs agent, as GitBook's JSON document",
      columns: { UPDATED: 'updatedAt', BY: 'updatedBy', BLOCKS: 'instructions.nodes.length' },
      examples: [
        'docsctl orgs set-agent-instructions --input instructions.json',
        `docsctl orgs set-agent-instructions --instructions '{"object":"document","data":{},"nodes":[]}'`,
      ],
    },
    {
      name: 'search',
      op: 'searchOrganizationContent',
      description: 'Search the pages of every space of the organization: one row per space with matches',
      columns: { ID: 'id', TITLE: 'title', PAGES: 'pages.length', 'TOP MATCH': 'pages.0.title', URL: 'pages.0.urls.app' },
      examples: ['docsctl orgs search --query "rate limits"', 'docsctl orgs search --query billing --json --jq ".[].pages[].title"'],
    },
    {
      name: 'ai-usage',
      op: 'getOrganizationAIUsage',
      description: "The AI credits the organization's features used, by day, week, month or year (admins; the sandbox runs no model: always none)",
      items: 'periods',
      columns: { DATE: 'date', CREDITS: 'credits', FEATURES: 'features.length' },
      examples: [
        'docsctl orgs ai-usage --from 2026-01-01T00:00:00Z --to 2026-02-01T00:00:00Z',
        'docsctl orgs ai-usage --from 2026-01-01T00:00:00Z --to 2027-01-01T00:00:00Z --interval month --json',
      ],
    },
    askVerb,
    questionsVerb,
  ],
  groups: [orgInviteLinks, agentConversations],
};
