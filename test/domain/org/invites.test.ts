import { describe, expect, it } from 'vitest';
import { inviteUsers, joinByEmailDomain } from '../../../src/domain/org/invites.js';
import { getMember } from '../../../src/domain/org/members.js';
import { updateOrganization } from '../../../src/domain/org/organizations.js';
import { refusal, rules } from '../../helpers/rules.js';

describe('inviting by e-mail', () => {
  it("adds the address's user with its own role, else the request's, else the default; members keep theirs", () => {
    const sandbox = rules();
    updateOrganization(sandbox.as('outsider'), 'globex', { defaultRole: 'comment' });
    const answer = inviteUsers(sandbox.as('outsider'), 'globex', {
      emails: [{ email: 'Read@Acme.test', role: 'review' }, 'edit@acme.test', 'admin@acme.test'],
      role: 'edit',
    });
    expect(answer).toEqual({ users: ['read', 'edit'], invited: 2 });
    expect(getMember(sandbox.as('outsider'), 'globex', 'read').role).toBe('review');
    expect(getMember(sandbox.as('outsider'), 'globex', 'edit').role).toBe('edit');
    expect(getMember(sandbox.as('outsider'), 'globex', 'admin').role).toBe('admin');
    inviteUsers(sandbox.as('outsider'), 'globex', { emails: ['comment@acme.test'], sso: true });
    expect(getMember(sandbox.as('outsider'), 'globex', 'comment')).toMatchObject({ role: 'comment', sso: true });
  });

  it('is for admins, and refuses an address no user holds, naming it, before adding anyone', async () => {
    const sandbox = rules();
    expect((await refusal(() => inviteUsers(sandbox.as('create'), 'acme', { emails: ['outsider@acme.test'] }))).reason).toBe('forbidden');
    expect(await refusal(() => inviteUsers(sandbox.as('outsider'), 'globex', { emails: ['read@acme.test', 'nobody@acme.test'] }))).toMatchObject({
      reason: 'invalid',
      field: 'emails[1]',
      message: expect.stringContaining('nobody@acme.test'),
    });
    expect((await refusal(() => getMember(sandbox.as('outsider'), 'globex', 'read'))).reason).toBe('not-found');
  });
});

describe('joining by e-mail domain', () => {
  it('makes someone at an accepted domain a member with the default role, and refuses other domains', async () => {
    const sandbox = rules();
    joinByEmailDomain(sandbox.as('outsider'), 'acme');
    expect(getMember(sandbox.as(), 'acme', 'outsider').role).toBe('read');
    expect(await refusal(() => joinByEmailDomain(sandbox.as('read'), 'globex'))).toMatchObject({
      reason: 'invalid',
      message: expect.stringContaining('"acme.test"'),
    });
    expect((await refusal(() => joinByEmailDomain(sandbox.as('read'), 'nope'))).reason).toBe('not-found');
  });
});
