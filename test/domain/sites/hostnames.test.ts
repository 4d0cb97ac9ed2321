import { describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { getCustomHostname, removeCustomHostname, revalidateCustomHostname, siteAtHostname } from '../../../src/domain/sites/hostnames.js';
import { createSite, deleteSite, getSite, updateSite } from '../../../src/domain/sites/sites.js';
import { getSubdomain } from '../../../src/domain/org/subdomains.js';
import { refusal, rules } from '../../helpers/rules.js';

const HOST = 'docs.acme.test';

function twoSites() {
  const r = rules();
  const ctx = r.as();
  const spaceId = createSpace(ctx, 'acme', { title: 'Guide' }).id;
  return { r, ctx, one: createSite(ctx, 'acme', { title: 'One', spaces: [spaceId] }), two: createSite(ctx, 'acme', { title: 'Two', spaces: [spaceId] }) };
}

describe('custom hostnames', () => {
  it('one serves one site: another site is refused it until it is removed', async () => {
    const { ctx, one, two } = twoSites();
    expect(updateSite(ctx, 'acme', one.id, { hostname: HOST }).hostname).toBe(HOST);
    const taken = await refusal(() => updateSite(ctx, 'acme', two.id, { hostname: HOST, title: 'Renamed' }));
    expect(taken).toMatchObject({ reason: 'conflict', message: expect.stringContaining('removeCustomHostname') });
    // Refused, the update changed nothing.
    expect(getSite(ctx, 'acme', two.id).title).toBe('Two');
    expect(removeCustomHostname(ctx, HOST)).toBe(true);
    expect(removeCustomHostname(ctx, HOST)).toBe(false);
    expect(getSite(ctx, 'acme', one.id).hostname).toBeUndefined();
    expect(updateSite(ctx, 'acme', two.id, { hostname: HOST }).hostname).toBe(HOST);
    expect(siteAtHostname(ctx, 'DOCS.acme.test')?.id).toBe(two.id);
    expect(getCustomHostname(ctx, HOST)).toMatchObject({ target: { type: 'site', site: two.id }, isActive: true });
  });

  it('goes live once its DNS is checked, and cannot be checked again, nor once removed', async () => {
    const { ctx, one } = twoSites();
    updateSite(ctx, 'acme', one.id, { hostname: HOST });
    expect(getCustomHostname(ctx, HOST).status).toBe('dns_no_cname');
    revalidateCustomHostname(ctx, HOST);
    expect(getCustomHostname(ctx, HOST).status).toBe('live');
    expect((await refusal(() => revalidateCustomHostname(ctx, HOST))).reason).toBe('conflict');
    updateSite(ctx, 'acme', one.id, { hostname: null });
    expect(getCustomHostname(ctx, HOST).isActive).toBe(false);
    expect((await refusal(() => revalidateCustomHostname(ctx, HOST))).reason).toBe('invalid');
  });

  it('is not there for anyone outside the organization, and goes with its site', async () => {
    const { r, ctx, one } = twoSites();
    updateSite(ctx, 'acme', one.id, { hostname: HOST });
    expect((await refusal(() => getCustomHostname(r.as('outsider'), HOST))).reason).toBe('not-found');
    expect(removeCustomHostname(r.as('outsider'), HOST)).toBe(false);
    expect((await refusal(() => revalidateCustomHostname(r.as('read'), HOST))).reason).toBe('forbidden');
    deleteSite(ctx, 'acme', one.id);
    expect(siteAtHostname(ctx, HOST)).toBeUndefined();
  });
});

describe('subdomains', () => {
  it('name the organization whose hostname they are, to anyone', async () => {
    const r = rules();
    r.sandbox.store.put('organizations', { ...r.sandbox.store.get('organizations', 'acme')!, hostname: 'acme-docs' });
    expect(getSubdomain(r.as('outsider'), 'acme-docs')).toEqual({
      object: 'subdomain',
      subdomain: 'acme-docs',
      target: { type: 'organization', organization: 'acme' },
      isActive: true,
    });
    expect((await refusal(() => getSubdomain(r.as(), 'nobody'))).reason).toBe('not-found');
  });
});
