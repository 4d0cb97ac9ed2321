import type { OperationId, Operations } from './operations.js';
import { organizationOperations } from './organization-operations.js';

/**
 * The operation table as a command loads it: the organization's operations at once, the whole table
 * (most of the schemas: revisions, change requests, sites…) only once a command needs one beyond them.
 * Building every schema would cost `docsctl spaces list` ~12 ms of its ~170.
 */
let table: Partial<Operations> = organizationOperations;

/** Makes these operations available to `operation()`: the whole table is loaded unless the organization's has them all. */
export async function loadOperations(ids: Iterable<OperationId>): Promise<void> {
  if ([...ids].every((id) => id in table)) return;
  table = (await import('./operations.js')).operations;
}

/** An operation loaded before (loadOperations): one that was not is a mistake in docsctl. */
export function operation<K extends OperationId>(id: K): Operations[K] {
  const found = table[id];
  if (!found) throw new Error(`${id}: an operation used before loadOperations`);
  return found;
}

/** An operation, its table loaded first if need be: for a request, which waits anyway. */
export async function operationOf<K extends OperationId>(id: K): Promise<Operations[K]> {
  await loadOperations([id]);
  return operation(id);
}
