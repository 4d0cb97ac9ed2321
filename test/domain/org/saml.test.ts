import { describe, expect, it } from 'vitest';
import { updateMemberRole } from '../../../src/domain/org/members.js';
import { updateOrganization } from '../../../src/domain/org/organizations.js';
import { createSaml, deleteSaml, getSaml, listSaml, listSsoLogins, updateSaml } from '../../../src/domain/org/saml.js';
import { createTeam } from '../../../src/domain/org/teams.js';
import { refusal, rules } from '../../helpers/rules.js';

const OKTA = { label: 'Okta', entityID: 'https://idp.acme.test/entity', certificate: 'MIIC...', ssoURL: 'https://idp.acme.test/sso' };

describe('a SAML provider', () => {
  it('signs people in with the default role of the organization unless given one, through the service the sandbox issues', () => {
    const sandbox = rules();
    const okta = createSaml(sandbox.as(), 'acme', OKTA);
    expect(okta).toMatchObject({ label: 'Okta', defaultRole: 'read', status: 'active' });
    const base = `http://sandbox.test/_sandbox/saml/acme/${okta.id}`;
    expect(okta.service).toEqual({ acsURL: `${base}/acs`, startURL: `${base}/start`, entityID: `${base}/metadata` });
    updateOrganization(sandbox.as(), 'acme', { defaultRole: 'comment' });
    expect(createSaml(sandbox.as(), 'acme', OKTA).defaultRole).toBe('comment');
    expect(createSaml(sandbox.as(), 'acme', { ...OKTA, defaultRole: 'edit' }).defaultRole).toBe('edit');
    expect(updateSaml(sandbox.as(), 'acme', okta.id, { label: 'Okta SSO' })).toMatchObject({ label: 'Okta SSO', defaultRole: 'read' });
  });

  it('puts people in a default team of its own organization only', async () => {
    const ctx = rules().as();
    const writers = createTeam(ctx, 'acme', { title: 'Writers' });
    const theirs = createTeam(ctx, 'globex', { title: 'Theirs' });
    const okta = createSaml(ctx, 'acme', { ...OKTA, defaultTeam: writers.id });
    expect(okta.defaultTeam).toMatchObject({ id: writers.id, title: 'Writers' });
    const wrongTeam = { reason: 'invalid', field: 'defaultTeam', message: `no team "${theirs.id}" in organization "acme"` };
    expect(await refusal(() => createSaml(ctx, 'acme', { ...OKTA, defaultTeam: theirs.id }))).toEqual(wrongTeam);
    expect(await refusal(() => updateSaml(ctx, 'acme', okta.id, { defaultTeam: theirs.id }))).toEqual(wrongTeam);
  });

  it('is seen and changed by admins only, while every member, guests too, sees the sign-in choices', async () => {
    const sandbox = rules();
    const okta = createSaml(sandbox.as(), 'acme', OKTA);
    for (const attempt of [
      () => listSaml(sandbox.as('create'), 'acme', {}),
      () => getSaml(sandbox.as('create'), 'acme', okta.id),
      () => createSaml(sandbox.as('create'), 'acme', OKTA),
    ]) {
      expect(await refusal(attempt)).toMatchObject({ reason: 'forbidden', message: expect.stringMatching(/needs the admin role/) });
    }
    updateMemberRole(sandbox.as(), 'acme', 'guest', null);
    expect(listSsoLogins(sandbox.as('guest'), 'acme')).toEqual({ items: [{ id: okta.id, label: 'Okta', startURL: okta.service.startURL }] });
    expect(await refusal(() => listSsoLogins(sandbox.as('outsider'), 'acme'))).toMatchObject({ reason: 'not-found' });
  });

  it('of another organization is not found; deleted, is gone, and deleting it again changes nothing', async () => {
    const ctx = rules().as();
    const okta = createSaml(ctx, 'acme', OKTA);
    expect(await refusal(() => getSaml(ctx, 'globex', okta.id))).toEqual({ reason: 'not-found', message: `SAML provider "${okta.id}" not found` });
    deleteSaml(ctx, 'globex', okta.id);
    expect(getSaml(ctx, 'acme', okta.id).id).toBe(okta.id);
    deleteSaml(ctx, 'acme', okta.id);
    deleteSaml(ctx, 'acme', okta.id);
    expect(await refusal(() => getSaml(ctx, 'acme', okta.id))).toMatchObject({ reason: 'not-found' });
    expect(listSsoLogins(ctx, 'acme').items).toEqual([]);
  });
});
