import type { Argument, Command, Option } from 'commander';
import type { Source } from './sources.js';

/** What a shell offers for a value: fixed words, files, folders, what the API holds right now, or nothing (free text). */
export type Values = { kind: 'choices'; choices: string[] } | { kind: 'files' } | { kind: 'dirs' } | { kind: 'dynamic'; source: Source } | { kind: 'free' };

export interface Flag {
  long?: string;
  short?: string;
  description: string;
  /** Left out for a flag that takes no value. */
  value?: { name: string; optional: boolean; values: Values };
}

export interface Positional {
  name: string;
  description: string;
  variadic: boolean;
  values: Values;
}

export interface CommandNode {
  /** The words that lead to it from the program, e.g. ['cr', 'reviewers', 'add']. */
  path: string[];
  name: string;
  aliases: string[];
  description: string;
  commands: CommandNode[];
  /** Its own flags; the program's (`globals`) work after any command word too. */
  flags: Flag[];
  positionals: Positional[];
  /** For a change request's values: the position (from 1) of the space it belongs to. */
  spaceAt?: number;
}

export interface CompletionTree {
  root: CommandNode;
  /** The program's flags, which commander takes anywhere on the line. */
  globals: Flag[];
}

/** The dynamic sources by what a value names: `--before-space`, `--source-space` and `--space-id` all name a space. */
const NAMED: Record<string, Source> = {
  space: 'spaces',
  'change-request': 'change-requests',
  cr: 'change-requests',
  site: 'sites',
  'spec-slug': 'openapi-specs',
  profile: 'profiles',
};
const named = (name: string): Source | undefined => NAMED[name.replace(/^(before|after|source|default)-/, '').replace(/-id$/, '')];

/** Local paths by the value's name; an argument named `file` is a file's ID in the API, so only options' `<file>` are paths. */
const OPTION_PATHS: Record<string, Values> = { file: { kind: 'files' }, 'file-or-url': { kind: 'files' }, dir: { kind: 'dirs' } };
const ARGUMENT_PATHS: Record<string, Values> = { 'file-or-url': { kind: 'files' }, dir: { kind: 'dirs' } };

const dynamic = (source: Source | undefined): Values | undefined => (source ? { kind: 'dynamic', source } : undefined);

function optionValues(option: Option, valueName: string): Values {
  if (option.argChoices) return { kind: 'choices', choices: option.argChoices };
  return OPTION_PATHS[valueName] ?? dynamic(named(option.long?.slice(2) ?? '')) ?? { kind: 'free' };
}

function flagOf(option: Option): Flag {
  const valueName = /[<[]([^>\]]+)[>\]]/.exec(option.flags)?.[1];
  return {
    ...(option.long ? { long: option.long } : {}),
    ...(option.short ? { short: option.short } : {}),
    description: option.description,
    ...(valueName ? { value: { name: valueName.replace(/\.\.\.$/, ''), optional: option.optional, values: optionValues(option, valueName) } } : {}),
  };
}

function positionalOf(argument: Argument, siblings: string[]): Positional {
  const name = argument.name();
  // The help command takes the name of another command.
  const values: Values = argument.argChoices
    ? { kind: 'choices', choices: argument.argChoices }
    : siblings.length
      ? { kind: 'choices', choices: siblings }
      : (ARGUMENT_PATHS[name] ?? dynamic(named(name)) ?? { kind: 'free' });
  return { name, description: argument.description, variadic: argument.variadic, values };
}

function nodeOf(command: Command, path: string[], siblings: string[]): CommandNode {
  const help = command.createHelp();
  const commands = help.visibleCommands(command);
  const names = commands.map((c) => c.name()).filter((name) => name !== 'help');
  const positionals = command.registeredArguments.map((a) => positionalOf(a, command.name() === 'help' ? siblings : []));
  const space = positionals.findIndex((p) => p.values.kind === 'dynamic' && p.values.source === 'spaces');
  return {
    path,
    name: command.name(),
    aliases: command.aliases(),
    description: command.description(),
    commands: commands.map((sub) => nodeOf(sub, [...path, sub.name()], names)),
    // The program's flags are the globals, the version only at the top.
    flags: help
      .visibleOptions(command)
      .filter((o) => !(path.length && o.long === '--version'))
      .map(flagOf),
    positionals,
    ...(space >= 0 ? { spaceAt: space + 1 } : {}),
  };
}

/** The command tree as completion sees it: visible commands only (not `__complete`), each flag and argument with what to offer for its value. */
export function completionTree(program: Command): CompletionTree {
  const root = nodeOf(program, [], []);
  return { root, globals: root.flags.filter((f) => f.long !== '--version' && f.long !== '--help') };
}

/** Every command of the tree, the root first. */
export const commandsOf = (node: CommandNode): CommandNode[] => [node, ...node.commands.flatMap(commandsOf)];
