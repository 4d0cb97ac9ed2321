import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chromiumPath, chromiumPerFile, NO_CHROMIUM, pagePerTest, type BrowserSession } from '../helpers/browser.js';
import { startSandbox, tokenOf, type Running } from '../helpers/sandbox.js';
import { siteShowing } from '../helpers/site-content.js';

/** One Chromium for the file; each test has a context and page of its own. */
const chromium = chromiumPerFile();

/** A page's Markdown that would run script, by every way a page's HTML and links could. */
const HOSTILE = [
  'Before the traps.',
  '',
  '<script>window.__pwned=1</script>',
  '',
  '<img src=x onerror="window.__pwned=2">',
  '',
  '<a href="javascript:window.__pwned=3">a javascript link</a>',
  '',
  '<iframe srcdoc="<script>parent.__pwned=4</script>"></iframe>',
  '',
  '<svg onload="window.__pwned=5"><circle r="5"></circle></svg>',
  '',
  '[a markdown link](javascript:alert(1))',
  '',
  '<details open ontoggle="window.__pwned=6"><summary>Toggle</summary>Inside</details>',
  '',
  'After the traps.',
].join('\n');

/** What a page did that it must not: dialogs it opened, console lines about a policy stopping it, the flag its script would set. */
async function openAndWatch(b: BrowserSession, url: string) {
  const dialogs: string[] = [];
  const refusals: string[] = [];
  b.page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  b.page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  await b.page.goto(url);
  // Click what a reader would: the links that held `javascript:`, the summary.
  for (const name of ['a javascript link', 'a markdown link']) await b.page.getByText(name).click();
  await b.page.getByText('Toggle').click();
  const found = await b.page.evaluate(() => ({
    pwned: (window as { __pwned?: unknown }).__pwned,
    scripts: document.querySelectorAll('script, iframe, svg, [onerror], [onload], [ontoggle]').length,
    javascriptLinks: [...document.querySelectorAll('a[href]')].filter((a) => a.getAttribute('href')!.trim().toLowerCase().startsWith('javascript:')).length,
    text: document.body.innerText,
  }));
  return { dialogs, refusals, ...found };
}

describe.skipIf(!chromiumPath)(`a page whose Markdown holds script, in a browser${chromiumPath ? '' : ` (${NO_CHROMIUM})`}`, () => {
  const b = pagePerTest(chromium, 'hostile-content');
  let sb: Running;
  let space: { id: string; urls: { app: string } };
  beforeEach(async () => {
    sb = await startSandbox();
    space = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Traps' } })).body;
    const cr = (await sb.call('POST', `/v1/spaces/${space.id}/change-requests`, { body: { subject: 'Traps' } })).body;
    await sb.call('POST', `/v1/spaces/${space.id}/change-requests/${cr.id}/content`, {
      body: { changes: [{ operation: 'insert_page', title: 'Traps', document: { markdown: HOSTILE } }] },
    });
    expect((await sb.call('POST', `/v1/spaces/${space.id}/change-requests/${cr.id}/merge`)).status).toBe(200);
  });
  afterEach(() => sb.close());

  const expectInert = (seen: Awaited<ReturnType<typeof openAndWatch>>) => {
    expect(seen.text).toContain('Before the traps.');
    expect(seen.text).toContain('After the traps.');
    expect(seen.pwned).toBeUndefined();
    expect(seen.dialogs).toEqual([]);
    // Nothing was left for the page's policy to stop: the HTML itself holds no script.
    expect(seen.refusals).toEqual([]);
    expect(seen.scripts).toBe(0);
    expect(seen.javascriptLinks).toBe(0);
  };

  it('runs nothing on the published site', async () => {
    const site = await siteShowing(sb, 'Traps', [space]);
    expectInert(await openAndWatch(b, site.urls.published!));
  });

  it('runs nothing in the signed-in preview', async () => {
    await b.page.goto(space.urls.app);
    await b.page.getByLabel('Token').fill(tokenOf('read'));
    await Promise.all([b.page.waitForURL(space.urls.app), b.page.getByRole('button', { name: 'Log in' }).click()]);
    expectInert(await openAndWatch(b, space.urls.app));
  });
});
