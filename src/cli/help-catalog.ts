import type { EventEmitter } from 'node:events';
import fs from 'node:fs';
import { Argument, Command, Help, Option } from 'commander';

/**
 * A command as its help shows it, written down by the build from the real command tree
 * (scripts/help-catalog.mjs), so that `--help` shows it without loading the schemas, the client
 * and the profiles that building the real command takes.
 */
export interface HelpEntry {
  name: string;
  description: string;
  /** What follows the name on the usage line: commander's, or the command's own. */
  usage: string;
  aliases?: string[];
  /** As a usage line writes them: `<space>`, `[page]`, `<user...>`. */
  arguments?: { usage: string; description: string; choices?: string[]; default?: unknown; defaultDescription?: string }[];
  options?: { flags: string; description: string; choices?: string[]; default?: unknown; defaultDescription?: string }[];
  /** Text added before and after commander's own help (examples). */
  before?: string;
  after?: string;
  /** The visible subcommands; a hidden one is left to the real tree. */
  commands?: HelpEntry[];
}

/** Where the build writes the catalog: beside the bundle that reads it. */
export const HELP_CATALOG_FILE = 'help-catalog.json';

/** The text a command's help listeners add at `position`, as they would write it. */
function helpText(command: Command, position: 'before' | 'after'): string {
  let text = '';
  // addHelpText keeps its text in a listener of the command (an EventEmitter, which its types leave out).
  (command as unknown as EventEmitter).emit(`${position}Help`, { error: false, command, write: (s: string) => (text += s) });
  return text;
}

/** What a value's help shows besides its description: choices and default. */
function extras(item: { argChoices?: string[]; defaultValue?: unknown; defaultValueDescription?: string }) {
  return {
    ...(item.argChoices ? { choices: item.argChoices } : {}),
    ...(item.defaultValue !== undefined ? { default: item.defaultValue } : {}),
    ...(item.defaultValueDescription !== undefined ? { defaultDescription: item.defaultValueDescription } : {}),
  };
}

/** What the help of `command` and of each visible command under it shows. */
export function describeCommand(command: Command): HelpEntry {
  const visible = new Help().visibleCommands(command);
  const args = command.registeredArguments.map((a) => {
    const name = `${a.name()}${a.variadic ? '...' : ''}`;
    return { usage: a.required ? `<${name}>` : `[${name}]`, description: a.description, ...extras(a) };
  });
  const options = command.options.filter((o) => !o.hidden).map((o) => ({ flags: o.flags, description: o.description, ...extras(o) }));
  const commands = command.commands.filter((sub) => visible.includes(sub)).map(describeCommand);
  const [before, after] = [helpText(command, 'before'), helpText(command, 'after')];
  return {
    name: command.name(),
    description: command.description(),
    usage: command.usage(),
    ...(command.aliases().length ? { aliases: command.aliases() } : {}),
    ...(args.length ? { arguments: args } : {}),
    ...(options.length ? { options } : {}),
    // Each listener writes its text and a newline; written back through addHelpText, which adds that newline again.
    ...(before ? { before: before.slice(0, -1) } : {}),
    ...(after ? { after: after.slice(0, -1) } : {}),
    ...(commands.length ? { commands } : {}),
  };
}

/** Thrown by a command of the catalog when its action is reached: the line asks for more than help. */
export class NotHelp extends Error {}

/** Makes `command` show the help `entry` describes; any action of its commands throws NotHelp. */
export function fillFromCatalog(command: Command, entry: HelpEntry): Command {
  command.description(entry.description).usage(entry.usage);
  for (const alias of entry.aliases ?? []) command.alias(alias);
  for (const a of entry.arguments ?? []) {
    const argument = new Argument(a.usage, a.description);
    if (a.choices) argument.choices(a.choices);
    if (a.default !== undefined) argument.default(a.default, a.defaultDescription);
    command.addArgument(argument);
  }
  for (const o of entry.options ?? []) {
    const option = new Option(o.flags, o.description);
    if (o.choices) option.choices(o.choices);
    if (o.default !== undefined) option.default(o.default, o.defaultDescription);
    command.addOption(option);
  }
  if (entry.before) command.addHelpText('before', entry.before);
  if (entry.after) command.addHelpText('after', entry.after);
  for (const sub of entry.commands ?? []) command.addCommand(fillFromCatalog(new Command(sub.name), sub));
  if (!entry.commands) {
    command.action(() => {
      throw new NotHelp();
    });
  }
  return command;
}

/** The catalog the build wrote beside this module, by top-level command; none when running from the sources. */
export function readHelpCatalog(): Map<string, HelpEntry> | undefined {
  let text: string;
  try {
    text = fs.readFileSync(new URL(HELP_CATALOG_FILE, import.meta.url), 'utf8');
  } catch {
    return undefined;
  }
  return new Map((JSON.parse(text) as HelpEntry[]).map((entry) => [entry.name, entry]));
}
