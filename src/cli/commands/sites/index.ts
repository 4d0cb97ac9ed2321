import type { Command } from 'commander';
import type { CliContext } from '../../context.js';
import { buildVisitorTokenCommand } from './visitor-token.js';

/** The verbs of `docsctl sites` that do more than one operation, beside those declared in resources/sites.ts. */
export function registerSiteCommands(command: Command, context: CliContext): void {
  command.addCommand(buildVisitorTokenCommand(context));
}
