import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../src/sandbox-api/index.js';
import { BIN } from '../../helpers/serve-process.js';
import { tempDir } from '../../helpers/temp-dirs.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

const createSpace = (title: string) => sandbox.client.call('createSpace', { params: { organizationId: sandbox.organizationId }, body: { title } });

describe('docsctl sandbox requests --follow, from the built binary', () => {
  it('prints what is there, then each new request as it comes, until Ctrl-C; never a token', async () => {
    await createSpace('Before');
    const child = spawn(process.execPath, [BIN, 'sandbox', 'requests', '--follow'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH, DOCSCTL_CONFIG_DIR: tempDir('docsctl-config-'), DOCSCTL_API_URL: sandbox.url, DOCSCTL_TOKEN: sandbox.token },
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const lines = async (count: number) => {
      while (stdout.split('\n').length - 1 < count) await new Promise((resolve) => setTimeout(resolve, 20));
      return stdout.split('\n').slice(0, count);
    };
    expect((await lines(1))[0]).toMatch(/ 201 {2}POST {3}\/v1\/orgs\/\S+\/spaces {2}createSpace {2}[\d.]+ ms$/);

    await sandbox.fault({ match: { operationId: 'getSpaceById' }, respond: { status: 503 }, times: 1 });
    await sandbox.client.call('getSpaceById', { params: { spaceId: 'abc' } }).catch(() => {});
    const [, next] = await lines(2);
    expect(next).toMatch(/ 503 {2}GET {4}\/v1\/spaces\/abc {2}getSpaceById {2}[\d.]+ ms {2}\[\S+\]$/);

    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stdout).not.toContain(sandbox.token);
  });
});
