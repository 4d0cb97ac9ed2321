import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../src/sandbox-api/index.js';
import { runCli, tsvRows, type CliOptions } from '../../helpers/cli.js';
import { tempDir } from '../../helpers/temp-dirs.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
  await sandbox.snapshot('start');
});
beforeEach(async () => {
  await sandbox.restore('start');
  await sandbox.clearFaults();
  await sandbox.controls.clearRequests();
  await sandbox.controls.setJobsMode('auto');
});
afterAll(() => sandbox.stop());

/** docsctl connected to the sandbox as its admin, as `docsctl serve`'s profile would. */
const docsctl = (args: string[], options: CliOptions = {}) =>
  runCli(args, { ...options, env: { DOCSCTL_API_URL: sandbox.url, DOCSCTL_TOKEN: sandbox.token, DOCSCTL_ORG: sandbox.organizationId, ...options.env } });
const createSpace = (title: string) => sandbox.client.call('createSpace', { params: { organizationId: sandbox.organizationId }, body: { title } });

describe('docsctl sandbox', () => {
  it('refuses a profile that points at GitBook, in one line, before sending anything', async () => {
    const result = await runCli(['sandbox', 'reset'], { env: { DOCSCTL_TOKEN: 'gb_api_secret' } });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^docsctl: https:\/\/api\.gitbook\.com is GitBook's API \(profile "default"\), which has no sandbox controls: .*\n$/);
    expect(result.stderr).not.toContain('gb_api_secret');
  });

  it('reset goes back to the seed; snapshot save, list, restore and delete', async () => {
    await createSpace('Kept');
    expect((await docsctl(['sandbox', 'snapshot', 'save', 'one-space'])).code).toBe(0);
    await createSpace('Dropped');
    const listed = await docsctl(['sandbox', 'snapshot', 'list']);
    expect(tsvRows(listed.stdout).map(([name, , records]) => [name, Number(records) > 0])).toEqual([
      ['start', true],
      ['one-space', true],
    ]);

    const restored = await docsctl(['sandbox', 'snapshot', 'restore', 'one-space', '--json']);
    expect(JSON.parse(restored.stdout)).toMatchObject({ restored: 'one-space', changed: expect.any(Number) });
    const titles = async () => JSON.parse((await docsctl(['spaces', 'list', '--json', 'title'])).stdout).map((s: { title: string }) => s.title);
    expect(await titles()).toEqual(['Kept']);

    expect((await docsctl(['sandbox', 'reset'], { tty: true, env: { NO_COLOR: '1' } })).stdout).toMatch(
      /^✓ Reset to the initial state \(\d+ records? changed\)\n$/,
    );
    expect(await titles()).toEqual([]);

    expect((await docsctl(['sandbox', 'snapshot', 'delete', 'one-space'])).code).toBe(0);
    const gone = await docsctl(['sandbox', 'snapshot', 'restore', 'one-space']);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toContain('no snapshot "one-space"');
  });

  it('requests lists the journal, filtered, with no token in it', async () => {
    await createSpace('Logged');
    await sandbox.client.call('getSpaceById', { params: { spaceId: 'missing' } }).catch(() => {});
    const all = tsvRows((await docsctl(['sandbox', 'requests'])).stdout);
    expect(all.map((row) => [row[2], row[3], row[5]])).toEqual([
      ['201', 'POST', 'createSpace'],
      ['404', 'GET', 'getSpaceById'],
    ]);
    const missing = JSON.parse((await docsctl(['sandbox', 'requests', '--status', '4xx', '--json'])).stdout);
    expect(missing).toMatchObject([{ method: 'GET', path: '/v1/spaces/missing', status: 404 }]);
    expect((await docsctl(['sandbox', 'requests', '--operation', 'createSpace', '--jq', '.[].status'])).stdout).toBe('201\n');
    expect((await docsctl(['sandbox', 'requests', '--since', String(missing[0].id)])).stdout).toBe('');
    expect(JSON.stringify(all)).not.toContain(sandbox.token);

    const wrong = await docsctl(['sandbox', 'requests', '--operation', 'noSuchOperation']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/operationId.*no operation has this id/);
  });

  it('faults add, list and clear', async () => {
    const added = await docsctl([
      'sandbox',
      'faults',
      'add',
      '--operation',
      'getSpaceById',
      '--status',
      '503',
      '--header',
      'Retry-After: 7',
      '--times',
      '1',
      '--json',
    ]);
    expect(added.code).toBe(0);
    const fault = JSON.parse(added.stdout);
    expect(fault).toMatchObject({
      id: expect.any(String),
      match: { operationId: 'getSpaceById' },
      respond: { status: 503, headers: { 'Retry-After': '7' } },
      times: 1,
    });
    await docsctl(['sandbox', 'faults', 'add', '--path', '/v1/spaces/*', '--delay', '10', '--probability', '0.5']);
    expect(tsvRows((await docsctl(['sandbox', 'faults', 'list'])).stdout).map((row) => row[0])).toHaveLength(2);

    expect((await docsctl(['sandbox', 'faults', 'clear', fault.id])).code).toBe(0);
    expect(JSON.parse((await docsctl(['sandbox', 'faults', 'list', '--json'])).stdout)).toMatchObject([{ delayMs: 10, probability: 0.5 }]);
    expect((await docsctl(['sandbox', 'faults', 'clear'])).code).toBe(0);
    expect(await sandbox.controls.faults()).toEqual([]);
  });

  it('faults add says what is missing or wrong before sending anything', async () => {
    const none = await docsctl(['sandbox', 'faults', 'add', '--operation', 'getSpaceById']);
    expect([none.code, none.stderr]).toEqual([2, 'docsctl: say what the fault does: --status N, --delay MS or --drop\n']);
    const two = await docsctl(['sandbox', 'faults', 'add', '--status', '503', '--drop']);
    expect(two.code).toBe(2);
    expect(two.stderr).toMatch(/--status.*cannot be used with.*--drop/);
    const status = await docsctl(['sandbox', 'faults', 'add', '--status', '404']);
    expect(status.code).toBe(2);
    expect(status.stderr).toContain('must be one of 429, 500, 502, 503, 504');
    expect(await sandbox.controls.faults()).toEqual([]);
  });

  it('jobs: held in manual mode, listed, run one and all', async () => {
    expect((await docsctl(['sandbox', 'jobs', 'mode', 'manual'])).code).toBe(0);
    const spec = (slug: string) =>
      sandbox.client.call('createOpenAPISpec', {
        params: { organizationId: sandbox.organizationId },
        body: { slug, source: { text: 'openapi: 3.0.3\ninfo:\n  title: Pets\n  version: "1"\npaths: {}\n' } },
      });
    await spec('one');
    await spec('two');
    const pending = tsvRows((await docsctl(['sandbox', 'jobs', '--state', 'pending'])).stdout);
    expect(pending.map((row) => [row[1], row[2]])).toEqual([
      ['openapi-processing', 'pending'],
      ['openapi-processing', 'pending'],
    ]);
    const ran = JSON.parse((await docsctl(['sandbox', 'jobs', 'run', pending[0]![0]!, '--json'])).stdout);
    expect(ran).toMatchObject({ id: pending[0]![0], state: 'done' });
    expect(tsvRows((await docsctl(['sandbox', 'jobs', 'run-all'])).stdout).map((row) => [row[0], row[2]])).toEqual([[pending[1]![0], 'done']]);
    expect((await docsctl(['sandbox', 'jobs', '--state', 'pending'])).stdout).toBe('');
    const bad = await docsctl(['sandbox', 'jobs', 'mode', 'sometimes']);
    expect(bad.code).toBe(2);
  });

  it('clock shows the sandbox time and advances it', async () => {
    const time = (stdout: string) => Date.parse(stdout.trim());
    const before = time((await docsctl(['sandbox', 'clock'])).stdout);
    const after = time((await docsctl(['sandbox', 'clock', 'advance', '2h'])).stdout);
    expect(after - before).toBeGreaterThanOrEqual(2 * 3600_000);
    expect(time(JSON.parse((await docsctl(['sandbox', 'clock', 'advance', '1d', '--json'])).stdout).now) - after).toBeGreaterThanOrEqual(86400_000);
    const logged = await docsctl(['sandbox', 'clock', '--verbose']);
    expect(logged.stderr).toMatch(/^\* GET http:\/\/127\.0\.0\.1:\d+\/_sandbox\/clock → 200 \(\d+ ms\)\n$/);
    const wrong = await docsctl(['sandbox', 'clock', 'advance', 'tomorrow']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('give a duration such as 90s, 15m, 2h or 7d');
  });

  it('export writes the store as a zip archive', async () => {
    const file = path.join(tempDir(), 'sandbox.zip');
    const result = await docsctl(['sandbox', 'export', file]);
    expect(result.code).toBe(0);
    expect(fs.readFileSync(file).subarray(0, 2).toString()).toBe('PK');
  });
});
