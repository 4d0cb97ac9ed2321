import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { listFiles } from '../../../src/domain/reading/files.js';
import { importContent } from '../../../src/domain/import/import-content.js';
import { archiveOfZip, archiveOfZipFile } from '../../../src/format/import/archive.js';
import { listPages } from '../../../src/domain/reading/read.js';
import { serveWith } from '../../helpers/fixtures-server.js';
import { refusal, rules } from '../../helpers/rules.js';

/**
 * Issue 12: a zip is downloaded to a temporary file and read from there an entry at a time. The
 * file loses its name as soon as it is made (nothing is left of it even if the server is killed)
 * and is closed, its space freed, when the import ends.
 */
const MiB = 1024 * 1024;
/** Random bytes do not pack: a zip bigger than the 10 MiB other sources may have. */
const photo = randomBytes(12 * MiB);
const docs = Buffer.from(zipSync({ 'README.md': strToU8('# Home\n\n![](photo.png)'), 'guide.md': strToU8('# Guide'), 'photo.png': photo }));
const files: Record<string, Buffer> = {
  '/docs.zip': docs,
  '/outside.zip': Buffer.from(zipSync({ 'README.md': strToU8('# Home'), '../escape.md': strToU8('# Out') })),
  '/not-a.zip': Buffer.from('not a zip at all'),
};

let tmp: string;
const tmpBefore = process.env.TMPDIR;
let site: Awaited<ReturnType<typeof serveWith>>;
/** The temporary files there were while /docs.zip was half sent: by name, and open. */
let midway = { named: [] as string[], open: [] as string[] };

const named = () => fs.readdirSync(tmp).filter((name) => name.startsWith('docsctl-'));
/** The files in `tmp` this process holds open (Linux names them in /proc). */
const open = () =>
  fs.readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      const target = fs.readlinkSync(`/proc/self/fd/${fd}`);
      return target.startsWith(tmp) ? [target] : [];
    } catch {
      return []; // Closed meanwhile.
    }
  });

beforeAll(async () => {
  // Downloads go to os.tmpdir(): this file's own here, to see where they go and that they go away.
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsctl-zip-download-'));
  process.env.TMPDIR = tmp;
  site = await serveWith((request, response) => {
    const body = files[request.url ?? ''];
    if (!body) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/zip' });
    const half = body.length >> 1;
    response.write(body.subarray(0, half));
    setTimeout(() => {
      midway = { named: named(), open: open() };
      response.end(body.subarray(half));
    }, 100);
  });
});
afterAll(async () => {
  await site.close();
  // Assigning undefined would set the text 'undefined'.
  if (tmpBefore === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tmpBefore;
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('a zip import', () => {
  it('downloads to a temporary file without a name, past the 10 MiB of other sources, and closes it once imported', async () => {
    const { as } = rules();
    const space = createSpace(as(), 'acme', { title: 'Docs' }).id;
    await importContent(as(), space, { source: 'zip', url: site.url('/docs.zip') });
    expect(midway).toEqual({ named: [], open: [expect.stringMatching(/\/docsctl-download-[-0-9a-f]+ \(deleted\)$/)] });
    expect(open()).toEqual([]);
    expect(listPages(as(), space).pages.map((p) => p.title)).toEqual(['Home', 'Guide']);
    expect(listFiles(as(), space, {}).items.map((f) => [f.name, f.size])).toEqual([['photo.png', photo.length]]);
  });

  it('closes its temporary file when the zip is refused', async () => {
    const { as } = rules();
    const space = createSpace(as(), 'acme', { title: 'Refused' }).id;
    expect((await refusal(() => importContent(as(), space, { source: 'zip', url: site.url('/outside.zip') }))).message).toContain(
      '"../escape.md" points outside',
    );
    expect(open()).toEqual([]);
    expect((await refusal(() => importContent(as(), space, { source: 'zip', url: site.url('/not-a.zip') }))).message).toMatch(/not a readable zip/);
    expect(open()).toEqual([]);
    expect(named()).toEqual([]);
  });
});

describe('a zip read from a file', () => {
  it('reads each entry as it was packed: stored or deflated, small or streamed, in the order asked', async () => {
    const entries: Record<string, Uint8Array> = {
      'top/a.md': strToU8('# A'),
      'top/stored.bin': randomBytes(100),
      'top/big-stored.bin': randomBytes(2 * MiB),
      'top/big.txt': strToU8('line\n'.repeat(400_000)),
      'top/empty.txt': new Uint8Array(0),
    };
    const zip: Zippable = Object.fromEntries(Object.entries(entries).map(([name, data]) => [name, name.includes('stored') ? [data, { level: 0 }] : data]));
    const file = path.join(tmp, 'entries.zip');
    fs.writeFileSync(file, zipSync(zip));
    const handle = await fs.promises.open(file);
    try {
      const archive = await archiveOfZipFile(handle);
      const inMemory = await archiveOfZip(fs.readFileSync(file));
      expect(archive.paths).toEqual(['a.md', 'stored.bin', 'big-stored.bin', 'big.txt', 'empty.txt']);
      expect(inMemory.paths).toEqual(archive.paths);
      for (const name of [...archive.paths].reverse()) {
        expect(Buffer.compare(await archive.read(name), entries[`top/${name}`]!), name).toBe(0);
        expect(Buffer.compare(await inMemory.read(name), entries[`top/${name}`]!), name).toBe(0);
      }
    } finally {
      await handle.close();
      fs.rmSync(file);
    }
  });
});
