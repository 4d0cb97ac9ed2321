import type { z } from 'zod';
import type { Output as Answer, Operation } from '../schemas/operation.js';
import type { OperationId, Operations } from '../schemas/operations.js';

export type { OperationId };

type ParamsIn<O extends Operation> = z.input<O['params']>;

/**
 * What a caller sends an operation (or a sandbox's control), as its schemas take it in (before parsing:
 * `'true'` for a query boolean): path parameters when its path has any, the query, and the body when it takes one.
 */
export type InputOf<O extends Operation> = ({} extends ParamsIn<O> ? { params?: ParamsIn<O> } : { params: ParamsIn<O> }) & {
  query?: z.input<O['query']>;
} & (O['body'] extends z.ZodUndefined ? { body?: undefined } : { body: z.input<O['body']> });

/** What a caller sends an operation of the table. */
export type Input<K extends OperationId> = InputOf<Operations[K]>;

/** What an operation answers; nothing for a 204. */
export type Output<K extends OperationId> = Answer<Operations[K]>;

/** The operations that answer a page of a list (`{items, count, next}`), which `items()` walks. */
export type ListOperationId = { [K in OperationId]: Output<K> extends { items: unknown[]; count: number } ? K : never }[OperationId];

/** One item of a list operation's pages. */
export type ItemOf<K extends ListOperationId> = Output<K> extends { items: Array<infer Item> } ? Item : never;

/** The operations a caller can run with no input at all, such as `getAuthenticatedUser`. */
export type NoInputOperationId = { [K in OperationId]: {} extends Input<K> ? K : never }[OperationId];
