import { Argument } from 'commander';
import type { Output } from '../../client/operation-types.js';
import type { Resource } from '../verbs/verb.js';
import { siteRedirects } from './sites-redirects.js';
import { scopeOptions, searchScope } from './site-scope.js';
import { siteAskVerb, siteQuestionsVerb } from './sites-ask.js';
import { sortOptions } from './sites-sort.js';
import { siteAds } from './sites-ads.js';
import { siteChannels } from './sites-channels.js';
import { siteLinks } from './sites-links.js';
import { siteAgentSettings } from './sites-agent-settings.js';
import { siteMcpServers } from './sites-mcp-servers.js';
import { siteStyleguide } from './sites-styleguide.js';
import { siteInsights } from './sites-insights.js';

const COLUMNS = { ID: 'id', TITLE: 'title', TYPE: 'type', VISIBILITY: 'visibility', PUBLISHED: 'published', URL: 'urls.published' };
const AUTH_COLUMNS = { BACKEND: 'backend', KEY: 'privateKey', FALLBACK: 'fallbackURL', LOGOUT: 'logoutURL' };
const LOOK_COLUMNS = {
  TITLE: 'title',
  THEME: 'styling.theme',
  PRIMARY: 'styling.primaryColor.light',
  FONT: 'styling.font',
  CORNERS: 'styling.corners',
  LOGO: 'header.logo.light',
  UPDATED: 'updatedAt',
};
const CONDITION_COLUMNS = { CONDITION: 'condition', DESCRIPTION: 'description' };

/** A site's structure in reading order as one line of titles: `Guides, Reference (Docs, API)`. */
function readingOrder(structure: Output<'getSiteStructure'>): string {
  return structure.structure
    .map((entry) => ('sections' in entry ? `${entry.title} (${entry.sections.map((s) => s.title).join(', ')})` : entry.title))
    .join(', ');
}

