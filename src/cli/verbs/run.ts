import { NotFoundError } from '../../client/errors.js';
import { pathParams } from '../../schemas/operation.js';
import type { Operations } from '../../schemas/operations.js';
import type { CliContext } from '../context.js';
import { confirmOrRefuse, withSpinner } from '../interact.js';
import { CliError, EXIT } from '../io.js';
import { fill, question } from './messages.js';
import { kebab, words } from './flags.js';
import { jsonFields } from './json-fields.js';
import { apiTableIn, type IdOf, type Table, type VerbTable } from './table.js';
import type { CallIn, Row, VerbIn } from './verb.js';

/** What a thing is called where the API gives it a name of some kind. */
const titleOf = (thing: unknown): string | undefined => {
  const { title, label, name, subject } = (thing ?? {}) as Record<string, unknown>;
  const found = [title, label, name, subject].find((value) => typeof value === 'string' && value !== '');
  return found as string | undefined;
};

/**
 * For a verb that says how to read what it acts on (`get`): reads it, so that one that does not exist is
 * "not found" before any question or change, and returns the question and done line naming its title.
 */
async function readTarget<T extends Table, K extends IdOf<T>>(
  context: CliContext,
  table: VerbTable<T>,
  noun: string,
  verb: VerbIn<T, K>,
  call: CallIn<T, K>,
): Promise<{ confirm?: string; done: string }> {
  const { confirm, done } = call;
  if (!verb.get) return { ...(confirm ? { confirm } : {}), done };
  const positional = pathParams(table.entry(verb.op).path).filter((p) => p !== 'organizationId');
  const target = positional.at(-1)!;
  const all = call.params as Record<string, string>;
  const params = Object.fromEntries(pathParams(table.entry(verb.get).path).map((p) => [p, all[p]!]));
  let thing: unknown;
  try {
    thing = await table.send(context, verb.get, { params });
  } catch (error) {
    if (error instanceof NotFoundError) throw new CliError(`${noun} "${all[target]}" not found`, EXIT.failure);
    throw error;
  }
  const title = titleOf(thing);
  const id = all[target]!;
  return {
    ...(confirm ? { confirm: question(verb, noun, positional, { ...all, [target]: title === undefined ? id : `"${title}" (${id})` }) } : {}),
    done: verb.done ? fill(verb.done, { ...all, [target]: title === undefined ? id : `"${title}"` }) : done,
  };
}

/**
 * Runs a parsed call: reads what it acts on and asks first when it must, sends it (every page of a list), lets the verb's hook have the answer, prints.
 * `table` is where the verb's operation is, and how its call is sent: by default the API's.
 */
export async function runVerb<K extends IdOf<T>, T extends Table = Operations>(
  context: CliContext,
  noun: string,
  verb: VerbIn<T, K>,
  call: CallIn<T, K>,
  table: VerbTable<T> = apiTableIn<T>(context),
): Promise<void> {
  context.output.expectFields(() => jsonFields(verb, table));
  try {
    await sendAndShow(context, table, noun, verb, call);
  } finally {
    await context.output.flush();
  }
}

async function sendAndShow<T extends Table, K extends IdOf<T>>(
  context: CliContext,
  table: VerbTable<T>,
  noun: string,
  verb: VerbIn<T, K>,
  call: CallIn<T, K>,
): Promise<void> {
  const { io, output } = context;
  const { confirm, done } = await readTarget(context, table, noun, verb, call);
  if (confirm) await confirmOrRefuse(io, confirm);
  /** What is shown, with the columns the verb derives from a row (by default, itself) for people and tab-separated rows; JSON gets it as sent. */
  const withDerived = (shown: unknown, row = shown): unknown => {
    if (!verb.derived || output.wantsJson()) return shown;
    const derived = Object.entries(verb.derived).map(([column, workOut]) => [column, workOut(row as Row<K, T>)]);
    return { ...(shown as object), ...Object.fromEntries(derived) };
  };
  const failIf = (shown: unknown) => {
    const failure = verb.failure?.(shown as Parameters<NonNullable<typeof verb.failure>>[0], call);
    if (failure !== undefined) throw new CliError(failure, EXIT.failure);
  };

  if (call.list && table.items) {
    const { limit, all } = call.list;
    const items = table.items.bind(table);
    let total: number | undefined;
    const gather = async () => {
      const gathered: unknown[] = [];
      for await (const item of items(context, call.operation, call, limit, (count) => (total = count))) gathered.push(item);
      return gathered;
    };
    const gathered = all ? await withSpinner(io, `Fetching every ${noun}…`, gather) : await gather();
    await output.list(
      gathered.map((item) => withDerived(item)),
      verb.columns,
    );
    if (io.errIsTTY && !output.wantsJson()) {
      const plural = `${noun}s`;
      if (gathered.length === 0) output.notice(await whyEmpty(context, table, verb, call, plural));
      else if (total !== undefined && total > gathered.length)
        output.notice(`Showing ${gathered.length} of ${total} ${plural}. Use --all or --limit to see more`);
    }
    return failIf(gathered);
  }

  const send = () => table.send(context, call.operation, call) as Promise<Parameters<NonNullable<typeof verb.after>>[0]>;
  const answer = verb.spinner ? await withSpinner(io, verb.spinner, send) : await send();
  const shown = verb.after ? await verb.after(answer, call, context) : answer;
  // The hook showed the answer itself.
  if (shown === null) return failIf(answer);
  if (verb.items) {
    const items = (shown as Record<typeof verb.items, unknown[]>)[verb.items];
    await output.list(items, verb.columns);
    const notice = verb.notice ? verb.notice(shown as typeof answer, call) : items.length === 0 ? `No ${words(String(verb.items))}` : undefined;
    if (notice !== undefined) output.notice(notice);
    return;
  }
  if (shown === undefined || shown === '') output.done(done);
  else await output.object(withDerived(shown, answer), verb.columns);
  failIf(answer);
}

/**
 * Why a list came back empty: the filters in effect and, for a filter with a default, how many items each
 * of its other values holds ("No open change requests (1 draft). Use --status draft").
 */
async function whyEmpty<T extends Table, K extends IdOf<T>>(
  context: CliContext,
  table: VerbTable<T>,
  verb: VerbIn<T, K>,
  call: CallIn<T, K>,
  plural: string,
): Promise<string> {
  const filter = verb.defaultFilter;
  const query: Record<string, unknown> = call.query ?? {};
  const given = Object.entries(query).filter(([field]) => field !== filter?.field);
  const matching = given.length ? ` matching ${given.map(([field, value]) => `--${kebab(field)} ${[value].flat().join(',')}`).join(' ')}` : '';
  if (!filter) return `No ${plural}${matching}`;
  const current = [query[filter.field] ?? filter.value].flat().join(',');
  const counted = await Promise.all(
    filter.values
      .filter((value) => value !== current)
      .map(async (value) => {
        const page = (await table.send(context, call.operation, { ...call, query: { ...query, [filter.field]: value, limit: '1' } })) as { count: number };
        return { value, count: page.count };
      }),
  );
  const found = counted.filter(({ count }) => count > 0);
  const values = found.map(({ value }) => value);
  const which = values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values.at(-1)}` : values[0];
  const elsewhere = found.length ? ` (${found.map(({ value, count }) => `${count} ${value}`).join(', ')}). Use --${kebab(filter.field)} ${which}` : '';
  return `No ${current} ${plural}${matching}${elsewhere}`;
}
