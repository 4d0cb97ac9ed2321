import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import yauzl from 'yauzl';
import { fsyncDir, writeFileDurably } from '../store/persistence.js';
import { lockDataDir } from '../store/lock.js';
import { STORE_ENTRIES } from './open.js';

const MiB = 1024 * 1024;
/** An entry of an archive to import: a blob or a pack may be big, but not more than this. */
export const ARCHIVE_MAX_ENTRY_BYTES = 1024 * MiB;
/** What all the entries may unpack to, checked on what each declares before it is read, and while it is. */
export const ARCHIVE_MAX_BYTES = 16 * 1024 * MiB;
export const ARCHIVE_MAX_ENTRIES = 10_000_000;

/** Folders of immutable objects: already compressed (blobs and packs are gzip), stored as they are, read when their turn comes. */
const IMMUTABLE = new Set(['blobs', 'packs']);
/** The names an archive may hold: the store's marker, its secrets, and its records' files. */
const ENTRY = /^(store\.json|secrets\.json|records\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-][A-Za-z0-9._-]*)$/;
const TMP = '.tmp';

interface Entry {
  name: string;
  bytes: Buffer | (() => Promise<Buffer | undefined>);
  compressed: boolean;
}

/**
 * What an export holds: the marker, the secrets and every record, read at once (no write can
 * land between two of them), then the blobs and packs, read as the archive is written (they
 * never change). Not the lock, nor the snapshots: an imported store's reset baseline is the
 * state it was imported in.
 */
function entriesOf(dir: string): Entry[] {
  const entries: Entry[] = [];
  for (const name of STORE_ENTRIES) entries.push({ name, bytes: fs.readFileSync(path.join(dir, name)), compressed: false });
  const records = path.join(dir, 'records');
  for (const folder of fs.readdirSync(records).sort()) {
    const immutable = IMMUTABLE.has(folder);
    for (const file of fs.readdirSync(path.join(records, folder)).sort()) {
      if (file.endsWith(TMP)) continue;
      const full = path.join(records, folder, file);
      const name = `records/${folder}/${file}`;
      // An object swept while the archive is written was reached by nothing the records copied name.
      const later = () => fs.promises.readFile(full).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? undefined : Promise.reject(error)));
      entries.push(immutable ? { name, bytes: later, compressed: true } : { name, bytes: fs.readFileSync(full), compressed: false });
    }
  }
  return entries;
}

async function* zipped(entries: Entry[]): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failed: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failed = error;
    else out.push(chunk);
  });
  for (const entry of entries) {
    const bytes = typeof entry.bytes === 'function' ? await entry.bytes() : entry.bytes;
    if (!bytes) continue;
    const file = entry.compressed ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 6 });
    zip.add(file);
    file.push(bytes, true);
    if (failed) throw failed;
    yield* out.splice(0);
  }
  zip.end();
  if (failed) throw failed;
  yield* out.splice(0);
}

/** The whole store of a data directory as one zip, streamed. */
export function exportArchive(dir: string): Readable {
  return Readable.from(zipped(entriesOf(dir)));
}

/** Writes an export to a file, whole or not at all. */
export async function writeArchive(dir: string, file: string): Promise<void> {
  const tmp = `${file}.${process.pid}${TMP}`;
  try {
    await pipeline(exportArchive(dir), fs.createWriteStream(tmp, { mode: 0o600 }));
    const fd = fs.openSync(tmp, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(tmp, file);
    fsyncDir(path.dirname(file));
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/** An archive that cannot be imported, or a directory it cannot be imported into. */
export class ArchiveError extends Error {}

const openZip = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (error, zip) => (error ? reject(error) : resolve(zip))),
  );

const readEntry = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<Buffer>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    }),
  );

/**
 * Fills an empty (or new) data directory from an export. Every entry's name and declared size
 * is checked before it is read (yauzl checks the size it unpacks to against it); the marker is
 * written last, so an import cut short leaves no store that opens as one.
 */
export async function importArchive(file: string, dir: string): Promise<void> {
  const present = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  if (present.length > 0) throw new ArchiveError(`--import needs an empty or new data directory; ${dir} holds ${present.slice(0, 3).join(', ')}`);
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(file);
  } catch (error) {
    throw new ArchiveError(`cannot read ${file} as a docsctl export: ${(error as Error).message}`);
  }
  const lock = lockDataDir(dir);
  const names = new Set<string>();
  let marker: Buffer | undefined;
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const refuse = (message: string) => reject(new ArchiveError(`cannot import ${file}: ${message}`));
      zip.on('error', (error: Error) => refuse(error.message));
      zip.on('end', resolve);
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName;
        if (name.endsWith('/')) return zip.readEntry();
        if (!ENTRY.test(name)) return refuse(`"${name}" is not a file of a docsctl store`);
        if (names.has(name)) return refuse(`"${name}" appears twice`);
        names.add(name);
        total += entry.uncompressedSize;
        if (names.size > ARCHIVE_MAX_ENTRIES) return refuse(`more than ${ARCHIVE_MAX_ENTRIES} entries`);
        if (entry.uncompressedSize > ARCHIVE_MAX_ENTRY_BYTES) return refuse(`"${name}" unpacks to more than ${ARCHIVE_MAX_ENTRY_BYTES / MiB} MiB`);
        if (total > ARCHIVE_MAX_BYTES) return refuse(`its entries unpack to more than ${ARCHIVE_MAX_BYTES / MiB} MiB`);
        readEntry(zip, entry).then((bytes) => {
          if (name === 'store.json') marker = bytes;
          else {
            fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
            writeFileDurably(path.join(dir, name), bytes, name === 'secrets.json' ? 0o600 : 0o644);
          }
          zip.readEntry();
        }, (error: Error) => refuse(error.message));
      });
      zip.readEntry();
    });
    const missing = STORE_ENTRIES.filter((name) => !names.has(name));
    if (missing.length > 0) throw new ArchiveError(`cannot import ${file}: it holds no ${missing.join(' nor ')}; is it a docsctl export?`);
    // Every folder written is flushed before the marker says the store is whole.
    for (const folder of new Set([...names].map((name) => path.dirname(path.join(dir, name))))) fsyncDir(folder);
    writeFileDurably(path.join(dir, 'store.json'), marker!);
    fsyncDir(dir);
  } catch (error) {
    // What was written is no store: the directory is left as empty as it was found.
    for (const name of fs.readdirSync(dir)) if (name !== 'docsctl.lock') fs.rmSync(path.join(dir, name), { recursive: true, force: true });
    throw error;
  } finally {
    zip.close();
    lock.release();
  }
}
