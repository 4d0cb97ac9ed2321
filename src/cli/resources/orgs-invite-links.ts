import { forPeople, type Group } from '../verbs/verb.js';

const COLUMNS = { ID: 'id', ROLE: 'role', REDUNDANT: 'redundant' };

/** `docsctl orgs invite-links`: links that let whoever opens them join the organization with their role. */
export const orgInviteLinks: Group = {
  name: 'invite-links',
  description: "An organization's invite links: list, create, view, edit, delete, join",
  noun: 'invite link',
  verbs: [
    { name: 'list', op: 'listOrganizationInviteLinks', columns: COLUMNS, examples: ['docsctl orgs invite-links list --org acme'] },
    { name: 'create', op: 'createOrganizationInvite', columns: COLUMNS, examples: ['docsctl orgs invite-links create --role edit'] },
    { name: 'view', op: 'getOrganizationInviteLink', aliases: ['get'], columns: COLUMNS, examples: ['docsctl orgs invite-links view INVITE_ID'] },
    {
      name: 'edit',
      op: 'updateOrganizationInviteById',
      aliases: ['update'],
      columns: COLUMNS,
      examples: ['docsctl orgs invite-links edit INVITE_ID --role read'],
    },
    {
      name: 'delete',
      op: 'deleteOrganizationInviteById',
      description: 'Delete an invite link so it no longer lets people join',
      destructive: true,
      confirm: 'Delete invite link {inviteId}?',
      done: 'Deleted invite link {inviteId}',
      examples: ['docsctl orgs invite-links delete INVITE_ID --org acme --yes'],
    },
    {
      name: 'join',
      op: 'joinOrganizationWithInvite',
      description: 'Join the organization with an invite link, taking the role the link gives',
      // GitBook answers an empty object: people get the done line instead.
      after: forPeople(() => undefined),
      done: 'Joined {organizationId}',
      examples: ['docsctl orgs invite-links join INVITE_ID --org acme'],
    },
  ],
};
