import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import * as z from 'zod';
import type { Persistence } from './persistence.js';

/**
 * Where an immutable object is: its SHA-256 and size, and the pack holding it (at an offset),
 * or none for a loose blob. A reference says where to read, so no index of packs is held in
 * memory: what memory holds does not grow with the history.
 */
export const ObjectRef = z.object({
  hash: z.string(),
  size: z.number().int(),
  pack: z.string().optional(),
  at: z.number().int().optional(),
});
export type ObjectRef = z.infer<typeof ObjectRef>;

/** Up to this many new objects are written loose, one flush each; more go into one pack, one flush in all. */
export const PACK_THRESHOLD = 8;

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Immutable objects: loose blobs, and packs for what one write brings many of. Each is stored
 * compressed, as git's are (Markdown and page entries shrink to a third or less), and named
 * by the SHA-256 of what is stored: deterministic, so the same content is the same object.
 */
export class Objects {
  constructor(private readonly persistence: Persistence) {}

  /** Writes objects (each flushed before this returns) and says where each one is. */
  write(objects: Uint8Array[]): ObjectRef[] {
    const stored = objects.map((bytes) => gzipSync(bytes));
    if (stored.length <= PACK_THRESHOLD) {
      return stored.map((bytes) => {
        const hash = sha256(bytes);
        this.persistence.writeBlob(hash, bytes);
        return { hash, size: bytes.length };
      });
    }
    const pack = Buffer.concat(stored);
    const name = sha256(pack);
    this.persistence.writePack(name, pack);
    let at = 0;
    return stored.map((bytes) => {
      const ref = { hash: sha256(bytes), size: bytes.length, pack: name, at };
      at += bytes.length;
      return ref;
    });
  }

  read(ref: ObjectRef): Buffer | undefined {
    const stored = ref.pack === undefined ? this.persistence.readBlob(ref.hash) : this.persistence.readPack(ref.pack, ref.at ?? 0, ref.size);
    return stored && gunzipSync(stored);
  }
}
