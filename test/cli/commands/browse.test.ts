import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sandboxPerTest } from '../../helpers/cli.js';
import { populate } from '../../helpers/web.js';
import { tempDir } from '../../helpers/temp-dirs.js';

const t = sandboxPerTest();

/** A $BROWSER that writes the URL it is given to a file, as a browser would be handed it. */
function recordingBrowser(): { env: { BROWSER: string }; opened: () => string[] } {
  const dir = tempDir('docsctl-browser-');
  const log = path.join(dir, 'opened');
  const script = path.join(dir, 'browser');
  fs.writeFileSync(script, `#!/bin/sh\nprintf '%s\\n' "$1" >> '${log}'\n`, { mode: 0o755 });
  return { env: { BROWSER: script }, opened: () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : []) };
}

describe('docsctl browse', () => {
  it('opens a space, a published site and a change request with $BROWSER', async () => {
    const made = await populate(t.sb);
    const browser = recordingBrowser();
    for (const argv of [
      ['browse', made.space.id],
      ['browse', made.site.id],
      ['browse', made.space.id, '--cr', String(made.changeRequest.number)],
    ]) {
      const run = await t.cli(argv, { env: browser.env });
      expect([run.code, run.stdout, run.stderr]).toEqual([0, '', '']);
    }
    expect(browser.opened()).toEqual([made.space.urls.app, made.site.urls.published, made.changeRequest.urls.app]);
  });

  it("with no argument, opens the sandbox's home", async () => {
    const browser = recordingBrowser();
    expect((await t.cli(['browse'], { env: browser.env })).code).toBe(0);
    expect(browser.opened()).toEqual([`${t.sb.url}/`]);
  });

  it('with no display and no $BROWSER, or with --no-browser, prints the URL and opens nothing', async () => {
    const made = await populate(t.sb);
    expect(await t.cli(['browse', made.space.id])).toEqual({ code: 0, stdout: `${made.space.urls.app}\n`, stderr: '' });
    const browser = recordingBrowser();
    expect((await t.cli(['browse', made.site.id, '--no-browser'], { env: { ...browser.env, DISPLAY: ':0' } })).stdout).toBe(`${made.site.urls.published}\n`);
    expect((await t.cli(['browse', '-n'], { env: browser.env })).stdout).toBe(`${t.sb.url}/\n`);
    expect(browser.opened()).toEqual([]);
  });

  it('says when nothing has that ID, and when --cr lacks its space', async () => {
    const missing = await t.cli(['browse', 'NoSuchThing']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/no space or site "NoSuchThing" in organization acme/);
    const lone = await t.cli(['browse', '--cr', '2']);
    expect(lone.code).toBe(2);
    expect(lone.stderr).toMatch(/--cr: name the space/);
  });

  it('says so, with the URL, when the browser fails', async () => {
    const made = await populate(t.sb);
    const run = await t.cli(['browse', made.space.id], { env: { BROWSER: 'false' } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`could not open a browser; the page is at ${made.space.urls.app}`);
  });
});
