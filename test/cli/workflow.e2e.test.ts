import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tsvRows } from '../helpers/cli.js';
import { BIN, startServe, stop, tempDir, type ServeProcess } from '../helpers/serve-process.js';

const run = promisify(execFile);

let serve: ServeProcess;
let docs: http.Server;
let docsUrl: string;
const configDir = tempDir('docsctl-config-');

beforeAll(async () => {
  serve = (await startServe(path.join(tempDir(), 'data'), [], configDir)).proc;
  docs = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/markdown' }).end('# Setup\n\nRun `npm ci`, then `docsctl serve`.\n'));
  await new Promise<void>((resolve) => docs.listen(0, '127.0.0.1', resolve));
  docsUrl = `http://127.0.0.1:${(docs.address() as AddressInfo).port}`;
});
afterAll(async () => {
  docs.close();
  await stop(serve);
});

/** The built `bin/docsctl`, as a script runs it: no terminal, the `local` profile that serve recorded, nothing else. */
async function docsctl(...args: string[]): Promise<string> {
  const env = { PATH: process.env.PATH, DOCSCTL_CONFIG_DIR: configDir };
  const { stdout } = await run(process.execPath, [BIN, '--profile', 'local', ...args], { env });
  return stdout;
}

describe('a whole workflow through the built binary', () => {
  it('creates a space, opens a change request, imports into it, comments, merges', async () => {
    const space = (await docsctl('spaces', 'create', '--title', 'Handbook', '--jq', '.id')).trim();
    expect(await docsctl('cr', 'create', space, '--subject', 'Add setup', '--jq', '.number')).toBe('1\n');
    await docsctl('content', 'import', space, '--cr', '1', '--source', 'markdown', '--url', `${docsUrl}/setup.md`);
    const pages = async (...cr: string[]) => tsvRows(await docsctl('content', 'pages', space, ...cr));
    const titles = async (...cr: string[]) => (await pages(...cr)).map(([, title]) => title);
    expect(await titles('--cr', '1')).toContain('Setup');
    expect(await titles()).not.toContain('Setup');
    const comment = JSON.parse(await docsctl('comments', 'create', space, '--cr', '1', '--body', 'Ship it', '--json'));
    expect(await docsctl('comments', 'list', space, '--cr', '1', '--jq', '.[].id')).toBe(`${comment.id}\n`);
    await docsctl('cr', 'merge', space, '1', '--yes');
    expect(await docsctl('cr', 'view', space, '1', '--jq', '.status')).toBe('merged\n');
    const [setup] = (await pages()).filter(([, title]) => title === 'Setup');
    expect(setup).toBeDefined();
    expect(await docsctl('content', 'page', space, setup?.[0] ?? '')).toMatch(/Run `npm ci`/);
  });
});
