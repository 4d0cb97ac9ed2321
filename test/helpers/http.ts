/** An answer as a test reads it: its status, its JSON body (or none) and its headers. */
export interface Answer {
  status: number;
  // The body is whatever the API sent: each test reads the fields it checks.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- checked by the expectations that read it
  body: any;
  headers: Headers;
}

export interface RequestOptions {
  /** Sent as `Authorization: Bearer <token>`; none without one. */
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, for what JSON.stringify cannot write (malformed or deeply nested bodies). */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** One request to a sandbox, as a script sends it: the one raw-request helper of the tests. */
export async function request(baseUrl: string, method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  const body = options.body !== undefined ? JSON.stringify(options.body) : options.rawBody;
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  // Server-sent events are read as they were sent; the tests that stream read their text.
  const streamed = response.headers.get('content-type')?.startsWith('text/event-stream');
  return { status: response.status, body: text ? (streamed ? text : JSON.parse(text)) : undefined, headers: response.headers };
}
