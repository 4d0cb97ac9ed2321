import type { Context } from './context.js';

const STOPPED = 'the sandbox stopped before this work ran';

/**
 * Jobs live in memory only, so work held (or cut short) when the sandbox stopped will never run.
 * On the next open its resources say so, as failed work, rather than staying pending forever:
 * a spec is processed with an error (send its source again), a translation run ends with
 * `lastRunError` (run it again).
 */
export function settleInterruptedWork({ store, clock }: Pick<Context, 'store' | 'clock'>): void {
  const now = clock.iso();
  for (const spec of [...store.all('openapiSpecs')]) {
    if (spec.processingState === 'complete') continue;
    const message = `${STOPPED}; send the spec's source again to process it`;
    store.put('openapiSpecs', { ...spec, processingState: 'complete', updatedAt: now, lastProcessErrorCode: 'FETCH_ERROR', lastProcessedErrors: [{ code: 'FETCH_ERROR', message }] });
  }
  for (const translation of [...store.all('translations')]) {
    if (translation.status !== 'running') continue;
    store.put('translations', { ...translation, status: 'completed', updatedAt: now, lastRunError: `${STOPPED}; run the translation again` });
  }
}
