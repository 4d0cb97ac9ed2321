import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../domain/kernel/context.js';
import { Serialized } from '../domain/kernel/serialized.js';
import type { Input, Operation, Output } from '../schemas/operation.js';
import type { OperationId, Operations } from '../schemas/operations.js';
import type { Bytes, SandboxControl, SandboxControlId, SandboxControlTable } from '../schemas/sandbox-controls.js';
import type { UserRecord } from '../store/records.js';

/** An answer with a status other than the one its table declares: a PUT that creates (201), a snapshot saved over another (200). */
export class WithStatus<T> {
  constructor(
    readonly status: 200 | 201,
    readonly body: T,
  ) {}
}

/** An answer of 201 from an operation that may also answer 200 (a PUT that creates or replaces). */
export class Created<T> extends WithStatus<T> {
  constructor(body: T) {
    super(201, body);
  }
}

/** GitBook's 205 (Reset Content), no body: a removal that removed something, where 204 says there was nothing to remove. */
export class Emptied {
  readonly status = 205;
}

/** An answer that is not JSON: bytes, their media type, and the headers that say how to take them. */
export class Download {
  constructor(
    readonly type: string,
    readonly body: Buffer | Readable,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** What a handler answers: the output, with a status of its own, or already written as JSON (a stored document). */
type Answer<O extends Operation> = Output<O> | WithStatus<Output<O>> | Serialized<Output<O>> | Emptied;

export type Handler<O extends Operation> = (ctx: Context, input: Input<O>) => Answer<O> | Promise<Answer<O>>;

/** One handler per operation; a missing one is a type error. */
export type Handlers = { [K in OperationId]: Handler<Operations[K]> };

/** Who calls a control: the request, and the user its access let through (none for a control anyone may use). */
export type ControlCall<C extends SandboxControl> = { request: FastifyRequest } & (C['access'] extends 'anyone' ? unknown : { caller: UserRecord });

/** What a control answers: bytes for one whose answer is not JSON, else its output (with a status of its own). */
type ControlAnswer<C extends SandboxControl> = C['response'] extends typeof Bytes ? Download : Output<C> | WithStatus<Output<C>>;

export type ControlHandler<C extends SandboxControl> = (input: Input<C>, call: ControlCall<C>) => ControlAnswer<C> | Promise<ControlAnswer<C>>;

/** One handler per control; a missing one is a type error. */
export type ControlHandlers = { [K in SandboxControlId]: ControlHandler<SandboxControlTable[K]> };

/**
 * Server-sent events, as GitBook streams an answer: each event's data one JSON value, then a `done` event, which
 * GitBook's clients stop reading at. The sandbox has each answer whole before it sends, so it sends them at once.
 */
export const eventStream = (events: unknown[]): string =>
  [...events.map((event) => `data: ${JSON.stringify(event)}\n\n`), 'event: done\ndata: {}\n\n'].join('');

/** Sends what a handler answered, with the status its table declares unless the answer names another. */
export function sendAnswer(reply: FastifyReply, status: number, answer: unknown): FastifyReply {
  if (answer instanceof WithStatus) return reply.code(answer.status).send(answer.body);
  if (answer instanceof Serialized) return reply.code(status).type('application/json; charset=utf-8').send(answer.json);
  if (answer instanceof Download) return reply.code(status).headers(answer.headers).type(answer.type).send(answer.body);
  if (answer instanceof Emptied) return reply.code(205).send();
  if (status === 204) return reply.code(204).send();
  return reply.code(status).send(answer);
}
