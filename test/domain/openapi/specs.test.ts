import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Context } from '../../../src/domain/kernel/context.js';
import {
  createSpec,
  deleteSpec,
  getSpec,
  getVersionContent,
  latestSpecOperations,
  listVersions,
  publishedSpecDocument,
  replaceSpec,
  updateSpecVisibility,
} from '../../../src/domain/openapi/specs.js';
import type { SandboxOptions } from '../../../src/sandbox/open.js';
import { serveFixtures } from '../../helpers/fixtures-server.js';
import { refusal, rules } from '../../helpers/rules.js';

/** A version's content as the API answers it: the JSON the sandbox stored, parsed here. */
const content = async (ctx: Context, version: string, slug = 'petstore') =>
  JSON.parse((await getVersionContent(ctx, 'acme', slug, version)).json.toString('utf8'));

describe('OpenAPI specs', () => {
  it('refuses a second spec under a slug, naming the operation that changes its source', async () => {
    const sandbox = rules();
    const ctx = sandbox.as();
    // Nothing listens on port 9: processing fails in the background, and closing the sandbox waits for it.
    const source = { url: 'http://127.0.0.1:9/petstore.yaml' };
    createSpec(ctx, 'acme', { slug: 'petstore', source });
    expect(() => createSpec(ctx, 'acme', { slug: 'petstore', source })).toThrow(
      expect.objectContaining({
        reason: 'invalid',
        message: 'organization "acme" already has an OpenAPI spec "petstore"; update its source',
        field: 'slug',
        remedy: { operation: 'createOrUpdateOpenAPISpecBySlug', params: { organizationId: 'acme', specSlug: 'petstore' } },
      }),
    );
    await sandbox.sandbox.close();
  });

  describe('sent as text', () => {
    const petstore = (version: string) => `openapi: 3.0.3\ninfo:\n  title: Petstore\n  version: "${version}"\npaths: {}\n`;

    it('is processed as a fetched document: a version when the text changes, nothing when it does not', async () => {
      const sandbox = rules();
      const ctx = sandbox.as('create');
      const settled = () => sandbox.sandbox.close();
      expect(createSpec(ctx, 'acme', { slug: 'petstore', source: { text: petstore('1') } })).not.toHaveProperty('sourceURL');
      await settled();
      const first = getSpec(ctx, 'acme', 'petstore');
      expect(first).toMatchObject({ processingState: 'complete', lastVersion: expect.any(String) });

      expect(replaceSpec(ctx, 'acme', 'petstore', { source: { text: petstore('1') } })).toEqual({ spec: first, created: false });
      await settled();
      expect(getSpec(ctx, 'acme', 'petstore')).toEqual(first);

      expect(replaceSpec(ctx, 'acme', 'petstore', { source: { text: petstore('2') } }).spec.processingState).toBe('pending');
      await settled();
      const versions = listVersions(ctx, 'acme', 'petstore', {}).items;
      expect(versions).toHaveLength(2);
      // A document sent as text has no URL but its content's address in the API.
      expect(versions[0]!.url).toBe(`${versions[0]!.urls.location}/content`);
      expect(await content(ctx, 'latest')).toEqual({
        filesystem: { 'openapi.yaml': { openapi: '3.0.3', info: { title: 'Petstore', version: '2' }, paths: {} } },
        url: versions[0]!.url,
        urls: { source: versions[0]!.url, public: null },
      });
    });

    it('records a parse error as a fetched document does, and is refused past 10 MiB', async () => {
      const sandbox = rules();
      const ctx = sandbox.as('create');
      createSpec(ctx, 'acme', { slug: 'broken', source: { text: '{"openapi": "3.0.0", "paths": 3}' } });
      await sandbox.sandbox.close();
      expect(getSpec(ctx, 'acme', 'broken')).toMatchObject({ processingState: 'complete', lastProcessErrorCode: 'PARSE_ERROR' });
      expect(await refusal(() => replaceSpec(ctx, 'acme', 'broken', { source: { text: 'x'.repeat(10 * 2 ** 20 + 1) } }))).toEqual({
        reason: 'invalid',
        field: 'source.text',
        message: "the text holds 10485761 bytes; a spec's document holds at most 10485760 bytes (10 MiB), as a fetched one does",
      });
    });
  });
});

