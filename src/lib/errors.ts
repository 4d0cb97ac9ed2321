import type { OperationId } from '../schemas/operations.js';

/** Why a rule refused a request. The server alone turns a reason into a status code. */
export type Refusal = 'invalid' | 'forbidden' | 'not-found' | 'conflict' | 'precondition';

/** An operation that would clear the refusal, with its path parameters; the server words it as a request. */
export interface Remedy {
  operation: OperationId;
  params: Record<string, string>;
}

/**
 * A refusal, in the domain's words: the input `field` it is about (`url`, `members.3`), and a
 * `remedy`. Where the field came from (body or query) and how the remedy is requested are the
 * server's to say.
 */
export class DomainError extends Error {
  constructor(
    readonly reason: Refusal,
    message: string,
    readonly field?: string,
    readonly remedy?: Remedy,
  ) {
    super(message);
  }
}

export const invalid = (message: string, field?: string, remedy?: Remedy) => new DomainError('invalid', message, field, remedy);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (what: string, id: string) => new DomainError('not-found', `${what} "${id}" not found`);
export const conflict = (message: string, remedy?: Remedy) => new DomainError('conflict', message, undefined, remedy);
export const precondition = (message: string) => new DomainError('precondition', message);
