import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesSeed, startSandbox, tokenOf, type Running } from '../helpers/sandbox.js';
import { BIN } from '../helpers/serve-process.js';
import { cliAgainst } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp-dirs.js';

/** `--wait` in the built binary, stopped by the terminal's Ctrl-C; the translator holds every page until the end, so the run stays running. */
let sb: Running;
let release!: () => void;
beforeAll(async () => {
  const held = new Promise<void>((resolve) => (release = resolve));
  sb = await startSandbox(rolesSeed(), { translator: async (markdown) => (await held, markdown) });
});
afterAll(async () => {
  release();
  await sb.close();
});

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('translations run --wait', () => {
  it('stopped with Ctrl-C, exits 130 saying how to follow the run', async () => {
    const cli = cliAgainst(sb);
    const space = (await sb.client('admin').orgs.createSpace('acme', { title: 'Handbook' })).data;
    expect((await cli(['content', 'template', space.id, '--id', 'product-docs'])).code).toBe(0);
    const id = (await cli(['translations', 'create', '--source-space', space.id, '--source-language', 'en', '--language', 'fr', '--jq', '.id'])).stdout.trim();
    const child = spawn(process.execPath, [BIN, '--verbose', 'translations', 'run', id, '--wait'], {
      env: {
        ...process.env,
        DOCSCTL_API_URL: sb.url,
        DOCSCTL_TOKEN: tokenOf('admin'),
        DOCSCTL_ORG: 'acme',
        NO_COLOR: '1',
        DOCSCTL_CONFIG_DIR: tempDir('docsctl-config-'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // --verbose logs each request: once it asks how the run stands, it is waiting.
    await until(() => new RegExp(`GET \\S+/translations/${id} `).test(stderr) || child.exitCode !== null);
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stderr.trimEnd().split('\n').at(-1)).toBe(`docsctl: still running; follow it with: docsctl translations view ${id} --org acme --wait`);
  });
});
