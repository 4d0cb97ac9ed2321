import { describe, expect, it } from 'vitest';
import { collections } from '../../src/cli/resources/collections.js';
import { members } from '../../src/cli/resources/members.js';
import { orgs } from '../../src/cli/resources/orgs.js';
import { saml } from '../../src/cli/resources/saml.js';
import { teams } from '../../src/cli/resources/teams.js';
import { operationsOf } from '../../src/cli/verbs/verb.js';
import { sandboxPerTest, tsvRows, type Cli } from '../helpers/cli.js';

/**
 * Organizations, members, teams, SAML providers and collections, as a person or a script drives them.
 * These verbs change the organization itself, so each test has a sandbox of its own.
 */
const current = sandboxPerTest();
const cli: Cli = (argv, options) => current.cli(argv, options);

const json = (stdout: string) => JSON.parse(stdout);

describe('the org resource files', () => {
  it('reach each of their operations through exactly one verb, each with an example', () => {
    const ops = [orgs, members, teams, saml, collections].flatMap((r) => r.verbs.flatMap(operationsOf));
    expect([...ops].sort()).toEqual(
      [
        'listOrganizationsForAuthenticatedUser',
        'getOrganizationById',
        'updateOrganizationById',
        'inviteUsersToOrganization',
        'joinOrganization',
        'getOrganizationsForEmailDomain',
        'updateOrganizationMemberLastSeenAt',
        'searchOrganizationContent',
        'getOrganizationAIUsage',
        'askInOrganization',
        'streamAskInOrganization',
        'getRecommendedQuestionsInOrganization',
        'streamRecommendedQuestionsInOrganization',
        'getOrganizationAgentInstructions',
        'updateOrganizationAgentInstructions',
        'listMembersInOrganizationById',
        'getMemberInOrganizationById',
        'updateMemberInOrganizationById',
        'removeMemberFromOrganizationById',
        'setUserAsSSOMemberForOrganization',
        'listSpacesForOrganizationMember',
        'listTeamsForOrganizationMember',
        'getUserById',
        'listTeamsInOrganizationById',
        'createOrganizationTeam',
        'getTeamInOrganizationById',
        'updateTeamInOrganizationById',
        'removeTeamFromOrganizationById',
        'listTeamMembersInOrganizationById',
        'updateMembersInOrganizationTeam',
        'addMemberToOrganizationTeamById',
        'deleteMemberFromOrganizationTeamById',
        'listSAMLProvidersInOrganizationById',
        'createOrganizationSAMLProvider',
        'getOrganizationSAMLProviderById',
        'updateOrganizationSAMLProvider',
        'deleteOrganizationSAMLProvider',
        'listSSOProviderLoginsInOrganization',
        'listCollectionsInOrganizationById',
        'createCollection',
        'getCollectionById',
        'updateCollectionById',
        'deleteCollectionById',
        'listSpacesInCollectionById',
        'moveCollection',
        'transferCollection',
      ].sort(),
    );
    for (const verb of [orgs, members, teams, saml, collections].flatMap((r) => r.verbs)) expect(verb.examples[0]).toMatch(/^docsctl /);
  });
});

