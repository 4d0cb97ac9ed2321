import { describe, expect, it } from 'vitest';
import { createCollection, listCollections, transferCollection } from '../../../src/domain/content/collections.js';
import { createSpace, getSpace, listOrganizationSpaces, transferSpace } from '../../../src/domain/content/spaces.js';
import { refusal, rules } from '../../helpers/rules.js';

describe('transfers', () => {
  it('refuse the same organization, an organization the caller is not in, and a nested collection', async () => {
    const ctx = rules().as();
    const outer = createCollection(ctx, 'acme', { title: 'Outer' });
    const inner = createCollection(ctx, 'acme', { title: 'Inner', parent: outer.id });
    const space = createSpace(ctx, 'acme', { title: 'S', parent: inner.id });
    expect(await refusal(() => transferSpace(ctx, space.id, 'acme'))).toMatchObject({ reason: 'conflict' });
    expect(await refusal(() => transferSpace(ctx, space.id, 'initech'))).toMatchObject({ reason: 'not-found' });
    expect(await refusal(() => transferCollection(ctx, inner.id, 'globex'))).toMatchObject({
      reason: 'precondition',
      message: expect.stringMatching(/top level/),
    });

    expect(transferCollection(ctx, outer.id, 'globex').organization).toBe('globex');
    expect(getSpace(ctx, space.id)).toMatchObject({ organization: 'globex', parent: inner.id });
    expect(listOrganizationSpaces(ctx, 'acme', {}).count).toBe(0);
    expect(listCollections(ctx, 'globex', {}).count).toBe(2);
  });
});
