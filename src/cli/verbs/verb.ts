import type { Argument, Option } from 'commander';
import type { InputOf, OperationId } from '../../client/operation-types.js';
import type { Output as AnswerOf } from '../../schemas/operation.js';
import type { Operations } from '../../schemas/operations.js';
import type { CliContext } from '../context.js';
import type { Columns } from '../render/output.js';
import type { IdOf, Table, VerbTable } from './table.js';

/** What an operation of a table answers; nothing for a 204. */
export type OutputIn<T extends Table, K extends IdOf<T>> = AnswerOf<T[K]>;
/** The operations of a table that answer a page of a list (`{items, count, next}`). */
type ListIdIn<T extends Table> = { [K in IdOf<T>]: OutputIn<T, K> extends { items: unknown[]; count: number } ? K : never }[IdOf<T>];
type ItemOfPage<A> = A extends { items: Array<infer Item> } ? Item : never;

/**
 * A command line, parsed and checked against the operation's schemas: what `docsctl <resource> <verb> …`
 * asks for, before anything is sent. Running it is another step (run.ts), so each can be tested alone.
 */
export type CallIn<T extends Table, K extends IdOf<T> = IdOf<T>> = InputOf<T[K]> & {
  /** The verb's operation or, with `--cr`, its change request twin, which takes and answers the same (a test checks). */
  operation: K;
  /** The question to ask before sending: a destructive verb without `--yes`. */
  confirm?: string;
  /** What a person is told when the answer is empty, e.g. "Deleted space SPACE_ID" (a verb with `get` names the title instead). */
  done: string;
  /** A list operation: at most `limit` items; `all` when every page was asked for, which takes a while. */
  list?: { limit: number; all: boolean };
  /** The values of the verb's own flags (`--wait`), for its hook. */
  flags: Record<string, unknown>;
  /** The verb's operand as its argument read it (`sandbox export FILE`'s file). */
  operand?: unknown;
};
/** A call of an API operation. */
export type VerbCall<K extends OperationId = OperationId> = CallIn<Operations, K>;

/**
 * Runs after the call, e.g. waiting for background processing; what it returns is what gets shown
 * (see runVerb), or `null` when it has shown the answer itself.
 */
export type After<K extends IdOf<T>, T extends Table = Operations> = (answer: OutputIn<T, K>, call: CallIn<T, K>, context: CliContext) => unknown;

/** What a verb shows a row of: an item of a list, else the whole answer. */
export type Row<K extends IdOf<T>, T extends Table = Operations> = K extends ListIdIn<T> ? ItemOfPage<OutputIn<T, K>> : OutputIn<T, K>;

/** The fields of an answer that hold arrays. */
type ArrayField<A> = { [P in keyof A]-?: NonNullable<A[P]> extends readonly unknown[] ? P : never }[keyof A];

