import type { Context } from '../domain/context.js';
import type { Input, Operation, Output } from '../schemas/operation.js';
import type { OperationId, Operations } from '../schemas/operations.js';

export type Handler<O extends Operation> = (ctx: Context, input: Input<O>) => Output<O> | Promise<Output<O>>;

/** One handler per operation; a missing one is a type error. */
export type Handlers = { [K in OperationId]: Handler<Operations[K]> };
