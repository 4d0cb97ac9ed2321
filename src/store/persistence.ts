import fs from 'node:fs';
import path from 'node:path';

/** Where records live between runs. Writes are synchronous: a request is answered only after its data is on disk. */
export interface Persistence {
  loadAll(kind: string): unknown[];
  write(kind: string, id: string, record: unknown): void;
  remove(kind: string, id: string): void;
  /** Immutable bytes by content hash: written once, before any record names them. */
  writeBlob(hash: string, bytes: Uint8Array): void;
  readBlob(hash: string): Buffer | undefined;
}

/** Keeps nothing but blobs, in memory: for unit tests. */
export function memoryPersistence(): Persistence {
  const blobs = new Map<string, Buffer>();
  return {
    loadAll: () => [],
    write: () => undefined,
    remove: () => undefined,
    writeBlob: (hash, bytes) => void blobs.set(hash, Buffer.from(bytes)),
    readBlob: (hash) => blobs.get(hash),
  };
}

const TMP_SUFFIX = '.tmp';
const BLOBS = 'blobs';

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

  constructor(
    private readonly root: string,
    private readonly assertWritable: () => void = () => {},
  ) {
    // Blobs are never listed, so their leftovers are cleared here; records' as they load.
    this.settledFiles(BLOBS);
  }

  loadAll(kind: string): unknown[] {
    const dir = this.dir(kind);
    return this.settledFiles(kind)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')));
  }

  write(kind: string, id: string, record: unknown): void {
    this.assertWritable();
    writeFileDurably(path.join(this.dir(kind), `${id}.json`), `${JSON.stringify(record, null, 2)}\n`);
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
    if (fs.existsSync(file)) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    writeFileDurably(file, bytes);
    fs.fsyncSync(this.dirFd(BLOBS));
  }

  readBlob(hash: string): Buffer | undefined {
    try {
      return fs.readFileSync(this.blobPath(hash));
    } catch {
      return undefined;
    }
  }

  close(): void {
    for (const fd of this.dirFds.values()) fs.closeSync(fd);
    this.dirFds.clear();
  }

  /**
   * The names in a folder once the temporary files are removed: each is a write that a crash
   * cut short, never acknowledged, and (for a blob) as big as the upload it was.
   */
  private settledFiles(kind: string): string[] {
    const dir = this.dir(kind);
    const names = fs.readdirSync(dir);
    for (const name of names) if (name.endsWith(TMP_SUFFIX)) fs.rmSync(path.join(dir, name), { force: true });
    return names.filter((name) => !name.endsWith(TMP_SUFFIX));
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
