import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chromiumPath, chromiumPerFile, horizontalOverflow, NO_CHROMIUM, pagePerTest } from '../helpers/browser.js';
import { startSandbox, type Running } from '../helpers/sandbox.js';
import { GUIDE, siteShowing, spaceWithPages } from '../helpers/site-content.js';
import type { SiteCustomization } from '../../src/schemas/site.js';

/** One Chromium for the file; each test has a context and page of its own. */
const chromium = chromiumPerFile();

/** Before each test, a sandbox publishing the guide as "Help center" (its URL in `published`), stopped after it. */
function guideSiteEach(): { published: string } {
  const site = { published: '' };
  let sb: Running;
  beforeEach(async () => {
    sb = await startSandbox();
    site.published = (await siteShowing(sb, 'Help center', [await spaceWithPages(sb, 'Guide', GUIDE)])).urls.published!;
  });
  afterEach(() => sb.close());
  return site;
}

describe.skipIf(!chromiumPath)(`a published site in a browser${chromiumPath ? '' : ` (${NO_CHROMIUM})`}`, () => {
  const b = pagePerTest(chromium, 'site');
  const site = guideSiteEach();

  it('leads from the first page to a nested page through the sidebar, then to the next page', async () => {
    await b.page.goto(site.published);
    expect(await b.page.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome');
    expect(await b.page.getByRole('img', { name: 'A pixel' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await b.page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Troubleshooting' }).click();
    expect(await b.page.getByRole('heading', { level: 1 }).textContent()).toBe('Troubleshooting');
    expect(await b.page.locator('.toc [aria-current="page"]').textContent()).toBe('Troubleshooting');
    await b.page.getByRole('link', { name: 'Next Configure' }).click();
    expect(await b.page.getByRole('heading', { level: 1 }).textContent()).toBe('Configure');
    expect(new URL(b.page.url()).pathname).toBe(`${new URL(site.published).pathname}/getting-started/configure`);
    // Back to the first page, so that the screenshot shows a page with its outline.
    await b.page.goto(site.published);
  });

  it('searches the space from the header and opens a result', async () => {
    await b.page.goto(site.published);
    await b.page.getByRole('searchbox', { name: 'Search' }).fill('apt');
    await b.page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    expect(await b.page.getByRole('heading', { level: 1 }).textContent()).toBe('Results for “apt”');
    await b.page.getByRole('main').getByRole('link', { name: 'Install', exact: true }).click();
    expect(await b.page.getByRole('heading', { level: 1 }).textContent()).toBe('Install');
    await b.page.goBack();
  });
});

describe.skipIf(!chromiumPath)(`a published site with sections and variants${chromiumPath ? '' : ` (${NO_CHROMIUM})`}`, () => {
  const b = pagePerTest(chromium, 'site-sections');
  let sb: Running;
  let published: string;
  beforeEach(async () => {
    sb = await startSandbox();
    const site = await siteShowing(sb, 'Help center', []);
    const section = async (space: { id: string }) =>
      (await sb.call('POST', `/v1/orgs/acme/sites/${site.id}/sections`, { body: { spaceId: space.id } })).body as { id: string };
    const guide = await section(await spaceWithPages(sb, 'Guide', GUIDE));
    await section(await spaceWithPages(sb, 'API reference', [{ title: 'Endpoints', slug: 'endpoints', markdown: 'All of them.\n' }]));
    const legacy = await spaceWithPages(sb, 'Guide v1', [{ title: 'Old welcome', slug: 'old', markdown: 'Long ago.\n' }]);
    await sb.call('POST', `/v1/orgs/acme/sites/${site.id}/site-spaces`, { body: { spaceId: legacy.id, sectionId: guide.id } });
    published = (await sb.call('GET', `/v1/orgs/acme/sites/${site.id}`)).body.urls.published;
  });
  afterEach(() => sb.close());

  it('switches sections by their tabs and versions by the variant picker', async () => {
    await b.page.goto(published);
    await b.page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'API reference' }).click();
    expect(await b.page.getByRole('heading', { level: 1 }).textContent()).toBe('Endpoints');
    await b.page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Guide' }).click();
    await b.page.getByText('Guide', { exact: true }).and(b.page.locator('summary')).click();
    await b.page.getByRole('link', { name: 'Guide v1' }).click();
    expect(await b.page.getByRole('heading', { level: 1 }).textContent()).toBe('Old welcome');
    expect(await b.page.locator('.variants summary').textContent()).toBe('Guide v1');
    await b.page.locator('.variants summary').click();
  });
});

describe.skipIf(!chromiumPath)(`a published site at phone width${chromiumPath ? '' : ` (${NO_CHROMIUM})`}`, () => {
  const b = pagePerTest(chromium, 'site-phone', 390);
  const site = guideSiteEach();

  it('fits 390 px with the pages folded into a menu above the page, which opens', async () => {
    await b.page.goto(site.published);
    expect(await horizontalOverflow(b)).toBe(0);
    const troubleshooting = b.page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Troubleshooting' });
    expect(await troubleshooting.isVisible()).toBe(false);
    await b.page.getByText('Menu').click();
    await troubleshooting.click();
    expect(await b.page.getByRole('heading', { level: 1 }).textContent()).toBe('Troubleshooting');
    expect(await horizontalOverflow(b)).toBe(0);
    // Opened again, so that the screenshot shows the menu as a phone shows it.
    await b.page.getByText('Menu').click();
    expect(await b.page.locator('.toc [aria-current="page"]').textContent()).toBe('Troubleshooting');
    expect(await horizontalOverflow(b)).toBe(0);
  });
});

/** A small SVG wordmark, as a data: URL (the browser reaches no CDN here). */
const LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="150" height="28" viewBox="0 0 150 28"><rect width="28" height="28" fill="#E11D48"/><text x="36" y="21" font-family="sans-serif" font-size="20" font-weight="700" fill="#1d1d1f">Acme Docs</text></svg>')}`;

describe.skipIf(!chromiumPath)(`a customized published site${chromiumPath ? '' : ` (${NO_CHROMIUM})`}`, () => {
  const b = pagePerTest(chromium, 'site-customized');
  let sb: Running;
  let published: string;
  beforeEach(async () => {
    sb = await startSandbox();
    const site = await siteShowing(sb, 'Help center', [await spaceWithPages(sb, 'Guide', GUIDE)]);
    const path = `/v1/orgs/acme/sites/${site.id}/customization`;
    const settings = (await sb.call('GET', path)).body as SiteCustomization;
    const answer = await sb.call('PUT', path, {
      body: {
        ...settings,
        title: 'Acme Docs',
        styling: { ...settings.styling, primaryColor: { light: '#E11D48', dark: '#FB7185' }, corners: 'straight' },
        header: { ...settings.header, logo: { light: LOGO, dark: LOGO } },
        favicon: { emoji: '1f680' },
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    published = site.urls.published!;
  });
  afterEach(() => sb.close());

  it("shows its logo in the header, its links (the page's too) in its primary colour, and straight corners", async () => {
    await b.page.goto(published);
    const logo = b.page.getByRole('banner').getByRole('img', { name: 'Acme Docs' });
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(150);
    expect(await b.page.locator('.toc [aria-current="page"]').evaluate((a) => getComputedStyle(a).color)).toBe('rgb(225, 29, 72)');
    expect(
      await b.page
        .getByRole('main')
        .getByRole('link', { name: 'install guide' })
        .evaluate((a) => getComputedStyle(a).color),
    ).toBe('rgb(225, 29, 72)');
    expect(
      await b.page
        .locator('.pager a')
        .first()
        .evaluate((a) => getComputedStyle(a).borderRadius),
    ).toBe('0px');
    expect(await b.page.title()).toBe('Welcome | Acme Docs');
  });
});
