import { Command, CommanderError, Option } from 'commander';
import { ApiError, AuthenticationError, NetworkError, NotFoundError } from '../client/errors.js';
import { catalog, type Entry } from './catalog.js';
import { CliError, EXIT, processIO, type ExitCode, type IO } from './io.js';
import type { CliContext } from './context.js';
import type { GlobalOptions } from './runtime.js';
import { printLine, printableBlock } from './render/terminal-text.js';
import packageJson from '../../package.json' with { type: 'json' };

/**
 * Every command, with every setting commander keeps per command: streams injected, errors thrown instead of exiting.
 * Commander's errors quote the command line back, which may hold what a script took from the API.
 */
function configureTree(command: Command, io: IO): void {
  command
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out.write(printableBlock(s)), writeErr: (s) => io.err.write(printableBlock(s)) })
    .configureHelp({ showGlobalOptions: true, sortSubcommands: false });
  for (const sub of command.commands) configureTree(sub, io);
}

/**
 * The top-level commands a command line needs built: the one it names (`docsctl --org acme spaces list`,
 * `docsctl help spaces`), or all of them for completion scripts. The rest stay names with a description.
 */
function named(program: Command, argv: string[]): (entry: Entry) => boolean {
  const takesValue = new Set(program.options.filter((o) => o.required || o.optional).flatMap((o) => [o.long, o.short]).filter(Boolean));
  const words = argv.filter((word, i) => !word.startsWith('-') && !takesValue.has(argv[i - 1]));
  const name = words[0] === 'help' ? words[1] : words[0];
  // A completion script lists every command and flag, so it needs them all.
  return (entry) => name === 'completion' || entry.name === name;
}

/** The program for a command line; without one, every command is built (help and completion tests walk the whole tree). */
export async function buildProgram(io: IO, exit: ExitCode, argv?: string[]): Promise<{ program: Command; context?: CliContext }> {
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
  const wanted = argv ? named(program, argv) : () => true;
  const needed = catalog.filter(wanted);
  const globals = () => program.opts<GlobalOptions>();
  const context = needed.length ? (await import('./context.js')).createContext(io, globals) : undefined;
  for (const entry of catalog) {
    const command = program.command(entry.name, { hidden: !!entry.hidden }).description(entry.description);
    if (context && needed.includes(entry)) await entry.build(command, context, exit);
  }
  configureTree(program, io);
  return { program, context };
}

/** One line for what went wrong, and the exit code scripts rely on. */
function report(error: unknown): { message: string; code: number } {
  if (error instanceof CliError) return { message: error.message, code: error.exitCode };
  if (error instanceof AuthenticationError) return { message: `${error.message}: the token was refused; run \`docsctl auth login\``, code: EXIT.auth };
  if (error instanceof NotFoundError) {
    const what = /not found/i.test(error.message) ? error.message : `not found: ${error.message}`;
    return { message: `${what} (${error.method} ${new URL(error.url).pathname})`, code: EXIT.failure };
  }
  if (error instanceof ApiError) return { message: `${error.message} (HTTP ${error.status})`, code: EXIT.failure };
  if (error instanceof NetworkError) return { message: error.message, code: EXIT.failure };
  if ((error as Error).name === 'ExitPromptError') return { message: 'interrupted', code: EXIT.interrupted };
  return { message: `unexpected error: ${(error as Error).message}`, code: EXIT.failure };
}

/** Runs the CLI and resolves to its exit code; the one place errors become exit codes. */
export async function run(line: string[], io: IO = processIO): Promise<number> {
  // Commander's `help` takes one command; `docsctl help spaces list` means `docsctl spaces list --help`.
  const argv = line[0] === 'help' && line.length > 2 ? [...line.slice(1), '--help'] : line;
  const exit: ExitCode = { code: EXIT.ok };
  let context: CliContext | undefined;
  try {
    const built = await buildProgram(io, exit, argv);
    const { program } = built;
    context = built.context;
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
    // The API's messages may quote titles, escape sequences and all.
    printLine(io.err, `docsctl: ${message.split('\n')[0]}`);
    return code;
  } finally {
    await context?.runtime.close();
  }
}
