import { describe, expect, it } from 'vitest';
import { createCollection, listCollectionSpaces, moveCollection } from '../../../src/domain/content/collections.js';
import { createSpace, listOrganizationSpaces, moveSpace } from '../../../src/domain/content/spaces.js';
import { refusal, rules } from '../../helpers/rules.js';

const titles = (page: { items: { title: string }[] }) => page.items.map((s) => s.title);

describe('moving spaces and collections', () => {
  it('refuses an invalid position, an unknown collection, a move into itself and a move that changes nothing', async () => {
    const ctx = rules().as();
    const outer = createCollection(ctx, 'acme', { title: 'Outer' });
    const inner = createCollection(ctx, 'acme', { title: 'Inner', parent: outer.id });
    const a = createSpace(ctx, 'acme', { title: 'A', parent: outer.id });
    const elsewhere = createSpace(ctx, 'acme', { title: 'Elsewhere' });

    expect(await refusal(() => moveSpace(ctx, a.id, { position: { after: { type: 'space', space: elsewhere.id } } }))).toMatchObject({
      reason: 'invalid',
      field: 'position',
      message: expect.stringMatching(/not in the target collection/),
    });
    expect(await refusal(() => moveSpace(ctx, a.id, { parent: 'nope' }))).toMatchObject({ reason: 'invalid', field: 'parent' });
    expect(await refusal(() => moveCollection(ctx, outer.id, { parent: inner.id }))).toMatchObject({
      reason: 'invalid',
      message: expect.stringMatching(/into itself/),
    });
    expect(await refusal(() => moveCollection(ctx, outer.id, { parent: outer.id }))).toMatchObject({ reason: 'invalid' });
    expect(await refusal(() => moveSpace(ctx, a.id, { parent: outer.id }))).toMatchObject({
      reason: 'conflict',
      message: expect.stringMatching(/change nothing/),
    });
    expect(await refusal(() => moveSpace(ctx, a.id, {}))).toMatchObject({ reason: 'conflict' });
    expect(await refusal(() => moveSpace(ctx, 'absent', { parent: null }))).toMatchObject({ reason: 'not-found' });

    expect(moveSpace(ctx, a.id, { parent: null, position: { before: { type: 'space', space: elsewhere.id } } }).parent).toBeUndefined();
    expect(titles(listOrganizationSpaces(ctx, 'acme', {}))).toEqual(['A', 'Elsewhere']);
  });

  it("orders a collection's spaces by position after moves among them", async () => {
    const ctx = rules().as();
    const c = createCollection(ctx, 'acme', { title: 'C' });
    const [x, y, z] = ['X', 'Y', 'Z'].map((title) => createSpace(ctx, 'acme', { title, parent: c.id }));
    moveSpace(ctx, z!.id, { position: { before: { type: 'space', space: x!.id } } });
    moveSpace(ctx, x!.id, { position: { after: { type: 'space', space: y!.id } } });
    expect(titles(listCollectionSpaces(ctx, c.id, {}))).toEqual(['Z', 'Y', 'X']);
    expect(await refusal(() => moveSpace(ctx, y!.id, { position: { after: { type: 'space', space: z!.id } } }))).toMatchObject({ reason: 'conflict' });
  });
});
