import type { FastifyError } from 'fastify';
import { ZodError } from 'zod';
import { DomainError, type Refusal } from '../lib/errors.js';
import type { ErrorBody } from '../schemas/common.js';
import { describeZodError } from '../schemas/describe.js';
import { fillPath, type Operation } from '../schemas/operation.js';
import { operations } from '../schemas/operations.js';
import { LockLostError } from '../store/lock.js';

const STATUS: Record<Refusal, number> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  precondition: 412,
};

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function errorBody(status: number, message: string): ErrorBody {
  return { error: { code: status, message } };
}

/** Whether an input field came in the query or the body of a request for `operation`. */
const carriedIn = (field: string, operation: Operation | undefined) => (operation && field.split(/[.[]/)[0]! in operation.query.shape ? 'query' : 'body');

/** A domain refusal as the API words it: the field where the request carried it, the remedy as a request to make. */
function refusalMessage(error: DomainError, operation: Operation | undefined): string {
  const field = error.field === undefined ? '' : `${carriedIn(error.field, operation)}.${error.field}: `;
  const remedy = error.remedy && operations[error.remedy.operation];
  const request = remedy ? ` with ${remedy.method} ${fillPath(remedy.path, (name) => error.remedy!.params[name] ?? name)}` : '';
  return `${field}${error.message}${request}`;
}

/**
 * Every failure, whoever raised it, as a status and the API's error body; `operation` is the one the
 * request was for, `bodyLimit` the bytes its body may take.
 */
export function toHttpError(error: unknown, operation: Operation | undefined, bodyLimit: number): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) return { status: error.status, body: errorBody(error.status, error.message) };
  if (error instanceof DomainError) {
    const status = STATUS[error.reason];
    return { status, body: errorBody(status, refusalMessage(error, operation)) };
  }
  // Another server holds the store now: this one serves nothing more and is about to exit.
  if (error instanceof LockLostError) return { status: 503, body: errorBody(503, error.message) };
  if (error instanceof ZodError) return { status: 400, body: errorBody(400, describeZodError('body', error)) };
  const fastifyError = error as FastifyError;
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    const status = fastifyError.statusCode;
    return { status, body: errorBody(status, clientMessage(fastifyError, bodyLimit)) };
  }
  return { status: 500, body: errorBody(500, 'the sandbox failed on this request; this is a bug in docsctl, please report it') };
}

function clientMessage(error: FastifyError, bodyLimit: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `request body is too large; the sandbox accepts at most ${bodyLimit / 2 ** 20} MiB here`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported Content-Type; send JSON with Content-Type: application/json';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'request body is not valid JSON, or holds a forbidden "__proto__" or "constructor.prototype" key; send a plain JSON object';
    default:
      return error.message;
  }
}
