import { describe, expect, it } from 'vitest';
import { createCollection, deleteCollection, getCollection, updateCollection } from '../../../src/domain/content/collections.js';
import { createSpace, deleteSpace, getSpace, listMemberSpaces, updateSpace } from '../../../src/domain/content/spaces.js';
import { updateMemberRole } from '../../../src/domain/org/members.js';
import { getOrganization } from '../../../src/domain/org/organizations.js';
import type { MemberRole } from '../../../src/schemas/common.js';
import { refusal, rules } from '../../helpers/rules.js';

describe("a member's role on content", () => {
  it('is raised by a default level, set on the content or on a collection above it that the levels between inherit', async () => {
    const sandbox = rules();
    const outer = createCollection(sandbox.as(), 'acme', { title: 'Outer' });
    const inner = createCollection(sandbox.as(), 'acme', { title: 'Inner', parent: outer.id });
    const space = createSpace(sandbox.as(), 'acme', { title: 'Deep', parent: inner.id });
    const reader = sandbox.as('read');
    expect(getSpace(reader, space.id).permissions.edit).toBe(false);
    expect(await refusal(() => updateSpace(reader, space.id, { title: 'By the reader' }))).toMatchObject({ reason: 'forbidden' });
    updateCollection(sandbox.as(), outer.id, { defaultLevel: 'edit' });
    expect(getSpace(reader, space.id).permissions.edit).toBe(true);
    expect(updateSpace(reader, space.id, { title: 'By the reader' }).title).toBe('By the reader');
    expect(getCollection(reader, inner.id).permissions.create).toBe(false);
    // A level set lower down takes over: none at all grants nothing.
    updateSpace(sandbox.as(), space.id, { defaultLevel: null });
    expect(getSpace(reader, space.id).permissions.edit).toBe(false);
  });

  it('is never lowered by a default level, and a guest gets nothing from one', async () => {
    const sandbox = rules();
    const space = createSpace(sandbox.as(), 'acme', { title: 'Open' });
    updateSpace(sandbox.as(), space.id, { defaultLevel: 'read' });
    expect(getSpace(sandbox.as('edit'), space.id).permissions.edit).toBe(true);
    updateSpace(sandbox.as(), space.id, { defaultLevel: 'edit' });
    updateMemberRole(sandbox.as(), 'acme', 'guest', null);
    expect(await refusal(() => getSpace(sandbox.as('guest'), space.id))).toEqual({
      reason: 'forbidden',
      message: `this needs the read role (or higher) in space "${space.id}"; you have guest`,
    });
    expect(listMemberSpaces(sandbox.as(), 'acme', 'guest', {})).toEqual({ items: [], count: 0 });
    expect(listMemberSpaces(sandbox.as(), 'acme', 'read', {}).items.map((i) => i.permission)).toEqual(['edit']);
  });

  it('cannot be raised above their own by a level they set', async () => {
    const sandbox = rules();
    const collection = createCollection(sandbox.as(), 'acme', { title: 'Shared' });
    const creator = sandbox.as('create');
    expect(updateCollection(creator, collection.id, { defaultLevel: 'create' }).defaultLevel).toBe('create');
    expect(await refusal(() => updateCollection(creator, collection.id, { defaultLevel: 'admin' }))).toEqual({
      reason: 'forbidden',
      message: `defaultLevel "admin" on collection "${collection.id}" would grant more than your own role in the organization (create); an admin of the organization can set it`,
    });
  });

  it('however high a default level raises it, never deletes: that takes an admin of the organization', async () => {
    const sandbox = rules();
    const collection = createCollection(sandbox.as(), 'acme', { title: 'Open' });
    const space = createSpace(sandbox.as(), 'acme', { title: 'Inside', parent: collection.id });
    updateCollection(sandbox.as(), collection.id, { defaultLevel: 'admin' });
    const reader = sandbox.as('read');
    expect(getSpace(reader, space.id).permissions.admin).toBe(true);
    const needsAdmin = { reason: 'forbidden', message: 'this needs the admin role (or higher) in organization "acme"; you have read' };
    expect(await refusal(() => deleteSpace(reader, space.id))).toEqual(needsAdmin);
    expect(await refusal(() => deleteCollection(reader, collection.id))).toEqual(needsAdmin);
  });
});

describe('someone outside an organization', () => {
  it('finds none of it: the organization, its spaces and collections are not found, and deleting them changes nothing', async () => {
    const sandbox = rules();
    const collection = createCollection(sandbox.as(), 'acme', { title: 'C' });
    const space = createSpace(sandbox.as(), 'acme', { title: 'S', parent: collection.id });
    const outsider = sandbox.as('outsider');
    expect(await refusal(() => getOrganization(outsider, 'acme'))).toEqual({ reason: 'not-found', message: 'organization "acme" not found' });
    expect(await refusal(() => getSpace(outsider, space.id))).toEqual({ reason: 'not-found', message: `space "${space.id}" not found` });
    expect(await refusal(() => getCollection(outsider, collection.id))).toEqual({ reason: 'not-found', message: `collection "${collection.id}" not found` });
    deleteSpace(outsider, space.id);
    deleteCollection(outsider, collection.id);
    expect(getSpace(sandbox.as(), space.id).deletedAt).toBeUndefined();
    expect(getCollection(sandbox.as(), collection.id).id).toBe(collection.id);
  });
});

describe('what a member is told they may do', () => {
  it('in the organization, follows their role; a guest still opens it', () => {
    const sandbox = rules();
    updateMemberRole(sandbox.as(), 'acme', 'guest', null);
    const permissions = (who: string) => getOrganization(sandbox.as(who), 'acme').permissions;
    expect(permissions('guest')).toMatchObject({ view: true, access: true, listMembers: false, createContent: false, admin: false });
    expect(permissions('read')).toMatchObject({ listMembers: true, listTeams: true, createContent: false, admin: false, viewBilling: false });
    expect(permissions('create')).toMatchObject({ createContent: true, createOpenAPISpec: true, admin: false });
    expect(permissions('admin')).toMatchObject({ createContent: true, admin: true, viewBilling: true, installIntegration: true });
  });

  it('on a space, follows their role; on a locked space, only its admins edit', () => {
    const sandbox = rules();
    const space = createSpace(sandbox.as(), 'acme', { title: 'S' });
    const flags = (who: MemberRole) => getSpace(sandbox.as(who), space.id).permissions;
    expect(flags('read')).toMatchObject({ view: true, comment: false, edit: false, review: false, merge: false, admin: false });
    expect(flags('comment')).toMatchObject({ comment: true, edit: false });
    expect(flags('edit')).toMatchObject({ edit: true, review: false, merge: false, admin: false });
    expect(flags('review')).toMatchObject({ edit: true, review: true, merge: true, admin: false });
    expect(flags('create')).toMatchObject({ admin: true, viewInviteLinks: false });
    expect(flags('admin')).toMatchObject({ admin: true, viewInviteLinks: true, installIntegration: true });
    updateSpace(sandbox.as(), space.id, { editMode: 'locked' });
    expect([flags('review').edit, flags('create').edit]).toEqual([false, true]);
  });
});
