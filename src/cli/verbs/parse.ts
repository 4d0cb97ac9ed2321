import * as z from 'zod';
import { pathParams, type Operation } from '../../schemas/operation.js';
import type { Operations } from '../../schemas/operations.js';
import { describeZodError } from '../../schemas/describe.js';
import type { CliContext } from '../context.js';
import { CliError, EXIT, readInput } from '../io.js';
import { canPrompt } from '../settings.js';
import { askChanges, askTitle, nothingToChange, organizationOf } from './ask.js';
import { applyFlags, flagsFor, kebab, words, type Flag } from './flags.js';
import { fill, question, thing } from './messages.js';
import type { IdOf, Table, VerbTable } from './table.js';
import type { CallIn, VerbIn } from './verb.js';

/** How a verb reads a command line: the operation's path parameters as arguments, its query and body fields as flags. */
export interface Syntax<T extends Table = Table> {
  /** Where the verb's operations are, and how its call is sent. */
  table: VerbTable<T>;
  operation: Operation;
  /** Path parameters taken as arguments, in order; the organization comes from --org instead. */
  positional: string[];
  /** The argument that may be left out: the first, for the operation run without it (leftOutOp), or the page, for --path. */
  optional?: string;
  flags: Flag[];
  /** The operation answers pages of a list: --limit and --all. */
  list: boolean;
  /** Whether the body may come from a file (--input). */
  takesInput: boolean;
}

export const isList = (operation: Operation) =>
  operation.response instanceof z.ZodObject && 'items' in operation.response.shape && 'count' in operation.response.shape;

export function syntaxOf<T extends Table = Operations, K extends IdOf<T> = IdOf<T>>(verb: VerbIn<T, K>, table: VerbTable<T>): Syntax<T> {
  const operation: Operation = table.entry(verb.op);
  const list = table.items !== undefined && isList(operation);
  const positional = pathParams(operation.path).filter((p) => p !== 'organizationId');
  const optional = verb.leftOutOp ? positional[0] : verb.pathOps ? positional.at(-1) : undefined;
  // The left-out operation's query fields beyond the verb's own become flags too; a field both have keeps the verb's flag.
  const leftOutFlags = verb.leftOutOp ? flagsFor(table.entry(verb.leftOutOp).query, 'query', ['page', 'limit']) : [];
  const skip = verb.skip ?? [];
  return {
    table,
    operation,
    positional,
    ...(optional ? { optional } : {}),
    flags: [...flagsFor(operation.query, 'query', [...(list ? ['page', 'limit'] : []), ...skip]), ...leftOutFlags, ...flagsFor(operation.body, 'body', skip)],
    list,
    takesInput: !(operation.body instanceof z.ZodUndefined) && verb.input !== false,
  };
}

/** The operation a command line runs: the verb's own, or the one its flags (--cr, --revision, --path) or a left-out argument choose. */
function chosenOperation<T extends Table, K extends IdOf<T>>(
  verb: VerbIn<T, K>,
  table: VerbTable<T>,
  options: Record<string, unknown>,
  leftOut: boolean,
): Operation {
  if (verb.leftOutOp && leftOut) return table.entry(verb.leftOutOp);
  const family = options.path !== undefined && verb.pathOps ? verb.pathOps : verb;
  const id =
    (options.cr !== undefined ? family.crOp : options.revision !== undefined ? family.revisionOp : options.stream ? verb.streamOp : undefined) ?? family.op;
  return table.entry(id);
}

/** The path parameters the flags fill, by name, and the flag that fills each. */
const FLAG_PARAMS = { changeRequestId: 'cr', revisionId: 'revision', pagePath: 'path' } as const;

export const argName = (param: string) => kebab(thing(param));

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

/**
 * On a terminal, what a creation left out that a person means to give (a title: the API would call it
 * "Untitled"), and what an edit that names nothing is to change; without one, such an edit is refused
 * rather than sent empty.
 */
async function askWhatIsMissing(
  chosen: Operation,
  flags: Flag[],
  body: Record<string, unknown>,
  options: Record<string, unknown>,
  context: CliContext,
): Promise<void> {
  if (options.input !== undefined) return;
  // A body the API lets one leave out is an optional object.
  const object = chosen.body instanceof z.ZodOptional ? chosen.body.unwrap() : chosen.body;
  const title = object instanceof z.ZodObject ? (object.shape as Record<string, z.ZodType>).title : undefined;
  if (chosen.method === 'POST' && title && body.title === undefined && canPrompt(context.io)) {
    body.title = await askTitle(context, title instanceof z.ZodOptional ? (title.unwrap() as z.ZodType) : title);
  }
  if (chosen.method !== 'PATCH' || Object.keys(body).length) return;
  if (!canPrompt(context.io)) throw nothingToChange(flags);
  applyFlags(flags, await askChanges(context, flags), {}, body);
}

