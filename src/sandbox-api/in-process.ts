import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { identity, openDataDir } from '../sandbox/open.js';
import { createApp } from '../server/app.js';
import type { Served, StartSandboxOptions } from './options.js';

/**
 * The sandbox in this process: a store in a temporary directory (or `dataDir`, kept) served on a
 * free loopback port. Stopping closes every connection at once and removes the temporary directory.
 */
export async function serveInProcess(options: StartSandboxOptions): Promise<Served> {
  const dir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'docsctl-sandbox-'));
  const removeTemporary = () => {
    if (!options.dataDir) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    fs.mkdirSync(dir, { recursive: true });
    const sandbox = await openDataDir(dir, options.seed, undefined, options.jobs ? { jobs: options.jobs } : {});
    const app = createApp(sandbox, { dataDir: dir });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
    } catch (error) {
      await sandbox.close();
      throw error;
    }
    const who = identity(sandbox);
    return {
      url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      // A seed gives every user a token, the first admin's included.
      token: who.token!,
      organizationId: who.organizationId,
      userId: who.userId,
      stop: async () => {
        const closing = app.close();
        // A client's kept-alive connection would hold the close until it times out.
        app.server.closeAllConnections();
        await closing;
        await sandbox.close();
        removeTemporary();
      },
    };
  } catch (error) {
    removeTemporary();
    throw error;
  }
}
