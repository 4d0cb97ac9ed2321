import type { Command } from 'commander';
import type { CliContext } from '../../context.js';
import { buildEditCommand } from './edit.js';

/** The verbs of `docsctl content` that do more than one operation, beside those declared in resources/content.ts. */
export function registerContentCommands(command: Command, context: CliContext): void {
  command.addCommand(buildEditCommand(context));
}
