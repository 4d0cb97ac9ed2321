import { Command, CommanderError, Option } from 'commander';
import { ApiError, AuthenticationError, NetworkError, NotFoundError } from '../client/errors.js';
import { catalog, type Entry, type LocalEntry } from './catalog.js';
import { describeCommand, fillFromCatalog, NotHelp, readHelpCatalog, type HelpEntry } from './help-catalog.js';
import { CliError, EXIT, processIO, type ExitCode, type IO } from './io.js';
import type { CliContext } from './context.js';
import type { GlobalOptions } from './runtime.js';
import { colourFor, paint } from './render/colour.js';
import { printable, printableBlock, printLine } from './render/terminal-text.js';
import packageJson from '../../package.json' with { type: 'json' };

/** Where commander writes help and its errors. */
interface Writers {
  out: (text: string) => void;
  err: (text: string) => void;
}

/**
 * Every command, with every setting commander keeps per command: output given, errors thrown instead of exiting
 * and printed by `run` as every other error is. Help quotes the command line back, which may hold what a script took from the API.
 */
function configureTree(command: Command, write: Writers): void {
  command
    .exitOverride()
    .configureOutput({ writeOut: (s) => write.out(printableBlock(s)), writeErr: (s) => write.err(printableBlock(s)), outputError: () => {} })
    .configureHelp({ showGlobalOptions: true, sortSubcommands: false });
  for (const sub of command.commands) configureTree(sub, write);
}

/**
 * The top-level commands a command line needs built: the one it names (`docsctl --org acme spaces list`,
 * `docsctl help spaces`), or all of them for completion scripts. The rest stay names with a description.
 * `next` is the word after the name, which may name a verb.
 */
function named(program: Command, argv: string[]): { wanted: (entry: Entry | LocalEntry) => boolean; next?: string } {
  const takesValue = new Set(
    program.options
      .filter((o) => o.required || o.optional)
      .flatMap((o) => [o.long, o.short])
      .filter(Boolean),
  );
  const words = argv.filter((word, i) => !word.startsWith('-') && !takesValue.has(argv[i - 1]));
  const [name, next] = words[0] === 'help' ? words.slice(1) : words;
  // A completion script lists every command and flag, so it needs them all.
  if (name === 'completion') return { wanted: () => true };
  return { wanted: (entry) => entry.name === name, ...(next ? { next } : {}) };
}

/** The program, each top-level command named and described; `fill` builds those the command line needs (all, without one). */
async function programWith(
  write: Writers,
  argv: string[] | undefined,
  fill: (entry: Entry | LocalEntry, command: Command, next?: string) => Promise<void> | void,
): Promise<Command> {
  const program = new Command('docsctl')
    .description('Manage hosted documentation on GitBook from the terminal, or run a local sandbox of its API')
    .version(packageJson.version)
    .addOption(new Option('--api-url <url>', "API root (default: GitBook's public API; env DOCSCTL_API_URL)"))
    .addOption(new Option('--token <token>', 'API token (env DOCSCTL_TOKEN; better: docsctl auth login)'))
    .addOption(new Option('--profile <name>', 'saved connection to use (env DOCSCTL_PROFILE; default: the active one, see docsctl auth switch)'))
    .addOption(new Option('--org <id>', "organization to work in (env DOCSCTL_ORG, else the profile's)"))
    .option('--json [fields]', 'print the answer as JSON (lists: an array of the items); --json id,title: only these fields')
    .option('--jq <expression>', 'filter the JSON answer with jq')
    .addOption(
      new Option('--template <text>', 'print each item (or the answer) as this text, {{.field}} filled in: --template "{{.id}} {{.title}}"').conflicts('jq'),
    )
    .option('--verbose', 'log every request (method, URL, status, time) to stderr')
    .addHelpText(
      'after',
      "\nExamples:\n  $ docsctl serve\n  $ docsctl --profile local spaces list\n  $ docsctl spaces list --org acme --json --jq '.[].title'\n",
    );
  const { wanted, next } = argv ? named(program, argv) : { wanted: () => true };
  for (const entry of catalog) {
    const command = program.command(entry.name, { hidden: !!entry.hidden }).description(entry.description);
    if (wanted(entry)) await fill(entry, command, next);
  }
  configureTree(program, write);
  return program;
}

/** The program for a command line; without one, every command is built (help and completion tests walk the whole tree). */
export async function buildProgram(io: IO, exit: ExitCode, argv?: string[]): Promise<{ program: Command; context?: CliContext }> {
  let context: CliContext | undefined;
  const globals = () => program.opts<GlobalOptions>();
  const program: Command = await programWith({ out: (s) => io.out.write(s), err: (s) => io.err.write(s) }, argv, async (entry, command, next) => {
    if ('buildLocal' in entry) return entry.buildLocal(command, io, globals);
    context ??= (await import('./context.js')).createContext(io, globals);
    await entry.build(command, context, exit, next);
  });
  return { program, context };
}

/** The program with its commands made from the help catalog: every command help shows, none that runs. */
export const helpProgram = (helpCatalog: Map<string, HelpEntry>, write: Writers, argv?: string[]): Promise<Command> =>
  programWith(write, argv, (entry, command) => {
    const described = helpCatalog.get(entry.name);
    if (!described) throw new NotHelp();
    fillFromCatalog(command, described);
  });

