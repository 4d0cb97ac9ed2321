import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFixtures, serveWith } from '../helpers/fixtures-server.js';
import { startSandbox, type Running } from '../helpers/sandbox.js';
import { craftedZip, type CraftedEntry } from './crafted-zip.js';

/**
 * Regression tests for issue 12: zips are downloaded to a temporary file and unpacked an entry at
 * a time, and hostile ones are still refused, before their content is read, with nothing written
 * and no temporary file left.
 */
const MiB = 1024 * 1024;
const LIMIT = 200 * MiB;
const zip = (entries: CraftedEntry[]) => ({ type: 'application/zip', body: craftedZip([{ name: 'README.md', data: strToU8('# Home') }, ...entries]) });

let sb: Running;
let fixtures: Awaited<ReturnType<typeof serveFixtures>>;
let endless: Awaited<ReturnType<typeof serveWith>>;
/** Bytes the endless source handed to its socket. */
let poured = 0;
let tmp: string;
const tmpBefore = process.env.TMPDIR;

beforeAll(async () => {
  // Downloads go to os.tmpdir(): this file's own here, to see that none is left behind.
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsctl-hostile-archives-'));
  process.env.TMPDIR = tmp;
  sb = await startSandbox();
  fixtures = await serveFixtures({
    '/many.zip': zip(Array.from({ length: 100_000 }, (_, i) => ({ name: `p${i}.md`, data: strToU8('x'), stored: true }))),
    '/ten-gb.zip': zip([{ name: 'disk.img', data: new Uint8Array(1024), declares: 10e9 }]),
    '/eleven-files-of-99-mib.zip': zip(Array.from({ length: 11 }, (_, i) => ({ name: `part-${i}.bin`, data: new Uint8Array(1024), declares: 99 * MiB }))),
    // One read and inflated at once, one streamed: each inflates past what it declares.
    '/small-overrun.zip': zip([{ name: 'zeros.bin', data: new Uint8Array(MiB), declares: 1_000 }]),
    '/large-overrun.zip': zip([{ name: 'zeros.bin', data: new Uint8Array(10 * MiB), declares: 300 * 1024 }]),
    '/short.zip': zip([{ name: 'zeros.bin', data: new Uint8Array(1_000), declares: 5_000 }]),
    '/long-name.zip': zip([{ name: `${'a/'.repeat(600)}deep.md`, data: strToU8('# Deep') }]),
  });
  const chunk = randomBytes(MiB);
  endless = await serveWith((request, response) => {
    if (request.url === '/declared.zip') {
      response.writeHead(200, { 'content-type': 'application/zip', 'content-length': String(LIMIT + 1) }).flushHeaders();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/zip' });
    const pour = () => {
      while (!response.destroyed) {
        poured += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pour);
      }
    };
    pour();
  });
});
afterAll(async () => {
  await sb.close();
  await fixtures.close();
  await endless.close();
  // Assigning undefined would set the text 'undefined'.
  if (tmpBefore === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tmpBefore;
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** The temporary files left in `tmp`: by name, or held open by this process (Linux names them in /proc). */
const leftovers = () => [
  ...fs.readdirSync(tmp).filter((name) => name.startsWith('docsctl-')),
  ...fs.readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      const target = fs.readlinkSync(`/proc/self/fd/${fd}`);
      return target.startsWith(tmp) ? [target] : [];
    } catch {
      return []; // Closed meanwhile.
    }
  }),
];

/** Imports `url` into a new space: the answer, and whether anything was written (pages, a revision, a stored file). */
async function refused(url: string) {
  const space = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Hostile' } })).body.id as string;
  const before = (await sb.call('GET', `/v1/spaces/${space}`)).body.revision;
  const response = await sb.call('POST', `/v1/spaces/${space}/content/import`, { body: { source: 'zip', url } });
  expect(response.status, url).toBe(400);
  expect((await sb.call('GET', `/v1/spaces/${space}`)).body.revision).toBe(before);
  expect((await sb.call('GET', `/v1/spaces/${space}/content/pages`)).body.pages).toEqual([]);
  expect(sb.sandbox.store.collectGarbage().blobs, 'files stored').toBe(0);
  expect(leftovers(), 'temporary files left').toEqual([]);
  return response.body.error.message as string;
}

describe('a hostile zip', () => {
  it('of 100,000 tiny entries is refused by its count', async () => {
    expect(await refused(fixtures.url('/many.zip'))).toMatch(/more than 10000 entries \(100001\)/);
  });

  it('with a name longer than 1 KiB is refused: names are kept while it is read', async () => {
    expect(await refused(fixtures.url('/long-name.zip'))).toMatch(/name is longer than 1024 bytes/);
  });

  it('declaring an entry of 10 GB, or more than 1 GiB in all, is refused before anything is inflated', async () => {
    expect(await refused(fixtures.url('/ten-gb.zip'))).toMatch(/"disk\.img" unpacks to 10000000000 bytes, more than the 104857600 a file may have/);
    expect(await refused(fixtures.url('/eleven-files-of-99-mib.zip'))).toMatch(/unpack to more than 1073741824 bytes in all/);
  });

  it('whose entry inflates past what it declares, or falls short of it, is refused while it is read', async () => {
    for (const name of ['/small-overrun.zip', '/large-overrun.zip']) {
      expect(await refused(fixtures.url(name))).toMatch(/"zeros\.bin" unpacks to more than the \d+ bytes it declares/);
    }
    expect(await refused(fixtures.url('/short.zip'))).toMatch(/"zeros\.bin" unpacks to 1000 bytes, not the 5000 it declares/);
  });
});

describe('a zip download', () => {
  it('that declares more than 200 MiB is refused before its body is read', async () => {
    expect(await refused(endless.url('/declared.zip'))).toMatch(/is larger than 209715200 bytes/);
  });

  it('that streams on past 200 MiB is cut off there, its temporary file closed', async () => {
    expect(await refused(endless.url('/endless.zip'))).toMatch(/is larger than 209715200 bytes/);
    const stopped = poured;
    await sleep(200);
    expect(poured, 'the connection is closed').toBe(stopped);
    // What the sockets' buffers held beyond the limit, no more.
    expect(stopped).toBeLessThan(LIMIT + 32 * MiB);
  });
});
