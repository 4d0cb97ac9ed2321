import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';

/** Where records live between runs. Writes are synchronous: a request is answered only after its data is on disk. */
export interface Persistence {
  loadAll(kind: string): unknown[];
  /** One record, for kinds read when asked rather than held in memory. */
  read(kind: string, id: string): unknown;
  /** The ids of a kind's records, for a sweep. */
  ids(kind: string): string[];
  write(kind: string, id: string, record: unknown): void;
  remove(kind: string, id: string): void;
  /** Writes and removes many records of one kind with one flush of its folder: a restore changes hundreds at once. */
  writeMany(kind: string, changes: RecordChange[]): void;
  /**
   * Immutable bytes by content hash: written once, before any record names them. Writing one
   * that is there marks it written now (git's freshening): an import that names it again is
   * then as safe from a sweep as one that wrote it.
   */
  writeBlob(hash: string, bytes: Uint8Array): void;
  /** A blob whose bytes come in steps (a download), kept aside until they are all there: see BlobStage. */
  stageBlob(): Promise<BlobStage>;
  readBlob(hash: string): Buffer | undefined;
  /** Many immutable objects as one file, written (and flushed) once: a bulk write costs one flush, not one per object. */
  writePack(name: string, bytes: Uint8Array): void;
  readPack(name: string, at: number, size: number): Buffer | undefined;
  /** What a sweep may remove: every blob and pack there is, and when each was last written (ms since the epoch; undefined once gone). */
  blobNames(): string[];
  packNames(): string[];
  blobWrittenAt(hash: string): number | undefined;
  packWrittenAt(name: string): number | undefined;
  removeBlob(hash: string): void;
  removePack(name: string): void;
}

/**
 * One record written (or removed, without `record`) by `writeMany`. `linkFrom`: a file that
 * holds the record's exact bytes and never changes (a snapshot's copy), linked into place
 * rather than written and flushed again.
 */
export interface RecordChange {
  id: string;
  record?: unknown;
  linkFrom?: string;
}

/**
 * The bytes of a blob to be, appended as they come and held aside (by a file, on disk), where
 * nothing names them, no sweep removes them and no export carries them. `keep` stores them under
 * their hash as writeBlob would; `discard` leaves nothing of them. Once kept, discarding does nothing.
 */
export interface BlobStage {
  append(bytes: Uint8Array): Promise<void>;
  /** Flushes what was appended: after this, nothing more is. */
  finish(): Promise<void>;
  /** Stores the bytes, finished, as the blob `hash` (the SHA-256 of all of them). */
  keep(hash: string): void;
  discard(): Promise<void>;
}

/** A record's bytes as a record file holds them. */
export const recordText = (record: unknown): string => `${JSON.stringify(record, null, 2)}\n`;

/** Where a record's file is, under a store's records folder. */
export const recordFile = (root: string, kind: string, id: string): string => path.join(root, kind, `${id}.json`);

/** Keeps everything in memory: for unit tests and the in-memory sandbox. */
export function memoryPersistence(): Persistence {
  const records = new Map<string, Map<string, unknown>>();
  const table = (kind: string) => records.get(kind) ?? records.set(kind, new Map()).get(kind)!;
  const written = (bytes: Uint8Array) => ({ bytes: Buffer.from(bytes), writtenAt: Date.now() });
  const blobs = new Map<string, ReturnType<typeof written>>();
  const packs = new Map<string, ReturnType<typeof written>>();
  return {
    loadAll: () => [],
    read: (kind, id) => table(kind).get(id),
    ids: (kind) => [...table(kind).keys()],
    write: (kind, id, record) => void table(kind).set(id, record),
    remove: (kind, id) => void table(kind).delete(id),
    writeMany: (kind, changes) => {
      for (const { id, record } of changes) {
        if (record === undefined) table(kind).delete(id);
        else table(kind).set(id, record);
      }
    },
    writeBlob: (hash, bytes) => void blobs.set(hash, written(bytes)),
    stageBlob: async () => {
      let chunks: Buffer[] = [];
      return {
        append: async (bytes) => void chunks.push(Buffer.from(bytes)),
        finish: async () => {},
        keep: (hash) => {
          blobs.set(hash, written(Buffer.concat(chunks)));
          chunks = [];
        },
        discard: async () => {
          chunks = [];
        },
      };
    },
    readBlob: (hash) => blobs.get(hash)?.bytes,
    writePack: (name, bytes) => void packs.set(name, written(bytes)),
    readPack: (name, at, size) => packs.get(name)?.bytes.subarray(at, at + size),
    blobNames: () => [...blobs.keys()],
    packNames: () => [...packs.keys()],
    blobWrittenAt: (hash) => blobs.get(hash)?.writtenAt,
    packWrittenAt: (name) => packs.get(name)?.writtenAt,
    removeBlob: (hash) => void blobs.delete(hash),
    removePack: (name) => void packs.delete(name),
  };
}

