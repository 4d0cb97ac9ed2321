import fs from 'node:fs';

/** The world a command sees; tests pass their own streams, terminal flags and environment. */
export interface IO {
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream;
  in: NodeJS.ReadableStream;
  /** Whether each stream is a terminal: tables and spinners for people, plain rows for scripts. */
  outIsTTY: boolean;
  errIsTTY: boolean;
  inIsTTY: boolean;
  env: NodeJS.ProcessEnv;
  /** Ends the process at once; only a real process has one (Ctrl-C then exits 130). */
  exitProcess?: (code: number) => never;
}

export const processIO: IO = {
  out: process.stdout,
  err: process.stderr,
  in: process.stdin,
  outIsTTY: !!process.stdout.isTTY,
  errIsTTY: !!process.stderr.isTTY,
  inIsTTY: !!process.stdin.isTTY,
  env: process.env,
  exitProcess: (code) => process.exit(code),
};

/** The exit codes scripts can rely on. */
export const EXIT = { ok: 0, failure: 1, usage: 2, auth: 4, interrupted: 130 } as const;

/** A failure the user caused, reported as one line and an exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failure,
  ) {
    super(message);
  }
}

/** Where a command leaves its exit code for `run` to return. */
export interface ExitCode {
  code: number;
}

/** Whether someone is there to answer: terminals on stdin and stdout, and not a CI job (settings.ts's `canPrompt` adds the user's choice). */
export const onTerminal = (io: IO) => io.inIsTTY && io.outIsTTY && !io.env.CI;

export async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

/** The JSON object of `--input FILE` (`-`: stdin). */
export async function readInput(file: string, stdin: NodeJS.ReadableStream): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = file === '-' ? await readAll(stdin) : fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new CliError(`--input: cannot read ${file}: ${(error as Error).message}`, EXIT.usage);
  }
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new CliError(`--input: ${file} does not hold a JSON object`, EXIT.usage);
}
