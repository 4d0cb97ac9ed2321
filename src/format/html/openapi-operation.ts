import * as z from 'zod';
import { resolved } from '../openapi/spec-operations.js';

/**
 * An operation of an OpenAPI (3.x) or Swagger (2) document, as an API block shows it: its
 * summary and description, parameters, request body and responses. Only the parts shown are
 * read, leniently: a part of another shape is left out, never a failure of the page.
 */

const Text = z.string().optional().catch(undefined);
const Schema = z.looseObject({
  type: z.unknown().optional(),
  format: Text,
  $ref: Text,
  items: z.looseObject({ type: z.unknown().optional(), $ref: Text }).optional().catch(undefined),
});
const Parameter = z.looseObject({
  name: z.string(),
  in: z.string(),
  required: z.boolean().optional().catch(undefined),
  description: Text,
  schema: Schema.optional().catch(undefined),
  type: z.unknown().optional(),
});
const Operation = z.looseObject({
  summary: Text,
  description: Text,
  parameters: z.array(z.unknown()).optional().catch(undefined),
  requestBody: z.unknown().optional(),
  responses: z.record(z.string(), z.unknown()).optional().catch(undefined),
});
const Described = z.looseObject({ description: Text, content: z.record(z.string(), z.unknown()).optional().catch(undefined) });

/** What of an operation a page shows. */
export interface OperationView {
  summary?: string;
  description?: string;
  parameters: { name: string; in: string; required: boolean; type?: string; description?: string }[];
  body?: { description?: string; mediaTypes: string[] };
  /** Each response, with its example bodies where the page wrote them out (a hand-written block's). */
  responses: { status: string; description?: string; examples?: { language?: string; code: string }[] }[];
}

const typeName = (schema: z.infer<typeof Schema> | undefined, type: unknown): string | undefined => {
  const name = (value: unknown) =>
    typeof value === 'string' ? value : Array.isArray(value) ? value.filter((t) => typeof t === 'string').join(' | ') : undefined;
  if (!schema) return name(type);
  if (schema.$ref) return schema.$ref.split('/').pop();
  const base = name(schema.type);
  if (base === 'array') return `${schema.items?.$ref?.split('/').pop() ?? name(schema.items?.type) ?? 'any'}[]`;
  return base && schema.format ? `${base} (${schema.format})` : base;
};

/**
 * The operation `method path` of `document`, or undefined when the document has none; `under`
 * `webhooks`, the webhook of that name (OpenAPI 3.1 keeps webhooks as paths are kept).
 */
export function operationOf(document: object, path: string, method: string, under: 'paths' | 'webhooks' = 'paths'): OperationView | undefined {
  const items = (document as Record<string, unknown>)[under];
  const item =
    typeof items === 'object' && items !== null && Object.hasOwn(items, path) ? resolved(document, (items as Record<string, unknown>)[path]) : undefined;
  if (typeof item !== 'object' || item === null) return undefined;
  const operation = Operation.safeParse(resolved(document, (item as Record<string, unknown>)[method.toLowerCase()]));
  if (!operation.success) return undefined;
  const shared = Operation.safeParse(item);
  const parameters = [...(shared.success ? (shared.data.parameters ?? []) : []), ...(operation.data.parameters ?? [])]
    .map((parameter) => Parameter.safeParse(resolved(document, parameter)))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []));
  const swaggerBody = parameters.find((parameter) => parameter.in === 'body');
  const body = Described.safeParse(resolved(document, operation.data.requestBody));
  return {
    ...(operation.data.summary ? { summary: operation.data.summary } : {}),
    ...(operation.data.description ? { description: operation.data.description } : {}),
    parameters: parameters
      .filter((parameter) => parameter.in !== 'body')
      .map((parameter) => ({
        name: parameter.name,
        in: parameter.in,
        required: parameter.required === true,
        ...(typeName(parameter.schema, parameter.type) ? { type: typeName(parameter.schema, parameter.type) } : {}),
        ...(parameter.description ? { description: parameter.description } : {}),
      })),
    ...(body.success && operation.data.requestBody !== undefined
      ? { body: { ...(body.data.description ? { description: body.data.description } : {}), mediaTypes: Object.keys(body.data.content ?? {}) } }
      : swaggerBody
        ? { body: { ...(swaggerBody.description ? { description: swaggerBody.description } : {}), mediaTypes: [] } }
        : {}),
    responses: Object.entries(operation.data.responses ?? {}).map(([status, response]) => {
      const described = Described.safeParse(resolved(document, response));
      return { status, ...(described.success && described.data.description ? { description: described.data.description } : {}) };
    }),
  };
}

const ObjectSchema = z.looseObject({
  description: Text,
  properties: z.record(z.string(), z.unknown()).optional().catch(undefined),
  required: z.array(z.string()).optional().catch(undefined),
  allOf: z.array(z.unknown()).optional().catch(undefined),
});

/**
 * A schema's properties and the names it requires, with those of the schemas it is composed of
 * (`allOf`), each schema read once: a spec whose parts name each other, or one many times over,
 * costs no more than its size.
 */
function fieldsOf(document: object, schema: unknown, seen = new Set<unknown>()): { properties: [string, unknown][]; required: string[] } {
  const target = resolved(document, schema);
  const parsed = ObjectSchema.safeParse(target);
  if (seen.has(target) || !parsed.success) return { properties: [], required: [] };
  seen.add(target);
  const composed = (parsed.data.allOf ?? []).map((part) => fieldsOf(document, part, seen));
  return {
    properties: [...composed.flatMap((c) => c.properties), ...Object.entries(parsed.data.properties ?? {})],
    required: [...composed.flatMap((c) => c.required), ...(parsed.data.required ?? [])],
  };
}

/** What of a named schema a page shows: its description and its properties. */
export interface SchemaView {
  name: string;
  description?: string;
  properties: { name: string; required: boolean; type?: string; description?: string }[];
}

/** The schema `name` of `document` (`components.schemas`, Swagger's `definitions`), or undefined when it has none. */
export function schemaOf(document: object, name: string): SchemaView | undefined {
  const { components, definitions } = document as { components?: { schemas?: unknown }; definitions?: unknown };
  const schemas = components?.schemas ?? definitions;
  if (typeof schemas !== 'object' || schemas === null || !Object.hasOwn(schemas, name)) return undefined;
  const schema = ObjectSchema.safeParse(resolved(document, (schemas as Record<string, unknown>)[name]));
  if (!schema.success) return undefined;
  const fields = fieldsOf(document, (schemas as Record<string, unknown>)[name]);
  const required = new Set(fields.required);
  // A property named again (a part of `allOf` refining another's) is shown once, as it is last given.
  const properties = new Map(fields.properties);
  return {
    name,
    ...(schema.data.description ? { description: schema.data.description } : {}),
    properties: [...properties].map(([property, value]) => {
      // A property's own `$ref` names its type; what it points at gives the description.
      const own = Schema.safeParse(value);
      const type = own.success ? typeName(own.data, undefined) : undefined;
      const description = ObjectSchema.safeParse(value).data?.description ?? ObjectSchema.safeParse(resolved(document, value)).data?.description;
      return { name: property, required: required.has(property), ...(type ? { type } : {}), ...(description ? { description } : {}) };
    }),
  };
}
