/**
 * The operations of an OpenAPI (3.x) or Swagger (2) document, as a spec's page in the app lists
 * them: listed once, in a worker, when the document is read, and stored beside it.
 */

/** An operation as the list shows it. */
export interface SpecOperation {
  method: string;
  path: string;
  summary?: string;
}

/** The first operations of a document, in its order, and how many it has in all. */
export interface SpecOperations {
  items: SpecOperation[];
  count: number;
}

/** About the most the listed operations hold as JSON: what a page reads at each view stays small, however large the document. */
const LISTED_MAX_BYTES = 256 * 1024;

/** References followed in a row: deeper (or circular) ones are left unresolved. */
const MAX_REF_HOPS = 8;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** A value with its local `$ref` (`#/components/parameters/Limit`) followed, as far as the document has it. */
export function resolved(document: object, value: unknown): unknown {
  for (let hop = 0; hop < MAX_REF_HOPS; hop++) {
    const ref = typeof value === 'object' && value !== null && '$ref' in value ? value.$ref : undefined;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return value;
    value = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>(
        (node, key) => (typeof node === 'object' && node !== null && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined),
        document,
      );
  }
  return value;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every operation of `document` (an object under a path's method), the first that fit in LISTED_MAX_BYTES listed. */
export function operationsOf(document: object): SpecOperations {
  const listed: SpecOperations = { items: [], count: 0 };
  const paths = (document as { paths?: unknown }).paths;
  if (!isObject(paths)) return listed;
  let bytes = 0;
  for (const path of Object.keys(paths)) {
    const item = resolved(document, paths[path]);
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = resolved(document, item[method]);
      if (!isObject(operation)) continue;
      const shown = {
        method: method.toUpperCase(),
        path,
        ...(typeof operation.summary === 'string' && operation.summary ? { summary: operation.summary } : {}),
      };
      listed.count++;
      bytes += JSON.stringify(shown).length + 1;
      if (bytes <= LISTED_MAX_BYTES) listed.items.push(shown);
    }
  }
  return listed;
}
