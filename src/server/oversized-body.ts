import type { IncomingMessage } from 'node:http';

/** What is read (and dropped) of a body refused for its size before the 413 goes out: past it, the 413 goes at once. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Reads what is left of a request body refused for its size, dropping it, until it ends, more
 * than `maxBytes` of it have come, or the client goes. The 413 is answered after, on a
 * connection then closed: closing one while the client still sends leaves unread bytes in the
 * socket, which the kernel answers with a reset, and a client that is still writing its body
 * when the reset comes (Node's fetch) loses the answer it had not read yet. curl did not.
 */
export function drainBody(request: IncomingMessage, maxBytes = DRAIN_MAX_BYTES): Promise<void> {
  if (request.complete || request.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let drained = 0;
    const done = () => {
      request.off('data', onData).off('end', done).off('close', done).off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained <= maxBytes) return;
      request.pause();
      done();
    };
    request.on('data', onData).on('end', done).on('close', done).on('error', done).resume();
  });
}
