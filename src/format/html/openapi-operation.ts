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

/** The operation `method path` of `document`, or undefined when the document has none. */
export function operationOf(document: object, path: string, method: string): OperationView | undefined {
  const item = resolved(document, (document as { paths?: Record<string, unknown> }).paths?.[path]);
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
