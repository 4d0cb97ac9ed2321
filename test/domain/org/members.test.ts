import { describe, expect, it } from 'vitest';
import { getMember, listMembers, removeMember, setSsoMember, updateMemberRole } from '../../../src/domain/org/members.js';
import { ping, updateOrganization } from '../../../src/domain/org/organizations.js';
import type { MemberListQuery } from '../../../src/schemas/member.js';
import { refusal, rules, type Rules } from '../../helpers/rules.js';

/** The ids of the members of acme a query lists, as the admin sees them. */
const listed = (sandbox: Rules, query: MemberListQuery) => listMembers(sandbox.as(), 'acme', query).items.map((m) => m.id);

describe('the members of an organization', () => {
  it('are listed last joined first, or first joined first in ascending order', () => {
    const sandbox = rules();
    expect(listed(sandbox, {})).toEqual(['extra', 'guest', 'read', 'comment', 'edit', 'review', 'create', 'admin']);
    expect(listed(sandbox, { order: 'asc' })).toEqual(['admin', 'create', 'review', 'edit', 'comment', 'read', 'guest', 'extra']);
  });

  it('are found by role, guests by "guest", and by a part of their name or e-mail address, case aside', () => {
    const sandbox = rules();
    updateMemberRole(sandbox.as(), 'acme', 'extra', null);
    expect(listed(sandbox, { role: 'review' })).toEqual(['review']);
    expect(listed(sandbox, { role: 'guest' })).toEqual(['extra']);
    expect(listed(sandbox, { search: 'COMMENT user' })).toEqual(['comment']);
    expect(listed(sandbox, { search: 'Extra@Acme' })).toEqual(['extra']);
    expect(listed(sandbox, { search: 'nobody' })).toEqual([]);
  });

  it('sorted by when they were last seen, are those seen at all, the latest first', async () => {
    const sandbox = rules();
    expect(listed(sandbox, { sort: 'lastSeenAt' })).toEqual([]);
    await ping(sandbox.as('edit'), 'acme');
    sandbox.sandbox.clock.advance(60);
    await ping(sandbox.as('read'), 'acme');
    expect(listed(sandbox, { sort: 'lastSeenAt' })).toEqual(['read', 'edit']);
    const seen = (user: string) => Date.parse(getMember(sandbox.as(), 'acme', user).lastSeenAt!);
    expect(seen('read') - seen('edit')).toBeGreaterThanOrEqual(60_000);
  });

  it('sorted by name, follow their display names, case aside, page after page', () => {
    const sandbox = rules();
    const { store } = sandbox.sandbox;
    store.put('users', { ...store.get('users', 'review')!, displayName: 'bea' });
    const first = listMembers(sandbox.as(), 'acme', { sort: 'name', order: 'asc', limit: 5 });
    const rest = listMembers(sandbox.as(), 'acme', { sort: 'name', order: 'asc', limit: 5, page: first.next!.page });
    expect([...first.items, ...rest.items].map((m) => m.id)).toEqual(['admin', 'review', 'comment', 'create', 'edit', 'extra', 'guest', 'read']);
  });

  it('are shown to themselves, guests too, and to others from the read role up', async () => {
    const sandbox = rules();
    updateMemberRole(sandbox.as(), 'acme', 'extra', null);
    expect(getMember(sandbox.as('extra'), 'acme', 'extra')).toMatchObject({ id: 'extra', role: null });
    expect(await refusal(() => getMember(sandbox.as('extra'), 'acme', 'read'))).toMatchObject({
      reason: 'forbidden',
      message: expect.stringMatching(/needs the read role/),
    });
    expect(await refusal(() => listMembers(sandbox.as('extra'), 'acme', {}))).toMatchObject({ reason: 'forbidden' });
    expect(await refusal(() => getMember(sandbox.as(), 'acme', 'outsider'))).toEqual({ reason: 'not-found', message: 'member "outsider" not found' });
  });
});

describe('changing who is in an organization', () => {
  it('lets any member leave, and takes an admin to remove someone else', async () => {
    const sandbox = rules();
    removeMember(sandbox.as('comment'), 'acme', 'comment');
    expect(await refusal(() => getMember(sandbox.as(), 'acme', 'comment'))).toMatchObject({ reason: 'not-found' });
    expect(await refusal(() => removeMember(sandbox.as('create'), 'acme', 'read'))).toMatchObject({
      reason: 'forbidden',
      message: expect.stringMatching(/needs the admin role/),
    });
    removeMember(sandbox.as(), 'acme', 'read');
    expect(listed(sandbox, {})).not.toContain('read');
    // Someone already gone is removed without a fuss.
    expect(() => removeMember(sandbox.as(), 'acme', 'read')).not.toThrow();
  });

  it('never lets the last admin go or step down, until another member is made admin', async () => {
    const sandbox = rules();
    const lastAdmin = { reason: 'conflict', message: 'user "admin" is the last admin of organization "acme"; make another member admin first' };
    expect(await refusal(() => removeMember(sandbox.as(), 'acme', 'admin'))).toEqual(lastAdmin);
    expect(await refusal(() => updateMemberRole(sandbox.as(), 'acme', 'admin', 'create'))).toEqual(lastAdmin);
    updateMemberRole(sandbox.as(), 'acme', 'create', 'admin');
    expect(updateMemberRole(sandbox.as(), 'acme', 'admin', 'create').role).toBe('create');
  });

  it('takes an admin to change a role', async () => {
    const sandbox = rules();
    expect(await refusal(() => updateMemberRole(sandbox.as('create'), 'acme', 'read', 'edit'))).toMatchObject({ reason: 'forbidden' });
    expect(updateMemberRole(sandbox.as(), 'acme', 'read', 'edit').role).toBe('edit');
  });

  it('makes a user an SSO member with the default role of the organization, and keeps the role of one already in it', async () => {
    const sandbox = rules();
    expect(setSsoMember(sandbox.as(), 'acme', 'outsider')).toMatchObject({ id: 'outsider', role: 'read', sso: true });
    updateOrganization(sandbox.as(), 'acme', { defaultRole: 'comment' });
    removeMember(sandbox.as(), 'acme', 'outsider');
    expect(setSsoMember(sandbox.as(), 'acme', 'outsider').role).toBe('comment');
    expect(setSsoMember(sandbox.as(), 'acme', 'edit')).toMatchObject({ role: 'edit', sso: true });
    expect(await refusal(() => setSsoMember(sandbox.as(), 'acme', 'nobody'))).toEqual({ reason: 'not-found', message: 'user "nobody" not found' });
  });
});
