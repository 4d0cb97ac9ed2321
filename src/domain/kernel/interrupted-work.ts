import type { Context } from './context.js';

const STOPPED = 'the sandbox stopped before this work ran';

/**
 * Work no job will do any more leaves its resource saying so, as failed work, rather than pending
 * forever: a spec is processed with an error (send its source again), a translation run ends with
 * `lastRunError` (run it again), an import run fails (start another). Jobs live in memory only, so on an open that is all held or cut
 * short work; after a restore, all but the work still running (`busy`: the ids of its specs and
 * translations and import runs), which ends on its own.
 */
export function settleInterruptedWork({ store, clock }: Pick<Context, 'store' | 'clock'>, why = STOPPED, busy: ReadonlySet<string> = new Set()): void {
  const now = clock.iso();
  for (const spec of [...store.all('openapiSpecs')]) {
    if (spec.processingState === 'complete' || busy.has(spec.id)) continue;
    const message = `${why}; send the spec's source again to process it`;
    store.put('openapiSpecs', {
      ...spec,
      processingState: 'complete',
      updatedAt: now,
      lastProcessErrorCode: 'FETCH_ERROR',
      lastProcessedErrors: [{ code: 'FETCH_ERROR', message }],
    });
  }
  for (const translation of [...store.all('translations')]) {
    if (translation.status !== 'running' || busy.has(translation.id)) continue;
    store.put('translations', { ...translation, status: 'completed', updatedAt: now, lastRunError: `${why}; run the translation again` });
  }
  for (const run of [...store.all('importRuns')]) {
    if ((run.status !== 'pending' && run.status !== 'in-progress') || busy.has(run.id)) continue;
    store.put('importRuns', { ...run, status: 'failed', updatedAt: now, reason: `${why}; start the import again` });
  }
}
