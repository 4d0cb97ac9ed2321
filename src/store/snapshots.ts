import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { SnapshotInfo } from '../schemas/sandbox-controls.js';
import { rootsOf, type GarbageRoots } from './garbage.js';
import { sha256 } from './objects.js';
import { fsyncDir, recordFile, recordText, writeFileDurably, type RecordChange } from './persistence.js';
import type { Kind, RecordsByKind } from './records.js';
import { KINDS, type Store } from './store.js';

/**
 * A saved state of the store: each record named by the SHA-256 of its bytes (the bytes kept
 * once, whatever number of snapshots name them) and the roots a collection must spare for them.
 */
const Manifest = SnapshotInfo.extend({
  // Any name the sandbox gives, its reset baseline's (which starts with a dot) included.
  name: z.string(),
  roots: z.object({ revisions: z.array(z.string()), blobs: z.array(z.string()) }),
  kinds: z.record(z.string(), z.record(z.string(), z.string())),
});
type Manifest = z.infer<typeof Manifest>;

/** Where a record to restore comes from: the record, and the file holding its exact bytes when there is one. */
interface Source {
  record: unknown;
  linkFrom?: string;
}

/** Where snapshots are kept: a folder of the data directory, or memory. */
export interface SnapshotArea {
  names(): string[];
  read(name: string): Manifest | undefined;
  write(manifest: Manifest): void;
  remove(name: string): boolean;
  /** Keeps a record's bytes, as stored, once by their hash; returns the hash. */
  keep(kind: Kind, id: string, record: unknown): string;
  /** Makes what `keep` kept durable, once for a whole snapshot. */
  flush(): void;
  source(hash: string): Source;
  /** Removes the bytes no manifest names any more. */
  prune(live: Set<string>): void;
  /** Notes the restore under way (a name), or that none is (undefined): a crash in between leaves the note. */
  noteRestoring(name: string | undefined): void;
  /** The restore a crash cut short, if one did. */
  restoring(): string | undefined;
}

const infoOf = (m: Manifest): SnapshotInfo => ({ name: m.name, createdAt: m.createdAt, records: m.records });

/**
 * Snapshots of a store. A restore writes only the records that differ from the snapshot's,
 * through the store (so its indexes follow), and each from the bytes kept: restoring after a
 * few hundred changes costs a few hundred renames, not a reload.
 */
export class Snapshots {
  constructor(
    private readonly store: Store,
    private readonly area: SnapshotArea,
  ) {
    store.retain(() => this.area.names().map((name) => this.area.read(name)!.roots));
  }

  list(): SnapshotInfo[] {
    return this.area
      .names()
      .map((name) => infoOf(this.area.read(name)!))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.name.localeCompare(b.name));
  }

  has(name: string): boolean {
    return this.area.read(name) !== undefined;
  }

  /** Saves the store's records under a name (replacing what had it). */
  save(name: string, createdAt: string): SnapshotInfo {
    const kinds: Manifest['kinds'] = {};
    let records = 0;
    for (const kind of KINDS) {
      const hashes: Record<string, string> = {};
      for (const record of this.store.all(kind)) {
        hashes[record.id] = this.area.keep(kind, record.id, record);
        records++;
      }
      kinds[kind] = hashes;
    }
    this.area.flush();
    const roots: GarbageRoots = rootsOf((kind) => this.store.all(kind));
    const manifest: Manifest = { name, createdAt, records, roots, kinds };
    const replaced = this.has(name);
    this.area.write(manifest);
    if (replaced) this.prune();
    return infoOf(manifest);
  }

  /** Brings the store back to a snapshot's records; returns how many records changed, or undefined for an unknown name. */
  restore(name: string): { info: SnapshotInfo; changed: number } | undefined {
    const manifest = this.area.read(name);
    if (!manifest) return undefined;
    // Each kind is changed with a flush of its own: until the last, a crash would leave two states mixed.
    this.area.noteRestoring(name);
    let changed = 0;
    for (const kind of KINDS) {
      const wanted = new Map(Object.entries(manifest.kinds[kind] ?? {}));
      const changes: (RecordChange & { record?: RecordsByKind[Kind] })[] = [];
      for (const record of this.store.all(kind)) if (!wanted.has(record.id)) changes.push({ id: record.id });
      for (const [id, hash] of wanted) {
        const current = this.store.get(kind, id);
        if (current && sha256(Buffer.from(recordText(current))) === hash) continue;
        const { record, linkFrom } = this.area.source(hash);
        // Bytes the store wrote itself, of this kind: read back, they are its records again.
        changes.push({ id, record: record as RecordsByKind[Kind], ...(linkFrom ? { linkFrom } : {}) });
      }
      if (changes.length === 0) continue;
      this.store.replace(kind, changes);
      changed += changes.length;
    }
    this.area.noteRestoring(undefined);
    return { info: infoOf(manifest), changed };
  }

  /** Does again, whole, a restore a crash cut short (restoring by difference, what was done is kept); returns its name. */
  resumeRestore(): string | undefined {
    const name = this.area.restoring();
    if (name === undefined) return undefined;
    if (!this.restore(name)) this.area.noteRestoring(undefined);
    return name;
  }

  remove(name: string): boolean {
    const removed = this.area.remove(name);
    if (removed) this.prune();
    return removed;
  }

  private prune(): void {
    const live = new Set<string>();
    for (const name of this.area.names())
      for (const hashes of Object.values(this.area.read(name)!.kinds)) for (const hash of Object.values(hashes)) live.add(hash);
    this.area.prune(live);
  }
}

