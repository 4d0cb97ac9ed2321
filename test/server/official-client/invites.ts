import { describe, expect, it } from 'vitest';
import { MemberRole } from '@gitbook/api';
import { oneRelease, type Harness } from './harness.js';

/** Inviting people by e-mail, invite links (made, read, changed, joined with, deleted) and joining by e-mail domain, as GitBook's client drives them. */
export function inviteScenarios(h: Harness) {
  describe('invite links', () => {
    const { client, conform } = h;

    it('an admin makes a link, a user of another organization joins with it, and a deleted link lets no one in', async () => {
      const admin = client('outsider');
      const made = await conform('createOrganizationInvite', admin.orgs.createOrganizationInvite('globex', { role: MemberRole.Read }));
      expect(made).toMatchObject({ object: 'invite', role: 'read', redundant: true });
      const id = (made as { id: string }).id;
      const listed = await conform('listOrganizationInviteLinks', admin.orgs.listOrganizationInviteLinks('globex'));
      expect(listed.items.map((l) => l.id)).toContain(id);
      const changed = await conform('updateOrganizationInviteById', admin.orgs.updateOrganizationInviteById('globex', id, { role: MemberRole.Comment }));
      expect(changed).toMatchObject({ id, role: 'comment' });
      expect(await conform('getOrganizationInviteLink', admin.orgs.getOrganizationInviteLink('globex', id))).toMatchObject({ role: 'comment' });

      const joiner = client('edit');
      await conform('joinOrganizationWithInvite', joiner.orgs.joinOrganizationWithInvite('globex', id));
      expect((await joiner.orgs.getMemberInOrganizationById('globex', 'edit')).data.role).toBe('comment');
      await joiner.orgs.removeMemberFromOrganizationById('globex', 'edit');

      await conform('deleteOrganizationInviteById', admin.orgs.deleteOrganizationInviteById('globex', id));
      await expect(joiner.orgs.joinOrganizationWithInvite('globex', id)).rejects.toMatchObject({ code: 404 });
      await expect(admin.orgs.getOrganizationInviteLink('globex', id)).rejects.toMatchObject({ code: 404 });
    });

    it('an admin invites users by e-mail, who become members at once; an unknown address is a 400', async () => {
      const admin = client('outsider');
      const answer = await conform(
        'inviteUsersToOrganization',
        admin.orgs.inviteUsersToOrganization('globex', {
          emails: ['read@acme.test', { email: 'comment@acme.test', role: MemberRole.Edit }],
          role: MemberRole.Read,
        }),
      );
      expect(answer).toEqual({ users: ['read', 'comment'], invited: 2 });
      expect((await admin.orgs.getMemberInOrganizationById('globex', 'comment')).data.role).toBe('edit');
      await expect(admin.orgs.inviteUsersToOrganization('globex', { emails: ['nobody@acme.test'] })).rejects.toMatchObject({ code: 400 });
      for (const user of ['read', 'comment']) await admin.orgs.removeMemberFromOrganizationById('globex', user);
    });

    it("someone at an organization's e-mail domain joins it; anyone else is a 400", async () => {
      await conform('joinOrganization', oneRelease(client('outsider')).joinOrganization('acme'));
      expect((await client('admin').orgs.getMemberInOrganizationById('acme', 'outsider')).data.role).toBe('read');
      await client('outsider').orgs.removeMemberFromOrganizationById('acme', 'outsider');
      await expect(oneRelease(client('read')).joinOrganization('globex')).rejects.toMatchObject({ code: 400 });
    });
  });
}
