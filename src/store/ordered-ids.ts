/** A position in an ordering: a numeric sort key, with the id breaking ties. */
export type OrderKey = readonly [key: number, id: string];

export function compareKeys(a: OrderKey, b: OrderKey): number {
  if (a[0] !== b[0]) return a[0] < b[0] ? -1 : 1;
  return a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0;
}

/**
 * Ids kept sorted by (key, id). Finding a position is a binary search, so a page
 * costs O(log n + page size) however many ids there are.
 */
export class OrderedIds {
  private readonly entries: OrderKey[] = [];

  static from(entries: Iterable<OrderKey>): OrderedIds {
    const ids = new OrderedIds();
    ids.entries.push(...entries);
    ids.entries.sort(compareKeys);
    return ids;
  }

  get size(): number {
    return this.entries.length;
  }

  insert(entry: OrderKey): void {
    const at = this.lowerBound(entry);
    if (at < this.entries.length && compareKeys(this.entries[at]!, entry) === 0) return;
    if (at === this.entries.length) this.entries.push(entry);
    else this.entries.splice(at, 0, entry);
  }

  remove(entry: OrderKey): void {
    const at = this.lowerBound(entry);
    if (at < this.entries.length && compareKeys(this.entries[at]!, entry) === 0) this.entries.splice(at, 1);
  }

  /** Up to `limit` entries strictly after `from` (or from the start), walking up or down. */
  slice(from: OrderKey | undefined, limit: number, descending: boolean): OrderKey[] {
    const out: OrderKey[] = [];
    if (descending) {
      let i = from === undefined ? this.entries.length - 1 : this.lowerBound(from) - 1;
      for (; i >= 0 && out.length < limit; i--) out.push(this.entries[i]!);
    } else {
      let i = from === undefined ? 0 : this.upperBound(from);
      for (; i < this.entries.length && out.length < limit; i++) out.push(this.entries[i]!);
    }
    return out;
  }

  *[Symbol.iterator](): IterableIterator<OrderKey> {
    yield* this.entries;
  }

  private lowerBound(entry: OrderKey): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareKeys(this.entries[mid]!, entry) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private upperBound(entry: OrderKey): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareKeys(this.entries[mid]!, entry) <= 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
