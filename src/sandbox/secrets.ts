import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import * as z from 'zod';
import { fsyncDir, writeFileDurably } from '../store/persistence.js';
import { DataDirError } from '../store/lock.js';
import { readJson } from '../store/record-files.js';

export const SecretsFile = z.object({
  /** token → user id */
  tokens: z.record(z.string(), z.string()),
  /** HMAC key signing the visitor claims issued by ping. */
  visitorKey: z.string(),
  /** site id → the key its visitor tokens are signed with (`privateKey` of its publishing auth). */
  siteKeys: z.record(z.string(), z.string()).default({}),
  /**
   * The user ids whose tokens drive the sandbox's controls, the one `serve` prints first. Kept
   * here rather than in the records so that no reset or restore changes them; absent in a
   * store made before owners were. Never empty: `serve` names the first.
   */
  owners: z.array(z.string()).min(1, 'names no owner: at least one user id, the one `serve` prints first').optional(),
});
export type SecretsData = z.infer<typeof SecretsFile>;

/** Who may call the sandbox, as a store is made with it: tokens (token → user id) and the owners. */
export interface Access {
  tokens: Record<string, string>;
  owners: string[];
}

const FILE = 'secrets.json';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * API tokens, signing keys and the sandbox's owners. They live apart from the records, in one
 * file only the owner can read, so the store itself can be shared, diffed and committed.
 */
export class Secrets {
  /**
   * User ids by the SHA-256 of their token. A lookup compares digests, not the token: how
   * long it takes tells a caller nothing about how much of a real token they guessed.
   */
  private readonly users: Map<string, string>;

  private constructor(
    private readonly data: SecretsData,
    private readonly file?: string,
  ) {
    this.users = new Map(Object.entries(data.tokens).map(([token, user]) => [digest(token), user]));
  }

  static create({ tokens, owners }: Access, dir?: string): Secrets {
    const secrets = new Secrets({ tokens, visitorKey: randomBytes(32).toString('hex'), siteKeys: {}, owners }, dir && path.join(dir, FILE));
    secrets.save();
    return secrets;
  }

  /** The secrets of a data directory; `formerOwners` names the owners of a store made before they were kept, written down at once. */
  static load(dir: string, formerOwners: () => string[]): Secrets {
    const file = path.join(dir, FILE);
    const read = readJson(fs.readFileSync(file), SecretsFile, "a store's secrets");
    if ('why' in read) throw new DataDirError(`${file} ${read.why}; restore it from an export (serve --import)`);
    const secrets = new Secrets(read.value as SecretsData, file);
    if (secrets.data.owners === undefined) {
      secrets.data.owners = formerOwners();
      secrets.save();
    }
    return secrets;
  }

  userForToken(token: string): string | undefined {
    return this.users.get(digest(token));
  }

  tokenForUser(userId: string): string | undefined {
    return Object.entries(this.data.tokens).find(([, user]) => user === userId)?.[0];
  }

  /** The owners' user ids, the one `serve` prints first. */
  get owners(): readonly string[] {
    return this.data.owners ?? [];
  }

  isOwner(userId: string): boolean {
    return this.owners.includes(userId);
  }

  get visitorKey(): Uint8Array {
    return Buffer.from(this.data.visitorKey, 'hex');
  }

  siteKey(siteId: string): string | undefined {
    return this.data.siteKeys[siteId];
  }

  /** A new signing key for a site's visitor tokens; the one it replaces signs nothing from now on. */
  issueSiteKey(siteId: string): string {
    const key = randomBytes(32).toString('base64url');
    this.data.siteKeys[siteId] = key;
    this.save();
    return key;
  }

  private save(): void {
    if (!this.file) return;
    writeFileDurably(this.file, `${JSON.stringify(this.data, null, 2)}\n`, 0o600);
    // An issued or regenerated site key is answered only once it is there after a crash too.
    fsyncDir(path.dirname(this.file));
  }
}