describe('orgs', () => {
  it('views the organization from --org and changes it with flags, including --no-x and repeated lists', async () => {
    const view = await cli(['--org', 'acme', 'orgs', 'view']);
    expect(view.code).toBe(0);
    expect(tsvRows(view.stdout)).toContainEqual(['title', 'Acme Docs']);
    const edited = await cli([
      'orgs',
      'edit',
      '--title',
      'Acme Handbook',
      '--email-domains',
      'acme.test',
      '--email-domains',
      'acme.dev',
      '--no-invite-links',
      '--json',
    ]);
    expect(edited.code).toBe(0);
    expect(json(edited.stdout)).toMatchObject({ id: 'acme', title: 'Acme Handbook', emailDomains: ['acme.test', 'acme.dev'], inviteLinks: false });
    expect((await current.sb.client('admin').orgs.getOrganizationById('acme')).data.title).toBe('Acme Handbook');
    const listed = await cli(['orgs', 'list']);
    expect(tsvRows(listed.stdout).map((r) => r.slice(0, 2))).toContainEqual(['acme', 'Acme Handbook']);
  });

  it('shows the AI usage as one row per bucket, none used', async () => {
    const year = new Date().getUTCFullYear() - 1;
    const usage = await cli([
      '--org',
      'acme',
      'orgs',
      'ai-usage',
      '--from',
      `${year}-01-01T00:00:00Z`,
      '--to',
      `${year}-03-01T00:00:00Z`,
      '--interval',
      'month',
    ]);
    expect(usage.code).toBe(0);
    expect(tsvRows(usage.stdout)).toEqual([
      [`${year}-01-01`, '0', '0'],
      [`${year}-02-01`, '0', '0'],
    ]);
  });

  it('finds the organizations of an e-mail domain as a list', async () => {
    const found = await cli(['orgs', 'find-by-domain', 'acme.test']);
    expect(found.code).toBe(0);
    expect(tsvRows(found.stdout).map((r) => r[0])).toEqual(['acme']);
    const asJson = await cli(['orgs', 'find-by-domain', 'acme.test', '--json']);
    expect(json(asJson.stdout)).toEqual([expect.objectContaining({ object: 'organization', id: 'acme' })]);
    const table = await cli(['orgs', 'find-by-domain', 'acme.test'], { tty: true, env: { NO_COLOR: '1' } });
    expect(table.stdout).toMatch(/TITLE[\s\S]*Acme Docs/);
    const none = await cli(['orgs', 'find-by-domain', 'nobody.example']);
    expect(none.stdout).toBe('');
  });

  it('pings: a person is told, a script gets the visitor claims, and the member is seen', async () => {
    const person = await cli(['orgs', 'ping'], { tty: true, env: { NO_COLOR: '1' } });
    expect(person.code).toBe(0);
    expect(person.stdout).toBe('✓ Marked you as active in acme\n');
    const script = await cli(['orgs', 'ping', '--jq', '.docsVisitorClaims'], { env: { DOCSCTL_TOKEN: 'token-edit-0123456789abcdef' } });
    expect(script.stdout.trim()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const edit = (await current.sb.client('admin').orgs.getMemberInOrganizationById('acme', 'edit')).data;
    expect(edit.lastSeenAt).toBeDefined();
  });

  it('searches every space of the organization', async () => {
    const space = (await current.sb.client('create').orgs.createSpace('acme', { title: 'Team wiki' })).data;
    await current.sb.client('edit').spaces.applyTemplateToSpace(space.id, { id: 'knowledge-base' });
    const found = await cli(['orgs', 'search', '--query', 'onboarding']);
    expect(found.code).toBe(0);
    expect(tsvRows(found.stdout)).toEqual([[space.id, 'Team wiki', '1', 'Onboarding', expect.stringMatching(/^http/)]]);
    const missing = await cli(['orgs', 'search', '--query', 'zebra']);
    expect(missing.stdout).toBe('');
  });

  it('asks the content a question, plainly and streamed, and lists questions worth asking', async () => {
    const space = (await current.sb.client('create').orgs.createSpace('acme', { title: 'Team wiki' })).data;
    await current.sb.client('edit').spaces.applyTemplateToSpace(space.id, { id: 'knowledge-base' });
    const person = await cli(['orgs', 'ask', 'onboarding'], { tty: true, env: { NO_COLOR: '1' } });
    expect(person.stderr).toBe('');
    expect(person.code).toBe(0);
    expect(person.stdout).toMatch(/^This answer was assembled by docsctl's sandbox/);
    expect(person.stdout).toContain(`in space ${space.id}`);
    const streamed = await cli(['orgs', 'ask', 'onboarding', '--stream'], { tty: true, env: { NO_COLOR: '1' } });
    expect(streamed.stdout).toBe(person.stdout);
    const script = await cli(['orgs', 'ask', 'onboarding', '--stream', '--jq', '.[0].answer.sources[0].space']);
    expect(script.stdout.trim()).toBe(space.id);
    const questions = await cli(['orgs', 'questions'], { tty: true, env: { NO_COLOR: '1' } });
    expect(questions.stdout).toMatch(/^What should I know about /);
    expect((await cli(['orgs', 'questions', '--stream'], { tty: true, env: { NO_COLOR: '1' } })).stdout).toBe(questions.stdout);
  });

  it('invites people by e-mail with a role, and joins an organization of your e-mail domain', async () => {
    const invited = await cli(['orgs', 'invite', 'outsider@acme.test', '--role', 'edit', '--json']);
    expect(json(invited.stdout)).toEqual({ users: ['outsider'], invited: 1 });
    expect(tsvRows((await cli(['members', 'view', 'outsider'])).stdout)).toContainEqual(['role', 'edit']);
    expect((await cli(['orgs', 'invite', 'nobody@acme.test'])).stderr).toContain('nobody@acme.test');
    const joined = await cli(['orgs', 'join', '--org', 'acme'], { tty: true, env: { NO_COLOR: '1' } });
    expect(joined.stdout).toBe('✓ Joined acme\n');
  });

  it('makes, views, edits and deletes invite links (delete only with --yes), and joins with one', async () => {
    const made = json((await cli(['orgs', 'invite-links', 'create', '--role', 'edit', '--json'])).stdout);
    expect(made).toMatchObject({ object: 'invite', role: 'edit' });
    expect(tsvRows((await cli(['orgs', 'invite-links', 'list'])).stdout)).toEqual([[made.id, 'edit', 'true']]);
    expect(json((await cli(['orgs', 'invite-links', 'edit', made.id, '--role', 'read', '--json'])).stdout).role).toBe('read');
    expect(tsvRows((await cli(['orgs', 'invite-links', 'view', made.id])).stdout)).toContainEqual(['role', 'read']);
    const joined = await cli(['orgs', 'invite-links', 'join', made.id, '--org', 'acme'], { tty: true, env: { NO_COLOR: '1' } });
    expect(joined.stdout).toBe('✓ Joined acme\n');
    expect((await cli(['orgs', 'invite-links', 'delete', made.id])).code).toBe(2);
    const done = await cli(['orgs', 'invite-links', 'delete', made.id, '--yes'], { tty: true, env: { NO_COLOR: '1' } });
    expect(done.stdout).toBe(`✓ Deleted invite link ${made.id}\n`);
    expect(tsvRows((await cli(['orgs', 'invite-links', 'list'])).stdout)).toEqual([]);
  });
});

describe('members', () => {
  it('lists with filters, changes a role, makes an SSO member, removes with --yes', async () => {
    const admins = await cli(['members', 'list', '--role', 'admin']);
    expect(tsvRows(admins.stdout).map((r) => r[0])).toEqual(['admin']);
    const edited = await cli(['members', 'edit', 'extra', '--role', 'edit', '--json']);
    expect(json(edited.stdout)).toMatchObject({ id: 'extra', role: 'edit' });
    expect(tsvRows((await cli(['members', 'view', 'extra'])).stdout)).toContainEqual(['role', 'edit']);
    expect((await cli(['members', 'edit', 'extra', '--role', 'boss'])).code).toBe(2);

    const sso = await cli(['members', 'sso', 'guest', '--json']);
    expect(json(sso.stdout)).toMatchObject({ id: 'guest', sso: true });

    const refused = await cli(['members', 'remove', 'extra']);
    expect(refused.code).toBe(2);
    expect((await cli(['members', 'remove', 'extra', '--yes'])).code).toBe(0);
    expect(tsvRows((await cli(['members', 'list'])).stdout).map((r) => r[0])).not.toContain('extra');
  });

  it("shows someone's public profile by their id, member or not", async () => {
    expect(tsvRows((await cli(['members', 'profile', 'edit'])).stdout)).toContainEqual(['email', 'edit@acme.test']);
    expect(json((await cli(['members', 'profile', 'outsider', '--json'])).stdout)).toMatchObject({ id: 'outsider', displayName: expect.any(String) });
    expect(await cli(['members', 'profile', 'nobody'])).toMatchObject({ code: 1, stderr: expect.stringContaining('user "nobody" not found') });
  });

  it("lists a member's teams and spaces", async () => {
    const team = (await current.sb.client('admin').orgs.createOrganizationTeam('acme', { title: 'Readers', members: ['read'] })).data;
    const teamsOf = await cli(['members', 'teams', 'read']);
    expect(tsvRows(teamsOf.stdout)).toContainEqual([team.id, 'Readers', 'member', '1']);
    const space = (await current.sb.client('admin').orgs.createSpace('acme', { title: 'Members only' })).data;
    const spacesOf = await cli(['members', 'spaces', 'admin', '--json']);
    expect(json(spacesOf.stdout).map((e: { space: { id: string } }) => e.space.id)).toContain(space.id);
  });
});

describe('teams', () => {
  it('creates a team with members, adds, bulk-edits and removes members, renames and deletes it', async () => {
    const created = await cli(['teams', 'create', '--title', 'Design', '--members', 'edit', '--json']);
    expect(created.code).toBe(0);
    const team = json(created.stdout);
    expect(team).toMatchObject({ object: 'team', title: 'Design', members: 1 });
    const memberIds = async () => tsvRows((await cli(['teams', 'members', team.id])).stdout).map((r) => [r[0], r[3]]);
    expect(await memberIds()).toEqual([['edit', 'member']]);

    const added = await cli(['teams', 'add', team.id, 'review', '--role', 'owner'], { tty: true, env: { NO_COLOR: '1' } });
    expect(added.stdout).toBe(`✓ Added review to team ${team.id}\n`);
    expect(await memberIds()).toContainEqual(['review', 'owner']);

    expect(
      (await cli(['teams', 'edit-members', team.id, '--add', 'comment@acme.test', '--remove', 'edit', '--memberships', '{"review":{"role":"member"}}'])).code,
    ).toBe(0);
    expect((await memberIds()).sort()).toEqual([
      ['comment', 'member'],
      ['review', 'member'],
    ]);

    expect((await cli(['teams', 'remove', team.id, 'comment'])).code).toBe(2);
    expect((await cli(['teams', 'remove', team.id, 'comment', '--yes'])).code).toBe(0);
    expect(await memberIds()).toEqual([['review', 'member']]);

    const renamed = await cli(['teams', 'update', team.id, '--title', 'Product design']);
    expect(tsvRows(renamed.stdout)).toContainEqual(['title', 'Product design']);
    expect(tsvRows((await cli(['teams', 'list', '--title', 'product'])).stdout).map((r) => r[0])).toEqual([team.id]);

    expect((await cli(['teams', 'delete', team.id, '--yes'])).code).toBe(0);
    expect((await cli(['teams', 'get', team.id])).code).toBe(1);
  });
});

describe('saml', () => {
  it('creates a provider, shows what the identity provider needs, lists its login, edits and deletes it', async () => {
    const created = await cli([
      'saml',
      'create',
      '--label',
      'Okta',
      '--entity-id',
      'http://www.okta.com/exk1',
      '--sso-url',
      'https://acme.okta.com/sso/saml',
      '--certificate',
      'MIIC-test',
      '--default-role',
      'read',
      '--json',
    ]);
    expect(created.code).toBe(0);
    const provider = json(created.stdout);
    expect(provider).toMatchObject({ object: 'saml-provider', label: 'Okta', entityID: 'http://www.okta.com/exk1', defaultRole: 'read' });

    const view = tsvRows((await cli(['saml', 'view', provider.id])).stdout);
    expect(view).toContainEqual(['service.acsURL', provider.service.acsURL]);

    const logins = await cli(['saml', 'logins']);
    expect(tsvRows(logins.stdout)).toEqual([[provider.id, 'Okta', provider.service.startURL]]);
    const loginTable = await cli(['saml', 'logins'], { tty: true, env: { NO_COLOR: '1' } });
    expect(loginTable.stdout).toMatch(/START URL[\s\S]*Okta/);

    expect(tsvRows((await cli(['saml', 'edit', provider.id, '--label', 'Okta EU'])).stdout)).toContainEqual(['label', 'Okta EU']);
    expect(tsvRows((await cli(['saml', 'list'])).stdout).map((r) => r[1])).toEqual(['Okta EU']);

    expect((await cli(['saml', 'delete', provider.id, '--yes'])).code).toBe(0);
    expect((await cli(['saml', 'list'])).stdout).toBe('');
    expect((await cli(['saml', 'logins', '--json'])).stdout.trim()).toBe('[]');
  });
});

describe('collections', () => {
  it('creates nested collections, lists their spaces, moves and reorders them', async () => {
    const make = async (...flags: string[]) => json((await cli(['collections', 'create', ...flags, '--json'])).stdout) as { id: string; title: string };
    const guides = await make('--title', 'Guides');
    const apis = await make('--title', 'APIs');
    const inner = await make('--title', 'Inner', '--parent', guides.id);
    const space = (await current.sb.client('admin').orgs.createSpace('acme', { title: 'Quickstart', parent: inner.id })).data;

    const top = async () => tsvRows((await cli(['collections', 'list', '--no-nested'])).stdout).map((r) => r[1]);
    expect(await top()).toEqual(['Guides', 'APIs']);
    expect(tsvRows((await cli(['collections', 'list'])).stdout)).toContainEqual([inner.id, 'Inner', '', guides.id, 'inherit']);
    expect(tsvRows((await cli(['collections', 'spaces', inner.id])).stdout).map((r) => r.slice(0, 2))).toEqual([[space.id, 'Quickstart']]);

    const moved = await cli(['collections', 'move', inner.id, '--no-parent', '--before-collection', guides.id, '--json']);
    expect(moved.code).toBe(0);
    expect(json(moved.stdout).parent).toBeUndefined();
    expect(await top()).toEqual(['Inner', 'Guides', 'APIs']);
    await cli(['collections', 'move', apis.id, '--after-collection', inner.id]);
    expect(await top()).toEqual(['Inner', 'APIs', 'Guides']);

    const edited = await cli(['collections', 'edit', apis.id, '--description', 'Reference docs', '--default-level', 'read']);
    expect(tsvRows(edited.stdout)).toEqual(
      expect.arrayContaining([
        ['description', 'Reference docs'],
        ['defaultLevel', 'read'],
      ]),
    );
    expect(tsvRows((await cli(['collections', 'view', apis.id])).stdout)).toContainEqual(['urls.app', expect.stringMatching(/^http/)]);
  });

  it('transfers to another organization and deletes, both only with --yes', async () => {
    const collection = (await current.sb.client('admin').orgs.createCollection('acme', { title: 'Shared' })).data;
    expect((await cli(['collections', 'transfer', collection.id, '--organization', 'globex'])).code).toBe(2);
    const moved = await cli(['collections', 'transfer', collection.id, '--organization', 'globex', '--yes', '--json']);
    expect(moved.code).toBe(0);
    expect(json(moved.stdout)).toMatchObject({ id: collection.id, organization: 'globex' });
    expect(tsvRows((await cli(['--org', 'globex', 'collections', 'list'])).stdout).map((r) => r[0])).toContain(collection.id);

    const done = await cli(['collections', 'delete', collection.id, '--yes'], { tty: true, env: { NO_COLOR: '1' } });
    expect(done.stdout).toBe('✓ Deleted collection "Shared" and its content\n');
    expect((await cli(['collections', 'view', collection.id])).code).toBe(1);
  });
});
