import { describe, expect, it } from 'vitest';
import {
  createInviteLink,
  deleteInviteLink,
  getInviteLink,
  joinWithInviteLink,
  listInviteLinks,
  updateInviteLink,
} from '../../../src/domain/org/invite-links.js';
import { getMember } from '../../../src/domain/org/members.js';
import { updateOrganization } from '../../../src/domain/org/organizations.js';
import { refusal, rules } from '../../helpers/rules.js';

describe('invite links', () => {
  it('are made, listed, changed and deleted by admins, and a deleted one is gone', () => {
    const sandbox = rules();
    const link = createInviteLink(sandbox.as(), 'acme', 'edit');
    expect(link).toEqual({ object: 'invite', id: link.id, role: 'edit', redundant: true });
    expect(listInviteLinks(sandbox.as(), 'acme', {}).items.map((l) => l.id)).toEqual([link.id]);
    expect(updateInviteLink(sandbox.as(), 'acme', link.id, 'read').role).toBe('read');
    expect(getInviteLink(sandbox.as(), 'acme', link.id).role).toBe('read');
    expect(deleteInviteLink(sandbox.as(), 'acme', link.id)).toBe(true);
    expect(deleteInviteLink(sandbox.as(), 'acme', link.id)).toBe(false);
    expect(listInviteLinks(sandbox.as(), 'acme', {}).items).toEqual([]);
  });

  it('are refused to anyone below admin, and to another organization', async () => {
    const sandbox = rules();
    expect((await refusal(() => createInviteLink(sandbox.as('create'), 'acme', 'read'))).reason).toBe('forbidden');
    const link = createInviteLink(sandbox.as(), 'acme', 'read');
    expect(await refusal(() => getInviteLink(sandbox.as(), 'globex', link.id))).toMatchObject({ reason: 'not-found' });
  });

  it('make whoever joins with one a member with its role', () => {
    const sandbox = rules();
    const link = createInviteLink(sandbox.as(), 'acme', 'comment');
    expect(getInviteLink(sandbox.as('outsider'), 'globex', createInviteLink(sandbox.as('outsider'), 'globex', 'read').id).redundant).toBe(true);
    joinWithInviteLink(sandbox.as('outsider'), 'acme', link.id);
    expect(getMember(sandbox.as(), 'acme', 'outsider')).toMatchObject({ role: 'comment', sso: false });
  });

  it('raise a member to their role but never lower one', () => {
    const sandbox = rules();
    joinWithInviteLink(sandbox.as('read'), 'acme', createInviteLink(sandbox.as(), 'acme', 'edit').id);
    expect(getMember(sandbox.as(), 'acme', 'read').role).toBe('edit');
    joinWithInviteLink(sandbox.as('create'), 'acme', createInviteLink(sandbox.as(), 'acme', 'read').id);
    expect(getMember(sandbox.as(), 'acme', 'create').role).toBe('create');
  });

  it('let no one in once deleted, from another organization, or while the organization turns links off', async () => {
    const sandbox = rules();
    const link = createInviteLink(sandbox.as(), 'acme', 'read');
    expect(await refusal(() => joinWithInviteLink(sandbox.as('outsider'), 'globex', link.id))).toMatchObject({ reason: 'not-found' });
    updateOrganization(sandbox.as(), 'acme', { inviteLinks: false });
    expect(await refusal(() => joinWithInviteLink(sandbox.as('outsider'), 'acme', link.id))).toMatchObject({
      reason: 'forbidden',
      message: expect.stringContaining('turned invite links off'),
    });
    updateOrganization(sandbox.as(), 'acme', { inviteLinks: true });
    deleteInviteLink(sandbox.as(), 'acme', link.id);
    expect(await refusal(() => joinWithInviteLink(sandbox.as('outsider'), 'acme', link.id))).toMatchObject({ reason: 'not-found' });
    expect(await refusal(() => getMember(sandbox.as(), 'acme', 'outsider'))).toMatchObject({ reason: 'not-found' });
  });
});
