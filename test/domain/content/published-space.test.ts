import { describe, expect, it } from 'vitest';
import { createCollection } from '../../../src/domain/content/collections.js';
import { setSpaceVisibility, spaceForVisitor } from '../../../src/domain/content/published-space.js';
import { createSpace, deleteSpace } from '../../../src/domain/content/spaces.js';
import { refusal, rules } from '../../helpers/rules.js';

describe('a space published on its own', () => {
  it('is read by a visitor when public or unlisted, with its key when shared by link, and never when private or deleted', () => {
    const sandbox = rules();
    const ctx = sandbox.as();
    const space = createSpace(ctx, 'acme', { title: 'Docs' }).id;
    const { shareKey } = sandbox.sandbox.store.get('spaces', space)!;
    const reads = (key?: string) => spaceForVisitor(ctx, space, key)?.id === space;
    expect(reads()).toBe(false);
    for (const visibility of ['public', 'unlisted'] as const) {
      setSpaceVisibility(ctx, space, visibility);
      expect(reads()).toBe(true);
    }
    setSpaceVisibility(ctx, space, 'share-link');
    expect([reads(), reads('not-the-key'), reads(shareKey)]).toEqual([false, false, true]);
    setSpaceVisibility(ctx, space, 'public');
    deleteSpace(ctx, space);
    expect(reads()).toBe(false);
  });

  it('shows its published URL once it is not private, and its public one only when public', () => {
    const ctx = rules().as();
    const space = createSpace(ctx, 'acme', { title: 'Docs' }).id;
    const published = `http://sandbox.test/published/${space}`;
    expect(setSpaceVisibility(ctx, space, 'private').urls).not.toHaveProperty('published');
    expect(setSpaceVisibility(ctx, space, 'unlisted').urls).toMatchObject({ published });
    expect(setSpaceVisibility(ctx, space, 'unlisted').urls).not.toHaveProperty('public');
    expect(setSpaceVisibility(ctx, space, 'public').urls).toMatchObject({ published, public: published });
  });

  it('is published by an admin of the space, "in-collection" only for a space in a collection', async () => {
    const sandbox = rules();
    const ctx = sandbox.as();
    const top = createSpace(ctx, 'acme', { title: 'Top' }).id;
    expect(await refusal(() => setSpaceVisibility(sandbox.as('create'), top, 'public'))).toMatchObject({
      reason: 'forbidden',
      message: expect.stringMatching(/needs the admin role/),
    });
    expect(await refusal(() => setSpaceVisibility(ctx, top, 'in-collection'))).toEqual({
      reason: 'invalid',
      field: 'visibility',
      message: 'visibility "in-collection" is for a space in a collection; move the space into one first',
    });
    const inside = createSpace(ctx, 'acme', { title: 'Inside', parent: createCollection(ctx, 'acme', { title: 'C' }).id }).id;
    expect(setSpaceVisibility(ctx, inside, 'in-collection').visibility).toBe('in-collection');
  });
});