/** One verb of a resource command, declared as data: the operation of its table it runs and how to show the answer. */
export interface VerbOf<K extends IdOf<T>, T extends Table = Operations> {
  name: string;
  op: K;
  /** The same verb on a change request, chosen with `--cr ID`. */
  crOp?: IdOf<T>;
  /** The same verb at any revision of the space's history, chosen with `--revision ID`. */
  revisionOp?: IdOf<T>;
  /** The same verb answered as server-sent events, chosen with `--stream`: each event is shown as it comes. */
  streamOp?: IdOf<T>;
  /** The same verb naming a page by its path (`--path guide/install`) rather than its ID: in the space, with --cr, with --revision. */
  pathOps?: { op: IdOf<T>; crOp: IdOf<T>; revisionOp: IdOf<T> };
  /**
   * The operation run when the verb's first argument is left out (its own flags join the verb's): the
   * organization's for a verb on a space (`cr list`), every fault's for `sandbox faults clear`.
   */
  leftOutOp?: IdOf<T>;
  description?: string;
  examples: string[];
  /** A paragraph its help shows before the examples. */
  note?: string;
  /** Arguments named or described otherwise than their path parameters say (`{faultId}` as `[id]`, "a fault id…"). */
  args?: Record<string, { name?: string; description: string }>;
  /**
   * What a person sees, in order: a short upper-case header for each dotted path into the answer (`space.title`,
   * `pages.0.title`, `pages.length`); tab-separated rows hold the same paths. A test checks each against the schema.
   */
  columns?: Columns;
  /**
   * A filter of the list that has a default (change requests: open) and every value it takes: an empty
   * list on a terminal counts the items of each other value (a request apiece) and says which to ask for.
   */
  defaultFilter?: { field: string; value: string; values: string[] };
  aliases?: string[];
  /** Cannot be undone: ask first on a terminal, else require --yes. */
  destructive?: boolean;
  /** The question asked first, with {param} placeholders; by default "<Verb> <noun> <last argument> of <holder> <argument>?". */
  confirm?: string;
  /**
   * How to read the thing a destructive verb acts on (its last argument), before anything is asked or sent:
   * one that does not exist is "not found" and nothing is sent, and the question and the done line name its title.
   */
  get?: IdOf<T>;
  /** For answers that hold a whole list without pages, e.g. `{organizations: […]}`: the field the items are in. */
  items?: ArrayField<OutputIn<T, K>>;
  /** What a person is told once such a list is shown (stderr, on a terminal); by default, of an empty one, `No <field>`. */
  notice?: (answer: OutputIn<T, K>, call: CallIn<T, K>) => string | undefined;
  /** Columns worked out from the answer (or each item of a list) for people and tab-separated rows; `--json` and `--jq` get the answer as sent. */
  derived?: Record<string, (row: Row<K, T>) => unknown>;
  /**
   * A check for scripts (a CI gate): once the answer is shown, the message to fail with (exit 1), if it
   * calls for one. It is given what was shown: a list's items, or the answer.
   */
  failure?: (shown: K extends ListIdIn<T> ? ItemOfPage<OutputIn<T, K>>[] : OutputIn<T, K>, call: CallIn<T, K>) => string | undefined;
  /**
   * An argument after the path parameters (`openapi publish SLUG FILE|URL`, `sandbox export FILE`): commander's
   * argument (its name, what it is, a parser or choices), and the body or the query it makes, if it makes one
   * (`urls content URL`).
   */
  operand?: { argument: Argument; body?: (value: unknown) => Record<string, unknown>; query?: (value: unknown) => Record<string, string> };
  /** What a person is told when the answer has no body, with {param} placeholders, e.g. "Deleted space {spaceId}". */
  done?: string;
  /** A long operation: a spinner with this text while it runs. */
  spinner?: string;
  /** Extra flags that shape the body or the query in ways the schema alone cannot say (moves), or the run (`--wait`). */
  options?: Option[];
  body?: (options: Record<string, unknown>) => Record<string, unknown>;
  query?: (options: Record<string, unknown>) => Record<string, string>;
  after?: After<K, T>;
  /** When `after` shows another operation's answer (`translations run --wait` shows the translation): the operation the columns describe. */
  shows?: IdOf<T>;
  /** `false`: no `--input FILE`, the verb's arguments and flags making its whole body (`sandbox snapshot save NAME`). */
  input?: false;
  /** Query and body fields the verb's own `options` (or its operand) stand in for. */
  skip?: string[];
  /** A body field holding a list, given as the arguments after the path parameters (`cr reviewers add SPACE CR ada bob`). */
  rest?: string;
}

/** Every operation a verb runs, whichever of its flags and arguments choose it. */
export const operationsOf = <T extends Table>(verb: VerbIn<T>): IdOf<T>[] =>
  [verb.op, verb.crOp, verb.revisionOp, verb.streamOp, verb.pathOps?.op, verb.pathOps?.crOp, verb.pathOps?.revisionOp, verb.leftOutOp].filter(
    (id) => id !== undefined,
  );

type Verbs<T extends Table> = { [K in IdOf<T>]: VerbOf<K, T> };
/**
 * A verb of one operation of table T, or (without K) any verb of it: each typed by its own operation, so
 * that its hooks get that operation's answer. Functions generic in K take a `VerbIn<T, K>`, so that any verb can be passed.
 */
export type VerbIn<T extends Table, K extends IdOf<T> = IdOf<T>> = Verbs<T>[K];
/** A verb of the API: `Verb<'getSpaceById'>`, or any. */
export type Verb<K extends OperationId = OperationId> = VerbIn<Operations, K>;

/** A resource command: a noun whose verbs each run one operation of its table. Its name and description are in the catalog, which loads it. */
export interface Resource<T extends Table = Operations> {
  /** One of them, as a sentence says it: "space", "change request". */
  noun: string;
  verbs: VerbIn<T>[];
  /** Commands of their own under this one, each a resource: `docsctl cr reviewers add`. */
  groups?: Group<T>[];
  /** Where its verbs' operations are, and how they are sent: by default the API's, through the client. */
  table?: VerbTable<T>;
  /** A paragraph its help shows before the examples. */
  note?: string;
  /** The examples its help ends with; by default the first of each of its first three verbs'. */
  examples?: string[];
}

/** A command under a resource: its own resource, and what its name alone runs, if anything (`sandbox jobs` lists them). */
export type Group<T extends Table = Operations> = Resource<T> & { name: string; description: string; verb?: VerbIn<T> };

/**
 * An `after` hook that shows people something better than columns (a page's Markdown, a page tree, a URL)
 * while `--json` and `--jq` still get the whole answer. A string is printed as is; '' or undefined means
 * "nothing to show": the verb's `done` line.
 */
export const forPeople =
  <K extends IdOf<T>, T extends Table = Operations>(show: (answer: OutputIn<T, K>, context: CliContext) => unknown): After<K, T> =>
  (answer, _call, context) =>
    context.output.wantsJson() ? answer : show(answer, context);
