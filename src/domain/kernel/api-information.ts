/**
 * What `GET /v1/` says of the API: the release of GitBook's spec the sandbox serves (its client's,
 * @gitbook/api 0.202.0) and the date that release was published to npm, so a client can tell which operations to expect.
 */
export const API_INFORMATION = { version: '0.202.0', build: '2026-09-23T11:36:20.471Z' } as const;
