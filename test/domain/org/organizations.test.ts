import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { getMember, removeMember, updateMemberRole } from '../../../src/domain/org/members.js';
import { getOrganization, listMyOrganizations, organizationsForEmailDomain, ping, updateOrganization } from '../../../src/domain/org/organizations.js';
import { createSite, deleteSite } from '../../../src/domain/sites/sites.js';
import { createTeam, getTeam } from '../../../src/domain/org/teams.js';
import { refusal, rules } from '../../helpers/rules.js';

describe('organizations and members', () => {
  it('keep at least one admin', async () => {
    const sandbox = rules();
    expect(updateMemberRole(sandbox.as(), 'globex', 'admin', 'read').role).toBe('read');
    expect(await refusal(() => updateMemberRole(sandbox.as('outsider'), 'globex', 'outsider', 'read'))).toMatchObject({
      reason: 'conflict',
      message: expect.stringMatching(/last admin/),
    });
  });

  it('refuse a hostname another organization holds', async () => {
    const ctx = rules().as();
    updateOrganization(ctx, 'acme', { hostname: 'docs' });
    expect(await refusal(() => updateOrganization(ctx, 'globex', { hostname: 'docs' }))).toMatchObject({ reason: 'conflict' });
  });

  it('are told of an e-mail domain only to people of that domain or their members', () => {
    const sandbox = rules();
    updateOrganization(sandbox.as(), 'globex', { emailDomains: ['globex.test'] });
    expect(organizationsForEmailDomain(sandbox.as('read'), 'globex.test').organizations).toEqual([]);
    expect(organizationsForEmailDomain(sandbox.as('outsider'), 'globex.test').organizations.map((o) => o.id)).toEqual(['globex']);
  });

  it('count the sites of the organization a member can open, and a guest none', () => {
    const sandbox = rules();
    const ctx = sandbox.as();
    const sites = ['Help', 'API'].map((title) => createSite(ctx, 'acme', { title }));
    createSite(ctx, 'globex', { title: 'Elsewhere' });
    expect(getMember(ctx, 'acme', 'read').sites).toBe(2);
    deleteSite(ctx, 'acme', sites[0]!.id);
    expect(getMember(ctx, 'acme', 'read').sites).toBe(1);
    updateMemberRole(ctx, 'acme', 'extra', null);
    expect(getMember(ctx, 'acme', 'extra')).toMatchObject({ sites: 0, spaces: 0 });
    expect(getOrganization(sandbox.as('extra'), 'acme').permissions).toMatchObject({ view: true, access: true, listMembers: false });
  });

  it('take a member off their teams when they leave', () => {
    const ctx = rules().as();
    const team = createTeam(ctx, 'acme', { title: 'T', members: ['read', 'edit'] });
    removeMember(ctx, 'acme', 'read');
    expect(getTeam(ctx, 'acme', team.id).members).toBe(1);
  });

  it('refuse team members who are not in the organization, naming them', async () => {
    expect(await refusal(() => createTeam(rules().as(), 'acme', { title: 'T', members: ['outsider'] }))).toEqual({
      reason: 'invalid',
      field: 'members.0',
      message: '"outsider" is not a member of organization "acme"; add them to the organization first',
    });
  });
});

describe('an organization', () => {
  it('is listed to its members, in the order they joined them', () => {
    const sandbox = rules();
    expect(listMyOrganizations(sandbox.as(), {}).items.map((o) => o.id)).toEqual(['acme', 'globex']);
    expect(listMyOrganizations(sandbox.as('outsider'), {}).items.map((o) => o.id)).toEqual(['globex']);
  });

  it('keeps its e-mail domains in lower case, each once, and takes a logo back when it is set to null', () => {
    const ctx = rules().as();
    expect(updateOrganization(ctx, 'acme', { emailDomains: ['acme.test', 'Acme.Example', 'ACME.test'] }).emailDomains).toEqual(['acme.test', 'acme.example']);
    expect(updateOrganization(ctx, 'acme', { logo: 'https://acme.test/logo.png' }).urls.logo).toBe('https://acme.test/logo.png');
    expect(updateOrganization(ctx, 'acme', { title: 'Acme Corp' }).urls.logo).toBe('https://acme.test/logo.png');
    expect(updateOrganization(ctx, 'acme', { logo: null }).urls).not.toHaveProperty('logo');
  });

  it("refuses as its hostname another organization's id, which its sites' URLs would name alike", async () => {
    expect(await refusal(() => updateOrganization(rules().as(), 'acme', { hostname: 'globex' }))).toEqual({
      reason: 'conflict',
      message: 'hostname "globex" is taken by another organization; choose another',
    });
  });

  it('pinged, records the member as seen and gives claims signed for an hour, naming them and their role', async () => {
    const sandbox = rules();
    const { docsVisitorClaims } = await ping(sandbox.as('edit'), 'acme');
    const claims = decodeJwt(docsVisitorClaims);
    expect(claims).toMatchObject({ sub: 'edit', organization: 'acme', role: 'edit', iss: 'http://sandbox.test' });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(Math.floor(Date.parse(getMember(sandbox.as(), 'acme', 'edit').lastSeenAt!) / 1000)).toBe(claims.iat);
  });
});
