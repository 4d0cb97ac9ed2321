import { Argument, Command } from 'commander';
import { SHELLS, completionScript, type Shell } from '../completion/scripts.js';
import { SOURCES, candidateLines, candidates, type Source } from '../completion/sources.js';
import type { CliContext } from '../context.js';
import type { IO } from '../io.js';

export function buildCompletionCommand(command: Command, io: IO): void {
  command
    .addArgument(new Argument('<shell>', 'the shell').choices(SHELLS))
    .addHelpText('after', '\nExample:\n  $ docsctl completion bash > ~/.local/share/bash-completion/completions/docsctl\n')
    .action((shell: Shell) => {
      io.out.write(completionScript(command.parent!, shell));
    });
}

const isSource = (word: string | undefined): word is Source => SOURCES.includes(word as Source);

/**
 * `docsctl [globals] __complete SOURCE [SPACE]`, which the completion scripts run on a TAB: the candidates
 * as `value<TAB>description` lines. It never fails and never writes to stderr: whatever goes wrong
 * (no profile, no network, a slow API, a word it does not know), the TAB offers nothing.
 */
export function buildCompleteCommand(command: Command, context: CliContext): void {
  command
    .argument('[source]')
    .argument('[space]')
    .allowExcessArguments()
    .allowUnknownOption()
    .addHelpText('after', '\nExample:\n  $ docsctl --profile local __complete change-requests SPACE_ID\n')
    .action(async (source: string | undefined, space: string | undefined) => {
      if (!isSource(source)) return;
      const found = await candidates(context.runtime, source, space).catch(() => []);
      context.io.out.write(candidateLines(found));
    });
}
