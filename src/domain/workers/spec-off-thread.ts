import { runWithin, workerPool } from './worker-pool.js';
import { firstLine } from '../../format/openapi/local-paths.js';
import type { SpecReading } from '../../format/openapi/spec-document.js';
import type { SpecOperations } from '../../format/openapi/spec-operations.js';
import type { SpecTask } from './spec-worker.js';

/** How long reading one spec's text may take: parsing it, sizing its aliases, validating it. */
export interface SpecBudgets {
  readMs: number;
}

/** A sandbox's budgets unless it is opened with others: a 10 MiB YAML spec takes about 30 s. */
export const SPEC_BUDGETS: SpecBudgets = { readMs: 60_000 };

const specWorkers = workerPool('spec-worker', import.meta.url);

/**
 * A spec's text read in a worker, within the budget (counted from when a worker takes it up):
 * past it, or with its worker lost, a reason saying so, as a document that breaks a rule.
 */
export async function readSpecOffThread(text: string, { readMs: budgetMs }: SpecBudgets): Promise<SpecReading> {
  try {
    return await runWithin<SpecReading>(specWorkers(), { kind: 'read', text, budgetMs } satisfies SpecTask, budgetMs);
  } catch (error) {
    const reason =
      (error as Error).name === 'AbortError'
        ? `the document could not be parsed and validated within ${budgetMs / 1000} s; send a smaller one, or split it`
        : `the document could not be read: ${firstLine((error as Error).message)}`;
    return { ok: false, reasons: [reason] };
  }
}

/**
 * The operations of a document stored as JSON, listed in a worker within the budget; past it, or
 * with its worker lost, the reason.
 */
export async function listOperationsOffThread(json: Uint8Array, { readMs: budgetMs }: SpecBudgets): Promise<SpecOperations | { reason: string }> {
  try {
    return await runWithin<SpecOperations>(specWorkers(), { kind: 'operations', json } satisfies SpecTask, budgetMs);
  } catch (error) {
    return { reason: (error as Error).name === 'AbortError' ? `listing them took over ${budgetMs / 1000} s` : firstLine((error as Error).message) };
  }
}