const TMP_SUFFIX = '.tmp';
/** A staged blob's file: temporary (ending in TMP_SUFFIX), so that an open after a crash removes it and an export leaves it out. */
const STAGED_SUFFIX = `.staged${TMP_SUFFIX}`;
const BLOBS = 'blobs';
const PACKS = 'packs';

/** Marks an object that is there as written now; false when there is none. */
function freshen(file: string): boolean {
  const now = new Date();
  try {
    fs.utimesSync(file, now, now);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

const writtenAt = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;

/** Makes a folder's entries (a file renamed into it, one removed) survive a crash. */
export function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Replaces a file so that a crash leaves the old or the new content whole, never a mix. */
export function writeFileDurably(file: string, content: string | Uint8Array, mode = 0o644): void {
  const tmp = `${file}.${process.pid}${TMP_SUFFIX}`;
  const fd = fs.openSync(tmp, 'w', mode);
  try {
    fs.writeFileSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
}

/**
 * One pretty-printed JSON file per record, `<root>/<kind>/<id>.json`. A write goes to a
 * temporary file that is flushed and renamed over the old one, then the folder is
 * flushed, so a crash at any instant leaves either the old or the new record whole.
 * `assertWritable` runs before every change and throws to refuse it: the data directory's
 * lock, so that a server that lost it never writes a store another one serves.
 */
export class FilePersistence implements Persistence {
  private readonly dirFds = new Map<string, number>();
  /** The names of the blobs' files being staged now: writes in progress, which a sweep leaves be. */
  private readonly staging = new Set<string>();

  constructor(
    private readonly root: string,
    private readonly assertWritable: () => void = () => {},
  ) {
    // Folders never loaded whole (objects, and revisions, read when asked) are cleared of leftovers here; the others as they load.
    for (const folder of [BLOBS, PACKS, 'revisions']) this.settledFiles(folder);
  }

  loadAll(kind: string): unknown[] {
    const dir = this.dir(kind);
    return this.settledFiles(kind)
      .filter((name) => name.endsWith('.json'))
      .map((name): unknown => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')));
  }

  read(kind: string, id: string): unknown {
    try {
      return JSON.parse(fs.readFileSync(path.join(this.dir(kind), `${id}.json`), 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  ids(kind: string): string[] {
    return this.settledFiles(kind)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length));
  }

  write(kind: string, id: string, record: unknown): void {
    this.assertWritable();
    writeFileDurably(path.join(this.dir(kind), `${id}.json`), recordText(record));
    fs.fsyncSync(this.dirFd(kind));
  }

  writeMany(kind: string, changes: RecordChange[]): void {
    this.assertWritable();
    const dir = this.dir(kind);
    for (const { id, record, linkFrom } of changes) {
      const file = recordFile(this.root, kind, id);
      if (record === undefined) {
        fs.rmSync(file, { force: true });
      } else if (linkFrom) {
        // Renamed over the record, as a write is: the old bytes or the new ones, never a mix.
        const tmp = path.join(dir, `${id}.json.${process.pid}.link${TMP_SUFFIX}`);
        fs.rmSync(tmp, { force: true });
        fs.linkSync(linkFrom, tmp);
        fs.renameSync(tmp, file);
      } else {
        writeFileDurably(file, recordText(record));
      }
    }
    fs.fsyncSync(this.dirFd(kind));
  }

  remove(kind: string, id: string): void {
    this.assertWritable();
    fs.rmSync(path.join(this.dir(kind), `${id}.json`), { force: true });
    fs.fsyncSync(this.dirFd(kind));
  }

  writeBlob(hash: string, bytes: Uint8Array): void {
    this.assertWritable();
    const file = this.blobPath(hash);
    if (freshen(file)) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    writeFileDurably(file, bytes);
    fs.fsyncSync(this.dirFd(BLOBS));
  }

  async stageBlob(): Promise<BlobStage> {
    this.assertWritable();
    const name = `${randomUUID()}${STAGED_SUFFIX}`;
    const file = path.join(this.dir(BLOBS), name);
    this.staging.add(name);
    let handle: FileHandle | undefined;
    try {
      handle = await fs.promises.open(file, 'wx', 0o644);
    } catch (error) {
      this.staging.delete(name);
      throw error;
    }
    const close = async () => {
      const open = handle;
      handle = undefined;
      await open?.close();
    };
    return {
      // appendFile, not write: it writes the whole chunk, where one write may write part of it.
      append: (bytes) => handle!.appendFile(bytes),
      finish: async () => {
        await handle!.sync();
        await close();
      },
      keep: (hash) => {
        this.assertWritable();
        const blob = this.blobPath(hash);
        if (freshen(blob)) fs.rmSync(file);
        else fs.renameSync(file, blob);
        fs.fsyncSync(this.dirFd(BLOBS));
        this.staging.delete(name);
      },
      discard: async () => {
        if (!this.staging.has(name)) return;
        await close();
        fs.rmSync(file, { force: true });
        this.staging.delete(name);
      },
    };
  }

  readBlob(hash: string): Buffer | undefined {
    try {
      return fs.readFileSync(this.blobPath(hash));
    } catch {
      return undefined;
    }
  }

  writePack(name: string, bytes: Uint8Array): void {
    this.assertWritable();
    const file = this.packPath(name);
    if (freshen(file)) return;
    writeFileDurably(file, bytes);
    fs.fsyncSync(this.dirFd(PACKS));
  }

  readPack(name: string, at: number, size: number): Buffer | undefined {
    let fd: number;
    try {
      fd = fs.openSync(this.packPath(name), 'r');
    } catch {
      return undefined;
    }
    try {
      const bytes = Buffer.alloc(size);
      return fs.readSync(fd, bytes, 0, size, at) === size ? bytes : undefined;
    } finally {
      fs.closeSync(fd);
    }
  }

  blobNames(): string[] {
    return this.settledFiles(BLOBS);
  }

  packNames(): string[] {
    return this.settledFiles(PACKS).map((name) => name.slice(0, -'.pack'.length));
  }

  blobWrittenAt(hash: string): number | undefined {
    return writtenAt(this.blobPath(hash));
  }

  packWrittenAt(name: string): number | undefined {
    return writtenAt(this.packPath(name));
  }

  removeBlob(hash: string): void {
    this.assertWritable();
    fs.rmSync(this.blobPath(hash), { force: true });
  }

  removePack(name: string): void {
    this.assertWritable();
    fs.rmSync(this.packPath(name), { force: true });
  }

  close(): void {
    for (const fd of this.dirFds.values()) fs.closeSync(fd);
    this.dirFds.clear();
  }

  /**
   * The names in a folder once the temporary files are removed: each is a write that a crash
   * cut short, never acknowledged, and (for a blob) as big as the upload it was. A blob being
   * staged is a write still going on: it stays.
   */
  private settledFiles(kind: string): string[] {
    const dir = this.dir(kind);
    const names = fs.readdirSync(dir);
    for (const name of names) if (name.endsWith(TMP_SUFFIX) && !this.staging.has(name)) fs.rmSync(path.join(dir, name), { force: true });
    return names.filter((name) => !name.endsWith(TMP_SUFFIX));
  }

  private packPath(name: string): string {
    return path.join(this.dir(PACKS), `${name}.pack`);
  }

  private blobPath(hash: string): string {
    return path.join(this.dir(BLOBS), hash);
  }

  private dir(kind: string): string {
    const dir = path.join(this.root, kind);
    fs.mkdirSync(dir, { recursive: true });
    return dir;
  }

  private dirFd(kind: string): number {
    let fd = this.dirFds.get(kind);
    if (fd === undefined) {
      fd = fs.openSync(this.dir(kind), 'r');
      this.dirFds.set(kind, fd);
    }
    return fd;
  }
}
