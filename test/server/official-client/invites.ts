import { describe, expect, it } from 'vitest';
import { MemberRole } from '@gitbook/api';
import type { Harness } from './harness.js';

/** An organization's invite links: made, read, changed, joined with and deleted, as GitBook's client drives them. */
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
  });
}