/** A spec's text, in YAML, with `components` as given. */
const specWith = (components: string) => `openapi: 3.0.3\ninfo:\n  title: Hostile\n  version: "1"\npaths: {}\ncomponents:\n${components}`;

/** Creates a spec from text and waits for its processing, in a sandbox opened with `options`. */
async function processed(text: string, options: SandboxOptions = {}) {
  const sandbox = rules(undefined, options);
  const ctx = sandbox.as('create');
  createSpec(ctx, 'acme', { slug: 'hostile', source: { text } });
  await sandbox.sandbox.close();
  return { sandbox, ctx, spec: getSpec(ctx, 'acme', 'hostile') };
}

describe('issue 22.2: a spec is parsed once, off the event loop, within a budget, and its stored document served', () => {
  it('serves the document its processing stored: a read never parses the source again', async () => {
    const { sandbox, ctx, spec } = await processed(specWith('  schemas:\n    Pet: { type: object }\n'));
    const version = sandbox.sandbox.store.get('openapiVersions', spec.lastVersion!)!;
    expect(version.document).toEqual(expect.any(String));
    // Were a read to parse the source, it would read this text instead.
    const other = sandbox.sandbox.store.putBlob(Buffer.from(specWith('  schemas:\n    Other: { type: string }\n')));
    sandbox.sandbox.store.put('openapiVersions', { ...version, blob: other });
    updateSpecVisibility(ctx, 'acme', 'hostile', 'public');
    const served = JSON.parse((await publishedSpecDocument(sandbox.sandbox, 'acme', 'hostile'))!.toString('utf8'));
    expect(served.components.schemas).toEqual({ Pet: { type: 'object' } });
    expect((await content(ctx, 'latest', 'hostile')).filesystem['openapi.yaml'].components.schemas).toEqual({ Pet: { type: 'object' } });
  });

  it('records a document it cannot read within the budget as a parse error, saying so', async () => {
    const schemas = Array.from({ length: 20_000 }, (_, i) => `    S${i}: { type: string }`).join('\n');
    const { spec } = await processed(specWith(`  schemas:\n${schemas}\n`), { specBudgets: { readMs: 1 } });
    expect(spec).toMatchObject({
      processingState: 'complete',
      lastProcessErrorCode: 'PARSE_ERROR',
      lastProcessedErrors: [{ code: 'PARSE_ERROR', message: 'the document could not be parsed and validated within 0.001 s; send a smaller one, or split it' }],
    });
    expect(spec).not.toHaveProperty('lastVersion');
  });

  it('reads a version an older sandbox processed (no stored document): parsed once, at its first read', async () => {
    const { sandbox, ctx, spec } = await processed(specWith('  schemas:\n    Pet: { type: object }\n'));
    const { document: _document, operations: _operations, ...older } = sandbox.sandbox.store.get('openapiVersions', spec.lastVersion!)!;
    sandbox.sandbox.store.put('openapiVersions', older);
    expect((await content(ctx, 'latest', 'hostile')).filesystem['openapi.yaml'].components.schemas).toEqual({ Pet: { type: 'object' } });
    expect(sandbox.sandbox.store.get('openapiVersions', spec.lastVersion!)!.document).toEqual(expect.any(String));
  });
});

describe('issue 22.3: a spec whose aliases expand past the limit', () => {
  const anchor = `    Big: &big\n      description: "${'x'.repeat(300 * 1024)}"\n`;
  const fanOut = specWith(`  schemas:\n${anchor}${Array.from({ length: 99 }, (_, i) => `    Copy${i}: *big\n`).join('')}`);

  it('is refused at processing, naming its aliases: no version to serve', async () => {
    const { spec } = await processed(fanOut);
    expect(spec).toMatchObject({ processingState: 'complete', lastProcessErrorCode: 'PARSE_ERROR' });
    expect(spec.lastProcessedErrors![0]!.message).toMatch(
      /^its aliases \(\*name\) expand it to about \d+ bytes; a spec's document holds at most 20971520 bytes \(20 MiB\) as JSON/,
    );
    expect(spec).not.toHaveProperty('lastVersion');
  });

  it('made by an older sandbox, is refused when read (400, never a 5xx), and read once', async () => {
    const { sandbox, ctx, spec } = await processed(specWith('  schemas:\n    Pet: { type: object }\n'));
    const { document: _document, operations: _operations, ...older } = sandbox.sandbox.store.get('openapiVersions', spec.lastVersion!)!;
    sandbox.sandbox.store.put('openapiVersions', { ...older, blob: sandbox.sandbox.store.putBlob(Buffer.from(fanOut)) });
    const refused = await refusal(() => getVersionContent(ctx, 'acme', 'hostile', 'latest'));
    expect(refused).toMatchObject({ reason: 'invalid', message: expect.stringMatching(/cannot be served: its aliases \(\*name\) expand it/) });
    expect(sandbox.sandbox.store.get('openapiVersions', spec.lastVersion!)!.documentError).toMatch(/^its aliases/);
  });
});

