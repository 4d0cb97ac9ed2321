import { describe, expect, it } from 'vitest';
import { createCollection } from '../../../src/domain/content/collections.js';
import { createSpace, deleteSpace, duplicateSpace, restoreSpace, updateSpace } from '../../../src/domain/content/spaces.js';
import { listPages } from '../../../src/domain/reading/read.js';
import { applyTemplate } from '../../../src/domain/import/templates.js';
import { refusal, rules } from '../../helpers/rules.js';

describe('spaces', () => {
  it('refuses to change a deleted space, naming restoreSpace as the way out', () => {
    const ctx = rules().as();
    const space = createSpace(ctx, 'acme', { title: 'Gone' });
    deleteSpace(ctx, space.id);
    expect(() => updateSpace(ctx, space.id, { title: 'Changed' })).toThrow(
      expect.objectContaining({
        reason: 'conflict',
        message: `space "${space.id}" is deleted; restore it first`,
        remedy: { operation: 'restoreSpace', params: { spaceId: space.id } },
      }),
    );
  });
});

describe('a space', () => {
  it('is made from the create role up, untitled unless named, private and live', async () => {
    const sandbox = rules();
    expect(createSpace(sandbox.as('create'), 'acme')).toMatchObject({
      title: 'Untitled',
      emoji: '',
      visibility: 'private',
      editMode: 'live',
      defaultLevel: 'inherit',
    });
    expect(await refusal(() => createSpace(sandbox.as('review'), 'acme', { title: 'Mine' }))).toMatchObject({
      reason: 'forbidden',
      message: expect.stringMatching(/needs the create role/),
    });
  });

  it('locked, is changed by its admins only, and locking it takes one', async () => {
    const sandbox = rules();
    const space = createSpace(sandbox.as(), 'acme', { title: 'Policies' }).id;
    expect(updateSpace(sandbox.as('edit'), space, { title: 'Our policies', emoji: '1f4d8' })).toMatchObject({ title: 'Our policies', emoji: '1f4d8' });
    for (const patch of [{ editMode: 'locked' as const }, { defaultLevel: 'read' as const }, { mergeRules: { type: 'none' as const } }]) {
      expect(await refusal(() => updateSpace(sandbox.as('review'), space, patch))).toMatchObject({
        reason: 'forbidden',
        message: expect.stringMatching(/needs the create role/),
      });
    }
    updateSpace(sandbox.as('create'), space, { editMode: 'locked' });
    expect(await refusal(() => updateSpace(sandbox.as('review'), space, { title: 'Renamed' }))).toEqual({
      reason: 'conflict',
      message: `space "${space}" is locked; an admin of the space can set editMode to "live"`,
    });
    expect(updateSpace(sandbox.as('create'), space, { title: 'Renamed', emoji: null })).toMatchObject({ title: 'Renamed', emoji: '' });
  });

  it('duplicated, is a copy of its content in the same collection, titled as a copy', async () => {
    const sandbox = rules();
    const collection = createCollection(sandbox.as(), 'acme', { title: 'Guides' }).id;
    const title = 'A title of exactly fifty characters, give or take.';
    const space = createSpace(sandbox.as(), 'acme', { title, parent: collection }).id;
    applyTemplate(sandbox.as(), space, { id: 'product-docs' });
    const copy = duplicateSpace(sandbox.as('create'), space);
    expect(copy).toMatchObject({ title: `${title.slice(0, 43)} (copy)`, parent: collection });
    expect(copy.id).not.toBe(space);
    const titles = (id: string) => listPages(sandbox.as(), id).pages.map((p) => p.title);
    expect(titles(copy.id)).toEqual(titles(space));
    expect(titles(copy.id)).toHaveLength(5);
    expect(await refusal(() => duplicateSpace(sandbox.as('review'), space))).toMatchObject({ reason: 'forbidden' });
  });

  it('restored, goes back into its collection if it is still there', () => {
    const ctx = rules().as();
    const collection = createCollection(ctx, 'acme', { title: 'Guides' }).id;
    const space = createSpace(ctx, 'acme', { title: 'Inside', parent: collection }).id;
    deleteSpace(ctx, space);
    expect(restoreSpace(ctx, space).parent).toBe(collection);
  });
});
