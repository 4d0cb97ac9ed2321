import type { ListOperationId, OperationId } from '../../client/operation-types.js';
import type { CliContext } from '../context.js';
import { confirmOrRefuse, withSpinner } from '../interact.js';
import type { Verb, VerbCall } from './verb.js';

/** Runs a parsed call: asks first when it must, sends it (every page of a list), lets the verb's hook have the answer, prints. */
export async function runVerb<K extends OperationId>(context: CliContext, noun: string, verb: Verb<K>, call: VerbCall<K>): Promise<void> {
  const { io, output } = context;
  if (call.confirm) await confirmOrRefuse(io, call.confirm);
  const client = context.runtime.client();

  if (call.list) {
    const { limit, all } = call.list;
    // Parsing gives a call a `list` only when its operation answers pages: a ListOperationId.
    const listCall = call as VerbCall<K & ListOperationId>;
    const gather = async () => {
      const items: unknown[] = [];
      for await (const item of client.items(listCall.operation, listCall, limit)) items.push(item);
      return items;
    };
    return output.list(all ? await withSpinner(io, `Fetching every ${noun}…`, gather) : await gather(), verb.columns);
  }

  const send = () => client.call(call.operation, call);
  const answer = verb.spinner ? await withSpinner(io, verb.spinner, send) : await send();
  if (verb.items) return output.list((answer as Record<typeof verb.items, unknown[]>)[verb.items], verb.columns);
  let shown = verb.after ? await verb.after(answer, call, context) : answer;
  if (verb.derived && !output.wantsJson()) {
    const derived = Object.entries(verb.derived).map(([column, workOut]) => [column, workOut(answer)]);
    shown = { ...(shown as object), ...Object.fromEntries(derived) };
  }
  if (shown === undefined || shown === '') return output.done(call.done);
  await output.object(shown, verb.columns);
}
