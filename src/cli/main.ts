import { Command, CommanderError, Option } from 'commander';
import { ApiError, NetworkError } from '../client/http.js';
import { buildApiCommand } from './commands/api.js';
import { buildAuthCommand } from './commands/auth.js';
import { buildCompletionCommand } from './commands/completion.js';
import { buildServeCommand } from './commands/serve.js';
import { Profiles } from './config.js';
import type { CliContext } from './context.js';
import { CliError, EXIT, processIO, type ExitCode, type IO } from './io.js';
import { Output } from './output.js';
import { resources } from './resources/index.js';
import { Runtime, type GlobalOptions } from './runtime.js';
import { buildResource } from './verb.js';
import packageJson from '../../package.json' with { type: 'json' };

/** Every command, with every setting commander keeps per command: streams injected, errors thrown instead of exiting. */
function configureTree(command: Command, io: IO): void {
  command
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out.write(s), writeErr: (s) => io.err.write(s) })
    .configureHelp({ showGlobalOptions: true, sortSubcommands: false });
  for (const sub of command.commands) configureTree(sub, io);
}

export function buildProgram(io: IO, exit: ExitCode): Command {
  const program = new Command('docsctl')
    .description('Manage hosted documentation on GitBook from the terminal, or run a local sandbox of its API')
    .version(packageJson.version)
    .addOption(new Option('--api-url <url>', 'API root (default: GitBook\'s public API; env DOCSCTL_API_URL)'))
    .addOption(new Option('--token <token>', 'API token (env DOCSCTL_TOKEN; better: docsctl auth login)'))
    .addOption(new Option('--profile <name>', 'saved connection to use (env DOCSCTL_PROFILE; default "default")'))
    .addOption(new Option('--org <id>', 'organization to work in (env DOCSCTL_ORG, else the profile\'s)'))
    .option('--json', 'print the full answer as JSON (lists: an array of the items)')
    .option('--jq <expression>', 'filter the JSON answer with jq')
    .option('--verbose', 'log every request (method, URL, status, time) to stderr')
    .addHelpText('after', '\nExamples:\n  $ docsctl serve\n  $ docsctl --profile local spaces list\n  $ docsctl spaces list --org acme --json --jq \'.[].title\'\n');
  const globals = () => program.opts<GlobalOptions>();
  const runtime = new Runtime(io, new Profiles(io.env.DOCSCTL_CONFIG_DIR), globals);
  const context: CliContext = { io, runtime, output: new Output(io, globals) };
  for (const resource of resources) program.addCommand(buildResource(resource, context));
  program.addCommand(buildApiCommand(context));
  program.addCommand(buildAuthCommand(context));
  program.addCommand(buildServeCommand(context, exit));
  program.addCommand(buildCompletionCommand(io));
  configureTree(program, io);
  return program;
}

/** One line for what went wrong, and the exit code scripts rely on. */
function report(error: unknown): { message: string; code: number } {
  if (error instanceof CliError) return { message: error.message, code: error.exitCode };
  if (error instanceof ApiError) {
    if (error.status === 401) return { message: `${error.message}: the token was refused; run \`docsctl auth login\``, code: EXIT.auth };
    if (error.status === 404) {
      const what = /not found/i.test(error.message) ? error.message : `not found: ${error.message}`;
      return { message: `${what} (${error.method} ${new URL(error.url).pathname})`, code: EXIT.failure };
    }
    return { message: `${error.message} (HTTP ${error.status})`, code: EXIT.failure };
  }
  if (error instanceof NetworkError) return { message: error.message, code: EXIT.failure };
  if ((error as Error).name === 'ExitPromptError') return { message: 'interrupted', code: EXIT.interrupted };
  return { message: `unexpected error: ${(error as Error).message}`, code: EXIT.failure };
}

/** Runs the CLI and resolves to its exit code; the one place errors become exit codes. */
export async function run(argv: string[], io: IO = processIO): Promise<number> {
  const exit: ExitCode = { code: EXIT.ok };
  try {
    const program = buildProgram(io, exit);
    const { exitProcess } = io;
    if (exitProcess) {
      // Ctrl-C stops a command at once with 130; `serve` instead finishes its requests and exits 0.
      program.hook('preAction', (_program, command) => {
        if (command.name() !== 'serve') process.once('SIGINT', () => exitProcess(EXIT.interrupted));
      });
    }
    await program.parseAsync(argv, { from: 'user' });
    return exit.code;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    const { message, code } = report(error);
    io.err.write(`docsctl: ${message.split('\n')[0]}\n`);
    return code;
  }
}
