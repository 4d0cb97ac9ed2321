import type { MessagePort } from 'node:worker_threads';

/** A task for a worker, with the port on which the worker says it has started: its budget counts from then. */
export interface Budgeted<T> {
  task: T;
  started: MessagePort;
}

/** The worker's side: say the task has started, then run it. */
export function started<T>({ task, started: port }: Budgeted<T>): T {
  port.postMessage(null);
  port.close();
  return task;
}
