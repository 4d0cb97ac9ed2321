import { Command, CommanderError } from 'commander';
import { buildCompletionCommand } from './commands/completion.js';
import { buildServeCommand } from './commands/serve.js';
import { CliError, processIO, type ExitCode, type IO } from './io.js';
import packageJson from '../../package.json' with { type: 'json' };

const { version } = packageJson;

export function buildProgram(io: IO, exit: ExitCode): Command {
  const program = new Command('docsctl')
    .description('Manage hosted documentation, or run a local sandbox of its API')
    .version(version)
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out.write(s), writeErr: (s) => io.err.write(s) });
  program.addCommand(buildServeCommand(io, exit));
  program.addCommand(buildCompletionCommand(io));
  // Added commands inherit no settings: each writes to the injected streams and throws instead of exiting.
  for (const command of program.commands) command.exitOverride().configureOutput(program.configureOutput());
  return program;
}

/** Runs the CLI and resolves to its exit code; the one place errors become exit codes. */
export async function run(argv: string[], io: IO = processIO): Promise<number> {
  const exit: ExitCode = { code: 0 };
  const program = buildProgram(io, exit);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return exit.code;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if (error instanceof CliError) {
      io.err.write(`docsctl: ${error.message}\n`);
      return error.exitCode;
    }
    io.err.write(`docsctl: unexpected error: ${(error as Error).message}\n`);
    return 1;
  }
}