/** Snapshots held in memory, for the in-memory sandbox. */
export function memorySnapshotArea(): SnapshotArea {
  const manifests = new Map<string, Manifest>();
  const texts = new Map<string, string>();
  return {
    names: () => [...manifests.keys()],
    read: (name) => manifests.get(name),
    write: (manifest) => void manifests.set(manifest.name, manifest),
    remove: (name) => manifests.delete(name),
    keep: (_kind, _id, record) => {
      const text = recordText(record);
      const hash = sha256(Buffer.from(text));
      texts.set(hash, text);
      return hash;
    },
    flush: () => {},
    source: (hash) => ({ record: JSON.parse(texts.get(hash)!) }),
    prune: (live) => {
      for (const hash of texts.keys()) if (!live.has(hash)) texts.delete(hash);
    },
    // What memory holds ends with the process: no restore is ever found cut short.
    noteRestoring: () => {},
    restoring: () => undefined,
  };
}

const OBJECTS = 'objects';
const MANIFEST = '.json';
/** The note of a restore under way, holding the snapshot's name; not a manifest (those end in .json). */
const RESTORING = '.restoring';

/**
 * Snapshots in `dir`: a manifest per name (`<name>.json`) and
 * the records' bytes in `objects/<sha256>`, each a hard link to the record file it was taken
 * from. Safe because a record file is never written in place (a write renames a new file
 * over it), and cheap both ways: a snapshot links, a restore links back.
 */
export function fileSnapshotArea(dir: string, recordsRoot: string, assertWritable: () => void): SnapshotArea {
  const objects = path.join(dir, OBJECTS);
  fs.mkdirSync(objects, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  const manifests = new Map<string, Manifest>();
  let checked = false;
  const manifestFile = (name: string) => path.join(dir, `${name}${MANIFEST}`);
  const objectFile = (hash: string) => path.join(objects, hash);
  return {
    names: () =>
      fs
        .readdirSync(dir)
        .filter((file) => file.endsWith(MANIFEST))
        .map((file) => file.slice(0, -MANIFEST.length)),
    read: (name) => {
      let manifest = manifests.get(name);
      if (manifest) return manifest;
      const file = manifestFile(name);
      if (!fs.existsSync(file)) return undefined;
      manifest = Manifest.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
      manifests.set(name, manifest);
      return manifest;
    },
    write: (manifest) => {
      assertWritable();
      writeFileDurably(manifestFile(manifest.name), JSON.stringify(manifest), 0o600);
      fsyncDir(dir);
      manifests.set(manifest.name, manifest);
    },
    remove: (name) => {
      assertWritable();
      manifests.delete(name);
      const file = manifestFile(name);
      if (!fs.existsSync(file)) return false;
      fs.rmSync(file);
      fsyncDir(dir);
      return true;
    },
    keep: (kind, id, record) => {
      // Once a snapshot, not once a record: asking the lock reads its holder's file.
      if (!checked) assertWritable();
      checked = true;
      const from = recordFile(recordsRoot, kind, id);
      let bytes: Buffer;
      try {
        bytes = fs.readFileSync(from);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        // A record only memory holds (it cannot be, but a snapshot should not fail for it): its bytes are written.
        bytes = Buffer.from(recordText(record));
        writeFileDurably(from, bytes);
      }
      const hash = sha256(bytes);
      try {
        fs.linkSync(from, objectFile(hash));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      return hash;
    },
    flush: () => {
      checked = false;
      fsyncDir(objects);
    },
    source: (hash) => {
      const linkFrom = objectFile(hash);
      return { record: JSON.parse(fs.readFileSync(linkFrom, 'utf8')), linkFrom };
    },
    prune: (live) => {
      for (const hash of fs.readdirSync(objects)) if (!live.has(hash)) fs.rmSync(objectFile(hash), { force: true });
    },
    noteRestoring: (name) => {
      assertWritable();
      const note = path.join(dir, RESTORING);
      if (name === undefined) fs.rmSync(note, { force: true });
      else writeFileDurably(note, name, 0o600);
      fsyncDir(dir);
    },
    restoring: () => {
      try {
        return fs.readFileSync(path.join(dir, RESTORING), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}
