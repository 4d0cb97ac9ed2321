import type { IO } from './io.js';
import type { Output } from './output.js';
import type { Runtime } from './runtime.js';

/** What every command is handed: streams, connection and client, and the one way to print. */
export interface CliContext {
  io: IO;
  runtime: Runtime;
  output: Output;
}
