import { Command } from 'commander';
import { AuthenticationError } from '../../client/errors.js';
import { operations } from '../../schemas/operations.js';
import type { CliContext } from '../context.js';
import { askSecret } from '../interact.js';
import { CliError, EXIT, canPrompt, readAll } from '../io.js';
import { printLine } from '../render/terminal-text.js';

/** The operations `auth` runs, for the coverage of the command tree. */
export const AUTH_OPERATIONS = ['getAuthenticatedUser'] as const;

async function whoAmI(context: CliContext, apiUrl: string, token: string) {
  try {
    return await context.runtime.clientFor(apiUrl, token).call('getAuthenticatedUser');
  } catch (error) {
    if (error instanceof AuthenticationError) throw new CliError(`${apiUrl} refused the token: check it, or save a new one with \`docsctl auth login\``, EXIT.auth);
    throw error;
  }
}

function login(context: CliContext): Command {
  return new Command('login')
    .description(`Save a token for an API after checking it against ${operations.getAuthenticatedUser.method} ${operations.getAuthenticatedUser.path}`)
    .option('--with-token', 'read the token from stdin instead of asking')
    .addHelpText('after', '\nExamples:\n  $ docsctl auth login\n  $ echo "$TOKEN" | docsctl auth login --with-token --api-url http://127.0.0.1:4000 --profile local\n')
    .action(async (options: { withToken?: boolean }) => {
      const { io, runtime } = context;
      const connection = runtime.connection();
      let token: string;
      if (options.withToken) token = (await readAll(io.in)).trim();
      else if (canPrompt(io)) token = (await askSecret(io, `Token for ${connection.apiUrl}:`)).trim();
      else throw new CliError('no terminal to ask for the token on: pipe it in with --with-token', EXIT.usage);
      if (!token) throw new CliError('the token is empty', EXIT.auth);
      const user = await whoAmI(context, connection.apiUrl, token);
      runtime.profiles.set(connection.profile, { apiUrl: connection.apiUrl, token, ...(connection.org ? { org: connection.org } : {}) });
      // The name and email are the API's to choose: a terminal must not obey them.
      printLine(io.err, `✓ Logged in to ${connection.apiUrl} as ${user.displayName} (${user.email ?? user.id}); saved as profile "${connection.profile}"`);
    });
}

function status(context: CliContext): Command {
  return new Command('status')
    .description('Say who you are logged in as, where, and where the token comes from (never the token)')
    .addHelpText('after', '\nExample:\n  $ docsctl --profile local auth status\n')
    .action(async () => {
      const { io, runtime, output } = context;
      const connection = runtime.authenticated();
      const user = await whoAmI(context, connection.apiUrl, connection.token);
      const summary = {
        profile: connection.profile,
        apiUrl: connection.apiUrl,
        user: { id: user.id, displayName: user.displayName, ...(user.email ? { email: user.email } : {}) },
        tokenSource: connection.tokenSource,
        ...(connection.org ? { org: connection.org } : {}),
      };
      if (output.wantsJson()) return output.json(summary);
      printLine(io.out, `Logged in to ${connection.apiUrl} as ${user.displayName} (${user.email ?? user.id})`);
      printLine(io.out, `  profile "${connection.profile}", token from ${connection.tokenSource}${connection.org ? `, organization ${connection.org}` : ''}`);
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
      printLine(io.err, `✓ Logged out of ${profile.apiUrl} (profile "${name}")`);
    });
}

export function buildAuthCommand(command: Command, context: CliContext): void {
  command
    .addHelpText('after', '\nExamples:\n  $ docsctl auth login\n  $ docsctl auth status\n')
    .addCommand(login(context))
    .addCommand(status(context))
    .addCommand(logout(context));
}
