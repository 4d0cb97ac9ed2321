import { PassThrough, Readable } from 'node:stream';
import { run } from '../../src/cli/main.js';
import type { IO } from '../../src/cli/io.js';
import { tokenOf, type Running } from './sandbox.js';
import { tempDir } from './serve-process.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  /** Pretend stdout/stderr/stdin are terminals. */
  tty?: boolean;
  /** The width such a terminal reports (default 80). */
  columns?: number;
  stdin?: string;
  env?: NodeJS.ProcessEnv;
}

/** Runs docsctl in-process with its own streams and environment, as a script (no terminal) unless `tty`. */
export async function runCli(argv: string[], options: CliOptions = {}): Promise<CliResult> {
  const out = new PassThrough();
  const err = Object.assign(new PassThrough(), options.tty ? { columns: options.columns ?? 80 } : {});
  let stdout = '';
  let stderr = '';
  out.on('data', (c) => (stdout += c));
  err.on('data', (c) => (stderr += c));
  const io: IO = {
    out,
    err,
    in: Readable.from(options.stdin === undefined ? [] : [options.stdin]),
    outIsTTY: !!options.tty,
    errIsTTY: !!options.tty,
    inIsTTY: !!options.tty,
    env: { DOCSCTL_CONFIG_DIR: tempDir('docsctl-config-'), ...options.env },
  };
  const code = await run(argv, io);
  return { code, stdout, stderr };
}

/** `runCli` connected to a sandbox as one of the roles seed's users, in organization acme. */
export function cliAgainst(sb: Running, user = 'admin') {
  return (argv: string[], options: CliOptions = {}) =>
    runCli(argv, { ...options, env: { DOCSCTL_API_URL: sb.url, DOCSCTL_TOKEN: tokenOf(user), DOCSCTL_ORG: 'acme', ...options.env } });
}
