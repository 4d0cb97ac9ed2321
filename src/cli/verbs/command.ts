import { Command, Option } from 'commander';
import type { Operations } from '../../schemas/operations.js';
import type { CliContext } from '../context.js';
import { CliError, EXIT } from '../io.js';
import { kebab, words } from './flags.js';
import { askMissing, choosable } from './ask.js';
import { thing } from './messages.js';
import { argName, parseCall, syntaxOf } from './parse.js';
import { runVerb } from './run.js';
import { apiTableIn, type IdOf, type Table, type VerbTable } from './table.js';
import { operationsOf, type CallIn, type Group, type Resource, type VerbIn } from './verb.js';

/** What the command does with the call it parsed: run it, or (in tests) keep it. */
export type RunCall<K extends IdOf<T>, T extends Table = Operations> = (call: CallIn<T, K>) => Promise<void>;

/** The API's table, where a resource names none. */
const tableOf = <T extends Table>(context: CliContext, resource: Resource<T>): VerbTable<T> => resource.table ?? apiTableIn<T>(context);

/** A command's examples, as every docsctl command's help ends. */
const examplesText = (examples: string[]) => `\nExample${examples.length > 1 ? 's' : ''}:\n${examples.map((e) => `  $ ${e}`).join('\n')}\n`;

const parseLimit = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new CliError('--limit: must be a whole number above 0', EXIT.usage);
  return n;
};

/**
 * The commander command of a declared verb, its flags made from the operation's own schemas. Its action
 * only parses the line into a call and hands it to `run`: by default the verb engine's runVerb.
 */
export function buildVerb<K extends IdOf<T>, T extends Table = Operations>(
  noun: string,
  verb: VerbIn<T, K>,
  context: CliContext,
  run?: RunCall<K, T>,
  table: VerbTable<T> = apiTableIn<T>(context),
): Command {
  const runCall = run ?? ((call: CallIn<T, K>) => runVerb(context, noun, verb, call, table));
  const syntax = syntaxOf(verb, table);
  const { operation, positional, optional, flags, list } = syntax;
  const command = new Command(verb.name).description(verb.description ?? operation.summary);
  for (const alias of verb.aliases ?? []) command.alias(alias);
  const rest = verb.rest === undefined ? undefined : flags.find((f) => f.target === 'body' && f.path.join('.') === verb.rest);
  // The required arguments a terminal may ask for instead: the last ones, as long as a list can offer each and nothing required follows.
  const askable = new Set<string>();
  for (const param of rest || verb.operand ? [] : [...positional].reverse()) {
    if (param === optional) continue;
    if (!choosable(param)) break;
    askable.add(param);
  }
  const usage: string[] = ['[options]'];
  for (const param of positional) {
    const name = verb.args?.[param]?.name ?? argName(param);
    const given = verb.args?.[param]?.description;
    const what = `the ${words(thing(param))}${param.endsWith('Id') ? ' ID' : ''}`;
    // Commander takes an askable argument as optional; the usage still says it is required, and `askMissing` sees to it.
    if (param !== optional)
      command.argument(
        askable.has(param) ? `[${name}]` : `<${name}>`,
        given ?? (askable.has(param) ? `${what} (on a terminal, left out: chosen from a list)` : what),
      );
    else command.argument(`[${name}]`, given ?? `${what}${verb.leftOutOp ? "; left out, the organization's" : ', or --path'}`);
    usage.push(param === optional ? `[${name}]` : `<${name}>`);
  }
  if (rest) command.argument(`<${kebab(rest.path[0]).replace(/s$/, '')}...>`, `${words(rest.path[0])}: one or more`);
  if (verb.operand) command.addArgument(verb.operand.argument);
  command.usage([...usage, ...command.registeredArguments.slice(positional.length).map((arg) => `<${arg.name()}${arg.variadic ? '...' : ''}>`)].join(' '));

  const seen = new Set<string>();
  // The arguments stand for the rest field's flag.
  if (rest) seen.add(rest.option.flags);
  for (const flag of flags) {
    // A query and a body field of one name would be one flag; the first stands.
    if (seen.has(flag.option.flags)) continue;
    seen.add(flag.option.flags);
    command.addOption(flag.option);
  }
  for (const option of verb.options ?? []) command.addOption(option);
  if (verb.crOp) command.option('--cr <id>', 'on this change request (ID or number) instead of the space');
  if (verb.revisionOp)
    command.addOption(new Option('--revision <id>', "at this revision of the space's history instead of its current content").conflicts('cr'));
  if (verb.streamOp) command.option('--stream', 'show the answer as the server streams it (server-sent events)');
  if (verb.pathOps) command.option('--path <path>', 'the page at this path (guide/install) instead of a page ID');
  if (syntax.takesInput) command.option('--input <file>', 'the JSON body from a file ("-" for stdin); flags override its fields');
  if (list) {
    command.option('--limit <n>', 'at most this many items (default 30 on a terminal, all in a pipe)', parseLimit);
    command.addOption(new Option('--all', 'every item, page after page').conflicts('limit'));
  }
  if (verb.destructive) command.option('-y, --yes', 'do not ask for confirmation');
  if (verb.note) command.addHelpText('after', `\n${verb.note}`);
  command.addHelpText('after', examplesText(verb.examples));

  command.action(async (...received: unknown[]) => {
    // After the path parameters: the rest field's values (given to its flag), or the operand (an argument of its own).
    const options = (received[positional.length + (rest || verb.operand ? 1 : 0)] ?? {}) as Record<string, unknown>;
    const args = received.slice(0, positional.length + (verb.operand ? 1 : 0)) as string[];
    if (rest) options[rest.key] = received[positional.length];
    await askMissing(context, positional, optional, args);
    await runCall(await parseCall(noun, verb, syntax, args, options, context));
  });
  return command;
}

