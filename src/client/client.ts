import { z } from 'zod';
import { operations, type Operations } from '../schemas/operations.js';
import { fillPath, type Operation } from '../schemas/operation.js';
import { Http, type HttpOptions } from './http.js';
import packageJson from '../../package.json' with { type: 'json' };

export type OperationId = keyof Operations;

/** GitBook's public API: where a client goes unless told otherwise. */
export const DEFAULT_API_URL = 'https://api.gitbook.com';

/** What a caller gives an operation: path parameters, query and body, as the API spells them. */
export interface CallArgs {
  params?: Record<string, string>;
  query?: Record<string, string | string[] | undefined>;
  body?: unknown;
}

/** An answer that did not match the schema: kept whole (it may carry fields newer than this client), reported once. */
export type SchemaWarning = (operationId: string, issues: string) => void;

export function expandPath(operation: Operation, params: Record<string, string> = {}): string {
  return fillPath(operation.path, (name) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${operation.id}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** The typed client: every operation of the table by its id, and a page iterator for lists. */
export class Client {
  readonly http: Http;

  constructor(
    options: HttpOptions,
    private readonly warn: SchemaWarning = () => {},
  ) {
    this.http = new Http(options);
  }

  async call<K extends OperationId>(id: K, args: CallArgs = {}): Promise<z.infer<Operations[K]['response']>> {
    const operation: Operation = operations[id];
    const { body } = await this.http.send({ method: operation.method, path: expandPath(operation, args.params), query: args.query, body: args.body });
    if (!(operation.response instanceof z.ZodUndefined)) {
      const checked = operation.response.safeParse(body);
      if (!checked.success) this.warn(id, z.prettifyError(checked.error));
    }
    return body as z.infer<Operations[K]['response']>;
  }

  /** Every item of a list operation, page after page, until `limit` items or the end; no page is asked for beyond the limit. */
  async *items(id: OperationId, args: CallArgs = {}, limit = Infinity): AsyncGenerator<unknown> {
    let seen = 0;
    const pageSize = () => String(Math.min(limit - seen, 100));
    for await (const item of paged((page) => this.call(id, { ...args, query: { ...args.query, limit: pageSize(), ...(page ? { page } : {}) } }) as Promise<ListPage>)) {
      yield item;
      if (++seen >= limit) return;
    }
  }
}

/** A page of a list, as the API answers one. */
export interface ListPage {
  items: unknown[];
  next?: { page: string };
}

/** Every item of a paged list: `fetchPage` is asked for the first page, then for each `next.page` until there is none. */
export async function* paged(fetchPage: (page: string | undefined) => Promise<ListPage>): AsyncGenerator<unknown> {
  let page: string | undefined;
  do {
    const answer = await fetchPage(page);
    yield* answer.items;
    page = answer.next?.page;
  } while (page);
}

export interface ClientOptions extends Partial<Omit<HttpOptions, 'baseUrl' | 'sleep'>> {
  /** The API root (default GitBook's public API), e.g. a sandbox's `http://127.0.0.1:4000`. */
  apiUrl?: string;
  token: string;
  /** Told about answers that differ from docsctl's schemas; they are returned whole either way. */
  onSchemaWarning?: SchemaWarning;
}

/** The client for programs: `createClient({ token }).call('getAuthenticatedUser')`. */
export function createClient({ apiUrl = DEFAULT_API_URL, onSchemaWarning, userAgent = `docsctl/${packageJson.version}`, ...http }: ClientOptions): Client {
  return new Client({ ...http, baseUrl: apiUrl, userAgent }, onSchemaWarning);
}
