import { Option } from 'commander';
import { withSpinner } from '../interact.js';
import { CliError, EXIT } from '../io.js';
import type { CliContext } from '../context.js';

/** How often a waiting command asks again, and how long it keeps asking. */
const INTERVAL_MS = 250;
const TIMEOUT_MS = 60_000;

/** `--wait`: stay until the background work the call started has finished. */
export const waitOption = (what: string) => new Option('--wait', `wait until ${what}, then show the result`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Background work to wait for, and how to tell where it stands. */
export interface Polling<T> {
  /** What is waited for, as the spinner says it: "Translating (translation T1)". */
  what: string;
  fetch: () => Promise<T>;
  finished: (value: T) => boolean;
  /** Where the work stands by its latest answer: "running", "3/10 pages". */
  progress: (value: T) => string;
  /** Said when the minute is up: "Gave up waiting for translation T1 to finish". */
  giveUp: string;
  /** The command line that waits for the same work again, for someone who stopped this one with Ctrl-C. */
  follow: string;
}

/**
 * Asks `fetch` again and again, behind a spinner that shows the progress and the seconds gone by, until
 * `finished` says the answer is final; gives up with an error after a minute. Meanwhile, Ctrl-C says how
 * to follow the work, which goes on without us.
 */
export async function pollUntil<T>(context: CliContext, polling: Polling<T>): Promise<T> {
  const started = Date.now();
  context.interrupt.hint = `still running; follow it with: ${polling.follow}`;
  try {
    return await withSpinner(context.io, `${polling.what}…`, async (show) => {
      for (;;) {
        const value = await polling.fetch();
        if (polling.finished(value)) return value;
        if (Date.now() + INTERVAL_MS > started + TIMEOUT_MS)
          throw new CliError(`${polling.giveUp} after ${TIMEOUT_MS / 1000} s; it may still finish: ${polling.follow}`, EXIT.failure);
        show(`${polling.what}: ${polling.progress(value)} (${Math.floor((Date.now() - started) / 1000)} s)`);
        await sleep(INTERVAL_MS);
      }
    });
  } finally {
    delete context.interrupt.hint;
  }
}
