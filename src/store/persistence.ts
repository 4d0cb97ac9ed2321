import fs from 'node:fs';
import path from 'node:path';

/** Where records live between runs. Writes are synchronous: a request is answered only after its data is on disk. */
export interface Persistence {
  loadAll(kind: string): unknown[];
  write(kind: string, id: string, record: unknown): void;
  remove(kind: string, id: string): void;
}

export const noPersistence: Persistence = {
  loadAll: () => [],
  write: () => undefined,
  remove: () => undefined,
};

const TMP_SUFFIX = '.tmp';

/** Replaces a file so that a crash leaves the old or the new content whole, never a mix. */
export function writeFileDurably(file: string, text: string, mode = 0o644): void {
  const tmp = `${file}.${process.pid}${TMP_SUFFIX}`;
  const fd = fs.openSync(tmp, 'w', mode);
  try {
    fs.writeSync(fd, text);
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
 */
export class FilePersistence implements Persistence {
  private readonly dirFds = new Map<string, number>();

  constructor(private readonly root: string) {}

  loadAll(kind: string): unknown[] {
    const dir = this.dir(kind);
    const records: unknown[] = [];
    for (const name of fs.readdirSync(dir)) {
      const file = path.join(dir, name);
      // A temporary file is a write that was never acknowledged.
      if (name.endsWith(TMP_SUFFIX)) fs.rmSync(file, { force: true });
      else if (name.endsWith('.json')) records.push(JSON.parse(fs.readFileSync(file, 'utf8')));
    }
    return records;
  }

  write(kind: string, id: string, record: unknown): void {
    writeFileDurably(path.join(this.dir(kind), `${id}.json`), `${JSON.stringify(record, null, 2)}\n`);
    fs.fsyncSync(this.dirFd(kind));
  }

  remove(kind: string, id: string): void {
    fs.rmSync(path.join(this.dir(kind), `${id}.json`), { force: true });
    fs.fsyncSync(this.dirFd(kind));
  }

  close(): void {
    for (const fd of this.dirFds.values()) fs.closeSync(fd);
    this.dirFds.clear();
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
