/**
 * 10. A zip of a real repository's size (issue 12): 1,000 GitBook-flavoured pages and ~95 MiB
 * of images that do not pack (random bytes in PNG and JPEG containers), ~100 MiB in all,
 * served from a loopback server and imported into a `docsctl serve` process of its own.
 * Printed: the import's time and how far the server's peak RSS rose above its RSS before it
 * (goal: under 100 MiB, less than the zip itself, which is downloaded to a temporary file and
 * read from there an entry at a time); beside it the same for the pages alone, which is what
 * any import of them costs (worker threads, their analysis) whatever the zip's size.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { docsMarkdown } from './docs-fixture.js';
import { serveProcess } from './serve.js';
import { fmt, log, nowMs, removeDir, section, table, tempDir } from './util.js';

const MiB = 1024 * 1024;

const u32 = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
};

/** A PNG whose header is real (its dimensions are read on import) and whose pixel data is random bytes. */
export function png(width: number, height: number, size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    return Buffer.concat([u32(data.length), typed, u32(zlib.crc32(typed))]);
  };
  const header = Buffer.concat([u32(width), u32(height), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', randomBytes(size)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG whose frame header is real and whose scan is random bytes. */
function jpeg(width: number, height: number, size: number): Buffer {
  const u16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);
  const jfif = Buffer.concat([
    Buffer.from([0xff, 0xe0]),
    u16(16),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([1, 1, 0]),
    u16(1),
    u16(1),
    Buffer.from([0, 0]),
  ]);
  const frame = Buffer.concat([
    Buffer.from([0xff, 0xc0]),
    u16(17),
    Buffer.from([8]),
    u16(height),
    u16(width),
    Buffer.from([3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]),
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, frame, randomBytes(size), Buffer.from([0xff, 0xd9])]);
}

/** 1,000 pages in parts of 100 (each links to others and shows a diagram), and images, PNG and JPEG by turns, filling `imageBytes`. */
function repositoryZip(pages: number, images: number, imageBytes: number): Uint8Array {
  const tree: Zippable = { 'README.md': strToU8('# Handbook\n\nHow we deploy.\n') };
  for (let i = 0; i < pages; i++) {
    ((tree[`part-${Math.floor(i / 100)}`] ??= {}) as Zippable)[`page-${i}.md`] = strToU8(`# Page ${i}\n\n${docsMarkdown(i, pages)}\n`);
  }
  const assets: Zippable = {};
  const each = Math.floor(imageBytes / images);
  for (let k = 0; k < images; k++) {
    // The pages show diagram-0 to diagram-19; the rest are photos no page shows.
    const name = k < 20 ? `diagram-${k}.png` : `photo-${k}.${k % 2 ? 'jpg' : 'png'}`;
    // Stored, not deflated: random bytes do not pack.
    assets[name] = [name.endsWith('.jpg') ? jpeg(1600, 1200, each) : png(1600, 1200, each), { level: 0 }];
  }
  tree['.gitbook'] = { assets };
  return zipSync(tree);
}

export interface ZipImport {
  zipMiB: number;
  resources: number;
  importMs: number;
  rssBeforeMiB: number;
  /** The peak RSS during the import less the RSS before it. */
  peakGrowthMiB: number;
}

/** Imports the zip at `url` into a new space of a `docsctl serve` started for it alone, reading its memory from /proc. */
async function importInOwnServer(url: string, zipBytes: number): Promise<ZipImport> {
  const dir = tempDir('zip-import');
  const server = await serveProcess(dir);
  try {
    const space = (await server.post<{ id: string }>(`/v1/orgs/${server.organizationId}/spaces`, { title: 'Repository' })).id;
    server.resetPeakMemory();
    const rssBefore = server.memoryKiB('VmRSS');
    const started = nowMs();
    const imported = await server.post<{ importedResources: number }>(`/v1/spaces/${space}/content/import`, { source: 'zip', url });
    const importMs = nowMs() - started;
    const peak = server.memoryKiB('VmHWM');
    return {
      zipMiB: zipBytes / MiB,
      resources: imported.importedResources,
      importMs,
      rssBeforeMiB: rssBefore / 1024,
      peakGrowthMiB: (peak - rssBefore) / 1024,
    };
  } finally {
    await server.stop();
    removeDir(dir);
  }
}

export interface ZipImportFigures {
  /** The pages alone: what an import costs whatever the zip's size. */
  pagesOnly: ZipImport;
  /** The pages and the images. */
  repository: ZipImport;
}

export async function measureZipImport(options: { pages: number; images: number; imageBytes: number }): Promise<ZipImportFigures> {
  const zips: Record<string, Uint8Array> = {
    '/pages.zip': repositoryZip(options.pages, 0, 0),
    '/repository.zip': repositoryZip(options.pages, options.images, options.imageBytes),
  };
  const size = zips['/repository.zip']!.length;
  section(`10. A ${fmt(size / MiB, 0)} MiB zip of ${options.pages.toLocaleString('en-US')} pages and ${options.images} images, imported by docsctl serve`);
  const source = http.createServer((request, response) => {
    const zip = zips[request.url ?? ''];
    if (zip) response.writeHead(200, { 'content-type': 'application/zip', 'content-length': zip.length }).end(zip);
    else response.writeHead(404).end();
  });
  source.listen(0, '127.0.0.1');
  await once(source, 'listening');
  const url = (file: string) => `http://127.0.0.1:${(source.address() as AddressInfo).port}${file}`;
  try {
    const figures = {
      pagesOnly: await importInOwnServer(url('/pages.zip'), zips['/pages.zip']!.length),
      repository: await importInOwnServer(url('/repository.zip'), size),
    };
    const row = (what: string, i: ZipImport, goal: string) => [
      what,
      fmt(i.zipMiB, 1),
      String(i.resources),
      fmt(i.importMs / 1000, 2),
      fmt(i.rssBeforeMiB, 1),
      fmt(i.peakGrowthMiB, 1),
      goal,
    ];
    log(
      table(
        ['zip', 'MiB', 'resources', 'import s', 'RSS before MiB', 'peak RSS growth MiB', 'goal'],
        [row('the pages alone', figures.pagesOnly, ''), row('pages and images', figures.repository, '< 100')],
      ),
    );
    return figures;
  } finally {
    source.close();
  }
}
