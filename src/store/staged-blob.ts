import { createHash } from 'node:crypto';
import type { BlobStage } from './persistence.js';

/**
 * A blob written as its bytes come (a download): they go to the store's disk as they arrive,
 * not into memory, and are hashed on the way. Until `keep` stores them under their hash (as
 * putBlob would have), nothing names them and nothing sees them; `discard` leaves nothing of
 * them, and does nothing once they are kept.
 */
export class StagedBlob {
  private readonly hasher = createHash('sha256');
  private hash: string | undefined;
  /** The bytes written so far. */
  size = 0;

  constructor(private readonly stage: BlobStage) {}

  async write(chunk: Uint8Array): Promise<void> {
    this.hasher.update(chunk);
    this.size += chunk.length;
    await this.stage.append(chunk);
  }

  /** Flushes the bytes written: the blob is whole, ready to keep. */
  async end(): Promise<void> {
    await this.stage.finish();
    this.hash = this.hasher.digest('hex');
  }

  /** Stores the blob, ended, under its hash; returns the hash. */
  keep(): string {
    if (this.hash === undefined) throw new Error('a staged blob is kept once it has ended');
    this.stage.keep(this.hash);
    return this.hash;
  }

  discard(): Promise<void> {
    return this.stage.discard();
  }
}
