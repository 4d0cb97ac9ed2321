import type { ListOperationId, OperationId } from '../../client/operation-types.js';
import type { CliContext } from '../context.js';
import { confirmOrRefuse, withSpinner } from '../interact.js';
import { CliError, EXIT } from '../io.js';
import type { Row, Verb, VerbCall } from './verb.js';

/** Runs a parsed call: asks first when it must, sends it (every page of a list), lets the verb's hook have the answer, prints. */
export async function runVerb<K extends OperationId>(context: CliContext, noun: string, verb: Verb<K>, call: VerbCall<K>): Promise<void> {
  const { io, output } = context;
  if (call.confirm) await confirmOrRefuse(io, call.confirm);
  const client = context.runtime.client();
  /** What is shown, with the columns the verb derives from a row (by default, itself) for people and tab-separated rows; JSON gets it as sent. */
  const withDerived = (shown: unknown, row = shown) => {
    if (!verb.derived || output.wantsJson()) return shown;
    const derived = Object.entries(verb.derived).map(([column, workOut]) => [column, workOut(row as Row<K>)]);
    return { ...(shown as object), ...Object.fromEntries(derived) };
  };
  const failIf = (shown: unknown) => {
    const failure = verb.failure?.(shown as Parameters<NonNullable<typeof verb.failure>>[0], call);
    if (failure !== undefined) throw new CliError(failure, EXIT.failure);
  };

  if (call.list) {
    const { limit, all } = call.list;
    // Parsing gives a call a `list` only when its operation answers pages: a ListOperationId.
    const listCall = call as VerbCall<K & ListOperationId>;
    const gather = async () => {
      const items: unknown[] = [];
      for await (const item of client.items(listCall.operation, listCall, limit)) items.push(item);
      return items;
    };
    const items = all ? await withSpinner(io, `Fetching every ${noun}…`, gather) : await gather();
    await output.list(items.map((item) => withDerived(item)), verb.columns);
    return failIf(items);
  }

  const send = () => client.call(call.operation, call);
  const answer = verb.spinner ? await withSpinner(io, verb.spinner, send) : await send();
  if (verb.items) return output.list((answer as Record<typeof verb.items, unknown[]>)[verb.items], verb.columns);
  const shown = verb.after ? await verb.after(answer, call, context) : answer;
  if (shown === undefined || shown === '') output.done(call.done);
  else await output.object(withDerived(shown, answer), verb.columns);
  failIf(answer);
}
