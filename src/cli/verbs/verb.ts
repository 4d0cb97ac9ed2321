import { Command, Option } from 'commander';
import { z } from 'zod';
import type { CallArgs, OperationId } from '../../client/client.js';
import { operations } from '../../schemas/operations.js';
import { fillPath, pathParams, type Operation } from '../../schemas/operation.js';
import { describeZodError } from '../../schemas/describe.js';
import { applyFlags, flagsFor, kebab, words, type Flag } from './flags.js';
import { confirmOrRefuse, withSpinner } from '../interact.js';
import { CliError, EXIT, readInput } from '../io.js';
import type { Columns } from '../render/output.js';
import type { CliContext } from '../context.js';

/** One verb of a resource command, declared as data: the operation it runs and how to show the answer. */
export interface Verb {
  name: string;
  op: OperationId;
  /** The same verb on a change request, chosen with `--cr ID`. */
  crOp?: OperationId;
  description?: string;
  examples: string[];
  columns?: Columns;
  aliases?: string[];
  /** Cannot be undone: ask first on a terminal, else require --yes. */
  destructive?: boolean;
  /** The question asked first, with {param} placeholders; by default "<Verb> <noun> <last argument> of <holder> <argument>?". */
  confirm?: string;
  /** For answers that hold a whole list without pages, e.g. `{organizations: […]}`: where the items are. */
  items?: (answer: unknown) => unknown[];
  /** What a person is told when the answer has no body, e.g. "Deleted space {spaceId}". */
  done?: string;
  /** A long operation: a spinner with this text while it runs. */
  spinner?: string;
  /** Extra flags that shape the body in ways the schema alone cannot say (moves). */
  options?: Option[];
  body?: (options: Record<string, unknown>) => Record<string, unknown>;
  /** Runs after the call, e.g. waiting for background processing; its result is what gets shown. */
  after?: (context: CliContext, answer: unknown, call: CallArgs, options: Record<string, unknown>) => Promise<unknown>;
  /** Body fields the verb's own `options` stand in for. */
  skip?: string[];
}

/**
 * An `after` hook that shows people something better than columns (a page's Markdown, a page tree, a URL)
 * while `--json` and `--jq` still get the whole answer. A string is printed as is; '' or undefined means
 * "nothing to show": the verb's `done` line.
 */
export const forPeople =
  (show: (answer: unknown, context: CliContext) => unknown): NonNullable<Verb['after']> =>
  async (context, answer) =>
    context.output.wantsJson() ? answer : show(answer, context);

const isList = (operation: Operation) => operation.response instanceof z.ZodObject && 'items' in operation.response.shape && 'count' in operation.response.shape;

/** What a path parameter names: `spaceId` is a space. */
const thing = (param: string) => param.replace(/Id$/, '');
const argName = (param: string) => kebab(thing(param));

/** The flag that sets a field, so that an error says `--organization`, not `body.organization` (a field only --input sets keeps its path). */
const flagNamed =
  (flags: Flag[], target: Flag['target']) =>
  (path: PropertyKey[]): string | undefined => {
    // The field itself, or (when it is missing) the one flag that fills it in, such as --body for body.markdown.
    const starts = (whole: PropertyKey[], part: PropertyKey[]) => part.every((key, i) => key === whole[i]);
    const [flag] = flags.filter((f) => f.target === target && (starts(path, f.path) || starts(f.path, path))).sort((a, b) => b.path.length - a.path.length);
    if (!flag) return undefined;
    const rest = path.slice(flag.path.length).map(String);
    return `${flag.option.long}${rest.length ? ` (at ${rest.join('.')})` : ''}`;
  };

/** "Delete section SECTION_ID of site SITE_ID?": the thing itself last on the line, what holds it after. */
function defaultQuestion(verbName: string, noun: string, positional: string[], args: string[]): string {
  const holders = positional.slice(0, -1).map((param, i) => `${words(thing(param))} ${args[i]}`);
  return `${words(verbName).replace(/^./, (c) => c.toUpperCase())} ${noun} ${args.at(-1)}${holders.length ? ` of ${holders.reverse().join(' of ')}` : ''}?`;
}

const fill = (template: string, values: Record<string, string>) => fillPath(template, (name) => values[name] ?? name);

