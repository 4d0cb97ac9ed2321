import type { ListOperationId } from '../../client/operation-types.js';
import type { LoadedOperations } from '../../schemas/loaded-operations.js';
import type { Operation } from '../../schemas/operation.js';
import type { Operations } from '../../schemas/operations.js';
import type { CliContext } from '../context.js';

/** A table of operations that verbs run: the API's (src/schemas/operations.ts), or the sandbox's controls. */
export type Table = Record<string, Operation>;
/** The id of an operation of a table. */
export type IdOf<T extends Table> = keyof T & string;

/** A call as sent: its path parameters, query and body, which parsing has checked against the operation's schemas (or left to the other end). */
export interface Sent {
  params?: object;
  query?: object;
  body?: unknown;
}

/** Where the operations verbs run are declared, and how a call of one is sent: the API's through the client, or the sandbox's controls through theirs. */
export interface VerbTable<T extends Table = Table> {
  /** Makes these operations available to `entry`: their schemas give the verbs' flags. */
  load(ids: Iterable<IdOf<T>>): Promise<void>;
  /** An operation loaded before. */
  entry<K extends IdOf<T>>(id: K): T[K];
  /**
   * Whether a command line is checked against the operation's schemas before anything is sent (a usage
   * error naming the flag, exit 2), or sent as given for the other end to judge (its refusal, exit 1).
   */
  checksInput: boolean;
  /** Sends a call and answers what came back. */
  send(context: CliContext, id: IdOf<T>, input: Sent): Promise<unknown>;
  /** Every item of a list operation, page after page, until `limit`; a table without lists of pages has none. */
  items?(context: CliContext, id: IdOf<T>, input: Sent, limit: number, counted: (count: number) => void): AsyncIterable<unknown>;
}

/** The API's operations, loaded into the command's own table as it needs them, sent by the command's client. */
export const apiTableOf = (operations: LoadedOperations): VerbTable<Operations> => ({
  load: (ids) => operations.load(ids),
  entry: (id) => operations.get(id),
  checksInput: true,
  // The call was parsed against the operation's own schemas: its input is the operation's.
  send: (context, id, input) => context.runtime.client().call(id, input as never),
  items: (context, id, input, limit, counted) => context.runtime.client().items(id as ListOperationId, input as never, limit, counted),
});

/** The API's table of a command, as a table of operations verbs run (a verb's `T` is the API's unless it names another). */
export const apiTableIn = <T extends Table>(context: CliContext): VerbTable<T> => apiTableOf(context.runtime.operations) as unknown as VerbTable<T>;
