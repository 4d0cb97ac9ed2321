import type { Context } from '../domain/kernel/context.js';
import type { Serialized } from '../domain/kernel/serialized.js';
import type { Input, Operation, Output } from '../schemas/operation.js';
import type { OperationId, Operations } from '../schemas/operations.js';

/** An answer of 201 from an operation that may also answer 200 (a PUT that creates or replaces). */
export class Created<T> {
  constructor(readonly body: T) {}
}

/** What a handler answers: the output, created (201), or already written as JSON (a stored document). */
type Answer<O extends Operation> = Output<O> | Created<Output<O>> | Serialized<Output<O>>;

export type Handler<O extends Operation> = (ctx: Context, input: Input<O>) => Answer<O> | Promise<Answer<O>>;

/** One handler per operation; a missing one is a type error. */
export type Handlers = { [K in OperationId]: Handler<Operations[K]> };
