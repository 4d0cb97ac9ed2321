import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../src/sandbox-api/index.js';
import { tempDir } from '../helpers/temp-dirs.js';

// As docs/sandbox.md shows it ("Driving it from a test suite"): one sandbox for the file, each test starting from the same snapshot.
describe('startSandbox, as a test suite uses it', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox();
    await sandbox.client.call('createSpace', { params: { organizationId: sandbox.organizationId }, body: { title: 'Handbook' } });
    await sandbox.snapshot('fixture');
  });
  beforeEach(() => sandbox.restore('fixture'));
  afterAll(() => sandbox.stop());

  const titles = async () => {
    const spaces = await sandbox.client.call('listSpacesInOrganizationById', { params: { organizationId: sandbox.organizationId }, query: {} });
    return spaces.items.map((space) => space.title);
  };

  it('gives a client that changes the store', async () => {
    await sandbox.client.call('createSpace', { params: { organizationId: sandbox.organizationId }, body: { title: 'Changelog' } });
    expect((await titles()).sort()).toEqual(['Changelog', 'Handbook']);
  });

  it('starts each test from the snapshot, whatever the one before did', async () => {
    expect(await titles()).toEqual(['Handbook']);
  });

  it('survives a rate limit', async () => {
    await sandbox.fault({ match: { operationId: 'getAuthenticatedUser' }, respond: { status: 429, headers: { 'Retry-After': '0' } }, times: 1 });
    await sandbox.client.call('getAuthenticatedUser'); // docsctl's client retries a 429
    expect((await sandbox.requests({ operationId: 'getAuthenticatedUser' })).map((r) => r.status)).toEqual([429, 200]);
  });

  it('journals the requests, and injects faults into them', async () => {
    await sandbox.controls.clearRequests();
    await sandbox.fault({ match: { operationId: 'getAuthenticatedUser' }, respond: { status: 500 }, times: 1 });
    await expect(sandbox.client.call('getAuthenticatedUser')).rejects.toMatchObject({ status: 500 });
    expect((await sandbox.client.call('getAuthenticatedUser')).id).toBe(sandbox.userId);
    const journalled = await sandbox.requests({ operationId: 'getAuthenticatedUser' });
    expect(journalled.map((entry) => entry.status)).toEqual([500, 200]);
    expect(journalled[0]!.fault).toEqual(expect.any(String));
    expect(JSON.stringify(journalled)).not.toContain(sandbox.token);
  });

  it('resets to the state it started in, snapshots kept', async () => {
    await sandbox.reset();
    expect(await titles()).toEqual([]);
    expect((await sandbox.controls.snapshots()).map((s) => s.name)).toEqual(['fixture']);
  });
});

describe('startSandbox options', () => {
  it("starts from a seed, holds work with jobs: 'manual', and keeps a dataDir after it stops", async () => {
    const dataDir = tempDir('docsctl-kept-');
    const seed = {
      users: [{ id: 'ada', displayName: 'Ada', email: 'ada@example.test', token: 'token-ada-0123456789abcdef' }],
      organizations: [{ id: 'acme', title: 'Acme', members: [{ user: 'ada', role: 'admin' as const }] }],
    };
    const sandbox = await startSandbox({ seed, jobs: 'manual', dataDir });
    expect(sandbox).toMatchObject({ token: 'token-ada-0123456789abcdef', organizationId: 'acme', userId: 'ada' });
    const spec = await sandbox.client.call('createOpenAPISpec', {
      params: { organizationId: 'acme' },
      body: { slug: 'pets', source: { text: 'openapi: 3.0.3\ninfo:\n  title: Pets\n  version: "1"\npaths: {}\n' } },
    });
    expect(spec.processingState).toBe('pending');
    const [job] = await sandbox.jobs({ state: 'pending' });
    expect((await sandbox.runJob(job!.id)).state).toBe('done');
    await sandbox.stop();
    expect(fs.readdirSync(dataDir)).toContain('store.json');
  });

  it('keeps its store in a temporary directory, removed when it stops', async () => {
    const tmp = tempDir();
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    try {
      const sandbox = await startSandbox();
      const [store] = fs.readdirSync(tmp);
      expect(fs.readdirSync(`${tmp}/${store}`)).toContain('store.json');
      await sandbox.stop();
      expect(fs.readdirSync(tmp)).toEqual([]);
      await expect(sandbox.client.call('getAuthenticatedUser')).rejects.toThrow(/connection refused/);
    } finally {
      process.env.TMPDIR = saved;
    }
  });
});
