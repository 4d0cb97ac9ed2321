/** The client's failures, apart from its HTTP code so that reporting them loads nothing heavy. */

/** An answer outside 2xx, with the API's own message when it gave one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly method: string,
    readonly url: string,
  ) {
    super(message);
  }
}

/** The server could not be reached at all. */
export class NetworkError extends Error {}
