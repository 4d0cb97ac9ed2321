import type { Command } from 'commander';
import type { CliContext } from '../../context.js';
import { buildDiffCommand } from './diff.js';

/** The verbs of `docsctl cr` that do more than one operation, beside those declared in resources/cr.ts. */
export function registerCrCommands(command: Command, context: CliContext): void {
  command.addCommand(buildDiffCommand(context));
}
