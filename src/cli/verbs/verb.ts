import type { Option } from 'commander';
import type { Input, ItemOf, ListOperationId, OperationId, Output } from '../../client/operation-types.js';
import type { CliContext } from '../context.js';
import type { Columns } from '../render/output.js';

/**
 * A command line, parsed and checked against the operation's schemas: what `docsctl <resource> <verb> …`
 * asks for, before anything is sent. Running it is another step (run.ts), so each can be tested alone.
 */
export type VerbCall<K extends OperationId = OperationId> = Input<K> & {
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
};

/** Runs after the call, e.g. waiting for background processing; what it returns is what gets shown. */
export type After<K extends OperationId> = (answer: Output<K>, call: VerbCall<K>, context: CliContext) => unknown;

/** What a verb shows a row of: an item of a list, else the whole answer. */
export type Row<K extends OperationId> = K extends ListOperationId ? ItemOf<K> : Output<K>;

/** The fields of an answer that hold arrays. */
type ArrayField<T> = { [P in keyof T]-?: NonNullable<T[P]> extends readonly unknown[] ? P : never }[keyof T];

/** One verb of a resource command, declared as data: the operation it runs and how to show the answer. */
export interface VerbOf<K extends OperationId> {
  name: string;
  op: K;
  /** The same verb on a change request, chosen with `--cr ID`. */
  crOp?: OperationId;
  /** The same verb at any revision of the space's history, chosen with `--revision ID`. */
  revisionOp?: OperationId;
  /** The same verb naming a page by its path (`--path guide/install`) rather than its ID: in the space, with --cr, with --revision. */
  pathOps?: { op: OperationId; crOp: OperationId; revisionOp: OperationId };
  /** The organization's operation, run when the verb's first argument (a space) is left out; its own flags join the verb's. */
  orgOp?: OperationId;
  description?: string;
  examples: string[];
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
  get?: OperationId;
  /** For answers that hold a whole list without pages, e.g. `{organizations: […]}`: the field the items are in. */
  items?: ArrayField<Output<K>>;
  /** Columns worked out from the answer (or each item of a list) for people and tab-separated rows; `--json` and `--jq` get the answer as sent. */
  derived?: Record<string, (row: Row<K>) => unknown>;
  /**
   * A check for scripts (a CI gate): once the answer is shown, the message to fail with (exit 1), if it
   * calls for one. It is given what was shown: a list's items, or the answer.
   */
  failure?: (shown: K extends ListOperationId ? ItemOf<K>[] : Output<K>, call: VerbCall<K>) => string | undefined;
  /** An argument after the path parameters that makes the body (`openapi publish SLUG FILE|URL`): its name, what it is, and the body it makes. */
  operand?: { name: string; description: string; body: (value: string) => Record<string, unknown> };
  /** What a person is told when the answer has no body, with {param} placeholders, e.g. "Deleted space {spaceId}". */
  done?: string;
  /** A long operation: a spinner with this text while it runs. */
  spinner?: string;
  /** Extra flags that shape the body in ways the schema alone cannot say (moves), or the run (`--wait`). */
  options?: Option[];
  body?: (options: Record<string, unknown>) => Record<string, unknown>;
  after?: After<K>;
  /** When `after` shows another operation's answer (`translations run --wait` shows the translation): the operation the columns describe. */
  shows?: OperationId;
  /** Body fields the verb's own `options` stand in for. */
  skip?: string[];
  /** A body field holding a list, given as the arguments after the path parameters (`cr reviewers add SPACE CR ada bob`). */
  rest?: string;
}

/** Every operation a verb runs, whichever of its flags and arguments choose it. */
export const operationsOf = (verb: Verb): OperationId[] =>
  [verb.op, verb.crOp, verb.revisionOp, verb.pathOps?.op, verb.pathOps?.crOp, verb.pathOps?.revisionOp, verb.orgOp].filter((id) => id !== undefined);

type Verbs = { [K in OperationId]: VerbOf<K> };
/**
 * A verb of one operation, or (without K) any verb: each typed by its own operation, so that its hooks
 * get that operation's answer. Functions generic in K take a `Verb<K>`, so that any verb can be passed.
 */
export type Verb<K extends OperationId = OperationId> = Verbs[K];

/** A resource command: a noun whose verbs each run one operation. Its name and description are in the catalog, which loads it. */
export interface Resource {
  /** One of them, as a sentence says it: "space", "change request". */
  noun: string;
  verbs: Verb[];
  /** Commands of their own under this one, each a resource: `docsctl cr reviewers add`. */
  groups?: (Resource & { name: string; description: string })[];
}

/**
 * An `after` hook that shows people something better than columns (a page's Markdown, a page tree, a URL)
 * while `--json` and `--jq` still get the whole answer. A string is printed as is; '' or undefined means
 * "nothing to show": the verb's `done` line.
 */
export const forPeople =
  <K extends OperationId>(show: (answer: Output<K>, context: CliContext) => unknown): After<K> =>
  (answer, _call, context) =>
    context.output.wantsJson() ? answer : show(answer, context);
