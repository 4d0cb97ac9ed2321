import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import yauzl from 'yauzl';
import { fsyncDir, writeFileDurably } from '../store/persistence.js';
import { lockDataDir } from '../store/lock.js';
import { objectMismatch, readJson, recordFileAt, recordMismatch } from '../store/record-files.js';
import { FORMAT_VERSION, STORE_ENTRIES, StoreMarker } from './open.js';
import { SecretsFile } from './secrets.js';

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
  // A field the zip's callback sets: TypeScript, not seeing the callback run, would narrow a variable to null.
  const failure: { error?: Error } = {};
  const zip = new Zip((error, chunk) => {
    if (error) failure.error = error;
    else out.push(chunk);
  });
  for (const entry of entries) {
    const bytes = typeof entry.bytes === 'function' ? await entry.bytes() : entry.bytes;
    if (!bytes) continue;
    const file = entry.compressed ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 6 });
    zip.add(file);
    file.push(bytes, true);
    if (failure.error) throw failure.error;
    yield* out.splice(0);
  }
  zip.end();
  if (failure.error) throw failure.error;
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

/** What an entry is by the mode its external attributes carry (Unix's, or MS-DOS's folder bit), when that is not a plain file. */
function notAFile(entry: yauzl.Entry): string | undefined {
  const type = (entry.externalFileAttributes >>> 16) & 0o170000;
  if (type === 0o120000) return 'a symbolic link';
  if (type === 0o040000 || (entry.externalFileAttributes & 0x10) !== 0) return 'a folder';
  return type === 0 || type === 0o100000 ? undefined : 'a special file (a device, a pipe or a socket)';
}

/**
 * Fills an empty (or new) data directory from an export. Every entry is checked before it is
 * written: its name, that it is a plain file (not a link), its declared size (yauzl checks the
 * size it unpacks to against it), and its content: the marker and the secrets as the sandbox
 * reads them, each record JSON of its kind, each object the bytes its name is the hash of. The
 * marker is written last, so an import refused or cut short leaves no store that opens as one,
 * and the directory as empty as it was.
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
  let marker: { bytes: Buffer; version: number } | undefined;
  /** Revisions met before the marker, which says which format they are in: checked once it is read. */
  const unchecked: { name: string; at: { folder: 'revisions'; id: string }; bytes: Buffer }[] = [];
  let total = 0;
  const refusal = (name: string, why: string) => new ArchiveError(`cannot import ${file}: "${name}" ${why}`);
  /** Why an entry's bytes are not what its name says it is, if they are not. */
  const mismatch = (name: string, bytes: Buffer): string | undefined => {
    if (name === 'store.json') {
      const read = readJson(bytes, StoreMarker, "a store's marker");
      if ('why' in read) return read.why;
      const { version } = read.value as StoreMarker;
      if (version > FORMAT_VERSION)
        return `is the marker of a store of format ${version}, newer than this docsctl's (${FORMAT_VERSION}): import it with a newer docsctl`;
      marker = { bytes, version };
      return undefined;
    }
    if (name === 'secrets.json') {
      const read = readJson(bytes, SecretsFile, "a store's secrets");
      return 'why' in read ? read.why : undefined;
    }
    const at = recordFileAt(name.slice('records/'.length));
    if (at.kind === 'none') return at.why;
    if (at.kind !== 'record') return objectMismatch(at, bytes);
    if (at.folder === 'revisions' && !marker) return void unchecked.push({ name, at: { folder: 'revisions', id: at.id }, bytes });
    return recordMismatch(at, bytes, marker?.version === 1);
  };
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
        const kind = notAFile(entry);
        if (kind) return refuse(`"${name}" is ${kind}, not a file`);
        names.add(name);
        total += entry.uncompressedSize;
        if (names.size > ARCHIVE_MAX_ENTRIES) return refuse(`more than ${ARCHIVE_MAX_ENTRIES} entries`);
        if (entry.uncompressedSize > ARCHIVE_MAX_ENTRY_BYTES) return refuse(`"${name}" unpacks to more than ${ARCHIVE_MAX_ENTRY_BYTES / MiB} MiB`);
        if (total > ARCHIVE_MAX_BYTES) return refuse(`its entries unpack to more than ${ARCHIVE_MAX_BYTES / MiB} MiB`);
        readEntry(zip, entry).then(
          (bytes) => {
            const why = mismatch(name, bytes);
            if (why) return reject(refusal(name, why));
            if (name !== 'store.json') {
              fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
              writeFileDurably(path.join(dir, name), bytes, name === 'secrets.json' ? 0o600 : 0o644);
            }
            zip.readEntry();
          },
          (error: Error) => refuse(error.message),
        );
      });
      zip.readEntry();
    });
    const missing = STORE_ENTRIES.filter((name) => !names.has(name));
    if (missing.length > 0) throw new ArchiveError(`cannot import ${file}: it holds no ${missing.join(' nor ')}; is it a docsctl export?`);
    for (const { name, at, bytes } of unchecked) {
      const why = recordMismatch(at, bytes, marker!.version === 1);
      if (why) throw refusal(name, why);
    }
    // Every folder written is flushed before the marker says the store is whole.
    for (const folder of new Set([...names].map((name) => path.dirname(path.join(dir, name))))) fsyncDir(folder);
    writeFileDurably(path.join(dir, 'store.json'), marker!.bytes);
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
