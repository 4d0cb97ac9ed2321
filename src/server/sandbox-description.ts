import * as z from 'zod';
import { operations } from '../schemas/operations.js';
import { ErrorBody } from '../schemas/common.js';
import { SANDBOX_CONTROLS } from '../schemas/sandbox-controls.js';

const schema = (type: z.ZodType) => z.toJSONSchema(type, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' });
const outputSchema = (type: z.ZodType) => z.toJSONSchema(type, { target: 'openapi-3.0', io: 'output', unrepresentable: 'any' });

/** The OpenAPI document of what this sandbox serves, generated from the operation table. */
export function sandboxDescription(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const error = { description: 'Error', content: { 'application/json': { schema: outputSchema(ErrorBody) } } };
  for (const operation of Object.values(operations)) {
    const parameters = [
      ...Object.entries(operation.params.shape).map(([name, type]) => ({ name, in: 'path', required: true, schema: schema(type as z.ZodType) })),
      ...Object.entries(operation.query.shape).map(([name, type]) => ({
        name,
        in: 'query',
        required: !(type as z.ZodType).safeParse(undefined).success,
        schema: schema(type as z.ZodType),
      })),
    ];
    const hasBody = !(operation.body instanceof z.ZodUndefined);
    (paths[operation.path.replace(/^\/v1/, '')] ??= {})[operation.method.toLowerCase()] = {
      operationId: operation.id,
      summary: operation.summary,
      parameters,
      ...(hasBody ? { requestBody: { content: { 'application/json': { schema: schema(operation.body) } } } } : {}),
      responses: {
        [operation.status]:
          operation.response instanceof z.ZodUndefined
            ? { description: 'No content' }
            : { description: 'OK', content: { 'application/json': { schema: outputSchema(operation.response) } } },
        default: error,
      },
      security: [{ bearer: [] }],
    };
  }
  // The controls live beside /v1, not under it: each of their paths names its own server.
  for (const control of SANDBOX_CONTROLS) {
    const parameters = [
      ...Object.entries(control.params?.shape ?? {}).map(([name, type]) => ({ name, in: 'path', required: true, schema: schema(type as z.ZodType) })),
      ...Object.entries(control.query?.shape ?? {}).map(([name, type]) => ({ name, in: 'query', required: false, schema: schema(type as z.ZodType) })),
    ];
    const item = (paths[control.path] ??= { servers: [{ url: serverUrl }] });
    item[control.method.toLowerCase()] = {
      summary: control.summary,
      parameters,
      ...(control.body ? { requestBody: { content: { 'application/json': { schema: schema(control.body) } } } } : {}),
      responses: {
        [control.status]: control.response ? { description: 'OK', content: { 'application/json': { schema: outputSchema(control.response) } } } : { description: 'No content' },
        default: error,
      },
      security: [{ bearer: [] }],
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'docsctl sandbox', version: '1', description: 'The part of the GitBook v1 API this sandbox implements.' },
    servers: [{ url: `${serverUrl}/v1` }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
