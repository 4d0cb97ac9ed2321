import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Running } from '../helpers/sandbox.js';

/**
 * Regression tests for two red-team findings: a space transferred to another organization
 * stayed on the old organization's site, and site spaces of deleted spaces were kept until,
 * once the space was purged, listing them answered 500 for good.
 */
let sb: Running;
beforeAll(async () => (sb = await startSandbox()));
afterAll(() => sb.close());

async function siteShowing(title: string) {
  const space = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title } })).body.id as string;
  const site = (await sb.call('POST', '/v1/orgs/acme/sites', { body: { title: `${title} site`, spaces: [space] } })).body.id as string;
  return { space, site, siteSpaces: () => sb.call('GET', `/v1/orgs/acme/sites/${site}/site-spaces`) };
}

describe('a space leaving its organization', () => {
  it('leaves the sites of the organization it came from', async () => {
    const { space, site, siteSpaces } = await siteShowing('Moving out');
    expect((await siteSpaces()).body.count).toBe(1);
    expect((await sb.call('POST', `/v1/spaces/${space}/transfer`, { body: { organization: 'globex' } })).status).toBe(200);
    expect((await siteSpaces()).body).toMatchObject({ items: [], count: 0 });
    expect((await sb.call('GET', `/v1/orgs/acme/sites/${site}`)).body.published).toBe(false);
    expect((await sb.call('GET', `/v1/orgs/acme/sites/${site}/published`)).status).toBe(404);
  });

  it('leaves them with its whole collection too', async () => {
    const collection = (await sb.call('POST', '/v1/orgs/acme/collections', { body: { title: 'Moving box' } })).body.id;
    const { space, siteSpaces } = await siteShowing('Boxed');
    await sb.call('POST', `/v1/spaces/${space}/move`, { body: { parent: collection } });
    expect((await sb.call('POST', `/v1/collections/${collection}/transfer`, { body: { organization: 'globex' } })).status).toBe(200);
    expect((await siteSpaces()).body.count).toBe(0);
  });
});

describe('a deleted space', () => {
  it('leaves every site at once, and sites still answer after it is purged', async () => {
    const { space, site, siteSpaces } = await siteShowing('Short-lived');
    const other = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Stays' } })).body.id;
    await sb.call('POST', `/v1/orgs/acme/sites/${site}/site-spaces`, { body: { spaceId: other } });
    expect((await sb.call('DELETE', `/v1/spaces/${space}`)).status).toBe(204);
    expect((await siteSpaces()).body.items.map((s: { space: { id: string } }) => s.space.id)).toEqual([other]);
    await sb.call('POST', '/_sandbox/clock', { body: { advanceSeconds: 8 * 24 * 3600 } });
    expect((await sb.call('GET', `/v1/spaces/${space}`)).status).toBe(404);
    expect((await siteSpaces()).status).toBe(200);
    const published = await sb.call('GET', `/v1/orgs/acme/sites/${site}/published`);
    expect(published.status).toBe(200);
    expect(JSON.stringify(published.body)).not.toContain(space);
  });

  it('is taken off sites when the store was written before sites were kept in step', async () => {
    const { space, siteSpaces } = await siteShowing('Legacy');
    // What an earlier version left: the space purged, its site space still there.
    sb.sandbox.store.remove('spaces', space);
    await sb.call('POST', '/_sandbox/clock', { body: { advanceSeconds: 0 } });
    expect((await siteSpaces()).body).toMatchObject({ items: [], count: 0 });
  });
});
