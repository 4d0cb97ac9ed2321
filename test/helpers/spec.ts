import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';

const require = createRequire(import.meta.url);

interface Spec {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
}

/** OpenAPI 3.0's `nullable` in JSON Schema terms: `null` becomes one more accepted type. */
function fromOpenApi(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(fromOpenApi);
  if (!node || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Record<string, unknown>;
  const out = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, fromOpenApi(v)]));
  if (nullable !== true) return out;
  if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] };
  return { anyOf: [out, { type: 'null' }] };
}

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** One release of GitBook's spec, as `@gitbook/api` ships it, ready to validate answers. */
function release(name: string, spec: Spec) {
  // No discriminator support: GitBook's oneOf branches name their `type` inside allOf, which ajv's cannot read; oneOf alone decides.
  const ajv = new Ajv({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv) => void)(ajv);
  // GitBook's emoji are code points such as "1f4d8", its icons names such as "gear"; the spec names both formats without defining them.
  ajv.addFormat('emoji', true);
  ajv.addFormat('icon', /^[a-z0-9-]+$/);
  ajv.addSchema(fromOpenApi(spec) as object, 'spec');
  const locations = new Map<string, { path: string; method: string }>();
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (op && typeof op === 'object' && 'operationId' in op) locations.set(op.operationId, { path, method });
    }
  }
  const operation = (operationId: string) => {
    const location = locations.get(operationId);
    return location && { ...location, responses: spec.paths[location.path]![location.method]!.responses };
  };
  const errors = (operationId: string, status: number, body: unknown): string[] => {
    const { path, method, responses } = operation(operationId)!;
    if (!(String(status) in responses)) return [`status ${status} is not a documented response of ${operationId}`];
    const response = responses[String(status)] as { $ref?: string; content?: Record<string, unknown> };
    const pointer = response.$ref
      ? `spec${response.$ref}/content/application~1json/schema`
      : `spec#/paths/${escape(path)}/${method}/responses/${status}/content/application~1json/schema`;
    if (!response.$ref && !response.content) return body === undefined ? [] : [`${operationId} ${status} has no body`];
    const validate = ajv.getSchema(pointer) ?? ajv.compile({ $ref: pointer });
    if (validate(body)) return [];
    return (validate.errors ?? []).map((e) => `${name}: ${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
  };
  /** The errors of a value against one of the spec's schemas (`ChangeRequest`): the branch of a oneOf an answer is meant to be. */
  const componentErrors = (schema: string, value: unknown): string[] => {
    const validate = ajv.getSchema(`spec#/components/schemas/${schema}`)!;
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${name}: ${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
  };
  return { name, operation, errors, componentErrors };
}

/**
 * GitBook's spec as first described (0.137.0, the 137 operations) and as it is today (0.202.0,
 * installed as @gitbook/api-current). An operation today's spec dropped is held to the first.
 */
export const releases = [
  release('0.137.0', require('@gitbook/api/spec/openapi.json') as Spec),
  release('0.202.0', require('@gitbook/api-current/spec/openapi.json') as Spec),
];

/** Where an operation is, and what it answers, in the newest release that has it. */
export function specOperation(operationId: string) {
  const found = releases.map((r) => r.operation(operationId)).filter((o) => o !== undefined).at(-1);
  if (!found) throw new Error(`operation ${operationId} is in no release of @gitbook/api's spec`);
  return found;
}

/** The errors of a response body against every release of GitBook's spec that has that operation ([] when it conforms to all). */
export function specErrors(operationId: string, status: number, body: unknown): string[] {
  specOperation(operationId);
  return releases.filter((r) => r.operation(operationId)).flatMap((r) => r.errors(operationId, status, body));
}

/** The errors of a value against one of today's spec's schemas, by name ([] when it conforms). */
export const componentErrors = (schema: string, value: unknown): string[] => releases.at(-1)!.componentErrors(schema, value);
