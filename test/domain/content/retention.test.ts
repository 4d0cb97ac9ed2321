import { describe, expect, it } from 'vitest';
import { createCollection, deleteCollection, getCollection } from '../../../src/domain/content/collections.js';
import { createSpace, deleteSpace, getSpace, listOrganizationSpaces, restoreSpace, updateSpace } from '../../../src/domain/content/spaces.js';
import { getMember } from '../../../src/domain/org/members.js';
import { refusal, rules } from '../../helpers/rules.js';

describe('deleting and restoring spaces', () => {
  it('keeps a deleted space restorable for 7 days, out of every list, and refuses other changes meanwhile', async () => {
    const sandbox = rules();
    const ctx = sandbox.as();
    const space = createSpace(ctx, 'acme', { title: 'Gone soon' });
    deleteSpace(ctx, space.id);
    expect(listOrganizationSpaces(ctx, 'acme', {}).count).toBe(0);
    expect(getMember(ctx, 'acme', 'read').spaces).toBe(0);
    expect(await refusal(() => updateSpace(ctx, space.id, { title: 'x' }))).toEqual({
      reason: 'conflict',
      message: `space "${space.id}" is deleted; restore it first`,
    });
    sandbox.travel(6.9);
    expect(restoreSpace(ctx, space.id).deletedAt).toBeUndefined();
    expect(await refusal(() => restoreSpace(ctx, space.id))).toMatchObject({ reason: 'conflict' });
    expect(getMember(ctx, 'acme', 'read').spaces).toBe(1);
  });

  it('removes a space for good once 7 days have passed', async () => {
    const sandbox = rules();
    const ctx = sandbox.as();
    const space = createSpace(ctx, 'acme', { title: 'Gone' });
    deleteSpace(ctx, space.id);
    sandbox.travel(7);
    expect(await refusal(() => restoreSpace(ctx, space.id))).toMatchObject({ reason: 'not-found' });
    expect(await refusal(() => getSpace(ctx, space.id))).toMatchObject({ reason: 'not-found' });
    expect(sandbox.sandbox.store.get('spaces', space.id)).toBeUndefined();
    expect(() => deleteSpace(ctx, space.id)).not.toThrow();
  });

  it("deletes a collection's spaces with it, and restores them at the top level", async () => {
    const ctx = rules().as();
    const c = createCollection(ctx, 'acme', { title: 'C' });
    const space = createSpace(ctx, 'acme', { title: 'Inside', parent: c.id });
    deleteCollection(ctx, c.id);
    expect(await refusal(() => getCollection(ctx, c.id))).toMatchObject({ reason: 'not-found' });
    expect(restoreSpace(ctx, space.id).parent).toBeUndefined();
  });

  it('stamps times from the sandbox clock', () => {
    const sandbox = rules();
    const now = sandbox.sandbox.clock.now().getTime();
    sandbox.travel(30);
    const space = createSpace(sandbox.as(), 'acme', { title: 'Later' });
    expect(Date.parse(space.createdAt) - now).toBeGreaterThanOrEqual(30 * 86400_000);
  });
});
