import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../src/index.js';
import { startSandbox } from '../../src/sandbox-api/index.js';

describe('startSandbox options', () => {
  it('runs as `docsctl serve` in a process of its own with process: true, and stops it', async () => {
    const sandbox = await startSandbox({ process: true, jobs: 'manual' });
    expect((await sandbox.client.call('getAuthenticatedUser')).id).toBe(sandbox.userId);
    expect((await sandbox.controls.jobs()).mode).toBe('manual');
    await sandbox.snapshot('empty');
    const space = await sandbox.client.call('createSpace', { params: { organizationId: sandbox.organizationId }, body: { title: 'Gone' } });
    await sandbox.restore('empty');
    await expect(sandbox.client.call('getSpaceById', { params: { spaceId: space.id } })).rejects.toBeInstanceOf(NotFoundError);
    await sandbox.stop();
    await expect(sandbox.client.call('getAuthenticatedUser')).rejects.toThrow(/connection refused/);
  });
});