export const sites: Resource = {
  noun: 'site',
  verbs: [
    {
      name: 'list',
      op: 'listSites',
      columns: COLUMNS,
      examples: ['docsctl sites list', 'docsctl sites list --published --type premium', 'docsctl sites list --space SPACE_ID --json'],
    },
    {
      name: 'create',
      op: 'createSite',
      columns: COLUMNS,
      examples: [
        'docsctl sites create --title "Developer docs" --visibility public',
        'docsctl sites create --title "Handbook" --spaces SPACE_ID --spaces OTHER_SPACE_ID',
        'docsctl sites create --spaces empty',
      ],
    },
    {
      name: 'view',
      op: 'getSiteById',
      aliases: ['get'],
      columns: { ...COLUMNS, BASENAME: 'basename', SPACES: 'siteSpaces', ADAPTIVE: 'adaptiveContent.enabled', CREATED: 'createdAt' },
      examples: ['docsctl sites view SITE_ID'],
    },
    {
      name: 'edit',
      op: 'updateSiteById',
      aliases: ['update'],
      columns: COLUMNS,
      examples: [
        'docsctl sites edit SITE_ID --title "Docs" --visibility unlisted',
        'docsctl sites edit SITE_ID --basename docs --adaptive-content',
        'docsctl sites edit SITE_ID --proxy example.com/docs',
      ],
    },
    {
      name: 'delete',
      op: 'deleteSiteById',
      get: 'getSiteById',
      destructive: true,
      done: 'Deleted site {siteId}',
      examples: ['docsctl sites delete SITE_ID --yes'],
    },
    {
      name: 'publish',
      op: 'publishSite',
      description: 'Publish a site at its URL (a site showing no space has nothing to publish)',
      columns: COLUMNS,
      examples: ['docsctl sites publish SITE_ID'],
    },
    {
      name: 'unpublish',
      op: 'unpublishSite',
      description: 'Take a site offline: its URLs are not found until it is published again; its settings and content stay',
      columns: COLUMNS,
      examples: ['docsctl sites unpublish SITE_ID'],
    },
    {
      name: 'preview',
      op: 'getSitePublishingPreviewById',
      description: 'Print a URL where members preview the site, published or not',
      columns: { URL: 'url' },
      examples: ['docsctl sites preview SITE_ID', 'docsctl sites preview SITE_ID --jq .url'],
    },
    {
      name: 'published',
      op: 'getPublishedContentSite',
      description: 'Show the published site: its structure of sections and spaces in reading order',
      columns: {
        ID: 'site.id',
        TITLE: 'site.title',
        VISIBILITY: 'site.visibility',
        URL: 'site.urls.published',
        STRUCTURE: 'structure.type',
        CONTENTS: 'contents',
      },
      derived: { contents: (published) => readingOrder(published.structure) },
      examples: ['docsctl sites published SITE_ID', "docsctl sites published SITE_ID --share-key KEY --jq '.structure.structure[].title'"],
    },
    {
      name: 'structure',
      op: 'getSiteStructure',
      description: "Show a site's structure in reading order: its sections and section groups (with their spaces), or its spaces",
      columns: { TYPE: 'type', CONTENTS: 'contents' },
      derived: { contents: readingOrder },
      examples: ['docsctl sites structure SITE_ID', "docsctl sites structure SITE_ID --jq '.structure[] | {title, id}'"],
    },
    {
      name: 'sort',
      op: 'sortSiteStructure',
      description: 'Move a site space, section or section group before or after a sibling, or to the end of its siblings',
      columns: { ID: 'id', TITLE: 'title', KIND: 'object' },
      ...sortOptions,
      examples: [
        'docsctl sites sort SITE_ID --section SECTION_ID --before-section OTHER_SECTION_ID',
        'docsctl sites sort SITE_ID --site-space SITE_SPACE_ID --after-site-space OTHER_SITE_SPACE_ID',
        'docsctl sites sort SITE_ID --group GROUP_ID',
      ],
    },
    {
      name: 'apply-template',
      op: 'applyTemplateToSite',
      description: "Fill an empty site with GitBook's default documentation: a new space of starter pages, shown on the site",
      done: 'Site {siteId} shows a new space of starter pages',
      examples: ['docsctl sites create --title "Docs" --spaces empty --json | jq -r .id | xargs docsctl sites apply-template'],
    },
    {
      name: 'customization',
      op: 'getSiteCustomizationById',
      description: 'Show the published look of a site: title, theme, colours, fonts, logo, favicon',
      columns: LOOK_COLUMNS,
      examples: ['docsctl sites customization SITE_ID', 'docsctl sites customization SITE_ID --json > look.json'],
    },
    {
      name: 'customize',
      op: 'updateSiteCustomizationById',
      description: 'Replace the published look of a site with the whole settings of a file (what it leaves out goes back to the default)',
      columns: LOOK_COLUMNS,
      examples: [
        'docsctl sites customization SITE_ID --json > look.json && docsctl sites customize SITE_ID --input look.json',
        'docsctl sites customization SITE_ID --json | jq \'.styling.primaryColor = {light: "#E11D48", dark: "#FB7185"}\' | docsctl sites customize SITE_ID --input -',
      ],
    },
    {
      name: 'adaptive-schema',
      op: 'getSiteAdaptiveSchema',
      description: 'Show the visitor schema of adaptive content (the claims visitors may carry)',
      columns: { SCHEMA: 'jsonSchema', UPDATED: 'updatedAt' },
      examples: ['docsctl sites adaptive-schema SITE_ID --json'],
    },
    {
      name: 'set-adaptive-schema',
      op: 'updateSiteAdaptiveSchema',
      description: 'Replace the visitor schema of adaptive content',
      columns: { SCHEMA: 'jsonSchema', UPDATED: 'updatedAt' },
      examples: [
        'docsctl sites set-adaptive-schema SITE_ID --input schema.json',
        'docsctl sites set-adaptive-schema SITE_ID --json-schema \'{"type":"object","properties":{"isBetaUser":{"type":"boolean"}}}\'',
      ],
    },
    {
      name: 'conditions',
      op: 'listSiteAdaptiveTemplateConditions',
      description: 'List conditions suggested by the visitor schema, to paste into sections and site spaces',
      columns: CONDITION_COLUMNS,
      items: 'items',
      examples: ['docsctl sites conditions SITE_ID', "docsctl sites conditions SITE_ID --jq '.[].condition'"],
    },
    {
      name: 'auth',
      op: 'getSitePublishingAuthById',
      description: 'Show how visitors of a visitor-auth site are checked, with the key their tokens are signed with (HS256)',
      columns: AUTH_COLUMNS,
      examples: ['docsctl sites auth SITE_ID', 'docsctl sites auth SITE_ID --jq .privateKey'],
    },
    {
      name: 'edit-auth',
      op: 'updateSitePublishingAuthById',
      description: 'Change where visitors without a valid token are sent (fallback URL) and the logout URL',
      columns: AUTH_COLUMNS,
      examples: ['docsctl sites edit-auth SITE_ID --backend custom --fallback-url https://example.com/login'],
    },
    {
      name: 'regenerate-key',
      op: 'regenerateSitePublishingAuthById',
      description: 'Issue a new signing key for visitor tokens; tokens signed with the old key stop working',
      columns: AUTH_COLUMNS,
      examples: ['docsctl sites regenerate-key SITE_ID'],
    },
    {
      name: 'search',
      op: 'searchSiteContent',
      description: "Search a site's content as its search box does: each section's default content, or every variant (--every-space), or some (--site-space)",
      operand: { argument: new Argument('<query>', 'the words to find'), body: (query) => ({ query }) },
      skip: ['query', 'scope', 'mode', 'siteSpaceIds', 'siteSpaceId'],
      options: scopeOptions(),
      body: searchScope,
      columns: { ID: 'id', TITLE: 'title', PAGES: 'pages.length', 'TOP MATCH': 'pages.0.title', URL: 'pages.0.urls.app' },
      examples: [
        'docsctl sites search SITE_ID "rate limits"',
        'docsctl sites search SITE_ID install --every-space --jq ".[].pages[].title"',
        'docsctl sites search SITE_ID token --site-space SITE_SPACE_ID',
      ],
    },
    {
      name: 'prewarm-search',
      op: 'prewarmSiteSearch',
      description: "Build the site's search indexes now, so that its visitors' first searches answer at once",
      done: 'Prewarmed the search of site {siteId}',
      examples: ['docsctl sites prewarm-search SITE_ID'],
    },
    siteAskVerb,
    siteQuestionsVerb,
  ],
  groups: [siteRedirects, siteChannels, siteLinks, siteAds, siteMcpServers, siteAgentSettings, siteStyleguide, siteInsights],
};
