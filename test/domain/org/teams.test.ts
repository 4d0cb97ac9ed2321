import { describe, expect, it } from 'vitest';
import { getMember } from '../../../src/domain/org/members.js';
import {
  createTeam,
  deleteTeam,
  getTeam,
  listMemberTeams,
  listTeamMembers,
  listTeams,
  removeTeamMember,
  renameTeam,
  updateTeamMembers,
  upsertTeamMember,
} from '../../../src/domain/org/teams.js';
import { refusal, rules } from '../../helpers/rules.js';

/** Who is on a team, with their role on it. */
const roster = (ctx: ReturnType<ReturnType<typeof rules>['as']>, team: string) =>
  listTeamMembers(ctx, 'acme', team, {}).items.map((m) => [m.organization.id, m.team.role]);

describe('a team', () => {
  it('is made by an admin, with members of the organization named by id or e-mail address', async () => {
    const sandbox = rules();
    const team = createTeam(sandbox.as(), 'acme', { title: 'Writers', members: ['edit', 'Comment@Acme.test'] });
    expect(team).toMatchObject({ title: 'Writers', members: 2, spaces: 0 });
    expect(roster(sandbox.as(), team.id)).toEqual([
      ['edit', 'member'],
      ['comment', 'member'],
    ]);
    expect(await refusal(() => createTeam(sandbox.as('create'), 'acme', { title: 'Mine' }))).toMatchObject({
      reason: 'forbidden',
      message: expect.stringMatching(/needs the admin role/),
    });
  });

  it('takes members in one change: added, then given roles, then removed; someone both added and removed is not on it', async () => {
    const ctx = rules().as();
    const team = createTeam(ctx, 'acme', { title: 'Writers', members: ['edit', 'comment'] });
    updateTeamMembers(ctx, 'acme', team.id, { add: ['review@acme.test', 'read'], remove: ['read', 'comment'], memberships: { edit: { role: 'owner' } } });
    expect(roster(ctx, team.id)).toEqual([
      ['edit', 'owner'],
      ['review', 'member'],
    ]);
    // Adding someone already on it leaves their role as it is.
    updateTeamMembers(ctx, 'acme', team.id, { add: ['edit'] });
    expect(roster(ctx, team.id)).toEqual([
      ['edit', 'owner'],
      ['review', 'member'],
    ]);
    expect(await refusal(() => updateTeamMembers(ctx, 'acme', team.id, { add: ['read', 'outsider@acme.test'] }))).toEqual({
      reason: 'invalid',
      field: 'add.1',
      message: '"outsider@acme.test" is not a member of organization "acme"; add them to the organization first',
    });
    // A refused change changes nothing.
    expect(roster(ctx, team.id)).toEqual([
      ['edit', 'owner'],
      ['review', 'member'],
    ]);
  });

  it('is managed by its owners as by admins, but deleted by admins only; others may only look', async () => {
    const sandbox = rules();
    const team = createTeam(sandbox.as(), 'acme', { title: 'Writers' });
    upsertTeamMember(sandbox.as(), 'acme', team.id, 'read', 'owner');
    const owner = sandbox.as('read');
    updateTeamMembers(owner, 'acme', team.id, { add: ['edit'] });
    expect(renameTeam(owner, 'acme', team.id, 'Authors')).toMatchObject({ title: 'Authors', members: 2, permissions: { admin: true, view: true } });
    removeTeamMember(owner, 'acme', team.id, 'edit');
    expect(await refusal(() => deleteTeam(owner, 'acme', team.id))).toMatchObject({ reason: 'forbidden' });

    const other = sandbox.as('create');
    expect(getTeam(other, 'acme', team.id).permissions).toEqual({ admin: false, view: true });
    expect(await refusal(() => renameTeam(other, 'acme', team.id, 'Taken'))).toEqual({
      reason: 'forbidden',
      message: `managing team "${team.id}" needs the admin role or ownership of the team`,
    });
  });

  it('is found by a part of its title, case aside, and by its owner; a member lists their teams in the order they joined, with their role on each', () => {
    const ctx = rules().as();
    const writers = createTeam(ctx, 'acme', { title: 'Writers', members: ['edit'] });
    createTeam(ctx, 'acme', { title: 'Reviewers', members: ['edit', 'review'] });
    upsertTeamMember(ctx, 'acme', writers.id, 'review', 'owner');
    const titles = (query: Parameters<typeof listTeams>[2]) => listTeams(ctx, 'acme', query).items.map((t) => t.title);
    expect(titles({})).toEqual(['Writers', 'Reviewers']);
    expect(titles({ title: 'RITE' })).toEqual(['Writers']);
    expect(titles({ owner: 'review' })).toEqual(['Writers']);
    expect(listMemberTeams(ctx, 'acme', 'review', {}).items.map((t) => [t.team.title, t.member.role])).toEqual([
      ['Reviewers', 'member'],
      ['Writers', 'owner'],
    ]);
    expect(listMemberTeams(ctx, 'acme', 'review', { title: 'view' }).items.map((t) => t.team.title)).toEqual(['Reviewers']);
    expect(getMember(ctx, 'acme', 'edit').teams).toBe(2);
  });

  it('deleted, takes its members off it; deleting it again, or one of another organization, changes nothing', async () => {
    const ctx = rules().as();
    const team = createTeam(ctx, 'acme', { title: 'Writers', members: ['edit'] });
    const elsewhere = createTeam(ctx, 'globex', { title: 'Theirs', members: ['outsider'] });
    deleteTeam(ctx, 'acme', team.id);
    deleteTeam(ctx, 'acme', team.id);
    deleteTeam(ctx, 'acme', elsewhere.id);
    expect(getMember(ctx, 'acme', 'edit').teams).toBe(0);
    expect(await refusal(() => getTeam(ctx, 'acme', team.id))).toEqual({ reason: 'not-found', message: `team "${team.id}" not found` });
    expect(getTeam(ctx, 'globex', elsewhere.id).members).toBe(1);
    expect(await refusal(() => getTeam(ctx, 'acme', elsewhere.id))).toMatchObject({ reason: 'not-found' });
  });
});
