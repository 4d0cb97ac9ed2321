import { Profiles } from './config.js';
import type { IO } from './io.js';
import { Output } from './render/output.js';
import { Runtime, type GlobalOptions } from './runtime.js';

/** What every command is handed: streams, connection and client, and the one way to print. */
export interface CliContext {
  io: IO;
  runtime: Runtime;
  output: Output;
}

export function createContext(io: IO, globals: () => GlobalOptions): CliContext {
  return { io, runtime: new Runtime(io, new Profiles(io.env.DOCSCTL_CONFIG_DIR), globals), output: new Output(io, globals) };
}
