import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chromiumPath, chromiumPerFile, horizontalOverflow, NO_CHROMIUM, pagePerTest, type BrowserSession } from '../helpers/browser.js';
import { withContent, type WithContent } from '../helpers/preview.js';
import { startSandbox, tokenOf, type Running } from '../helpers/sandbox.js';

/** One Chromium for the file; each test has a context and page of its own. */
const chromium = chromiumPerFile();

/** Opens an app URL as a signed-out person would: sent to log in, the token typed in, then brought back to it. */
async function openSignedIn(b: BrowserSession, url: string): Promise<void> {
  await b.page.goto(url);
  await b.page.getByLabel('Token').fill(tokenOf('read'));
  await Promise.all([b.page.waitForURL(url), b.page.getByRole('button', { name: 'Log in' }).click()]);
}

for (const width of [1280, 390]) {
  describe.skipIf(!chromiumPath)(`a change request's preview at ${width} px${chromiumPath ? '' : ` (${NO_CHROMIUM})`}`, () => {
    const b = pagePerTest(chromium, `preview-${width}`, width);
    let sb: Running;
    let made: WithContent;
    beforeEach(async () => {
      sb = await startSandbox();
      made = await withContent(sb);
    });
    afterEach(() => sb.close());

    it('shows the change request under its banner, and its Changes tab the diff of the page it edits', async () => {
      await openSignedIn(b, made.changeRequest.urls.app);
      expect(await b.page.getByRole('status').innerText()).toContain(`Change request #${made.changeRequest.number}: Install <globally>`);
      await b.page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Install' }).click();
      expect(await b.page.locator('.markdown pre').innerText()).toContain('npm install --global docsctl');
      await b.page.getByRole('link', { name: 'Changes' }).click();
      await b.page.waitForURL(`${made.changeRequest.urls.app}/~/diff`);
      const removed = b.page.locator('.diff-line.removed', { hasText: 'npm install docsctl' });
      const added = b.page.locator('.diff-line.added', { hasText: 'npm install --global docsctl' });
      expect(await removed.count()).toBe(1);
      expect(await added.count()).toBe(1);
      // Green and red, as a reader tells them apart.
      const background = (line: typeof added) => line.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(await background(added)).toBe('rgb(230, 255, 236)');
      expect(await background(removed)).toBe('rgb(255, 235, 233)');
      expect(await horizontalOverflow(b)).toBe(0);
    });

    it("shows the space's first page with its picture, and fits the width", async () => {
      await openSignedIn(b, made.space.urls.app);
      expect(await b.page.locator('.page-title').innerText()).toBe('Introduction');
      expect(await b.page.locator('.markdown img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
      expect(await horizontalOverflow(b)).toBe(0);
    });

    it("lists on the organization's page its spaces and open change requests, leading to them", async () => {
      const org = (await sb.call('GET', '/v1/orgs/acme')).body as { urls: { app: string } };
      await openSignedIn(b, org.urls.app);
      expect(await b.page.getByRole('heading', { level: 1 }).innerText()).toBe('Acme Docs');
      expect(await horizontalOverflow(b)).toBe(0);
      await b.page.getByRole('link', { name: `#${made.changeRequest.number} Install <globally>` }).click();
      await b.page.waitForURL(made.changeRequest.urls.app);
      expect(await b.page.getByRole('status').innerText()).toContain('Install <globally>');
      await b.page.goBack();
    });
  });
}
