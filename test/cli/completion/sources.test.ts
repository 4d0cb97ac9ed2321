import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Profiles } from '../../../src/cli/config.js';
import { runCli, sandboxPerTest, tsvRows } from '../../helpers/cli.js';
import { tempDir } from '../../helpers/temp-dirs.js';

/** Time enough for any machine: these tests are about what is offered, not how fast. */
const PATIENT = { DOCSCTL_COMPLETE_BUDGET_MS: '10000' };

describe('docsctl __complete against a sandbox', () => {
  const current = sandboxPerTest();

  it('prints the spaces as ID<TAB>title lines', async () => {
    const { cli } = current;
    const id = (await cli(['spaces', 'create', '--title', 'Guide: getting started', '--json', '--jq', '.id'])).stdout.trim().replace(/"/g, '');
    const { code, stdout, stderr } = await cli(['__complete', 'spaces'], { env: PATIENT });
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(tsvRows(stdout)).toContainEqual([id, 'Guide: getting started']);
  });

  it("prints a space's open and draft change requests as number<TAB>subject, and nothing without the space", async () => {
    const { cli } = current;
    const space = (await cli(['spaces', 'create', '--title', 'Guide', '--json', '--jq', '.id'])).stdout.trim().replace(/"/g, '');
    await cli(['cr', 'create', space, '--subject', 'Fix the install steps']);
    await cli(['cr', 'create', space, '--subject', 'Upgrades']);
    expect(tsvRows((await cli(['__complete', 'change-requests', space], { env: PATIENT })).stdout).sort()).toEqual([
      ['1', 'Fix the install steps'],
      ['2', 'Upgrades'],
    ]);
    expect(await cli(['__complete', 'change-requests'], { env: PATIENT })).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('prints the sites as ID<TAB>title, and the OpenAPI specs by slug', async () => {
    const { cli } = current;
    const site = (await cli(['sites', 'create', '--title', 'Docs site', '--json', '--jq', '.id'])).stdout.trim().replace(/"/g, '');
    const file = path.join(tempDir(), 'pets.yaml');
    fs.writeFileSync(file, 'openapi: 3.0.0\ninfo: {title: Pets, version: "1"}\npaths: {}\n');
    expect((await cli(['openapi', 'publish', 'petstore', file])).code).toBe(0);
    expect(tsvRows((await cli(['__complete', 'sites'], { env: PATIENT })).stdout)).toContainEqual([site, 'Docs site']);
    expect(tsvRows((await cli(['__complete', 'openapi-specs'], { env: PATIENT })).stdout).map(([slug]) => slug)).toEqual(['petstore']);
  });

  it('prints nothing and says nothing for a word it does not know, or a space that does not exist', async () => {
    const { cli } = current;
    for (const line of [
      ['__complete', 'branches'],
      ['__complete'],
      ['__complete', 'change-requests', 'no-such-space'],
      ['__complete', 'spaces', 'extra', '--unknown-flag'],
    ]) {
      expect(await cli(line, { env: PATIENT })).toEqual({ code: 0, stdout: '', stderr: '' });
    }
  });
});

describe('docsctl __complete without an API to ask', () => {
  it('prints nothing and says nothing: no token, no organization, a bad URL, a refused connection', async () => {
    const refused = http.createServer();
    await new Promise<void>((resolve) => refused.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(refused.address() as AddressInfo).port}`;
    await new Promise((resolve) => refused.close(resolve));
    const envs = [
      {},
      { DOCSCTL_TOKEN: 't', DOCSCTL_API_URL: url },
      { DOCSCTL_TOKEN: 't', DOCSCTL_API_URL: 'not a url', DOCSCTL_ORG: 'acme' },
      { DOCSCTL_TOKEN: 't', DOCSCTL_API_URL: url, DOCSCTL_ORG: 'acme' },
    ];
    for (const env of envs) expect(await runCli(['__complete', 'sites'], { env })).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('gives up within its budget on an API that does not answer, and prints nothing', async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const env = {
      DOCSCTL_TOKEN: 't',
      DOCSCTL_API_URL: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      DOCSCTL_ORG: 'acme',
      DOCSCTL_COMPLETE_BUDGET_MS: '50',
    };
    expect(await runCli(['__complete', 'openapi-specs'], { env })).toEqual({ code: 0, stdout: '', stderr: '' });
    silent.closeAllConnections();
    silent.close();
  });

  it('prints the saved profiles and their API, never their token, without asking any API', async () => {
    const dir = tempDir('docsctl-config-');
    const profiles = new Profiles(dir);
    profiles.set('work', { apiUrl: 'https://api.gitbook.com', token: 'secret-token', org: 'acme' });
    profiles.set('local', { apiUrl: 'http://127.0.0.1:4000' });
    const { stdout } = await runCli(['__complete', 'profiles'], { env: { DOCSCTL_CONFIG_DIR: dir } });
    expect(tsvRows(stdout).sort()).toEqual([
      ['local', 'http://127.0.0.1:4000'],
      ['work', 'https://api.gitbook.com'],
    ]);
  });

  it('is left out of help', async () => {
    expect((await runCli(['--help'])).stdout).not.toContain('__complete');
  });
});
