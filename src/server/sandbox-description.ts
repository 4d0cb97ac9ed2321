import * as z from 'zod';
import { operations } from '../schemas/operations.js';
import { ErrorBody } from '../schemas/common.js';
import { sandboxControls, type ControlAccess, type SandboxControl } from '../schemas/sandbox-controls.js';

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schemas of one document. zod gives a recursive type (a page and its subpages) its
 * `definitions`, referred to as `#/definitions/…` from inside the schema, which means nothing
 * in an OpenAPI document: they are moved into the document's components, under names of
 * their own, and the references follow.
 */
function documentSchemas() {
  const components: Record<string, JsonSchema> = {};
  let made = 0;
  const make = (type: z.ZodType, io: 'input' | 'output'): JsonSchema => {
    const { definitions, ...json } = z.toJSONSchema(type, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as JsonSchema & {
      definitions?: Record<string, JsonSchema>;
    };
    if (!definitions) return json;
    const prefix = `recursive${++made}_`;
    const moved = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll('"#/definitions/', `"#/components/schemas/${prefix}`)) as T;
    for (const [name, definition] of Object.entries(definitions)) components[`${prefix}${name}`] = moved(definition);
    return moved(json);
  };
  return { input: (type: z.ZodType) => make(type, 'input'), output: (type: z.ZodType) => make(type, 'output'), components };
}

type Schemas = ReturnType<typeof documentSchemas>;

const errorOf = (schemas: Schemas) => ({ description: 'Error', content: { 'application/json': { schema: schemas.output(ErrorBody) } } });

/** The parameters of an operation or a control: its path's, then its query's. */
const parametersOf = (schemas: Schemas, params: z.ZodObject, query: z.ZodObject) => [
  ...Object.entries(params.shape).map(([name, type]) => ({ name, in: 'path', required: true, schema: schemas.input(type as z.ZodType) })),
  ...Object.entries(query.shape).map(([name, type]) => ({
    name,
    in: 'query',
    required: !(type as z.ZodType).safeParse(undefined).success,
    schema: schemas.input(type as z.ZodType),
  })),
];

/** An answer as the description gives it: none, bytes of a media type, or JSON of a schema. */
function responseOf(schemas: Schemas, { response, media }: { response: z.ZodType; media?: string }) {
  if (media) return { description: 'OK', content: { [media]: { schema: { type: 'string', format: 'binary' } } } };
  if (response instanceof z.ZodUndefined) return { description: 'No content' };
  return { description: 'OK', content: { 'application/json': { schema: schemas.output(response) } } };
}

const ACCESS: Record<ControlAccess, string> = {
  owner: 'The sandbox owner\'s token: the one `docsctl serve` printed, or a seed user\'s marked "owner": true.',
  'organization admin': "The sandbox owner's token, or an organization admin's, for what concerns their organization.",
  token: 'Any token of the sandbox.',
  anyone: 'No token: the URL stands for a signed one.',
};

/** The sandbox's controls, each path served at the sandbox's root rather than under `/v1`. */
function controlPaths(schemas: Schemas, serverUrl: string): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const control of Object.values(sandboxControls) as SandboxControl[]) {
    (paths[control.path] ??= { servers: [{ url: serverUrl }] })[control.method.toLowerCase()] = {
      operationId: control.id,
      summary: control.summary,
      tags: ['sandbox controls'],
      parameters: parametersOf(schemas, control.params, control.query),
      ...(control.body instanceof z.ZodUndefined
        ? {}
        : { requestBody: { required: true, content: { 'application/json': { schema: schemas.input(control.body) } } } }),
      responses: { [control.status]: responseOf(schemas, control), default: errorOf(schemas) },
      description: ACCESS[control.access],
      security: control.access === 'anyone' ? [] : [{ bearer: [] }],
    };
  }
  return paths;
}

/** The OpenAPI document of what this sandbox serves: the operation table under `/v1`, and the controls under `/_sandbox/`. */
export function sandboxDescription(serverUrl: string) {
  const schemas = documentSchemas();
  const error = errorOf(schemas);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of Object.values(operations)) {
    const parameters = parametersOf(schemas, operation.params, operation.query);
    const hasBody = !(operation.body instanceof z.ZodUndefined);
    (paths[operation.path.replace(/^\/v1/, '')] ??= {})[operation.method.toLowerCase()] = {
      operationId: operation.id,
      summary: operation.summary,
      parameters,
      ...(hasBody ? { requestBody: { content: { 'application/json': { schema: schemas.input(operation.body) } } } } : {}),
      responses: { [operation.status]: responseOf(schemas, operation), default: error },
      security: [{ bearer: [] }],
    };
  }
  const controls = controlPaths(schemas, serverUrl);
  return {
    openapi: '3.0.3',
    info: {
      title: 'docsctl sandbox',
      version: '1',
      description:
        "The part of the GitBook v1 API this sandbox implements, and the controls (under /_sandbox/, the sandbox owner's token) that drive it as a test double.",
    },
    servers: [{ url: `${serverUrl}/v1` }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } }, schemas: schemas.components },
    paths: { ...paths, ...controls },
  };
}
