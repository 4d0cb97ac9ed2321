/**
 * The worker thread that reads OpenAPI specs: parsing and validating a large one takes seconds,
 * which cost a worker's time, not the event loop's; a spec over its budget is stopped with its thread.
 */
import { started, type Budgeted } from './budgeted.js';
import { readSpecDocument, type SpecReading } from '../../format/openapi/spec-document.js';
import { operationsOf, type SpecOperations } from '../../format/openapi/spec-operations.js';

/** A spec's text to read; or a document stored as JSON (UTF-8) by a sandbox that stored no operations, to list them. */
export type SpecTask = { kind: 'read'; text: string; budgetMs: number } | { kind: 'operations'; json: Uint8Array };

export default async function run(budgeted: Budgeted<SpecTask>): Promise<SpecReading | SpecOperations> {
  const task = started(budgeted);
  switch (task.kind) {
    case 'read':
      return readSpecDocument(task.text, task.budgetMs);
    case 'operations':
      return operationsOf(JSON.parse(new TextDecoder().decode(task.json)) as object);
  }
}
