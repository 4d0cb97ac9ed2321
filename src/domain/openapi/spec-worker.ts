/**
 * The worker thread that reads OpenAPI specs: parsing and validating a large one takes seconds,
 * which cost a worker's time, not the event loop's; a spec over its budget is stopped with its thread.
 */
import { started, type Budgeted } from '../kernel/budgeted.js';
import { readSpecDocument, type SpecReading } from './spec-document.js';

export interface SpecTask {
  text: string;
  budgetMs: number;
}

export default function run(budgeted: Budgeted<SpecTask>): Promise<SpecReading> {
  const { text, budgetMs } = started(budgeted);
  return readSpecDocument(text, budgetMs);
}
