/** Why a rule refused a request. The server alone turns a reason into a status code. */
export type Refusal = 'invalid' | 'forbidden' | 'not-found' | 'conflict' | 'precondition';

export class DomainError extends Error {
  constructor(
    readonly reason: Refusal,
    message: string,
  ) {
    super(message);
  }
}

export const invalid = (message: string) => new DomainError('invalid', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (what: string, id: string) => new DomainError('not-found', `${what} "${id}" not found`);
export const conflict = (message: string) => new DomainError('conflict', message);
export const precondition = (message: string) => new DomainError('precondition', message);
