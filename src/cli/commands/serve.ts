import envPaths from 'env-paths';
import { Command, InvalidArgumentError } from 'commander';
import type { CliContext } from '../context.js';
import type { ExitCode } from '../io.js';

export interface ServeOptions {
  data: string;
  port: number;
  host: string;
  seed?: string;
  json: boolean;
  translator?: string;
  /** Record the sandbox as the `local` profile; `--no-profile` leaves the saved profiles alone. */
  profile: boolean;
}

export const LOCAL_PROFILE = 'local';

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('must be a whole number from 0 to 65535');
  return port;
}

export function buildServeCommand(command: Command, context: CliContext, exit: ExitCode): void {
  command
    .option('--data <dir>', 'data directory', envPaths('docsctl', { suffix: '' }).data)
    .option('--port <n>', 'port to listen on (0 picks a free one)', parsePort, 4000)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--seed <file>', 'initialise an empty data directory from this JSON file')
    .option('--translator <command>', 'shell command translation runs pipe each page through (Markdown on stdin, DOCSCTL_TARGET_LANGUAGE set)')
    .option('--no-profile', `do not record the sandbox as the "${LOCAL_PROFILE}" profile`)
    .addHelpText('after', '\nExamples:\n  $ docsctl serve\n  $ docsctl serve --data ./sandbox --port 0 --json --seed seed.json\n')
    .action(async (opts: ServeOptions) => {
      // --json is the program's: when ready, serve prints one line of JSON.
      // The server is loaded only to serve: every other command starts without it.
      const { serveRun } = await import('./serve-run.js');
      exit.code = await serveRun({ ...opts, json: !!context.runtime.globals.json }, context.io, context.runtime.profiles);
    });
}