/** Turns a declared verb into a commander command whose flags come from the operation's own schemas. */
export function buildVerb(noun: string, verb: Verb, context: CliContext): Command {
  const operation: Operation = operations[verb.op];
  const crOperation: Operation | undefined = verb.crOp ? operations[verb.crOp] : undefined;
  const list = isList(operation);
  const positional = pathParams(operation.path).filter((p) => p !== 'organizationId');
  const command = new Command(verb.name).description(verb.description ?? operation.summary);
  for (const alias of verb.aliases ?? []) command.alias(alias);
  for (const param of positional) command.argument(`<${argName(param)}>`, `the ${words(thing(param))}${param.endsWith('Id') ? ' ID' : ''}`);

  const flags: Flag[] = [...flagsFor(operation.query, 'query', list ? ['page', 'limit'] : []), ...flagsFor(operation.body, 'body', verb.skip)];
  const seen = new Set<string>();
  for (const flag of flags) {
    // A query and a body field of one name would be one flag; the first stands.
    if (seen.has(flag.option.flags)) continue;
    seen.add(flag.option.flags);
    command.addOption(flag.option);
  }
  for (const option of verb.options ?? []) command.addOption(option);
  if (crOperation) command.option('--cr <id>', 'on this change request (ID or number) instead of the space');
  if (!(operation.body instanceof z.ZodUndefined)) command.option('--input <file>', 'the JSON body from a file ("-" for stdin); flags override its fields');
  if (list) {
    command.option('--limit <n>', 'at most this many items (default 30 on a terminal, all in a pipe)', (v) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1) throw new CliError('--limit: must be a whole number above 0', EXIT.usage);
      return n;
    });
    command.addOption(new Option('--all', 'every item, page after page').conflicts('limit'));
  }
  if (verb.destructive) command.option('-y, --yes', 'do not ask for confirmation');
  command.addHelpText('after', `\nExample${verb.examples.length > 1 ? 's' : ''}:\n${verb.examples.map((e) => `  $ ${e}`).join('\n')}\n`);

  command.action(async (...received: unknown[]) => {
    const options = (received[positional.length] ?? {}) as Record<string, unknown>;
    const args = received.slice(0, positional.length) as string[];
    const chosen = options.cr !== undefined && crOperation ? crOperation : operation;
    const params: Record<string, string> = Object.fromEntries(positional.map((p, i) => [p, args[i]!]));
    if (pathParams(chosen.path).includes('organizationId')) params.organizationId = context.runtime.org();
    if (chosen === crOperation) params.changeRequestId = String(options.cr);

    const query: Record<string, string | string[]> = {};
    let body: Record<string, unknown> | undefined;
    if (!(chosen.body instanceof z.ZodUndefined)) {
      body = options.input ? await readInput(String(options.input), context.io.in) : {};
      applyFlags(flags, options, query, body);
      Object.assign(body, verb.body?.(options));
      const checked = chosen.body.safeParse(body);
      if (!checked.success) throw new CliError(describeZodError('body', checked.error, flagNamed(flags, 'body')), EXIT.usage);
    } else {
      applyFlags(flags, options, query, {});
    }
    const queryChecked = chosen.query.safeParse(query);
    if (!queryChecked.success) throw new CliError(describeZodError('query', queryChecked.error, flagNamed(flags, 'query')), EXIT.usage);
    const call: CallArgs = { params, query, ...(body ? { body } : {}) };
    if (verb.destructive) {
      const question = verb.confirm ? fill(verb.confirm, params) : defaultQuestion(verb.name, noun, positional, args);
      await confirmOrRefuse(context.io, question, options.yes as boolean | undefined);
    }

    const client = context.runtime.client();
    if (list) {
      const limit = options.all ? Infinity : ((options.limit as number | undefined) ?? (context.io.outIsTTY ? 30 : Infinity));
      const gather = async () => {
        const items: unknown[] = [];
        for await (const item of client.items(chosen.id as OperationId, call, limit)) items.push(item);
        return items;
      };
      const items = options.all ? await withSpinner(context.io, `Fetching every ${noun}…`, gather) : await gather();
      return context.output.list(items, verb.columns);
    }
    const send = () => client.call(chosen.id as OperationId, call);
    let answer: unknown = verb.spinner ? await withSpinner(context.io, verb.spinner, send) : await send();
    if (verb.after) answer = await verb.after(context, answer, call, options);
    if (verb.items) return context.output.list(verb.items(answer), verb.columns);
    if (answer === undefined || answer === '') {
      context.output.done(fill(verb.done ?? `${operation.summary}: ${args.join(' ')}`, params));
      return;
    }
    await context.output.object(answer, verb.columns);
  });
  return command;
}

/** A resource command: a noun whose verbs each run one operation. Its name and description are in the catalog, which loads it. */
export interface Resource {
  /** One of them, as a sentence says it: "space", "change request". */
  noun: string;
  verbs: Verb[];
}

export function buildResource(command: Command, resource: Resource, context: CliContext): void {
  for (const verb of resource.verbs) command.addCommand(buildVerb(resource.noun, verb, context));
  command.addHelpText('after', `\nExamples:\n${resource.verbs.slice(0, 3).map((v) => `  $ ${v.examples[0]}`).join('\n')}\n`);
}
