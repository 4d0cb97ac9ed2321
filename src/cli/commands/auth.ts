import { Command } from 'commander';
import type { Client } from '../../client/client.js';
import { AuthenticationError } from '../../client/errors.js';
import { operations } from '../../schemas/operations.js';
import { DEFAULT_PROFILE, type Profile } from '../config.js';
import type { CliContext } from '../context.js';
import { chooseOne, askSecret } from '../interact.js';
import { CliError, EXIT, onTerminal, readAll, type IO } from '../io.js';
import { printLine } from '../render/terminal-text.js';
import { resolveConnection, type Connection } from '../runtime.js';
import { canPrompt } from '../settings.js';

/** The operations only `auth` runs, for the coverage of the command tree (it lists organizations too, as `orgs list` does). */
export const AUTH_OPERATIONS = ['getAuthenticatedUser'] as const;

/** How many of the user's organizations `auth login` offers to choose from. */
const MAX_ORGS_OFFERED = 100;

async function whoAmI(context: CliContext, apiUrl: string, token: string) {
  try {
    return await context.runtime.clientFor(apiUrl, token).call('getAuthenticatedUser');
  } catch (error) {
    if (error instanceof AuthenticationError)
      throw new CliError(`${apiUrl} refused the token: check it, or save a new one with \`docsctl auth login\``, EXIT.auth);
    throw error;
  }
}

/** Enough of a token to tell which kind it is, as gh shows `gho_****`: its short letter prefix, if it has one, and no more. */
export const maskedToken = (token: string) => `${/^[A-Za-z]{1,4}_/.exec(token)?.[0] ?? ''}****`;

/**
 * The organization a new login works in: the user's only one; on a terminal, the one they choose
 * among several; else none, and a line on stderr says how to set one.
 */
async function organizationFor(io: IO, client: Client): Promise<{ org?: string; note?: string }> {
  const orgs = [];
  for await (const org of client.items('listOrganizationsForAuthenticatedUser', {}, MAX_ORGS_OFFERED)) orgs.push(org);
  if (orgs.length === 1) return { org: orgs[0]!.id };
  if (orgs.length === 0) return {};
  if (canPrompt(io))
    return {
      org: await chooseOne(
        io,
        'Organization to work in:',
        orgs.map((org) => ({ name: `${org.title} (${org.id})`, value: org.id })),
      ),
    };
  return {
    note: `! You belong to ${orgs.length} organizations and none was saved: choose one with \`docsctl config set org ORG\` (\`docsctl orgs list\` lists them), or pass --org`,
  };
}

function login(context: CliContext): Command {
  return new Command('login')
    .description(
      `Save a token for an API after checking it against ${operations.getAuthenticatedUser.method} ${operations.getAuthenticatedUser.path}, and make its profile the active one`,
    )
    .option('--with-token', 'read the token from stdin instead of asking')
    .addHelpText(
      'after',
      '\nExamples:\n  $ docsctl auth login\n  $ echo "$TOKEN" | docsctl auth login --with-token --api-url http://127.0.0.1:4000 --profile local\n',
    )
    .action(async (options: { withToken?: boolean }) => {
      const { io, runtime } = context;
      // A login goes into the profile the line names, else "default": never silently into whichever is active (the sandbox's, say).
      const name = runtime.globals.profile ?? io.env.DOCSCTL_PROFILE ?? DEFAULT_PROFILE;
      const connection = resolveConnection({ ...runtime.globals, profile: name }, io.env, runtime.profiles);
      let token: string;
      if (options.withToken) token = (await readAll(io.in)).trim();
      else if (canPrompt(io)) token = (await askSecret(io, `Token for ${connection.apiUrl}:`)).trim();
      else if (onTerminal(io)) throw new CliError('prompts are disabled (docsctl config set prompt enabled): pipe the token in with --with-token', EXIT.usage);
      else throw new CliError('no terminal to ask for the token on: pipe it in with --with-token', EXIT.usage);
      if (!token) throw new CliError('the token is empty', EXIT.auth);
      const user = await whoAmI(context, connection.apiUrl, token);
      const { org, note } = connection.org ? { org: connection.org } : await organizationFor(io, runtime.clientFor(connection.apiUrl, token));
      runtime.profiles.set(name, { apiUrl: connection.apiUrl, token, user: user.id, ...(org ? { org } : {}) });
      runtime.profiles.activate(name);
      // The name and email are the API's to choose: a terminal must not obey them.
      printLine(
        io.err,
        `✓ Logged in to ${connection.apiUrl} as ${user.displayName} (${user.email ?? user.id}); saved as profile "${name}", now the active one${org ? `, organization ${org}` : ''}`,
      );
      if (note) printLine(io.err, note);
    });
}

const TOKEN_SOURCES = { flag: '--token', environment: 'DOCSCTL_TOKEN', profile: 'the profile' } as const;

/** A saved profile as `auth status` shows it: never the token itself. */
const profileSummary = (name: string, profile: Profile, active: boolean) => ({
  name,
  active,
  ...(profile.apiUrl ? { apiUrl: profile.apiUrl } : {}),
  ...(profile.user ? { user: profile.user } : {}),
  ...(profile.org ? { org: profile.org } : {}),
  ...(profile.token ? { token: maskedToken(profile.token) } : {}),
});

