import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/serve-process.js';

/** A port on `host` where nothing listens any more: a connection there is refused at once. */
async function closedPort(host: string): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `docsctl --verbose spaces list` against `url`, as a user runs it (no DOCSCTL_* or proxy of this shell): its exit code and what it wrote to stderr. */
async function listSpaces(url: string): Promise<{ code: number; stderr: string }> {
  const { code, stderr } = await runBin(['--api-url', url, '--token', 'some-token', '--org', 'acme', '--verbose', 'spaces', 'list'], {
    configDir: tempDir('docsctl-config-'),
  });
  return { code, stderr };
}

/** An address of this machine that is not loopback, if it has one. */
const external = Object.values(os.networkInterfaces())
  .flat()
  .find((address) => address && !address.internal && address.family === 'IPv4')?.address;

describe('a server that refuses the connection', () => {
  it('is tried once, and on this machine docsctl asks whether `docsctl serve` runs', async () => {
    const url = `http://127.0.0.1:${await closedPort('127.0.0.1')}`;
    const { code, stderr } = await listSpaces(url);
    expect(code).toBe(1);
    const lines = stderr.trimEnd().split('\n');
    // --verbose logs each attempt.
    expect(lines.filter((line) => line.includes('→ unreachable'))).toHaveLength(1);
    expect(lines.at(-1)).toBe(`docsctl: cannot reach ${url}: connection refused — is \`docsctl serve\` running?`);
    expect(lines).toHaveLength(2);
  });

  it.skipIf(!external)('elsewhere, is tried once and said plainly, without naming serve', async () => {
    const url = `http://${external}:${await closedPort(external!)}`;
    const { code, stderr } = await listSpaces(url);
    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(/→ unreachable/), `docsctl: cannot reach ${url}: connection refused`]);
  });
});
