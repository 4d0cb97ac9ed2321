import fs from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWith } from '../helpers/fixtures-server.js';
import { api, startServe, stop, tempDir, type Ready, type ServeProcess } from '../helpers/serve-process.js';

const CYCLES = 4;
const WRITERS = 16;

const dataDir = tempDir('docsctl-kill9-');
let current: ServeProcess | undefined;

const contentDir = tempDir('docsctl-kill9-content-');
let fixtures: Awaited<ReturnType<typeof serveWith>>;
/** More pages than objects written loose (8): an import's Markdown, new each time, goes into a pack. */
const ZIP_PAGES = 12;

/** A zip whose every page is new to the store, so that each import writes a pack and kills land during pack writes too. */
let zipsServed = 0;
const freshZip = () => {
  const n = ++zipsServed;
  const pages = Object.fromEntries(
    Array.from({ length: ZIP_PAGES }, (_, i) => [`page-${i}.md`, strToU8(`# Page ${i}\n\nImport ${n}, page ${i}. ${'Text. '.repeat(100)}\n`)]),
  );
  return Buffer.from(zipSync(pages));
};

beforeAll(async () => {
  fixtures = await serveWith((request, response) => {
    if (request.url === '/docs.zip') response.writeHead(200, { 'content-type': 'application/zip' }).end(freshZip());
    else if (request.url === '/one.md') response.writeHead(200, { 'content-type': 'text/markdown' }).end('# One page\n\nShort.\n');
    else response.writeHead(404).end('not found');
  });
});

afterAll(async () => {
  if (current) await stop(current, 'SIGKILL');
  await fixtures.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(contentDir, { recursive: true, force: true });
});

/** Resolves once `count()` has grown by `more`, then after a random moment: a kill that lands mid-write, however slow the machine. */
async function killMoment(count: () => number, more: number): Promise<void> {
  const from = count();
  while (count() < from + more) await new Promise((resolve) => setTimeout(resolve, 5));
  await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 200)));
}

/** Creates spaces and collections until the server dies, recording every acknowledged id. */
async function writeUntilKilled(ready: Ready, acknowledged: Map<string, 'spaces' | 'collections'>) {
  const writer = async (n: number) => {
    for (let i = 0; ; i++) {
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
      const writing = writeUntilKilled(started.ready, acknowledged);
      await killMoment(() => acknowledged.size, 10);
      expect(await stop(started.proc, 'SIGKILL')).toBe('SIGKILL');
      await writing;
    }

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

describe('kill -9 while importing content', () => {
  it('keeps every acknowledged import, whether its pages went into a pack or one object each', async () => {
    const acknowledged = new Map<string, number>();
    let zipsAcknowledged = 0;
    const spaces: string[] = [];
    for (let cycle = 0; cycle < 2; cycle++) {
      const { proc, ready } = await startServe(contentDir);
      current = proc;
      if (spaces.length === 0) {
        for (let n = 0; n < 4; n++) spaces.push((await api(ready, 'POST', `/v1/orgs/${ready.organizationId}/spaces`, { title: `S${n}` })).body.id);
      }
      const total = () => [...acknowledged.values()].reduce((a, b) => a + b, 0);
      const importing = Promise.all(
        spaces.map(async (space, n) => {
          for (let i = 0; ; i++) {
            const zip = (n + i) % 2 === 0;
            try {
              const response = await api(ready, 'POST', `/v1/spaces/${space}/content/import`, {
                source: zip ? 'zip' : 'markdown',
                url: fixtures.url(zip ? '/docs.zip' : '/one.md'),
              });
              if (response.status !== 201) continue;
              acknowledged.set(space, (acknowledged.get(space) ?? 0) + (zip ? ZIP_PAGES : 1));
              if (zip) zipsAcknowledged++;
            } catch {
              return;
            }
          }
        }),
      );
      await killMoment(total, ZIP_PAGES + 2);
      expect(await stop(proc, 'SIGKILL')).toBe('SIGKILL');
      await importing;
    }
    const { proc, ready } = await startServe(contentDir);
    current = proc;
    for (const space of spaces) {
      const pages = await api(ready, 'GET', `/v1/spaces/${space}/content/pages`);
      expect(pages.status).toBe(200);
      expect(pages.body.pages.length, `space ${space}`).toBeGreaterThanOrEqual(acknowledged.get(space) ?? 0);
    }
    // Each acknowledged zip import wrote a pack: the kills had packs to land in.
    expect(fs.readdirSync(path.join(contentDir, 'records', 'packs')).length).toBeGreaterThanOrEqual(zipsAcknowledged);
  });
});