/** What buildResource builds for a line that names `named`: that verb or group alone, if it is one, else all of them. */
function builtFor<T extends Table>(resource: Resource<T>, named?: string): { verbs: VerbIn<T>[]; groups: Group<T>[] } {
  const isNamed = (item: { name: string; aliases?: string[] }) => item.name === named || !!item.aliases?.includes(named ?? '');
  const only = [...resource.verbs, ...(resource.groups ?? [])].some(isNamed) ? isNamed : () => true;
  return { verbs: resource.verbs.filter(only), groups: (resource.groups ?? []).filter(only) };
}

/** Every verb of a resource or group: the one a group's name alone runs, its own, and its groups'. */
const everyVerb = <T extends Table>(resource: Resource<T> & { verb?: VerbIn<T> }): VerbIn<T>[] => [
  ...(resource.verb ? [resource.verb] : []),
  ...resource.verbs,
  ...(resource.groups ?? []).flatMap(everyVerb),
];

/** Loads the operations of what buildResource builds for the same line (the verbs' schemas give their flags), before it does. */
export async function loadResource<T extends Table>(context: CliContext, resource: Resource<T>, named?: string): Promise<void> {
  const { verbs, groups } = builtFor(resource, named);
  const run = [...verbs, ...groups.flatMap(everyVerb)].flatMap((verb) => [...operationsOf(verb), verb.get, verb.shows]);
  await tableOf(context, resource).load(run.filter((id) => id !== undefined));
}

/**
 * The resource's verbs and groups as commands; when the line names one of them (`named`), that one
 * alone: each verb's flags come from its schemas (z.toJSONSchema), which a command pays for at its start.
 * Their operations are loaded first (loadResource).
 */
export function buildResource<T extends Table>(command: Command, resource: Resource<T>, context: CliContext, named?: string): void {
  const table = tableOf(context, resource);
  const { verbs, groups } = builtFor(resource, named);
  for (const verb of verbs) command.addCommand(buildVerb(resource.noun, verb, context, undefined, table));
  for (const group of groups) {
    // A group whose name alone runs a verb (`sandbox jobs`) is that verb's command, its own verbs beneath.
    const sub = group.verb
      ? buildVerb(group.noun, { ...group.verb, name: group.name, description: group.description }, context, undefined, table)
      : new Command(group.name).description(group.description);
    buildResource(sub, { ...group, table }, context);
    if (group.verb) {
      // Its usage was the verb's alone. Commander offers `help` only to a command without an action of its own; the help catalog offers it to every command with subcommands.
      sub.usage(`${sub.usage()} [command]`).helpCommand(true);
    }
    command.addCommand(sub);
  }
  if (resource.note) command.addHelpText('after', `\n${resource.note}`);
  // A group's own verb has given its examples already.
  if (!('verb' in resource && resource.verb))
    command.addHelpText('after', examplesText(resource.examples ?? resource.verbs.slice(0, 3).map((v) => v.examples[0]!)));
}
