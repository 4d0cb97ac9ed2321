import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Work too long to hold the event loop for (merging or importing thousands of pages), written
 * as a generator that yields wherever it may pause. The same steps run at once where the
 * caller needs the result now, or in slices so that other requests are answered meanwhile.
 */
export type Steps<T> = Generator<void, T, void>;

/** How long one slice of work may hold the event loop. */
export const SLICE_MS = 10;

/**
 * Steps taken before the first pause may be: work this short ends within the call, as a
 * synchronous call would, so that the caller's next line sees its writes (a pause would only
 * delay it, and a slow clock reading under load would make that depend on timing).
 */
const STEPS_BEFORE_PAUSING = 32;

export function runAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs the steps, letting the event loop turn whenever a slice has held it for SLICE_MS. */
export async function runInSlices<T>(steps: Steps<T>): Promise<T> {
  let sliceEnds = performance.now() + SLICE_MS;
  for (let taken = 0; ; taken++) {
    const step = steps.next();
    if (step.done) return step.value;
    if (taken >= STEPS_BEFORE_PAUSING && performance.now() >= sliceEnds) {
      await nextTurn();
      sliceEnds = performance.now() + SLICE_MS;
    }
  }
}
