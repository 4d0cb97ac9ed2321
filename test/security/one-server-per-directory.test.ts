import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.js';
import { identity, openDataDir } from '../../src/sandbox/open.js';
import { replaceHolder } from '../helpers/lock-holder.js';
import { servedFixtures } from '../helpers/serve-process.js';

/** A sandbox whose data directory another server took; one-server-per-directory.e2e.test.ts runs the servers as processes. */
const served = servedFixtures();
const { dir } = served;
afterEach(served.cleanup);

describe('one server per data directory', () => {
  it('answers 503 {"error":{"code":503}} to writes in process too, and reads go on', async () => {
    const d = dir();
    const lost: Error[] = [];
    const sandbox = await openDataDir(d, undefined, (error) => lost.push(error));
    const app = createApp(sandbox);
    try {
      const { organizationId, token } = identity(sandbox);
      const headers = { authorization: `Bearer ${token}` };
      replaceHolder(d);
      const write = await app.inject({ method: 'POST', url: `/v1/orgs/${organizationId}/spaces`, headers, payload: { title: 'Lost' } });
      expect(write.statusCode).toBe(503);
      expect(write.json()).toEqual({ error: { code: 503, message: expect.stringContaining(`lost its lock on ${d} to docsctl serve`) } });
      expect(lost).toHaveLength(1);
      expect((await app.inject({ method: 'GET', url: `/v1/orgs/${organizationId}`, headers })).statusCode).toBe(200);
    } finally {
      await app.close();
      await sandbox.close();
    }
  });
});
