import envPaths from 'env-paths';
import { Command, InvalidArgumentError, Option } from 'commander';
import { allowedHost } from '../../domain/fetch/fetch-policy.js';
import { JobMode } from '../../schemas/jobs.js';
import type { CliContext } from '../context.js';
import type { ExitCode } from '../io.js';
import { LOCAL_PROFILE, type ServeOptions } from './serve-options.js';

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('must be a whole number from 0 to 65535');
  return port;
}

function parseRequestsPerMinute(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a whole number of requests above 0');
  return n;
}

function collectHosts(value: string, previous: string[] = []): string[] {
  try {
    return [...previous, ...value.split(',').map(allowedHost)];
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
}

export function buildServeCommand(command: Command, context: CliContext, exit: ExitCode): void {
  command
    // The default is described rather than shown: the help catalog is written at build time, on another machine than the user's.
    .addOption(
      new Option('--data <dir>', 'data directory').default(
        envPaths('docsctl', { suffix: '' }).data,
        'on Linux $XDG_DATA_HOME/docsctl, else ~/.local/share/docsctl',
      ),
    )
    .option('--port <n>', 'port to listen on (0 picks a free one)', parsePort, 4000)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--seed <file>', 'initialise an empty data directory from this JSON file')
    .addOption(new Option('--ephemeral', 'keep everything in a temporary directory, removed at exit').conflicts('data'))
    .addOption(new Option('--import <file>', 'initialise an empty or new data directory from an export (GET /_sandbox/export)').conflicts('seed'))
    .option('--export-on-exit <file>', 'write an export of the store to this file at a clean stop (Ctrl-C, SIGTERM)')
    .option('--translator <command>', 'shell command translation runs pipe each page through (Markdown on stdin, DOCSCTL_TARGET_LANGUAGE set)')
    .option('--no-profile', `do not record the sandbox as the "${LOCAL_PROFILE}" profile nor make it the active one`)
    .option('--allow-fetch <hosts>', 'fetch imports and OpenAPI sources only from these hosts, comma-separated (repeatable); they may be private', collectHosts)
    .option('--deny-private', 'refuse to fetch from loopback, private and link-local addresses (default when --host is not a loopback address)')
    .option('--no-deny-private', 'fetch from private addresses even when --host is not a loopback address')
    .option(
      '--rate-limit [n]',
      "refuse (429) more than n requests a minute per token (default n: GitBook's 60); without it, nothing is refused",
      parseRequestsPerMinute,
    )
    .addOption(
      new Option(
        '--jobs <mode>',
        'run background work (website imports, OpenAPI processing, translation runs) at once, or hold it until run with POST /_sandbox/jobs/{id}/run',
      )
        .choices(JobMode.options)
        .default('auto'),
    )
    .option('--log', 'print a line per API request as it is answered: time, status, method, path, operation, duration')
    .addHelpText(
      'after',
      '\nExamples:\n  $ docsctl serve\n  $ docsctl serve --log\n  $ docsctl serve --data ./sandbox --port 0 --json --seed seed.json\n  $ docsctl serve --ephemeral --import fixture.zip --export-on-exit after.zip\n',
    )
    .action(async (opts: ServeOptions) => {
      // --json is the program's: when ready, serve prints one line of JSON.
      // The server is loaded only to serve: every other command starts without it.
      const { serveRun } = await import('./serve-run.js');
      exit.code = await serveRun({ ...opts, json: !!context.runtime.globals.json }, context.io, context.runtime.profiles);
    });
}
