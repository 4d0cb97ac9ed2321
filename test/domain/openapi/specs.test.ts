import { describe, expect, it } from 'vitest';
import { createSpec } from '../../../src/domain/openapi/specs.js';
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
});
