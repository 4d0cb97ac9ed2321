import type { Dispatcher } from 'undici';
import { ApiError, apiError, NetworkError } from './errors.js';
import { parseEventStream } from './event-stream.js';
import { nodeTransport, type Answer, type Transport } from './transport.js';

export interface HttpOptions {
  /** The API root, e.g. `https://api.gitbook.com` or a sandbox's `http://127.0.0.1:4000`; `/v1` is added. */
  baseUrl: string;
  token?: string;
  userAgent: string;
  /** Called once per attempt: method, URL, status (0 when unreachable) and milliseconds. Never given the token. */
  log?: (line: { method: string; url: string; status: number; ms: number }) => void;
  retries?: number;
  /** How long one attempt may take, answer included (default 30 s). */
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** What requests go through (tests stub HTTP there); by default undici's proxy agent when the environment names a proxy, else node's own HTTP. */
  dispatcher?: Dispatcher;
}

export interface HttpRequest {
  method: string;
  /** Under `/v1`, which is added when it is missing; a sandbox's controls (`/_sandbox/…`) sit beside it. */
  path: string;
  /** Each value sent as text, an array as the key repeated, undefined not at all. */
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface HttpResponse {
  status: number;
  body: unknown;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);
/** A gateway or server that is briefly unavailable: worth trying again later. */
const UNAVAILABLE = new Set([502, 503, 504]);
const MAX_RETRY_WAIT_MS = 30_000;
const DEFAULT_TIMEOUT_MS = 30_000;

/** How long to wait before attempt `attempt` (1-based): the server's Retry-After when it gave one, else exponential backoff. */
export function retryDelay(attempt: number, retryAfter: string | undefined, now = Date.now()): number {
  if (retryAfter !== undefined) {
    const seconds = Number(retryAfter);
    const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - now;
    if (Number.isFinite(ms)) return Math.min(Math.max(ms, 0), MAX_RETRY_WAIT_MS);
  }
  return Math.min(250 * 2 ** (attempt - 1), MAX_RETRY_WAIT_MS);
}

/** A rate limit is always worth retrying (the request was not done); a failing gateway only when repeating cannot do it twice. */
const shouldRetry = (status: number, method: string) => status === 429 || (UNAVAILABLE.has(status) && IDEMPOTENT.has(method));

/** Paths that already name their root: the API's `/v1`, or a sandbox's controls (`/_sandbox/…`) beside it at the same origin. */
const ROOTED = /^\/(v1|_sandbox)(\/|$)/;

export function apiUrl(baseUrl: string, path: string, query: HttpRequest['query'] = {}): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${ROOTED.test(path) ? '' : '/v1'}${path}`);
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) url.searchParams.append(key, String(v));
  }
  return url.toString();
}

/** The variables undici's EnvHttpProxyAgent reads a proxy from (NO_PROXY then only narrows them). */
const PROXY_VARIABLES = ['http_proxy', 'HTTP_PROXY', 'https_proxy', 'HTTPS_PROXY'];

/**
 * undici where it does what node:http does not: a proxy named by the environment, or a dispatcher the
 * caller gave. Otherwise node's own HTTP, with which a command starts without loading undici's
 * megabyte of code or compiling its WebAssembly parser.
 */
async function transportFor(dispatcher: Dispatcher | undefined): Promise<Transport> {
  if (dispatcher || PROXY_VARIABLES.some((name) => process.env[name])) return (await import('./transport-undici.js')).undiciTransport(dispatcher);
  return nodeTransport();
}

/** A refused connection: nothing listens there, and trying again a moment later will not change that. */
const refused = (error: unknown) => [(error as { code?: string }).code, (error as { cause?: { code?: string } }).cause?.code].includes('ECONNREFUSED');

/** The one HTTP core: auth header, JSON in and out, retries with backoff, proxy from the environment, errors mapped. */
export class Http {
  private transport?: Promise<Transport>;

  constructor(private readonly options: HttpOptions) {}

  /** Closes the connections this client opened; a dispatcher given in the options is its owner's to close. */
  async close(): Promise<void> {
    await (await this.transport)?.close();
  }

  async send(req: HttpRequest): Promise<HttpResponse> {
    const { status, text, contentType } = await this.authorized(req);
    // A streamed answer reads as its events, in order: what the operation table declares it answers.
    if (String(contentType ?? '').includes('text/event-stream')) {
      const { events, error } = parseEventStream(text());
      if (error !== undefined) throw new ApiError(status, error, req.method, apiUrl(this.options.baseUrl, req.path, req.query));
      return { status, body: events };
    }
    return { status, body: parseBody(text(), contentType) };
  }

  /** The answer's bytes as sent (an archive, say), for a request that carries the token as `send` does. */
  async bytes(req: HttpRequest): Promise<Buffer> {
    return (await this.authorized(req, '*/*')).bytes;
  }

  /** One request with the token, its answer as it came; an error status thrown as the error of its class. */
  private async authorized(req: HttpRequest, accept = 'application/json') {
    const url = apiUrl(this.options.baseUrl, req.path, req.query);
    const headers = {
      accept,
      ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
      ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}),
    };
    const answer = await this.exchange(req.method, url, headers, req.body === undefined ? undefined : JSON.stringify(req.body));
    if (answer.status >= 400) throw apiError(answer.status, errorMessage(parseBody(answer.text(), answer.contentType), answer.status), req.method, url);
    return answer;
  }

  /**
   * The bytes at a URL the API gave, such as a file's `downloadURL`: sent without the token, which
   * belongs to the API and not to wherever files are served (another host, on GitBook).
   */
  async download(url: string): Promise<Buffer> {
    const { status, bytes, text } = await this.exchange('GET', url, {});
    if (status >= 400) throw apiError(status, errorMessage(parseBody(text(), undefined), status), 'GET', url);
    return bytes;
  }

  /**
   * Bytes sent to a URL the API gave to send them to (a storage upload URL, signed): without the
   * token, which the URL's signature stands in for. Answers the answer's JSON, if any.
   */
  async upload(url: string, bytes: Uint8Array, contentType: string): Promise<unknown> {
    const { status, text, contentType: answered } = await this.exchange('PUT', url, { 'content-type': contentType }, bytes);
    const body = parseBody(text(), answered);
    if (status >= 400) throw apiError(status, errorMessage(body, status), 'PUT', url);
    return body;
  }

  /** One request, tried again as the rules above allow: its status, type and bytes. */
  private async exchange(method: string, url: string, headers: Record<string, string>, body?: string | Uint8Array) {
    const retries = this.options.retries ?? 3;
    const sleep = this.options.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    for (let attempt = 1; ; attempt++) {
      const started = performance.now();
      const log = (status: number) => this.options.log?.({ method, url, status, ms: Math.round(performance.now() - started) });
      const signal = AbortSignal.timeout(timeoutMs);
      let answer: Answer;
      try {
        this.transport ??= transportFor(this.options.dispatcher);
        answer = await (await this.transport).send({ method, url, headers: { 'user-agent': this.options.userAgent, ...headers }, body, signal });
      } catch (error) {
        log(0);
        const origin = new URL(url).origin;
        // A timeout is not repeated: the next attempt would most likely wait as long for nothing.
        if (signal.aborted) throw new NetworkError(`${origin} did not answer within ${timeoutMs / 1000} s`, origin);
        if (refused(error)) throw new NetworkError(`cannot reach ${origin}: connection refused`, origin, 'refused');
        if (attempt <= retries && IDEMPOTENT.has(method)) {
          await sleep(retryDelay(attempt, undefined));
          continue;
        }
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code ?? (error as Error).message;
        throw new NetworkError(`cannot reach ${origin}: ${cause}`, origin);
      }
      const { status, headers: answered, bytes } = answer;
      log(status);
      if (attempt <= retries && shouldRetry(status, method)) {
        const header = answered['retry-after'];
        await sleep(retryDelay(attempt, Array.isArray(header) ? header[0] : header));
        continue;
      }
      return { status, bytes, text: () => bytes.toString('utf8'), contentType: answered['content-type'] };
    }
  }
}

function parseBody(text: string, contentType: string | string[] | undefined): unknown {
  if (text === '') return undefined;
  if (String(contentType ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function errorMessage(body: unknown, status: number): string {
  const message = (body as { error?: { message?: unknown } } | undefined)?.error?.message;
  if (typeof message === 'string' && message) return message;
  return typeof body === 'string' && body && body.length < 300 ? body : `HTTP ${status}`;
}
