import type { FastifyError } from 'fastify';
import { ZodError } from 'zod';
import { DomainError, type Refusal } from '../domain/kernel/errors.js';
import type { ErrorBody } from '../schemas/common.js';
import { describeZodError } from '../schemas/describe.js';
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


/** Every failure, whoever raised it, as a status and the API's error body. */
export function toHttpError(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) return { status: error.status, body: errorBody(error.status, error.message) };
  if (error instanceof DomainError) {
    const status = STATUS[error.reason];
    return { status, body: errorBody(status, error.message) };
  }
  // Another server holds the store now: this one serves nothing more and is about to exit.
  if (error instanceof LockLostError) return { status: 503, body: errorBody(503, error.message) };
  if (error instanceof ZodError) return { status: 400, body: errorBody(400, describeZodError('body', error)) };
  const fastifyError = error as FastifyError;
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    const status = fastifyError.statusCode;
    return { status, body: errorBody(status, clientMessage(fastifyError)) };
  }
  return { status: 500, body: errorBody(500, 'the sandbox failed on this request; this is a bug in docsctl, please report it') };
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'request body is too large; the sandbox accepts at most 1 MiB';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported Content-Type; send JSON with Content-Type: application/json';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'request body is not valid JSON, or holds a forbidden "__proto__" or "constructor.prototype" key; send a plain JSON object';
    default:
      return error.message;
  }
}
