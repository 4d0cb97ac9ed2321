import * as z from 'zod';
import { operations } from '../schemas/operations.js';
import { ErrorBody } from '../schemas/common.js';
import { SANDBOX_CONTROLS, type SandboxControl } from '../schemas/sandbox-controls.js';

const schema = (type: z.ZodType) => z.toJSONSchema(type, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' });
const outputSchema = (type: z.ZodType) => z.toJSONSchema(type, { target: 'openapi-3.0', io: 'output', unrepresentable: 'any' });

const error = { description: 'Error', content: { 'application/json': { schema: outputSchema(ErrorBody) } } };

/** The parameters of an operation or a control: its path's, then its query's. */
const parametersOf = (params: z.ZodObject, query: z.ZodObject) => [
  ...Object.entries(params.shape).map(([name, type]) => ({ name, in: 'path', required: true, schema: schema(type as z.ZodType) })),
  ...Object.entries(query.shape).map(([name, type]) => ({
    name,
    in: 'query',
    required: !(type as z.ZodType).safeParse(undefined).success,
    schema: schema(type as z.ZodType),
  })),
];

function controlResponse(control: SandboxControl) {
  if (control.response === undefined) return { description: 'No content' };
  if (typeof control.response === 'string') return { description: 'OK', content: { [control.response]: { schema: { type: 'string', format: 'binary' } } } };
  return { description: 'OK', content: { 'application/json': { schema: outputSchema(control.response) } } };
}

/** The sandbox's controls, each path served at the sandbox's root rather than under `/v1`. */
function controlPaths(serverUrl: string): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  const none = z.object({});
  for (const control of SANDBOX_CONTROLS) {
    (paths[control.path] ??= { servers: [{ url: serverUrl }] })[control.method.toLowerCase()] = {
      summary: control.summary,
      tags: ['sandbox controls'],
      parameters: parametersOf(control.params ?? none, control.query ?? none),
      ...(control.body ? { requestBody: { required: true, content: { 'application/json': { schema: schema(control.body) } } } } : {}),
      responses: { [control.status]: controlResponse(control), default: error },
      security: control.open ? [] : [{ bearer: [] }],
    };
  }
  return paths;
}

/** The OpenAPI document of what this sandbox serves: the operation table under `/v1`, and the controls under `/_sandbox/`. */
export function sandboxDescription(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of Object.values(operations)) {
    const parameters = parametersOf(operation.params, operation.query);
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
  return {
    openapi: '3.0.3',
    info: {
      title: 'docsctl sandbox',
      version: '1',
      description: 'The part of the GitBook v1 API this sandbox implements, and the controls (under /_sandbox/, an organization admin\'s token) that drive it as a test double.',
    },
    servers: [{ url: `${serverUrl}/v1` }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths: { ...paths, ...controlPaths(serverUrl) },
  };
}
