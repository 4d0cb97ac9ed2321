/** The client's failures, apart from its HTTP code so that reporting them loads nothing heavy. */

/** An answer outside 2xx, with the API's own message when it gave one; the statuses callers act on have a subclass each. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly method: string,
    readonly url: string,
  ) {
    super(message);
  }
}

/** 401: no token, or one the API does not know. */
export class AuthenticationError extends ApiError {
  override name = 'AuthenticationError';
}

/** 403: a known caller whose role does not allow this. */
export class PermissionError extends ApiError {
  override name = 'PermissionError';
}

/** 404: the thing does not exist, or the caller may not know that it does. */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}

/** 409: the request contradicts the current state, e.g. a change to a deleted space. */
export class ConflictError extends ApiError {
  override name = 'ConflictError';
}

/** 429: still rate limited after the client's own retries. */
export class RateLimitError extends ApiError {
  override name = 'RateLimitError';
}

const BY_STATUS: Record<number, typeof ApiError> = {
  401: AuthenticationError,
  403: PermissionError,
  404: NotFoundError,
  409: ConflictError,
  429: RateLimitError,
};

/** The one place a status becomes an error class (as Stripe's generateV1Error); other statuses are a plain ApiError. */
export function apiError(status: number, message: string, method: string, url: string): ApiError {
  return new (BY_STATUS[status] ?? ApiError)(status, message, method, url);
}

/** The server could not be reached at all, or did not answer in time. */
export class NetworkError extends Error {
  override name = 'NetworkError';

  constructor(
    message: string,
    /** Where the request went: `http://127.0.0.1:4000`. */
    readonly origin?: string,
    /** `refused`: nothing listens there, so the request was not tried again. */
    readonly reason?: 'refused',
  ) {
    super(message);
  }
}