function status(context: CliContext): Command {
  return new Command('status')
    .description('Show who you are logged in as, and every saved profile: which is active, its URL, user, organization (never a token)')
    .addHelpText('after', '\nExample:\n  $ docsctl auth status\n')
    .action(async () => {
      const { io, runtime, output } = context;
      const connection = runtime.authenticated();
      const user = await whoAmI(context, connection.apiUrl, connection.token);
      const profiles = runtime.profiles.entries().map(([name, profile]) => profileSummary(name, profile, name === connection.profile));
      const summary = {
        profile: connection.profile,
        apiUrl: connection.apiUrl,
        user: { id: user.id, displayName: user.displayName, ...(user.email ? { email: user.email } : {}) },
        tokenSource: connection.tokenSource,
        ...(connection.org ? { org: connection.org } : {}),
        profiles,
      };
      if (output.wantsJson()) return output.json(summary);
      printActive(io, context, connection, `${user.displayName} (${user.email ?? user.id})`);
      for (const profile of profiles.filter((p) => !p.active)) {
        printLine(io.out, profile.name);
        printLine(io.out, `  - API: ${profile.apiUrl ?? "GitBook's public API"}`);
        if (profile.user) printLine(io.out, `  - User: ${profile.user} (as saved; not checked now)`);
        printLine(io.out, `  - Organization: ${profile.org ?? 'none'}`);
        printLine(io.out, `  - Token: ${profile.token ?? `none (docsctl --profile ${profile.name} auth login)`}`);
      }
    });
}

/** The connection in use, checked against its API just now. */
function printActive(io: IO, { output }: CliContext, connection: Connection & { token: string }, user: string): void {
  printLine(io.out, `${connection.profile} (active)`);
  // The mark is ours to colour; the rest holds the API's words, shown and never obeyed.
  io.out.write(`  ${output.paint('green', '✓')} `);
  printLine(io.out, `Logged in to ${connection.apiUrl} as ${user}`);
  printLine(io.out, `  - Organization: ${connection.org ?? 'none (docsctl config set org ORG)'}`);
  printLine(io.out, `  - Token: ${maskedToken(connection.token)} (from ${TOKEN_SOURCES[connection.tokenSource ?? 'profile']})`);
}

function switchProfile(context: CliContext): Command {
  return new Command('switch')
    .description('Make another saved profile the active one (used unless --profile or DOCSCTL_PROFILE names another)')
    .argument('[profile]', 'the profile to make active (asked on a terminal when left out)')
    .addHelpText('after', '\nExamples:\n  $ docsctl auth switch local\n  $ docsctl auth switch default\n')
    .action(async (asked: string | undefined) => {
      const { io, runtime } = context;
      const names = runtime.profiles.names();
      if (names.length === 0) throw new CliError('no profile is saved yet: `docsctl auth login` or `docsctl serve` saves one', EXIT.usage);
      const active = runtime.profiles.active();
      let name = asked;
      if (name === undefined) {
        if (!canPrompt(io)) throw new CliError(`name the profile to switch to: ${names.join(', ')}`, EXIT.usage);
        name = await chooseOne(
          io,
          'Profile to make active:',
          names.map((n) => ({ name: n === active ? `${n} (active)` : n, value: n })),
          active,
        );
      }
      const profile = runtime.profiles.get(name);
      if (!profile) throw new CliError(`no profile "${name}": the profiles are ${names.join(', ')}`, EXIT.usage);
      runtime.profiles.activate(name);
      printLine(io.err, `✓ Switched to profile "${name}" (${profile.apiUrl ?? "GitBook's public API"}${profile.org ? `, organization ${profile.org}` : ''})`);
      // The environment still beats the active profile: say so rather than let the next command surprise.
      const pinned = io.env.DOCSCTL_PROFILE;
      if (pinned !== undefined && pinned !== name) printLine(io.err, `! DOCSCTL_PROFILE=${pinned} is set: commands run here still use profile "${pinned}"`);
    });
}

function logout(context: CliContext): Command {
  return new Command('logout')
    .description('Forget the saved token of a profile')
    .addHelpText('after', '\nExample:\n  $ docsctl --profile local auth logout\n')
    .action(() => {
      const { io, runtime } = context;
      const name = runtime.connection().profile;
      const profile = runtime.profiles.get(name);
      if (!profile?.token) throw new CliError(`profile "${name}" holds no token`);
      const { token: _forgotten, ...rest } = profile;
      runtime.profiles.set(name, rest);
      printLine(io.err, `✓ Logged out of ${profile.apiUrl ?? "GitBook's public API"} (profile "${name}")`);
    });
}

export function buildAuthCommand(command: Command, context: CliContext): void {
  command
    .addHelpText('after', '\nExamples:\n  $ docsctl auth login\n  $ docsctl auth status\n  $ docsctl auth switch local\n')
    .addCommand(login(context))
    .addCommand(status(context))
    .addCommand(switchProfile(context))
    .addCommand(logout(context));
}
