import { LRUCache } from 'lru-cache';
import { CACHE_BYTES } from './markdown-off-thread.js';
import { SPEC_BUDGETS, type SpecBudgets } from './spec-off-thread.js';

/**
 * What a sandbox holds of its specs' documents beside the records: the documents it lately
 * served, the readings under way, and how long a reading may take. Each opened sandbox has its
 * own, so that two in one process share nothing.
 */
export class SpecDocuments {
  /**
   * Documents lately served, by their blob (content-addressed, so never stale): a read of a large
   * spec sends bytes already held, rather than reading and allocating megabytes at every request.
   */
  readonly served = new LRUCache<string, Buffer>({ maxSize: CACHE_BYTES, sizeCalculation: (json) => json.length });
  readonly #reading = new Map<string, Promise<unknown>>();

  constructor(readonly budgets: SpecBudgets = SPEC_BUDGETS) {}

  /** What `read` gives, read once however many ask for `key` while it runs. */
  once<T>(key: string, read: () => Promise<T>): Promise<T> {
    let reading = this.#reading.get(key) as Promise<T> | undefined;
    if (!reading) {
      reading = read().finally(() => this.#reading.delete(key));
      this.#reading.set(key, reading);
    }
    return reading;
  }
}
