import type { Command } from 'commander';
import type { CliContext } from './context.js';
import type { ExitCode, IO } from './io.js';
import type { GlobalOptions } from './runtime.js';
import type { Operations } from '../schemas/operations.js';
import type { Resource } from './verbs/verb.js';
import type { Table } from './verbs/table.js';

/** A top-level command as `docsctl --help` lists it. */
interface Listed {
  name: string;
  description: string;
  /** Left out of help and completion: `__complete`, which only the completion scripts run. */
  hidden?: boolean;
}

/**
 * A top-level command and how to fill it in. Its code (schemas, client, server) is loaded only
 * when a command line names it, which keeps every start fast.
 */
export interface Entry extends Listed {
  /** `next`: the word after the command's name on the line (`list` in `docsctl spaces list`), if any. */
  build: (command: Command, context: CliContext, exit: ExitCode, next?: string) => Promise<void>;
}

/**
 * A top-level command that needs only the streams, the program's options and the config file
 * (`config`): built without a context, so it loads neither the client nor the schemas.
 */
export interface LocalEntry extends Listed {
  buildLocal: (command: Command, io: IO, globals: () => GlobalOptions) => Promise<void>;
}

export interface ResourceEntry<T extends Table = Operations> extends Entry {
  load: () => Promise<Resource<T>>;
}

/** `more` adds the verbs that do more than one operation (src/cli/commands/<resource>/), after the declared ones. */
function resource<T extends Table = Operations>(
  name: string,
  description: string,
  load: () => Promise<Resource<T>>,
  more?: (command: Command, context: CliContext) => Promise<void>,
): ResourceEntry<T> {
  return {
    name,
    description,
    load,
    build: async (command, context, _exit, next) => {
      const [{ buildResource, loadResource }, loaded] = await Promise.all([import('./verbs/command.js'), load()]);
      await loadResource(context, loaded, next);
      buildResource(command, loaded, context, next);
      await more?.(command, context);
    },
  };
}

/** Every resource command of the API, in the order `docsctl --help` lists them. */
export const resources: ResourceEntry[] = [
  resource(
    'orgs',
    'Organizations you belong to: list, view, change, search, ping, find by e-mail domain',
    async () => (await import('./resources/orgs.js')).orgs,
  ),
  resource(
    'members',
    'Members of an organization: list, view, change role, remove, and their spaces and teams',
    async () => (await import('./resources/members.js')).members,
  ),
  resource('teams', 'Teams of an organization and their members', async () => (await import('./resources/teams.js')).teams),
  resource('saml', 'SAML single sign-on providers and SSO logins', async () => (await import('./resources/saml.js')).saml),
  resource(
    'collections',
    'Collections of spaces: create, list, change, move, transfer, delete',
    async () => (await import('./resources/collections.js')).collections,
  ),
  resource('spaces', 'Create, list, change, move, delete and restore spaces', async () => (await import('./resources/spaces.js')).spaces),
  resource(
    'content',
    'Content of a space or, with --cr, a change request: pages, files, links, search, import, templates, edit a page',
    async () => (await import('./resources/content.js')).content,
    async (command, context) => (await import('./commands/content/index.js')).registerContentCommands(command, context),
  ),
  resource(
    'cr',
    'Change requests: create, list, view, edit, diff, apply changes, review, ask reviewers, sync with the space, merge, PDF',
    async () => (await import('./resources/cr.js')).cr,
    async (command, context) => (await import('./commands/cr/index.js')).registerCrCommands(command, context),
  ),
  resource('comments', 'Comments and replies on a space or, with --cr, a change request', async () => (await import('./resources/comments.js')).comments),
  resource(
    'sites',
    'Published sites: create, list, view, change, delete, publish and unpublish, preview, redirects, see the published structure, customize its look, adaptive content, visitor tokens, search',
    async () => (await import('./resources/sites.js')).sites,
    async (command, context) => (await import('./commands/sites/index.js')).registerSiteCommands(command, context),
  ),
  resource('embeds', 'What a URL embeds as: its title, site and icon', async () => (await import('./resources/embeds.js')).embeds),
  resource('sections', 'Sections of a site: add one per space, change, reorder, delete', async () => (await import('./resources/sections.js')).sections),
  resource(
    'section-groups',
    'Section groups of a site: gather sections under a heading, reorder, ungroup',
    async () => (await import('./resources/section-groups.js')).sectionGroups,
  ),
  resource(
    'site-spaces',
    'Spaces shown on a site: add, change path or condition, reorder, remove',
    async () => (await import('./resources/site-spaces.js')).siteSpaces,
  ),
  resource(
    'share-links',
    'Share links of a site: private URLs for a site shown by share link',
    async () => (await import('./resources/share-links.js')).shareLinks,
  ),
  resource(
    'storage',
    "Upload files to an organization's storage, for content changes that take them by URL",
    async () => (await import('./resources/storage.js')).storage,
  ),
  resource(
    'imports',
    'Import runs of an organization: import a website or storage files into a space, follow, cancel',
    async () => (await import('./resources/imports.js')).imports,
  ),
  resource(
    'fonts',
    "Custom fonts of an organization, made of uploaded font files, for sites' customization",
    async () => (await import('./resources/fonts.js')).fonts,
  ),
  resource('openapi', 'OpenAPI specs fetched from a URL, and their versions', async () => (await import('./resources/openapi.js')).openapi),
  resource(
    'translations',
    'Translations of spaces into other languages: create, run, follow',
    async () => (await import('./resources/translations.js')).translations,
  ),
  resource('urls', 'What a URL names: published content (for a renderer) or content of the app', async () => (await import('./resources/urls.js')).urls),
  resource('hostnames', 'Custom hostnames sites are served at: view, check DNS, remove', async () => (await import('./resources/hostnames.js')).hostnames),
  resource('subdomains', 'Subdomains: the organization one names', async () => (await import('./resources/subdomains.js')).subdomains),
  resource('system', "The API itself: which release of GitBook's API it serves", async () => (await import('./resources/system.js')).system),
];

