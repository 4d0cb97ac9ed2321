import type { Dispatcher } from 'undici';
import { Profiles } from './config.js';
import type { IO } from './io.js';
import { Output } from './render/output.js';
import { Runtime, type GlobalOptions } from './runtime.js';

/** What every command is handed: streams, connection and client, and the one way to print. */
export interface CliContext {
  io: IO;
  runtime: Runtime;
  output: Output;
  /** While a command waits for work that goes on without it: what Ctrl-C should tell the user before it exits. */
  interrupt: { hint?: string };
}

/** `transport`: what every client of the command sends its requests through (tests stub HTTP there); by default its own agent. */
export function createContext(io: IO, globals: () => GlobalOptions, transport?: Dispatcher): CliContext {
  return { io, runtime: new Runtime(io, new Profiles(io.env.DOCSCTL_CONFIG_DIR), globals, transport), output: new Output(io, globals), interrupt: {} };
}
