import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumPath, chromiumPerFile, horizontalOverflow, NO_CHROMIUM, pagePerTest } from '../helpers/browser.js';
import { startSandbox, tokenOf, type Running } from '../helpers/sandbox.js';
import { populate, type Populated } from '../helpers/web.js';

/** One Chromium for the file; each test has a context and page of its own. */
const chromium = chromiumPerFile();

/** Types the token into the login form and sends it, as a person would, and waits for the page it leads to. */
async function submitToken(page: Page, token: string): Promise<void> {
  await page.getByLabel('Token').fill(token);
  await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: 'Log in' }).click()]);
  await page.waitForLoadState();
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

describe.skipIf(!chromiumPath)(`the sandbox home in a browser${chromiumPath ? '' : ` (${NO_CHROMIUM})`}`, () => {
  const b = pagePerTest(chromium, 'home');
  let sb: Running;
  let made: Populated;
  beforeEach(async () => {
    sb = await startSandbox();
    made = await populate(sb);
  });
  afterEach(() => sb.close());

  const logIn = async (token: string) => {
    await b.page.goto(`${sb.url}/`);
    await b.page
      .getByRole('link', { name: /log in/i })
      .first()
      .click();
    await submitToken(b.page, token);
  };

  it('shows an anonymous visitor what this is and a link to log in, and no listing', async () => {
    await b.page.goto(`${sb.url}/`);
    expect(await heading(b.page)).toBe('docsctl sandbox');
    expect(await b.page.getByRole('link', { name: /log in/i }).count()).toBeGreaterThan(0);
    const text = await b.page.locator('body').innerText();
    for (const held of ['Acme Docs', 'Help center', 'Fix the install steps']) expect(text).not.toContain(held);
  });

  it('after logging in with a sandbox token, lists the space, the site and the change request made through the API', async () => {
    await logIn(tokenOf('admin'));
    expect(await heading(b.page)).toBe('Your sandbox');
    const href = (name: string) => b.page.getByRole('link', { name, exact: true }).getAttribute('href');
    expect(await href('Guide <b>bold</b> & co')).toBe(made.space.urls.app);
    expect(await href('Help center')).toBe(made.site.urls.published);
    expect(await href(`#${made.changeRequest.number} Fix the install steps`)).toBe(made.changeRequest.urls.app);
    const cookies = await b.context.cookies();
    expect(cookies.map((c) => [c.httpOnly, c.sameSite])).toEqual([[true, 'Strict']]);
    expect(cookies[0]!.value).not.toContain(tokenOf('admin'));
  });

  it('refuses a bad token and stays logged out', async () => {
    await logIn('not-a-sandbox-token');
    expect(await b.page.getByRole('alert').textContent()).toBe('That token is not valid for this sandbox.');
    // Asked with the page's cookies, so that the screenshot keeps the refusal.
    expect(await (await b.context.request.get(`${sb.url}/`)).text()).not.toContain('Acme Docs');
  });
});

describe.skipIf(!chromiumPath)(`the sandbox home at phone width${chromiumPath ? '' : ` (${NO_CHROMIUM})`}`, () => {
  const b = pagePerTest(chromium, 'home-phone', 390);
  let sb: Running;
  beforeEach(async () => {
    sb = await startSandbox();
    await populate(sb);
  });
  afterEach(() => sb.close());

  it('fits 390 px: no horizontal scroll, anonymous or signed in', async () => {
    await b.page.goto(`${sb.url}/`);
    expect(await horizontalOverflow(b)).toBe(0);
    await b.page.goto(`${sb.url}/login`);
    await b.page.getByLabel('Token').fill(tokenOf('admin'));
    await b.page.getByRole('button', { name: 'Log in' }).click();
    expect(await heading(b.page)).toBe('Your sandbox');
    expect(await horizontalOverflow(b)).toBe(0);
  });
});
