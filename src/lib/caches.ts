/**
 * A kind of cache, declared once beside the code that keeps it: how to make one, empty. The
 * function itself names the kind, so a module declares it as a constant and never holds the cache.
 */
export type CacheKind<T> = () => T;

/**
 * The caches of one owner (an opened sandbox): each kind is made on first use and kept until
 * `clear`, which drops them all at once, as when the state they were made from is replaced (a
 * reset, a restore). Work under way with a cache dropped finishes into it, and nothing reads it again.
 * Two owners in one process share none: what one worked out never shows in the other.
 */
export class Caches {
  readonly #made = new Map<CacheKind<unknown>, unknown>();

  of<T>(kind: CacheKind<T>): T {
    if (!this.#made.has(kind)) this.#made.set(kind, kind());
    return this.#made.get(kind) as T;
  }

  clear(): void {
    this.#made.clear();
  }
}
