import { describe, expect, it } from 'vitest';
import { createSpace, deleteSpace, updateSpace } from '../../../src/domain/content/spaces.js';
import { rules } from '../../helpers/rules.js';

describe('spaces', () => {
  it('refuses to change a deleted space, naming restoreSpace as the way out', () => {
    const ctx = rules().as();
    const space = createSpace(ctx, 'acme', { title: 'Gone' });
    deleteSpace(ctx, space.id);
    expect(() => updateSpace(ctx, space.id, { title: 'Changed' })).toThrow(expect.objectContaining({
      reason: 'conflict',
      message: `space "${space.id}" is deleted; restore it first`,
      remedy: { operation: 'restoreSpace', params: { spaceId: space.id } },
    }));
  });
});
