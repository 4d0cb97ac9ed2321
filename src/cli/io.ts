/** The streams a command writes to; tests pass their own. */
export interface IO {
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream;
}

export const processIO: IO = { out: process.stdout, err: process.stderr };

/** A failure the user caused, reported as one line and an exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Where a command leaves its exit code for `run` to return. */
export interface ExitCode {
  code: number;
}
