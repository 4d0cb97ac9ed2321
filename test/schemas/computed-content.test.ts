import { describe, expect, it } from 'vitest';
import { ComputedDocumentRequest, ComputedRevisionRequest } from '../../src/schemas/computed-content.js';
import { describeZodError } from '../../src/schemas/describe.js';

const spec = { spec: { ref: { kind: 'openapi', spec: 'petstore' } } };

/** What a 400 says of a body, as the server words it. */
const refused = (schema: typeof ComputedRevisionRequest | typeof ComputedDocumentRequest, source: unknown) => {
  const parsed = schema.safeParse({ source, seed: 's' });
  return parsed.success ? 'accepted' : describeZodError('body', parsed.error);
};

describe("a computed source's problems are those of the kind its type names", () => {
  it.each([
    ['an OpenAPI source without models', { type: 'builtin:openapi', props: {}, dependencies: spec }, 'body.source: props.models: required'],
    ['an OpenAPI source without its spec', { type: 'builtin:openapi', props: { models: true } }, 'body.source: dependencies: required'],
    [
      'a translation with props',
      { type: 'builtin:translation', props: { a: 1 }, dependencies: {} },
      'body.source: props: Unrecognized key: "a"; dependencies.translation: required',
    ],
    ['an unknown type', { type: 'pages', props: {} }, 'body.source: type: must be builtin:openapi, builtin:translation or integration:{integration}:{source}'],
    ['an integration', { type: 'integration:acme:pages', props: {} }, 'accepted'],
  ])('%s', (_, source, said) => {
    expect(refused(ComputedRevisionRequest, source)).toBe(said);
  });

  it("names an OpenAPI document's missing method", () => {
    expect(refused(ComputedDocumentRequest, { type: 'builtin:openapi', props: { doc: 'operation', page: '/pets' }, dependencies: spec })).toMatch(
      /^body\.source: props/,
    );
  });
});