export const catalog: (Entry | LocalEntry)[] = [
  ...resources,
  {
    name: 'pull',
    description: "Write a space's content into a folder as Git Sync does: Markdown pages, SUMMARY.md, assets",
    build: async (command, context) => (await import('./commands/pull.js')).buildPullCommand(command, context),
  },
  {
    name: 'push',
    description: 'Make a space hold what a folder holds, through a change request: only the differences are sent',
    build: async (command, context) => (await import('./commands/push.js')).buildPushCommand(command, context),
  },
  {
    name: 'browse',
    description: "Open a space, a site, a change request or the sandbox's home in the browser, or print its URL",
    build: async (command, context) => (await import('./commands/browse.js')).buildBrowseCommand(command, context),
  },
  {
    name: 'api',
    description: 'Call any API path and print the JSON answer',
    build: async (command, context) => (await import('./commands/api.js')).buildApiCommand(command, context, commandsByOperation),
  },
  {
    name: 'auth',
    description: 'Log in, see who you are and your profiles, switch profile, log out',
    build: async (command, context) => (await import('./commands/auth.js')).buildAuthCommand(command, context),
  },
  {
    name: 'config',
    description: 'Get and set settings: default organization, output, pager, editor, prompts',
    buildLocal: async (command, io, globals) => (await import('./commands/config.js')).buildConfigCommand(command, io, globals),
  },
  {
    name: 'serve',
    description: 'Run the local sandbox: the GitBook v1 API on a file store',
    build: async (command, context, exit) => (await import('./commands/serve.js')).buildServeCommand(command, context, exit),
  },
  resource(
    'sandbox',
    'Drive the local sandbox as a test double: reset, snapshots, request journal, faults, jobs, clock, export',
    async () => (await import('./resources/sandbox.js')).sandbox,
  ),
  {
    name: 'completion',
    description: 'Print the shell completion script (bash, zsh or fish)',
    build: async (command, context) => (await import('./commands/completion.js')).buildCompletionCommand(command, context.io),
  },
  {
    name: '__complete',
    description: 'Print the spaces, change requests, sites, OpenAPI specs or profiles a TAB may offer',
    hidden: true,
    build: async (command, context) => (await import('./commands/completion.js')).buildCompleteCommand(command, context),
  },
];

/** The command lines that run each operation, from the resources' verb declarations and `auth`: for `docsctl api operations` and docs/api-coverage.md. */
export async function commandsByOperation(): Promise<Map<string, string[]>> {
  const commands = new Map<string, string[]>();
  const add = (id: string | undefined, line: string) => id && commands.set(id, [...(commands.get(id) ?? []), line]);
  const visit = (line: string, resource: Resource) => {
    for (const verb of resource.verbs) {
      const named = `${line} ${verb.name}`;
      add(verb.op, named);
      add(verb.leftOutOp, `${named}, without a space`);
      add(verb.crOp, `${named} --cr`);
      add(verb.revisionOp, `${named} --revision`);
      add(verb.pathOps?.op, `${named} --path`);
      add(verb.pathOps?.crOp, `${named} --path --cr`);
      add(verb.pathOps?.revisionOp, `${named} --path --revision`);
    }
    for (const group of resource.groups ?? []) visit(`${line} ${group.name}`, group);
  };
  for (const entry of resources) visit(`docsctl ${entry.name}`, await entry.load());
  for (const id of (await import('./commands/auth.js')).AUTH_OPERATIONS) add(id, 'docsctl auth login, auth status');
  return commands;
}