/**
 * The call a command line asks for: arguments and flags (commander has parsed them) put where the operation
 * takes them, and checked against its schemas, so that bad input is a usage error naming the flag, before
 * any request.
 */
export async function parseCall<T extends Table, K extends IdOf<T>>(
  noun: string,
  verb: VerbIn<T, K>,
  { table, operation, positional, optional, flags, list }: Syntax<T>,
  args: string[],
  options: Record<string, unknown>,
  context: CliContext,
): Promise<CallIn<T, K>> {
  const named = positional.map((param, i) => [param, args[i]] as const).filter((entry): entry is readonly [string, string] => entry[1] !== undefined);
  const params: Record<string, string> = Object.fromEntries(named);
  const leftOut = optional !== undefined && params[optional] === undefined;
  const optionalThing = words(thing(optional ?? ''));
  if (verb.pathOps && (options.path === undefined) === leftOut) {
    throw new CliError(`give a ${optionalThing} ID or --path PATH${leftOut ? '' : ', not both'}`, EXIT.usage);
  }
  const chosen = chosenOperation(verb, table, options, leftOut);
  const takes = pathParams(chosen.path);
  if (takes.includes('organizationId')) params.organizationId = await organizationOf(context);
  for (const [param, flag] of Object.entries(FLAG_PARAMS)) if (takes.includes(param) && options[flag] !== undefined) params[param] = String(options[flag]);

  const operand: unknown = verb.operand ? args[positional.length] : undefined;
  const query: Record<string, string | string[]> = {};
  let body: Record<string, unknown> | undefined;
  if (!(chosen.body instanceof z.ZodUndefined)) {
    body = options.input ? await readInput(String(options.input), context.io.in) : {};
    applyFlags(flags, options, query, body);
    Object.assign(body, verb.body?.(options), verb.operand?.body?.(operand));
    await askWhatIsMissing(chosen, flags, body, options, context);
    const checked = chosen.body.safeParse(body);
    if (table.checksInput && !checked.success) throw new CliError(describeZodError('body', checked.error, flagNamed(flags, 'body')), EXIT.usage);
  } else {
    applyFlags(flags, options, query, {});
  }
  // An operand goes where the chosen operation takes it: `orgs ask QUESTION` sends it in the body, and with --stream in the query.
  const operandQuery = Object.entries(verb.operand?.query?.(operand) ?? {}).filter(([key]) => key in chosen.query.shape);
  Object.assign(query, verb.query?.(options), Object.fromEntries(operandQuery));
  // A flag of the left-out argument's operation, given with that argument: it would be dropped without a word.
  const foreign = flags.find((f) => f.target === 'query' && f.path[0] in query && !(f.path[0] in chosen.query.shape));
  if (foreign) throw new CliError(`${foreign.option.long}: only when the ${optionalThing} is left out`, EXIT.usage);
  const queryChecked = chosen.query.safeParse(query);
  if (table.checksInput && !queryChecked.success) throw new CliError(describeZodError('query', queryChecked.error, flagNamed(flags, 'query')), EXIT.usage);

  const confirm = verb.destructive && !options.yes ? question(verb, noun, positional, params) : undefined;
  const limit = options.all ? Infinity : ((options.limit as number | undefined) ?? (context.io.outIsTTY ? 30 : Infinity));
  const call = {
    operation: chosen.id,
    params,
    query,
    ...(body ? { body } : {}),
    ...(confirm ? { confirm } : {}),
    done: fill(verb.done ?? `${operation.summary}: ${args.join(' ')}`, params),
    ...(list ? { list: { limit, all: !!options.all } } : {}),
    flags: Object.fromEntries(
      (verb.options ?? [])
        .map((o) => o.attributeName())
        .filter((name) => options[name] !== undefined)
        .map((name) => [name, options[name]]),
    ),
    ...(verb.operand ? { operand } : {}),
  };
  // The params are named by the operation's path, and its schemas have just accepted the query and the body (or the other end will judge them).
  return call as unknown as CallIn<T, K>;
}
