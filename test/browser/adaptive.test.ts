import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browserPerTest, chromiumPath, NO_CHROMIUM } from '../helpers/browser.js';
import { startSandbox, type Running } from '../helpers/sandbox.js';
import { siteShowing, spaceWithPages } from '../helpers/site-content.js';

const SCHEMA = {
  type: 'object',
  properties: {
    pro: { type: 'boolean', description: 'Pays for Pro.' },
    unsigned: { type: 'object', description: 'Unsigned claims of the site visitor.', properties: { beta: { type: 'boolean', description: 'Tries new things.' } }, additionalProperties: false },
  },
  additionalProperties: false,
};

const PAGES = [
  { title: 'Welcome', slug: 'welcome', markdown: 'Hello, reader.\n' },
  { title: 'Beta features', slug: 'beta', condition: 'visitor.claims.unsigned.beta', markdown: 'Try the new search.\n' },
  { title: 'Pro reports', slug: 'reports', condition: 'visitor.claims.pro', markdown: 'Export to PDF.\n' },
];

describe.skipIf(!chromiumPath)(`adaptive content and visitor auth in a browser${chromiumPath ? '' : ` (${NO_CHROMIUM})`}`, () => {
  const b = browserPerTest('adaptive');
  let sb: Running;
  let site: { id: string; urls: { published?: string } };
  beforeEach(async () => {
    sb = await startSandbox();
    site = await siteShowing(sb, 'Help center', [await spaceWithPages(sb, 'Guide', PAGES)]);
    await sb.call('PATCH', `/v1/orgs/acme/sites/${site.id}`, { body: { adaptiveContent: { enabled: true } } });
    await sb.call('PUT', `/v1/orgs/acme/sites/${site.id}/adaptive-schema`, { body: { jsonSchema: SCHEMA } });
  });
  afterEach(() => sb.close());

  const sidebar = () => b.page.getByRole('navigation', { name: 'Pages', exact: true }).getByRole('link').allTextContents();

  it('shows a page to visitors whose URL claims make its condition true, and keeps showing it as they browse', async () => {
    await b.page.goto(site.urls.published!);
    expect(await sidebar()).toEqual(['Welcome']);
    await b.page.goto(`${site.urls.published}?visitor.beta=true`);
    expect(await sidebar()).toEqual(['Welcome', 'Beta features']);
    await b.page.getByRole('link', { name: 'Next Beta features' }).click();
    expect(await b.page.getByRole('heading', { level: 1 }).textContent()).toBe('Beta features');
    await b.page.goto(site.urls.published!);
    expect(await sidebar()).toEqual(['Welcome', 'Beta features']);
  });

  it("lets a visitor with a token signed by the site's key into a visitor-auth site, and shows them what their claims allow", async () => {
    await sb.call('PATCH', `/v1/orgs/acme/sites/${site.id}`, { body: { visibility: 'visitor-auth' } });
    const refused = await b.page.goto(site.urls.published!);
    expect(refused?.status()).toBe(401);
    expect(await b.page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign-in required');
    const { privateKey } = (await sb.call('GET', `/v1/orgs/acme/sites/${site.id}/publishing/auth`)).body as { privateKey: string };
    const token = await new SignJWT({ pro: true }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(new TextEncoder().encode(privateKey));
    await b.page.goto(`${site.urls.published}?jwt_token=${token}`);
    expect(await sidebar()).toEqual(['Welcome', 'Pro reports']);
    await b.page.getByRole('navigation', { name: 'Pages', exact: true }).getByRole('link', { name: 'Pro reports' }).click();
    expect(await b.page.getByRole('main').textContent()).toContain('Export to PDF.');
  });
});
