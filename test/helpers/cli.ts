import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { MockAgent, type Dispatcher } from 'undici';
import { afterEach, beforeEach } from 'vitest';
import { createContext, type CliContext } from '../../src/cli/context.js';
import { run } from '../../src/cli/main.js';
import type { IO } from '../../src/cli/io.js';
import type { GlobalOptions } from '../../src/cli/runtime.js';
import type { Operations } from '../../src/schemas/operations.js';
import type { Resource, VerbIn } from '../../src/cli/verbs/verb.js';
import type { Table } from '../../src/cli/verbs/table.js';
import type { Running } from './sandbox.js';
import { tempDir } from './temp-dirs.js';

// The sandbox is the whole server: it is loaded only by tests that use one, so that the others start quickly.
const sandboxModule = () => import('./sandbox.js');

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
  /** A stream to read stdin from as it comes (a person typing), instead of `stdin`'s text. */
  input?: NodeJS.ReadableStream;
  env?: NodeJS.ProcessEnv;
}

/** Streams, terminal flags and an environment of a command's own (profiles in a fresh directory of the run's folder), and what it wrote. */
export function testIO(options: CliOptions = {}): { io: IO; stdout: () => string; stderr: () => string } {
  const terminal = options.tty ? { columns: options.columns ?? 80 } : {};
  const out = Object.assign(new PassThrough(), terminal);
  const err = Object.assign(new PassThrough(), terminal);
  let stdout = '';
  let stderr = '';
  out.on('data', (c) => (stdout += c));
  err.on('data', (c) => (stderr += c));
  const io: IO = {
    out,
    err,
    in: options.input ?? Readable.from(options.stdin === undefined ? [] : [options.stdin]),
    outIsTTY: !!options.tty,
    errIsTTY: !!options.tty,
    inIsTTY: !!options.tty,
    // No pager unless a test names one: the developer's $PAGER stays out of it.
    env: { DOCSCTL_CONFIG_DIR: tempDir('docsctl-config-'), DOCSCTL_PAGER: 'cat', ...options.env },
  };
  return { io, stdout: () => stdout, stderr: () => stderr };
}

/** Runs docsctl in-process with its own streams and environment, as a script (no terminal) unless `tty`. */
export async function runCli(argv: string[], options: CliOptions = {}): Promise<CliResult> {
  const { io, stdout, stderr } = testIO(options);
  const code = await run(argv, io);
  return { code, stdout: stdout(), stderr: stderr() };
}

/** A config directory of its own: docsctl run with it (in a pipe, in this process), and its config file as written. */
export function freshConfig() {
  const configDir = tempDir('docsctl-config-');
  const file = path.join(configDir, 'config.json');
  return {
    configDir,
    file,
    docsctl: (args: string[], options: { env?: NodeJS.ProcessEnv; stdin?: string } = {}) =>
      runCli(args, { stdin: options.stdin, env: { DOCSCTL_CONFIG_DIR: configDir, ...options.env } }),
    stored: () => JSON.parse(fs.readFileSync(file, 'utf8')),
  };
}

/** Keys a person presses, as a terminal sends them. */
export const KEY = { enter: '\r', down: '\x1b[B', space: ' ' } as const;

/**
 * Runs docsctl in-process at a terminal, and answers each question as a person would: when the question
 * shows on stderr, its keystrokes are typed, each once the terminal has shown the one before (a prompt
 * reads a key against what it has drawn). What is left unasked stays untyped, and the assertions on the result tell.
 */
export async function converse(argv: string[], answers: [question: string, keystrokes: string[]][], options: CliOptions = {}): Promise<CliResult> {
  const input = new PassThrough();
  const { io, stdout, stderr } = testIO({ tty: true, ...options, input, env: { NO_COLOR: '1', ...options.env } });
  // Each prompt pipes its output into stderr and ends it when done: a process's stderr outlives that, and so must this one.
  Object.assign(io.err, { end: () => io.err });
  let finished = false;
  const running = run(argv, io).finally(() => (finished = true));
  const until = async (shown: () => boolean) => {
    while (!finished && !shown()) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  let seen = 0;
  for (const [question, keystrokes] of answers) {
    await until(() => stderr().includes(question, seen));
    seen = stderr().indexOf(question, seen) + question.length;
    for (const keys of keystrokes) {
      const drawn = stderr().length;
      input.write(keys);
      await until(() => stderr().length > drawn);
    }
  }
  const code = await running;
  return { code, stdout: stdout(), stderr: stderr() };
}

export type Cli = (argv: string[], options?: CliOptions) => Promise<CliResult>;

/** `runCli` connected to a sandbox as one of the roles seed's users, in organization acme. */
export function cliAgainst(sb: Running, user = 'admin'): Cli {
  return async (argv, options = {}) => {
    const { tokenOf } = await sandboxModule();
    return runCli(argv, { ...options, env: { DOCSCTL_API_URL: sb.url, DOCSCTL_TOKEN: tokenOf(user), DOCSCTL_ORG: 'acme', ...options.env } });
  };
}

/**
 * A fresh sandbox for each test of the file (or describe) it is called in, and the CLI connected to it:
 * what one test changes, no other sees. Read `.sb` and `.cli` inside the tests.
 */
export function sandboxPerTest(): { sb: Running; cli: Cli } {
  const current = {} as { sb: Running; cli: Cli };
  beforeEach(async () => {
    current.sb = await (await sandboxModule()).startSandbox();
    current.cli = cliAgainst(current.sb);
  });
  afterEach(() => current.sb.close());
  return current;
}

/** The rows of tab-separated output: one per line, its cells split at tabs (empty output, no rows). */
export const tsvRows = (stdout: string): string[][] =>
  stdout === ''
    ? []
    : stdout
        .replace(/\n$/, '')
        .split('\n')
        .map((line) => line.split('\t'));

/**
 * What a command is handed, for testing a step of it alone: the streams of `testIO`, the program's options,
 * and the HTTP transport every client it makes goes through (an undici MockAgent).
 */
export function testContext(options: CliOptions & { globals?: GlobalOptions; transport?: Dispatcher } = {}): {
  context: CliContext;
  stdout: () => string;
  stderr: () => string;
} {
  const { io, stdout, stderr } = testIO({
    ...options,
    env: { DOCSCTL_API_URL: 'http://api.test', DOCSCTL_TOKEN: 'test-token', DOCSCTL_ORG: 'acme', ...options.env },
  });
  const context = createContext(io, () => options.globals ?? {}, options.transport);
  return { context, stdout, stderr };
}

/**
 * HTTP stubbed at the transport for each test of the file (or describe) it is called in: nothing
 * else is reachable, and a test that leaves a stubbed request unmade fails. Read `.api` inside the tests.
 */
export function stubbedTransport(): { api: MockAgent } {
  const current = {} as { api: MockAgent };
  beforeEach(() => {
    current.api = new MockAgent();
    current.api.disableNetConnect();
  });
  afterEach(async () => {
    current.api.assertNoPendingInterceptors();
    await current.api.close();
  });
  return current;
}

/** Every verb of a resource and of its groups, with the command line that names it (`cr reviewers add`, `sandbox jobs`). */
export const verbsOf = <T extends Table = Operations>(line: string, resource: Resource<T>): { line: string; verb: VerbIn<T> }[] => [
  ...resource.verbs.map((verb) => ({ line: `${line} ${verb.name}`, verb })),
  ...(resource.groups ?? []).flatMap((group) => [
    ...(group.verb ? [{ line: `${line} ${group.name}`, verb: group.verb }] : []),
    ...verbsOf(`${line} ${group.name}`, group),
  ]),
];