describe('issue 22.17: references in a spec', () => {
  it("a chain of them too long is a parse error that names the reference, never the server's folders", async () => {
    const chain = Array.from({ length: 600 }, (_, i) => `    S${i}: { $ref: "#/components/schemas/S${i + 1}" }`).join('\n');
    const { spec } = await processed(specWith(`  schemas:\n${chain}\n    S600: { type: string }\n`));
    expect(spec).toMatchObject({ processingState: 'complete', lastProcessErrorCode: 'PARSE_ERROR' });
    const [error] = spec.lastProcessedErrors!;
    expect(error).toEqual({ code: 'PARSE_ERROR', message: expect.stringContaining('#/components/schemas/S') });
    expect(error!.message).not.toContain(process.cwd());
  });

  it('are followed within the document only: one to another file or a URL is never fetched', async () => {
    const { spec } = await processed(
      specWith('  schemas:\n    Remote: { $ref: "http://127.0.0.1:9/remote.yaml#/Pet" }\n    Local: { $ref: "../../etc/pet.yaml#/Pet" }\n'),
    );
    expect(spec).toMatchObject({ processingState: 'complete', lastVersion: expect.any(String) });
    expect(spec).not.toHaveProperty('lastProcessErrorCode');
  });
});

describe('issue 22 review 10: what a sandbox keeps of its specs is its own', () => {
  it('two sandboxes in one process read the same spec each within its own budget', async () => {
    const schemas = Array.from({ length: 5_000 }, (_, i) => `    S${i}: { type: string }`).join('\n');
    const text = specWith(`  schemas:\n${schemas}\n`);
    const [tight, roomy] = await Promise.all([processed(text, { specBudgets: { readMs: 1 } }), processed(text)]);
    expect(tight.spec).toMatchObject({ lastProcessErrorCode: 'PARSE_ERROR', lastProcessedErrors: [{ message: expect.stringContaining('within 0.001 s') }] });
    expect(roomy.spec).toMatchObject({ processingState: 'complete', lastVersion: expect.any(String) });
    expect(roomy.spec).not.toHaveProperty('lastProcessErrorCode');
  });
});

describe('issue 22 review 5a: a spec whose worker fails', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a parse error whose message names no folder of the server', async () => {
    // What a worker that cannot load its module answers.
    const missing = `Cannot find module '${process.cwd()}/dist/spec-worker.js' imported from ${pathToFileURL(process.cwd()).href}/dist/index.js`;
    vi.spyOn(Piscina.prototype, 'run').mockRejectedValueOnce(new Error(`${missing}\n    at ${process.cwd()}/dist/index.js:1:1`));
    const { spec } = await processed(specWith('  schemas:\n    Pet: { type: object }\n'));
    expect(spec.lastProcessedErrors).toEqual([
      { code: 'PARSE_ERROR', message: "the document could not be read: Cannot find module 'dist/spec-worker.js' imported from dist/index.js" },
    ]);
  });
});

