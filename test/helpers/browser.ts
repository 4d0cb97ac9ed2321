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

/** The Chromium of a test file: launched before its first test, closed after its last. */
export interface Chromium {
  browser: Browser;
}

/** A test's own browser context (cookies, viewport) and page. */
export interface BrowserSession {
  context: BrowserContext;
  page: Page;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/**
 * One Chromium for the test file: call it at the file's top level, and hand it to `pagePerTest`
 * in each describe. A launch takes about a second; a context, a few milliseconds.
 */
export function chromiumPerFile(): Chromium {
  const current = {} as Chromium;
  beforeAll(async () => {
    if (chromiumPath) current.browser = await chromium.launch({ executablePath: chromiumPath });
  });
  afterAll(() => current.browser?.close());
  return current;
}

/**
 * A fresh browser context and page of the file's Chromium for each test of the describe it is
 * called in; `width` is the viewport's (phone-sized tests set their own). When a test fails, a
 * screenshot of the page as it left it goes to test-output/screenshots/NAME--TEST.png (a passing
 * test removes the one an earlier run left). Read `.page` inside the tests.
 */
export function pagePerTest(file: Chromium, name: string, width = 1280): BrowserSession {
  const current = {} as BrowserSession;
  beforeEach(async () => {
    current.context = await file.browser.newContext({ viewport: { width, height: 900 } });
    current.page = await current.context.newPage();
  });
  afterEach(async ({ task }) => {
    const screenshot = path.join(SCREENSHOTS.pathname, `${slug(name)}--${slug(task.name)}.png`);
    if (task.result?.state === 'fail' && current.page) {
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      await current.page.screenshot({ path: screenshot, fullPage: true });
    } else {
      fs.rmSync(screenshot, { force: true });
    }
    await current.context?.close();
  });
  return current;
}

/** How far the page is wider than its viewport, in CSS pixels: 0 when a reader never scrolls sideways. */
export const horizontalOverflow = (b: Pick<BrowserSession, 'page'>): Promise<number> =>
  b.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
