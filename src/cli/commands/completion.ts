import { Argument, Command } from 'commander';
import { SHELLS, completionScript, type Shell } from '../completion.js';
import type { IO } from '../io.js';

export function buildCompletionCommand(io: IO): Command {
  return new Command('completion')
    .description('Print the shell completion script (bash, zsh or fish)')
    .addArgument(new Argument('<shell>', 'the shell').choices(SHELLS))
    .addHelpText('after', '\nExample:\n  $ docsctl completion bash > ~/.local/share/bash-completion/completions/docsctl\n')
    .action((shell: Shell, _options: unknown, command: Command) => {
      io.out.write(completionScript(command.parent!, shell));
    });
}
