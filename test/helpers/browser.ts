import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

const SCREENSHOTS = new URL('../../test-output/screenshots/', import.meta.url);

/** Debian's Chromium: /usr/bin/chromium, else the one on PATH; none when neither is installed. */
function findChromium(): string | undefined {
  if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

export const chromiumPath = findChromium();

/** What a skipped browser test is called: how to make it run. */
export const NO_CHROMIUM = 'skipped: no Chromium; apt-get install -y chromium';
if (!chromiumPath) console.warn(`browser tests ${NO_CHROMIUM}`);

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80);

/**
 * One Chromium for the file, a fresh browser context (cookies, viewport) and page for each test,
 * and a screenshot of the page as each test left it, in test-output/screenshots/: look at them.
 * `width` is the viewport's (phone-sized tests set their own). Read `.page` inside the tests.
 */
export function browserPerTest(file: string, width = 1280): BrowserSession {
  const current = {} as BrowserSession;
  beforeAll(async () => {
    current.browser = await chromium.launch({ executablePath: chromiumPath });
  });
  afterAll(() => current.browser?.close());
  beforeEach(async () => {
    current.context = await current.browser.newContext({ viewport: { width, height: 900 } });
    current.page = await current.context.newPage();
  });
  afterEach(async ({ task }) => {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await current.page.screenshot({ path: path.join(SCREENSHOTS.pathname, `${slug(file)}--${slug(task.name)}.png`), fullPage: true });
    await current.context.close();
  });
  return current;
}

/** How far the page is wider than its viewport, in CSS pixels: 0 when a reader never scrolls sideways. */
export const horizontalOverflow = (b: Pick<BrowserSession, 'page'>): Promise<number> =>
  b.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
