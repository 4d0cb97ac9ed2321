import * as z from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API operation, declared once: the server, the client, the CLI and the coverage tests read it. */
export interface Operation<
  P extends z.ZodObject = z.ZodObject,
  Q extends z.ZodObject = z.ZodObject,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** The operationId in GitBook's OpenAPI spec. */
  id: string;
  method: HttpMethod;
  /** OpenAPI-style path, `/v1/spaces/{spaceId}`. */
  path: string;
  summary: string;
  params: P;
  query: Q;
  body: B;
  /** The success body; `z.undefined()` for an empty answer. */
  response: R;
  status: 200 | 201 | 204;
  /** The most bytes its request body may have, where an operation takes more than the sandbox's 1 MiB (files sent inline). */
  bodyLimit?: number;
  /** Answered as server-sent events (`text/event-stream`), one event per item of `response`, an array, then `done`. */
  events?: true;
}

const PATH_PARAM = /\{(\w+)\}/g;

/** The parameters of a path, in the order they appear: `/v1/spaces/{spaceId}` → `['spaceId']`. */
export const pathParams = (path: string): string[] => [...path.matchAll(PATH_PARAM)].map((m) => m[1]!);

/**
 * The parameter that takes the rest of a path, slashes included: one that ends it and names a path,
 * as `{pagePath}` takes `guide/install`. Its value is sent segment by segment, as GitBook's clients send it.
 */
export const restParam = (path: string): string | undefined => /\{(\w+Path)\}$/.exec(path)?.[1];

/** A path, or any `{name}` template, with each parameter replaced. */
export const fillPath = (path: string, value: (name: string) => string): string => path.replace(PATH_PARAM, (_, name: string) => value(name));

const NoParams = z.object({});
const NoBody = z.undefined();

export function op<
  P extends z.ZodObject = typeof NoParams,
  Q extends z.ZodObject = typeof NoParams,
  B extends z.ZodType = typeof NoBody,
  R extends z.ZodType = typeof NoBody,
>(def: {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  response?: R;
  status?: 200 | 201 | 204;
  bodyLimit?: number;
  events?: true;
}): Operation<P, Q, B, R> {
  const response = (def.response ?? NoBody) as R;
  return {
    id: def.id,
    method: def.method,
    path: def.path,
    summary: def.summary,
    params: (def.params ?? NoParams) as P,
    query: (def.query ?? NoParams) as Q,
    body: (def.body ?? NoBody) as B,
    response,
    status: def.status ?? (def.response ? 200 : 204),
    ...(def.bodyLimit === undefined ? {} : { bodyLimit: def.bodyLimit }),
    ...(def.events ? { events: def.events } : {}),
  };
}

export type Input<O extends Operation> = {
  params: z.infer<O['params']>;
  query: z.infer<O['query']>;
  body: z.infer<O['body']>;
};
/** What a handler returns: nothing for an empty answer. */
export type Output<O extends Operation> = O['response'] extends z.ZodUndefined ? void : z.infer<O['response']>;