describe('issue 22 review 2: what processing read is kept only for the spec as it is when the worker answers', () => {
  const pets = specWith('  schemas:\n    Pet: { type: object }\n');
  /** The blob `pets`' document would be stored as: its JSON, as the worker writes it. */
  const petsDocument = createHash('sha256')
    .update(JSON.stringify({ openapi: '3.0.3', info: { title: 'Hostile', version: '1' }, paths: {}, components: { schemas: { Pet: { type: 'object' } } } }))
    .digest('hex');

  it('a spec deleted while its document is read gets no version, nor a stored document', async () => {
    const sandbox = rules();
    const ctx = sandbox.as('create');
    createSpec(ctx, 'acme', { slug: 'gone', source: { text: pets } });
    // Processing has started and waits on its worker.
    deleteSpec(ctx, 'acme', 'gone');
    await sandbox.sandbox.close();
    expect([...sandbox.sandbox.store.all('openapiVersions')]).toEqual([]);
    expect(sandbox.sandbox.store.getBlob(petsDocument)).toBeUndefined();
  });

  it('a spec given another source while the first is read gets a version of the second only', async () => {
    const sandbox = rules();
    const ctx = sandbox.as('create');
    createSpec(ctx, 'acme', { slug: 'pets', source: { text: specWith('  schemas:\n    Old: { type: string }\n') } });
    replaceSpec(ctx, 'acme', 'pets', { source: { text: pets } });
    await sandbox.sandbox.close();
    expect(listVersions(ctx, 'acme', 'pets', {}).items).toHaveLength(1);
    expect((await content(ctx, 'latest', 'pets')).filesystem['openapi.yaml'].components.schemas).toEqual({ Pet: { type: 'object' } });
  });

  it('two processings of the same URL at once make one version', async () => {
    const server = await serveFixtures({ '/pets.yaml': { type: 'application/yaml', body: pets } });
    try {
      const sandbox = rules();
      const ctx = sandbox.as('create');
      const source = { url: server.url('/pets.yaml') };
      createSpec(ctx, 'acme', { slug: 'pets', source });
      // A URL is fetched again whatever it was: a second processing starts while the first runs.
      replaceSpec(ctx, 'acme', 'pets', { source });
      await sandbox.sandbox.close();
      expect(listVersions(ctx, 'acme', 'pets', {}).items).toHaveLength(1);
      expect(getSpec(ctx, 'acme', 'pets')).toMatchObject({ processingState: 'complete', lastVersion: listVersions(ctx, 'acme', 'pets', {}).items[0]!.id });
    } finally {
      await server.close();
    }
  });
});

describe("issue 22 review 4: the operations a spec's page lists", () => {
  const withPets = specWith('  responses:\n    Ok: { description: OK }\n').replace(
    'paths: {}',
    'paths:\n  /pets:\n    get:\n      summary: List pets\n      responses: { "200": { $ref: "#/components/responses/Ok" } }',
  );

  it('are listed when the document is read, and stored beside it', async () => {
    const { sandbox, ctx, spec } = await processed(withPets);
    expect(sandbox.sandbox.store.get('openapiVersions', spec.lastVersion!)!.operations).toEqual(expect.any(String));
    expect(await latestSpecOperations(ctx, 'acme', 'hostile')).toEqual({ items: [{ method: 'GET', path: '/pets', summary: 'List pets' }], count: 1 });
  });

  it('of a version an older sandbox processed are stored with its document, at its first read', async () => {
    const { sandbox, ctx, spec } = await processed(withPets);
    const { document: _document, operations: _operations, ...older } = sandbox.sandbox.store.get('openapiVersions', spec.lastVersion!)!;
    sandbox.sandbox.store.put('openapiVersions', older);
    expect(await latestSpecOperations(ctx, 'acme', 'hostile')).toEqual({ items: [{ method: 'GET', path: '/pets', summary: 'List pets' }], count: 1 });
    expect(sandbox.sandbox.store.get('openapiVersions', spec.lastVersion!)).toMatchObject({ document: expect.any(String), operations: expect.any(String) });
  });
});

describe('issue 22 review 13: a version an older sandbox processed, read by many at once', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has its source parsed once, however many reads wait on it', async () => {
    const { sandbox, ctx, spec } = await processed(specWith('  schemas:\n    Pet: { type: object }\n'));
    const { document: _document, operations: _operations, ...older } = sandbox.sandbox.store.get('openapiVersions', spec.lastVersion!)!;
    sandbox.sandbox.store.put('openapiVersions', older);
    updateSpecVisibility(ctx, 'acme', 'hostile', 'public');
    const run = vi.spyOn(Piscina.prototype, 'run');
    const [first, second, published] = await Promise.all([
      content(ctx, 'latest', 'hostile'),
      content(ctx, spec.lastVersion!, 'hostile'),
      publishedSpecDocument(sandbox.sandbox, 'acme', 'hostile'),
    ]);
    expect(run).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
    expect(JSON.parse(published!.toString('utf8'))).toEqual(first.filesystem['openapi.yaml']);
  });
});
