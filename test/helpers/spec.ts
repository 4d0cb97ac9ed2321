import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { gitbookReleases } from './releases.js';
import { correctSchemas } from '../../scripts/document-schema.mjs';

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

/**
 * Where the two releases disagree (a value one requires and the other forbids), the sandbox
 * answers as today's says (docs/api.md, "Two releases of GitBook's spec"): an older release is read
 * with today's definition of these schemas.
 */
const TODAY_WINS = [
  'DocumentTableRecord',
  // Prompts and updates, blocks the first release has none of: where they may stand.
  'DocumentBlocksTopLevels',
  'DocumentBlockExpandable',
  'DocumentBlockTabsItem',
  'DocumentBlockStepperStep',
];

/** A release's spec in JSON Schema terms, corrected as the sandbox's document model is (scripts/document-schema.mjs). */
function corrected(spec: Spec) {
  const schema = fromOpenApi(spec) as { components: { schemas: Record<string, unknown> } };
  correctSchemas(schema.components.schemas);
  return schema;
}

/** One release of GitBook's spec, as `@gitbook/api` ships it, ready to validate answers; `today`, the newest release, where they disagree. */
function release(name: string, spec: Spec, today?: Spec) {
  // No discriminator support: GitBook's oneOf branches name their `type` inside allOf, which ajv's cannot read; oneOf alone decides.
  const ajv = new Ajv({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv) => void)(ajv);
  // GitBook's emoji are code points such as "1f4d8", its icons names such as "gear"; the spec names both formats without defining them.
  ajv.addFormat('emoji', true);
  ajv.addFormat('icon', /^[a-z0-9-]+$/);
  const own = corrected(spec);
  if (today) {
    ajv.addSchema(corrected(today), 'today');
    for (const schema of TODAY_WINS) own.components.schemas[schema] = { $ref: `today#/components/schemas/${schema}` };
  }
  ajv.addSchema(own, 'spec');
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
    // A streamed answer is checked event by event, against its event's schema.
    const media = escape(response.content && !('application/json' in response.content) ? Object.keys(response.content)[0]! : 'application/json');
    const pointer = response.$ref
      ? `spec${response.$ref}/content/${media}/schema`
      : `spec#/paths/${escape(path)}/${method}/responses/${status}/content/${media}/schema`;
    if (!response.$ref && !response.content) return body === undefined ? [] : [`${operationId} ${status} has no body`];
    const validate = ajv.getSchema(pointer) ?? ajv.compile({ $ref: pointer });
    if (validate(body)) return [];
    return (validate.errors ?? []).map((e) => `${name}: ${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
  };
  return { name, operation, errors };
}

/** GitBook's spec of each release, oldest first; the last is today's. An operation today's spec dropped is held to the first. */
const specs = Object.entries(gitbookReleases).map(([name, { spec }]) => ({ name, spec: spec as Spec }));
const today = specs.at(-1)!.spec;
export const releases = specs.map(({ name, spec }) => release(name, spec, spec === today ? undefined : today));

/** Where an operation is, and what it answers, in the newest release that has it. */
export function specOperation(operationId: string) {
  const found = releases
    .map((r) => r.operation(operationId))
    .filter((o) => o !== undefined)
    .at(-1);
  if (!found) throw new Error(`operation ${operationId} is in no release of @gitbook/api's spec`);
  return found;
}

/** The errors of a response body against every release of GitBook's spec that has that operation ([] when it conforms to all). */
export function specErrors(operationId: string, status: number, body: unknown): string[] {
  specOperation(operationId);
  return releases.filter((r) => r.operation(operationId)).flatMap((r) => r.errors(operationId, status, body));
}
