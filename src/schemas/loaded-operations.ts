import type { OperationId, Operations } from './operations.js';
import { organizationOperations } from './organization-operations.js';

/**
 * The operation table as a command loads it: the organization's operations at once, the whole table
 * (most of the schemas: revisions, change requests, sites…) only once a command needs one beyond them.
 * Building every schema would cost `docsctl spaces list` ~12 ms of its ~170. Each CLI runtime (and each
 * client made without one) has its own, so that what one loaded never stands in for what another did not.
 */
export class LoadedOperations {
  #table: Partial<Operations> = organizationOperations;

  /** Makes these operations available to `get`: the whole table is loaded unless the organization's has them all. */
  async load(ids: Iterable<OperationId>): Promise<void> {
    if ([...ids].every((id) => id in this.#table)) return;
    this.#table = (await import('./operations.js')).operations;
  }

  /** An operation loaded before (load): one that was not is a mistake in docsctl. */
  get<K extends OperationId>(id: K): Operations[K] {
    const found = this.#table[id];
    if (!found) throw new Error(`${id}: an operation used before it was loaded`);
    return found;
  }

  /** An operation, its table loaded first if need be: for a request, which waits anyway. */
  async of<K extends OperationId>(id: K): Promise<Operations[K]> {
    await this.load([id]);
    return this.get(id);
  }
}
