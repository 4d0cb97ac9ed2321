import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { BIN, tempDir } from '../helpers/serve-process.js';

it('exits 130 when interrupted with Ctrl-C mid-request', async () => {
  let arrived!: () => void;
  const requested = new Promise<void>((resolve) => (arrived = resolve));
  const silent = http.createServer(() => arrived());
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  const child = spawn(process.execPath, [BIN, '--api-url', url, '--token', 'some-token', 'api', '/user'], {
    stdio: 'ignore',
    env: { ...process.env, DOCSCTL_CONFIG_DIR: tempDir('docsctl-config-') },
  });
  await requested;
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.kill('SIGINT');
  expect(await exited).toBe(130);
  silent.closeAllConnections();
  silent.close();
});

it('ends quietly with 0 when the reader of its output goes away (docsctl … | head -1)', async () => {
  const child = spawn(process.execPath, [BIN, 'completion', 'zsh'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DOCSCTL_CONFIG_DIR: tempDir('docsctl-config-') },
  });
  child.stdout.destroy();
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  expect(stderr).toBe('');
  expect(code).toBe(0);
});
