import { describe, expect, it } from 'vitest';
import {
  createCollection,
  deleteCollection,
  getCollection,
  listCollections,
  listCollectionSpaces,
  updateCollection,
} from '../../../src/domain/content/collections.js';
import { createSpace, getSpace, restoreSpace } from '../../../src/domain/content/spaces.js';
import { refusal, rules } from '../../helpers/rules.js';

describe('collections', () => {
  it('are listed all, nested ones too, or only those at the top level', () => {
    const ctx = rules().as();
    const guides = createCollection(ctx, 'acme', { title: 'Guides' });
    const nested = createCollection(ctx, 'acme', { title: 'Nested', parent: guides.id });
    const untitled = createCollection(ctx, 'acme');
    expect(untitled.title).toBe('Untitled');
    expect(listCollections(ctx, 'acme', {}).items.map((c) => c.id)).toEqual([guides.id, nested.id, untitled.id]);
    expect(listCollections(ctx, 'acme', { nested: false }).items.map((c) => c.id)).toEqual([guides.id, untitled.id]);
    expect(getCollection(ctx, nested.id).parent).toBe(guides.id);
  });

  it('are made and changed from the create role up, inside a collection of the same organization only', async () => {
    const sandbox = rules();
    expect(await refusal(() => createCollection(sandbox.as('review'), 'acme', { title: 'Mine' }))).toMatchObject({
      reason: 'forbidden',
      message: expect.stringMatching(/needs the create role/),
    });
    const theirs = createCollection(sandbox.as(), 'globex', { title: 'Theirs' });
    expect(await refusal(() => createCollection(sandbox.as('create'), 'acme', { title: 'Inside', parent: theirs.id }))).toEqual({
      reason: 'invalid',
      field: 'parent',
      message: `no collection "${theirs.id}" in organization "acme"`,
    });
    const mine = createCollection(sandbox.as('create'), 'acme', { title: 'Mine' });
    expect(updateCollection(sandbox.as('create'), mine.id, { title: 'Ours', description: 'How-tos' })).toMatchObject({ title: 'Ours', description: 'How-tos' });
    expect(await refusal(() => updateCollection(sandbox.as('review'), mine.id, { title: 'Theirs' }))).toMatchObject({ reason: 'forbidden' });
  });

  it('deleted, take the collections inside them and their spaces; the spaces stay restorable, at the top level', async () => {
    const ctx = rules().as();
    const outer = createCollection(ctx, 'acme', { title: 'Outer' });
    const inner = createCollection(ctx, 'acme', { title: 'Inner', parent: outer.id });
    const kept = createCollection(ctx, 'acme', { title: 'Kept' });
    const deep = createSpace(ctx, 'acme', { title: 'Deep', parent: inner.id });
    deleteCollection(ctx, outer.id);
    for (const gone of [outer.id, inner.id]) expect(await refusal(() => getCollection(ctx, gone))).toMatchObject({ reason: 'not-found' });
    expect(listCollections(ctx, 'acme', {}).items.map((c) => c.id)).toEqual([kept.id]);
    expect(getSpace(ctx, deep.id).deletedAt).toBeDefined();
    expect(restoreSpace(ctx, deep.id).parent).toBeUndefined();
    // Deleting what is gone changes nothing.
    expect(() => deleteCollection(ctx, outer.id)).not.toThrow();
  });

  it('list their own spaces, not those of the collections inside them', () => {
    const ctx = rules().as();
    const outer = createCollection(ctx, 'acme', { title: 'Outer' });
    const inner = createCollection(ctx, 'acme', { title: 'Inner', parent: outer.id });
    createSpace(ctx, 'acme', { title: 'Here', parent: outer.id });
    createSpace(ctx, 'acme', { title: 'Deeper', parent: inner.id });
    expect(listCollectionSpaces(ctx, outer.id, {}).items.map((s) => s.title)).toEqual(['Here']);
  });
});