export { HELP_CATALOG_FILE } from './help-catalog.js';

/** What the build writes into the help catalog: every top-level command of the real tree, as its help shows it. */
export async function describeProgram(): Promise<HelpEntry[]> {
  const { program } = await buildProgram(processIO, { code: EXIT.ok });
  return program.commands.map(describeCommand);
}

/** How commander ends after showing help, a usage, or the version. */
const SHOWN = new Set(['commander.helpDisplayed', 'commander.help', 'commander.version']);

/**
 * A line that asks for help, shown from the catalog the build wrote; undefined when there is none (from the
 * sources) or the line asks for more than help, which the real tree then runs. Nothing is written until then.
 */
async function helpFromCatalog(argv: string[], io: IO): Promise<number | undefined> {
  const helpCatalog = readHelpCatalog();
  if (!helpCatalog) return undefined;
  let out = '';
  let err = '';
  try {
    const program = await helpProgram(helpCatalog, { out: (s) => (out += s), err: (s) => (err += s) }, argv);
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (!(error instanceof CommanderError) || !SHOWN.has(error.code)) return undefined;
    io.out.write(out);
    io.err.write(err);
    return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  return undefined;
}

/** Whether a line may ask for help; the catalog's commands tell for sure. */
const asksForHelp = (argv: string[]) => argv[0] === 'help' || argv.some((word) => word === '--help' || word === '-h');

/** A URL on this machine, where `docsctl serve` listens unless told otherwise. */
const onThisMachine = (origin: string) => /^(localhost|[\w-]+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(new URL(origin).hostname);

/** One line for what went wrong, and the exit code scripts rely on. */
function report(error: unknown): { message: string; code: number } {
  if (error instanceof CliError) return { message: error.message, code: error.exitCode };
  if (error instanceof AuthenticationError) return { message: `${error.message}: the token was refused; run \`docsctl auth login\``, code: EXIT.auth };
  if (error instanceof NotFoundError) {
    const what = /not found/i.test(error.message) ? error.message : `not found: ${error.message}`;
    return { message: `${what} (${error.method} ${new URL(error.url).pathname})`, code: EXIT.failure };
  }
  if (error instanceof ApiError) return { message: `${error.message} (HTTP ${error.status})`, code: EXIT.failure };
  if (error instanceof NetworkError) {
    const hint = error.reason === 'refused' && error.origin && onThisMachine(error.origin) ? ' — is `docsctl serve` running?' : '';
    return { message: `${error.message}${hint}`, code: EXIT.failure };
  }
  if ((error as Error).name === 'ExitPromptError') return { message: 'interrupted', code: EXIT.interrupted };
  return { message: `unexpected error: ${(error as Error).message}`, code: EXIT.failure };
}

/** An error's one line: its first line only, as a terminal shows rather than obeys it (API messages may quote titles, escapes and all), red where colours show. */
const printError = (io: IO, message: string) =>
  io.err.write(`${paint(colourFor(io.errIsTTY, io.env), 'red', printable(`docsctl: ${message.split('\n')[0]}`))}\n`);

/** Runs the CLI and resolves to its exit code; the one place errors become exit codes. */
export async function run(line: string[], io: IO = processIO): Promise<number> {
  // Commander's `help` takes one command; `docsctl help spaces list` means `docsctl spaces list --help`.
  const helped = line[0] === 'help' && line.length > 2 ? [...line.slice(1), '--help'] : line;
  // `--json` takes the fields after it (`--json id,title`), but not a command's name: `docsctl --json spaces list` is plain --json.
  const argv = helped.map((word, i) => (word === '--json' && catalog.some((entry) => entry.name === helped[i + 1]) ? '--json=' : word));
  const exit: ExitCode = { code: EXIT.ok };
  let context: CliContext | undefined;
  try {
    const shown = asksForHelp(argv) ? await helpFromCatalog(argv, io) : undefined;
    if (shown !== undefined) return shown;
    const built = await buildProgram(io, exit, argv);
    const { program } = built;
    context = built.context;
    const { exitProcess } = io;
    if (exitProcess) {
      // Ctrl-C stops a command at once with 130, saying how to follow any work it was waiting for; `serve` instead finishes its requests and exits 0.
      program.hook('preAction', (_program, command) => {
        if (command.name() === 'serve') return;
        process.once('SIGINT', () => {
          const hint = context?.interrupt.hint;
          // On a terminal, the line of the spinner (and the ^C the terminal echoed) gives way to the hint.
          if (hint && io.errIsTTY) io.err.write('\r\x1b[2K');
          if (hint) printLine(io.err, `docsctl: ${hint}`);
          exitProcess(EXIT.interrupted);
        });
      });
    }
    await program.parseAsync(argv, { from: 'user' });
    return exit.code;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.exitCode === 0) return EXIT.ok;
      // A missing subcommand has already been answered with the help; every other refusal gets our one line.
      if (error.code !== 'commander.help') printError(io, error.message.replace(/^error: /, '').replace(/\s*\n\s*/g, ' '));
      return EXIT.usage;
    }
    const { message, code } = report(error);
    printError(io, message);
    return code;
  } finally {
    await context?.runtime.close();
  }
}
