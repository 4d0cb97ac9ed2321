import type { Resource } from '../verbs/verb.js';

const COLUMNS = { ID: 'id', NAME: 'user.displayName', EMAIL: 'user.email', ROLE: 'role', SSO: 'sso', 'LAST SEEN': 'lastSeenAt' };

export const members: Resource = {
  noun: 'member',
  verbs: [
    {
      name: 'list',
      op: 'listMembersInOrganizationById',
      columns: COLUMNS,
      examples: ['docsctl members list --org acme', 'docsctl members list --role admin', 'docsctl members list --search alice --sort lastSeenAt --order desc'],
    },
    {
      name: 'view',
      op: 'getMemberInOrganizationById',
      aliases: ['get'],
      columns: { ...COLUMNS, SPACES: 'spaces', TEAMS: 'teams' },
      examples: ['docsctl members view USER_ID'],
    },
    {
      name: 'profile',
      op: 'getUserById',
      description: "Show someone's public profile: anyone with an account, a member of your organizations or not (e-mail only for fellow members)",
      columns: { ID: 'id', NAME: 'displayName', EMAIL: 'email' },
      examples: ['docsctl members profile USER_ID'],
    },
    {
      name: 'edit',
      op: 'updateMemberInOrganizationById',
      aliases: ['update'],
      description: "Change a member's role",
      columns: COLUMNS,
      examples: ['docsctl members edit USER_ID --role edit'],
    },
    {
      name: 'remove',
      op: 'removeMemberFromOrganizationById',
      destructive: true,
      done: 'Removed {userId} from {organizationId}',
      examples: ['docsctl members remove USER_ID --yes'],
    },
    {
      name: 'sso',
      op: 'setUserAsSSOMemberForOrganization',
      description: 'Make a user an SSO member (adding them with the default role if they are not a member yet)',
      columns: COLUMNS,
      examples: ['docsctl members sso USER_ID --org acme'],
    },
    {
      name: 'spaces',
      op: 'listSpacesForOrganizationMember',
      description: 'List the spaces a member can reach, with their role in each',
      columns: { SPACE: 'space.id', TITLE: 'space.title', ROLE: 'permission', VISIBILITY: 'space.visibility' },
      examples: ['docsctl members spaces USER_ID', 'docsctl members spaces USER_ID --order desc --json'],
    },
    {
      name: 'teams',
      op: 'listTeamsForOrganizationMember',
      description: 'List the teams a member belongs to, with their role in each',
      columns: { TEAM: 'team.id', TITLE: 'team.title', ROLE: 'member.role', MEMBERS: 'team.members' },
      examples: ['docsctl members teams USER_ID', 'docsctl members teams USER_ID --title design'],
    },
  ],
};
