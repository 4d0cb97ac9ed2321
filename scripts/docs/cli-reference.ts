// docs/cli.md, the CLI reference: every command of the help catalog (src/cli/help-catalog.ts) with its
// usage, arguments, options, notes and examples, as gh generates its manual from its command tree. The
// commands are rebuilt from the catalog and laid out by commander's own Help, so that each reads as its
// `--help` does; test/docs/generated.test.ts keeps the file equal to what this writes.
import type { Command, Help } from 'commander';
import GithubSlugger from 'github-slugger';
import { describeCommand, type HelpEntry } from '../../src/cli/help-catalog.js';
import { helpProgram } from '../../src/cli/main.js';

/** The width descriptions are wrapped to: fixed, so that the page does not depend on a terminal. */
const WIDTH = 100;

const fence = (lines: string[], lang = '') => ['```' + lang, ...lines, '```', ''];

/**
 * A command's text around commander's help (notes, then `Examples:` and its `  $ ` lines) as Markdown:
 * prose as paragraphs, a heading over indented lines (`Keys:`) as a block, examples as shell lines.
 */
function notes(text: string): string[] {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter(Boolean)
    .flatMap((paragraph) => {
      const [first = '', ...rest] = paragraph.split('\n');
      if (/^Examples?:$/.test(first))
        return [
          `**${first.slice(0, -1)}**`,
          '',
          ...fence(
            rest.map((line) => line.replace(/^ {2}\$ /, '')),
            'sh',
          ),
        ];
      if (rest.length > 0 && rest.every((line) => line.startsWith('  '))) return [`**${first.replace(/:$/, '')}**`, '', ...fence(rest)];
      return [paragraph, ''];
    });
}

/** The command line that names a command: `docsctl spaces list`. */
const lineOf = (command: Command): string => (command.parent ? `${lineOf(command.parent)} ${command.name()}` : command.name());

const rootOf = (command: Command): Command => (command.parent ? rootOf(command.parent) : command);

/** The commands under `command` that help lists, but commander's own `help [command]`, which `--help` stands for. */
const subcommandsOf = (command: Command, help: Help = command.createHelp()): Command[] => help.visibleCommands(command).filter((sub) => sub.name() !== 'help');

/** A list of terms and their descriptions, aligned and wrapped as `--help` shows them. */
function list(title: string, help: Help, width: number, terms: [string, string][]): string[] {
  return terms.length ? [`**${title}**`, '', ...fence(terms.map(([term, description]) => help.formatItem(term, width, description, help)))] : [];
}

/** The Markdown of a command and, after it, of each command under it. */
function section(command: Command, entry: HelpEntry, anchor: (command: Command) => string): string[] {
  const help = command.createHelp();
  help.helpWidth = WIDTH;
  const width = help.padWidth(command, help);
  const subcommands = subcommandsOf(command, help);
  const depth = lineOf(command).split(' ').length;
  return [
    `${depth <= 2 ? '##' : '###'} ${lineOf(command)}`,
    '',
    help.commandDescription(command),
    '',
    ...fence([help.commandUsage(command)]),
    ...(command.aliases().length
      ? [
          `Aliases: ${command
            .aliases()
            .map((alias) => `\`${alias}\``)
            .join(', ')}`,
          '',
        ]
      : []),
    ...list(
      'Arguments',
      help,
      width,
      help.visibleArguments(command).map((a) => [help.argumentTerm(a), help.argumentDescription(a)]),
    ),
    ...list(
      command.parent ? 'Options' : 'Global options',
      help,
      width,
      help.visibleOptions(command).map((o) => [help.optionTerm(o), help.optionDescription(o)]),
    ),
    ...(command.parent ? [`With the [global options](#${anchor(rootOf(command))}).`, ''] : []),
    ...notes(entry.before ?? ''),
    ...notes(entry.after ?? ''),
    ...(subcommands.length
      ? ['**Commands**', '', ...subcommands.map((sub) => `- [\`${lineOf(sub)}\`](#${anchor(sub)}): ${help.subcommandDescription(sub)}`), '']
      : []),
    ...subcommands.flatMap((sub) => {
      const subEntry = entry.commands?.find((e) => e.name === sub.name());
      if (!subEntry) throw new Error(`${lineOf(sub)} is not in the help catalog`);
      return section(sub, subEntry, anchor);
    }),
  ];
}

/** docs/cli.md, from the help catalog the build writes (dist/bundle/help-catalog.json). */
export async function cliReference(catalog: HelpEntry[]): Promise<string> {
  const program = await helpProgram(new Map(catalog.map((entry) => [entry.name, entry])), { out: () => {}, err: () => {} });
  // GitHub's anchors, given in the order the headings come, as GitHub numbers a repeated one.
  const slugger = new GithubSlugger();
  const anchors = new Map<Command, string>();
  const visit = (command: Command): void => {
    anchors.set(command, slugger.slug(lineOf(command)));
    for (const sub of subcommandsOf(command)) visit(sub);
  };
  visit(program);
  const lines = [
    '# The command reference',
    '',
    '<!-- Generated from the help catalog by `npm run docs` (scripts/docs/cli-reference.ts); edit the commands, not this file. -->',
    '',
    'Every command as its `--help` shows it (`docsctl help <command> <verb>` prints the same). How they',
    'behave together (output, pagination, profiles, settings, exit codes, `pull` and `push`) is in',
    '[the CLI guide](cli-guide.md).',
    '',
    // The root as the catalog's program has it: its own options (the global ones) and examples.
    ...section(program, describeCommand(program), (command) => anchors.get(command)!),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}
