import { MessageChannel } from 'node:worker_threads';
import os from 'node:os';
import { Piscina } from 'piscina';
import type { Budgeted } from './budgeted.js';

/**
 * A pool of workers running the module `name`, beside the module `besides` (the caller's
 * `import.meta.url`: a worker is a file of its own, in the sources as in the bundle), started
 * on first use; threads beyond the first stop when idle (with none kept, piscina starts no new
 * thread for the tasks queued behind one it stopped for running over its budget). One core is
 * left to the event loop. Under the test runner the sources are TypeScript, which Node 20 runs
 * through a loader.
 */
export function workerPool(name: string, besides: string): () => Piscina {
  let pool: Piscina | undefined;
  return () => {
    const fromSource = besides.endsWith('.ts');
    pool ??= new Piscina({
      filename: new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, besides).href,
      execArgv: fromSource ? ['--import', 'tsx'] : [],
      minThreads: 1,
      maxThreads: Math.max(1, Math.min(4, os.availableParallelism() - 1)),
      idleTimeout: 60_000,
    });
    return pool;
  };
}

/**
 * Runs a task in a pool within a budget that counts from when a worker takes it up, not while
 * it waits its turn: the worker says when it starts, on a port of the task's own.
 */
export async function runWithin<T>(pool: Piscina, task: unknown, budgetMs: number): Promise<T> {
  const { port1, port2 } = new MessageChannel();
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  port1.once('message', () => (timer = setTimeout(() => abort.abort(), budgetMs)));
  try {
    return (await pool.run({ task, started: port2 } satisfies Budgeted<unknown>, { signal: abort.signal, transferList: [port2] })) as T;
  } finally {
    clearTimeout(timer);
    port1.close();
  }
}
