import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chromiumPath, chromiumPerFile, NO_CHROMIUM, pagePerTest } from '../helpers/browser.js';
import { startSandbox, type Running } from '../helpers/sandbox.js';
import { ADAPTIVE_PAGES, adaptiveSite, spaceWithPages, visitorToken } from '../helpers/site-content.js';

/** One Chromium for the file; each test has a context and page of its own. */
const chromium = chromiumPerFile();

describe.skipIf(!chromiumPath)(`adaptive content and visitor auth in a browser${chromiumPath ? '' : ` (${NO_CHROMIUM})`}`, () => {
  const b = pagePerTest(chromium, 'adaptive');
  let sb: Running;
  let site: { id: string; urls: { published?: string } };
  beforeEach(async () => {
    sb = await startSandbox();
    site = await adaptiveSite(sb, [await spaceWithPages(sb, 'Guide', ADAPTIVE_PAGES)]);
  });
  afterEach(() => sb.close());

  const sidebar = () => b.page.getByRole('navigation', { name: 'Pages', exact: true }).getByRole('link').allTextContents();

  it('shows a page to visitors whose URL claims make its condition true, and keeps showing it as they browse', async () => {
    await b.page.goto(site.urls.published!);
    expect(await sidebar()).toEqual(['Welcome']);
    await b.page.goto(`${site.urls.published}?visitor.beta=true`);
    expect(await sidebar()).toEqual(['Welcome', 'Beta features', 'Beta search']);
    await b.page.getByRole('link', { name: 'Next Beta features' }).click();
    expect(await b.page.getByRole('heading', { level: 1 }).textContent()).toBe('Beta features');
    await b.page.goto(site.urls.published!);
    expect(await sidebar()).toEqual(['Welcome', 'Beta features', 'Beta search']);
  });

  it("lets a visitor with a token signed by the site's key into a visitor-auth site, and shows them what their claims allow", async () => {
    await sb.call('PATCH', `/v1/orgs/acme/sites/${site.id}`, { body: { visibility: 'visitor-auth' } });
    const refused = await b.page.goto(site.urls.published!);
    expect(refused?.status()).toBe(401);
    expect(await b.page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign-in required');
    const token = await visitorToken(sb, site.id, { pro: true });
    await b.page.goto(`${site.urls.published}?jwt_token=${token}`);
    expect(await sidebar()).toEqual(['Welcome', 'Pro reports']);
    await b.page.getByRole('navigation', { name: 'Pages', exact: true }).getByRole('link', { name: 'Pro reports' }).click();
    expect(await b.page.getByRole('main').textContent()).toContain('Export to PDF.');
  });
});
