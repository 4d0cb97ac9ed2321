import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Work too long to hold the event loop for (merging or importing thousands of pages), written
 * as a generator that yields wherever it may pause, with how many items (pages, zip entries)
 * it did since it last yielded: one when it says nothing. The same steps run at once where the
 * caller needs the result now, or in slices so that other requests are answered meanwhile.
 */
export type Steps<T> = Generator<number | void, T, void>;

/** How long one slice of work may hold the event loop. */
export const SLICE_MS = 10;

/**
 * Items done before the first pause may be: work this small (a merge of a few pages) ends
 * within the call, as a synchronous call would, so that the caller's next line sees its writes
 * (a pause would only delay it, and a clock slowed by a loaded machine would make that depend
 * on timing). Counted in items, not steps: a step may be a pass over a thousand zip entries.
 */
const ITEMS_BEFORE_PAUSING = 32;

export function runAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs the steps, letting the event loop turn whenever a slice has held it for SLICE_MS. */
export async function runInSlices<T>(steps: Steps<T>): Promise<T> {
  let sliceEnds = performance.now() + SLICE_MS;
  for (let done = 0; ;) {
    const step = steps.next();
    if (step.done) return step.value;
    done += step.value ?? 1;
    if (done >= ITEMS_BEFORE_PAUSING && performance.now() >= sliceEnds) {
      await nextTurn();
      sliceEnds = performance.now() + SLICE_MS;
    }
  }
}
