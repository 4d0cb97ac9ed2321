import * as z from 'zod';
import { LoadedOperations } from '../schemas/loaded-operations.js';
import { fillPath, restParam, type Operation } from '../schemas/operation.js';
import { Http, type HttpOptions, type HttpRequest, type HttpResponse } from './http.js';
import type { Input, ItemOf, ListOperationId, NoInputOperationId, OperationId, Output } from './operation-types.js';
import { paged, type ListPage } from './paged.js';
import packageJson from '../../package.json' with { type: 'json' };

/** GitBook's public API: where a client goes unless told otherwise. */
export const DEFAULT_API_URL = 'https://api.gitbook.com';

/** An answer that did not match the schema: kept whole (it may carry fields newer than this client), reported once. */
export type SchemaWarning = (operationId: string, issues: string) => void;

/** Any operation's input, as the overloads below have already checked it against the operation's own type. */
export interface AnyInput {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The operation's path with each parameter filled in and escaped (the rest parameter a segment at a time, its slashes kept). */
export function expandPath(operation: Operation, params: Record<string, string> = {}): string {
  return fillPath(operation.path, (name) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${operation.id}: missing path parameter ${name}`);
    return name === restParam(operation.path) ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });
}

/** The typed client: every operation of the table by its id, a page iterator for lists, and raw requests. */
export class Client {
  readonly #http: Http;

  constructor(
    options: HttpOptions,
    private readonly warn?: SchemaWarning,
    private readonly operations = new LoadedOperations(),
  ) {
    this.#http = new Http(options);
  }

  /** Runs one operation and returns its answer, checked against docsctl's schema (a difference is only reported). */
  call<K extends OperationId>(id: K, input: Input<K>): Promise<Output<K>>;
  call<K extends NoInputOperationId>(id: K): Promise<Output<K>>;
  call(id: OperationId, input: AnyInput = {}): Promise<unknown> {
    return this.#run(id, input);
  }

  async #run(id: OperationId, input: AnyInput): Promise<unknown> {
    const operation: Operation = await this.operations.of(id);
    const { body } = await this.#http.send({ method: operation.method, path: expandPath(operation, input.params), query: input.query, body: input.body });
    // Checked only for someone to tell: the answer is returned whole either way.
    if (this.warn && !(operation.response instanceof z.ZodUndefined)) {
      const checked = operation.response.safeParse(body);
      if (!checked.success) this.warn(id, z.prettifyError(checked.error));
    }
    return body;
  }

  /**
   * Every item of a list operation, page after page, until `limit` items or the end; no page is asked for
   * beyond the limit. `counted` is told each page's `count`: how many items the whole list holds.
   */
  items<K extends ListOperationId>(id: K, input: Input<K>, limit?: number, counted?: (count: number) => void): AsyncGenerator<ItemOf<K>>;
  async *items(id: ListOperationId, input: AnyInput, limit = Infinity, counted?: (count: number) => void): AsyncGenerator<unknown> {
    let seen = 0;
    const pageSize = () => String(Math.min(limit - seen, 100));
    // Every list operation answers a ListPage: that is what makes it one (ListOperationId).
    const page = async (next: string | undefined) => {
      const answer = (await this.#run(id, { ...input, query: { ...input.query, limit: pageSize(), ...(next ? { page: next } : {}) } })) as ListPage & {
        count: number;
      };
      counted?.(answer.count);
      return answer;
    };
    for await (const item of paged(page)) {
      yield item;
      if (++seen >= limit) return;
    }
  }

  /** A request to any path under `/v1`, answered as it comes (JSON parsed): for what the table does not name. */
  request(request: HttpRequest): Promise<HttpResponse> {
    return this.#http.send(request);
  }

  /** The bytes at a URL an answer gave (a file's `downloadURL`), fetched without the token. */
  download(url: string): Promise<Buffer> {
    return this.#http.download(url);
  }

  /** Sends a file's bytes to an upload URL an answer gave (generateStorageUploadURL's `url`), without the token. */
  upload(url: string, bytes: Uint8Array, contentType: string): Promise<unknown> {
    return this.#http.upload(url, bytes, contentType);
  }

  /** Closes the connections this client keeps alive, so that a process can end as soon as its work has. */
  close(): Promise<void> {
    return this.#http.close();
  }
}

export interface ClientOptions extends Partial<Omit<HttpOptions, 'baseUrl' | 'sleep'>> {
  /** The API root (default GitBook's public API), e.g. a sandbox's `http://127.0.0.1:4000`. */
  apiUrl?: string;
  token: string;
  /** Told about answers that differ from docsctl's schemas; they are returned whole either way. */
  onSchemaWarning?: SchemaWarning;
  /** The operation table it loads what it calls into: the CLI runtime's, shared by its clients; by default one of its own. */
  operations?: LoadedOperations;
}

/** The client for programs: `createClient({ token }).call('getAuthenticatedUser')`. */
export function createClient({
  apiUrl = DEFAULT_API_URL,
  onSchemaWarning,
  operations,
  userAgent = `docsctl/${packageJson.version}`,
  ...http
}: ClientOptions): Client {
  return new Client({ ...http, baseUrl: apiUrl, userAgent }, onSchemaWarning, operations);
}
