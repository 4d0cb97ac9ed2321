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

/**
 * Asks `fetch` again and again, behind a spinner, until `finished` says the answer is final;
 * gives up with an error after a minute.
 */
export async function pollUntil<T>(
  context: CliContext,
  text: string,
  fetch: () => Promise<T>,
  finished: (value: T) => boolean,
  giveUp: string,
): Promise<T> {
  return withSpinner(context.io, text, async () => {
    const deadline = Date.now() + TIMEOUT_MS;
    for (;;) {
      const value = await fetch();
      if (finished(value)) return value;
      if (Date.now() + INTERVAL_MS > deadline) throw new CliError(`${giveUp} after ${TIMEOUT_MS / 1000} s; it may still finish`, EXIT.failure);
      await sleep(INTERVAL_MS);
    }
  });
}
