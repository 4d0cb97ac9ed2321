import { EventEmitter } from 'node:events';
import { Command } from 'commander';
import type { CliContext } from '../../src/cli/context.js';
import { Profiles } from '../../src/cli/config.js';
import { buildServeCommand } from '../../src/cli/commands/serve.js';
import type { ServeOptions } from '../../src/cli/commands/serve-options.js';
import { serveRun } from '../../src/cli/commands/serve-run.js';
import { testIO } from './cli.js';
import type { Ready } from './serve-process.js';

export interface InProcessServe {
  /** The ready line's facts (with `--json`). */
  ready: Ready;
  stdout(): string;
  stderr(): string;
  /** Sends SIGTERM (or another signal) and resolves with serve's exit code. */
  stop(signal?: 'SIGTERM' | 'SIGINT'): Promise<number>;
}

/**
 * `docsctl serve ARGS` run in this process, with its own streams, signals and profiles: for
 * what serve does with a store, its output and its profile, where a real process (start-up,
 * signals from outside, another process holding the directory) is not the point.
 */
export async function serveInProcess(args: string[], configDir?: string): Promise<InProcessServe> {
  const command = new Command().exitOverride();
  buildServeCommand(command, {} as CliContext, { code: 0 });
  command.parseOptions(args);
  const { io, stdout, stderr } = testIO();
  const signals = new EventEmitter();
  const json = args.includes('--json');
  const running = serveRun({ ...command.opts<ServeOptions>(), json }, io, new Profiles(configDir), signals);
  // serve prints when it listens (or fails first): wait for either.
  const failed = running.then(() => new Error(`serve ended before it was ready: ${stderr()}`));
  for (;;) {
    const outcome = await Promise.race([failed, new Promise((resolve) => setTimeout(resolve, 10))]);
    if (outcome instanceof Error) throw outcome;
    if (json ? stdout().includes('\n') : stdout().includes('Press Ctrl-C')) break;
  }
  return {
    ready: json ? (JSON.parse(stdout()) as Ready) : (undefined as never),
    stdout,
    stderr,
    stop: (signal = 'SIGTERM') => {
      signals.emit(signal);
      return running;
    },
  };
}
