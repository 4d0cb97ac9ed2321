import { describe, expect, it } from 'vitest';
import { createSpec, getSpec, getVersionContent, listVersions, replaceSpec } from '../../../src/domain/openapi/specs.js';
import { refusal } from '../../helpers/rules.js';
import { rules } from '../../helpers/rules.js';

describe('OpenAPI specs', () => {
  it('refuses a second spec under a slug, naming the operation that changes its source', async () => {
    const sandbox = rules();
    const ctx = sandbox.as();
    // Nothing listens on port 9: processing fails in the background, and closing the sandbox waits for it.
    const source = { url: 'http://127.0.0.1:9/petstore.yaml' };
    createSpec(ctx, 'acme', { slug: 'petstore', source });
    expect(() => createSpec(ctx, 'acme', { slug: 'petstore', source })).toThrow(expect.objectContaining({
      reason: 'invalid',
      message: 'organization "acme" already has an OpenAPI spec "petstore"; update its source',
      field: 'slug',
      remedy: { operation: 'createOrUpdateOpenAPISpecBySlug', params: { organizationId: 'acme', specSlug: 'petstore' } },
    }));
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
      expect(getVersionContent(ctx, 'acme', 'petstore', 'latest')).toEqual({
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
        reason: 'invalid', field: 'source.text', message: "the text holds 10485761 bytes; a spec's document holds at most 10485760 bytes (10 MiB), as a fetched one does",
      });
    });
  });
});
