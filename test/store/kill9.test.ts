import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { api, startServe, stop, tempDir, type Ready, type ServeProcess } from '../helpers/serve-process.js';

const CYCLES = 4;
const WRITERS = 16;

const dataDir = tempDir('docsctl-kill9-');
let current: ServeProcess | undefined;

afterAll(async () => {
  if (current) await stop(current, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Creates spaces and collections until the server dies, recording every acknowledged id. */
async function writeUntilKilled(ready: Ready, acknowledged: Map<string, 'spaces' | 'collections'>, stopAt: number) {
  const writer = async (n: number) => {
    for (let i = 0; Date.now() < stopAt + 2_000; i++) {
      const kind = (n + i) % 2 === 0 ? 'spaces' : 'collections';
      try {
        const response = await api(ready, 'POST', `/v1/orgs/${ready.organizationId}/${kind}`, { title: `w${n}-${i}` });
        if (response.status === 201) acknowledged.set(response.body.id, kind);
      } catch {
        return; // the connection died with the server: this write was never acknowledged
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, n) => writer(n)));
}

describe('kill -9 while writing', () => {
  it(`keeps every acknowledged write across ${CYCLES} kills`, async () => {
    const acknowledged = new Map<string, 'spaces' | 'collections'>();
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const started = await startServe(dataDir);
      current = started.proc;
      const killAt = Date.now() + 100 + Math.floor(Math.random() * 300);
      const writing = writeUntilKilled(started.ready, acknowledged, killAt);
      await new Promise((r) => setTimeout(r, killAt - Date.now()));
      expect(await stop(started.proc, 'SIGKILL')).toBe('SIGKILL');
      await writing;
    }
    expect(acknowledged.size).toBeGreaterThan(CYCLES * 10);

    const { proc, ready } = await startServe(dataDir);
    current = proc;
    for (const [id, kind] of acknowledged) {
      const response = await api(ready, 'GET', `/v1/${kind}/${id}`);
      expect(response.status, `${kind} ${id} was acknowledged, then lost`).toBe(200);
    }
    const listed = await api(ready, 'GET', `/v1/orgs/${ready.organizationId}/spaces?limit=1000`);
    const spaces = [...acknowledged.values()].filter((k) => k === 'spaces').length;
    // A write cut off after reaching the disk but before its answer may exist too: never fewer.
    expect(listed.body.count).toBeGreaterThanOrEqual(spaces);
  });
});
