import { Argument, Command } from 'commander';
import { SHELLS, completionScript, type Shell } from '../completion.js';
import type { IO } from '../io.js';

export function buildCompletionCommand(command: Command, io: IO): void {
  command
    .addArgument(new Argument('<shell>', 'the shell').choices(SHELLS))
    .addHelpText('after', '\nExample:\n  $ docsctl completion bash > ~/.local/share/bash-completion/completions/docsctl\n')
    .action((shell: Shell) => {
      io.out.write(completionScript(command.parent!, shell));
    });
}
