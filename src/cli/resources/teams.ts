import type { Resource } from '../verbs/verb.js';

const COLUMNS = { ID: 'id', TITLE: 'title', MEMBERS: 'members', SPACES: 'spaces', CREATED: 'createdAt' };

export const teams: Resource = {
  noun: 'team',
  verbs: [
    {
      name: 'list',
      op: 'listTeamsInOrganizationById',
      columns: COLUMNS,
      examples: ['docsctl teams list --org acme', 'docsctl teams list --title design --owner USER_ID'],
    },
    {
      name: 'create',
      op: 'createOrganizationTeam',
      columns: COLUMNS,
      examples: ['docsctl teams create --title Design', 'docsctl teams create --title Writers --members USER_ID --members OTHER_USER_ID'],
    },
    { name: 'view', op: 'getTeamInOrganizationById', aliases: ['get'], columns: COLUMNS, examples: ['docsctl teams view TEAM_ID'] },
    {
      name: 'edit',
      op: 'updateTeamInOrganizationById',
      aliases: ['update'],
      description: 'Rename a team',
      columns: COLUMNS,
      examples: ['docsctl teams edit TEAM_ID --title "Product design"'],
    },
    {
      name: 'delete',
      op: 'removeTeamFromOrganizationById',
      get: 'getTeamInOrganizationById',
      destructive: true,
      done: 'Deleted team {teamId}',
      examples: ['docsctl teams delete TEAM_ID --yes'],
    },
    {
      name: 'members',
      op: 'listTeamMembersInOrganizationById',
      description: "List a team's members and their role in it",
      columns: { ID: 'organization.id', NAME: 'organization.user.displayName', EMAIL: 'organization.user.email', ROLE: 'team.role' },
      examples: ['docsctl teams members TEAM_ID', 'docsctl teams members TEAM_ID --json --jq ".[].organization.user.email"'],
    },
    {
      name: 'add',
      op: 'addMemberToOrganizationTeamById',
      description: 'Add a member to a team, or change their role in it',
      done: 'Added {userId} to team {teamId}',
      examples: ['docsctl teams add TEAM_ID USER_ID', 'docsctl teams add TEAM_ID USER_ID --role owner'],
    },
    {
      name: 'remove',
      op: 'deleteMemberFromOrganizationTeamById',
      description: 'Remove a member from a team',
      destructive: true,
      confirm: 'Remove {userId} from team {teamId}?',
      done: 'Removed {userId} from team {teamId}',
      examples: ['docsctl teams remove TEAM_ID USER_ID --yes'],
    },
    {
      name: 'edit-members',
      op: 'updateMembersInOrganizationTeam',
      description: 'Add and remove several team members at once (by user ID or e-mail), and set their roles',
      done: 'Updated the members of team {teamId}',
      examples: [
        'docsctl teams edit-members TEAM_ID --add alice@acme.com --add USER_ID --remove bob@acme.com',
        'docsctl teams edit-members TEAM_ID --memberships \'{"USER_ID": {"role": "owner"}}\'',
      ],
    },
  ],
};
