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

describe("issue 22.9: a site's published URL", () => {
  /** A site of `org` named `basename`, showing a new space whose one page says `text`; the API's view of it. */
  async function namedSite(org: string, basename: string, text: string) {
    const space = (await sb.call('POST', `/v1/orgs/${org}/spaces`, { body: { title: text } })).body.id as string;
    const cr = (await sb.call('POST', `/v1/spaces/${space}/change-requests`, { body: { subject: 'page' } })).body.id as string;
    await sb.call('POST', `/v1/spaces/${space}/change-requests/${cr}/content`, {
      body: { changes: [{ operation: 'insert_page', document: { markdown: `# ${text}` } }] },
    });
    await sb.call('POST', `/v1/spaces/${space}/change-requests/${cr}/merge`);
    const site = (await sb.call('POST', `/v1/orgs/${org}/sites`, { body: { title: text, spaces: [space] } })).body.id as string;
    const renamed = await sb.call('PATCH', `/v1/orgs/${org}/sites/${site}`, { body: { basename } });
    expect(renamed.status).toBe(200);
    return renamed.body as { id: string; urls: { published: string } };
  }
  const visit = async (url: string) => {
    const answer = await fetch(url, { redirect: 'manual' });
    return { status: answer.status, location: answer.headers.get('location'), text: await answer.text() };
  };

  it("is its organization's own: an older site of another organization with the same name takes none of it", async () => {
    const older = await namedSite('globex', 'shared-name', 'Globex handbook');
    const victim = await namedSite('acme', 'shared-name', 'Acme handbook');
    expect(victim.urls.published).not.toBe(older.urls.published);
    for (const [site, own, other] of [
      [victim, 'Acme handbook', 'Globex handbook'],
      [older, 'Globex handbook', 'Acme handbook'],
    ] as const) {
      const page = await visit(site.urls.published);
      expect(page.status, site.urls.published).toBe(200);
      expect(page.text).toContain(own);
      expect(page.text).not.toContain(other);
    }
    // The URL of before names two sites now: it leads to neither.
    expect((await visit(`${sb.url}/sites/shared-name`)).status).toBe(404);
  });

  it("of the form before (/sites/<name>) leads to the site's own when only one site has the name", async () => {
    const site = await namedSite('acme', 'only-one', 'Only one');
    const old = await visit(`${sb.url}/sites/only-one/only-one?share=x`);
    expect(old.status).toBe(302);
    expect(old.location).toBe(`${new URL(site.urls.published).pathname}/only-one?share=x`);
  });

  it("follows the organization's hostname, which no other organization's id may be", async () => {
    const site = await namedSite('acme', 'by-host', 'By host');
    expect((await sb.call('PATCH', '/v1/orgs/acme', { body: { hostname: 'acme-docs' } })).status).toBe(200);
    const published = (await sb.call('GET', `/v1/orgs/acme/sites/${site.id}`)).body.urls.published as string;
    expect(new URL(published).pathname).toBe('/sites/acme-docs/by-host');
    expect((await visit(published)).text).toContain('By host');
    expect((await visit(site.urls.published)).location).toBe('/sites/acme-docs/by-host');
    expect((await sb.call('PATCH', '/v1/orgs/globex', { body: { hostname: 'acme' } })).status).toBe(409);
  });

  it("is one site's in its organization: a basename another site of it has is a 409", async () => {
    const named = await namedSite('acme', 'taken', 'First');
    const unnamed = (await sb.call('POST', '/v1/orgs/acme/sites', { body: { title: 'Unnamed' } })).body.id as string;
    const second = (await sb.call('POST', '/v1/orgs/acme/sites', { body: { title: 'Second' } })).body.id as string;
    // A site without a basename is at its id.
    for (const [basename, holder] of [
      ['taken', named.id],
      [unnamed, unnamed],
    ]) {
      const answer = await sb.call('PATCH', `/v1/orgs/acme/sites/${second}`, { body: { basename } });
      expect(answer.status, basename).toBe(409);
      expect(answer.body.error.message).toContain(`names site "${holder}" of this organization already`);
    }
  });
});
