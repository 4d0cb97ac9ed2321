import fs from 'node:fs';
import { Command } from 'commander';
import type { CliContext } from '../../context.js';
import { CliError } from '../../io.js';
import { buildClockCommand } from './clock.js';
import { examples, withControls } from './controls.js';
import { buildFaultsCommand } from './faults.js';
import { buildJobsCommand } from './jobs.js';
import { buildRequestsCommand } from './requests.js';
import { buildResetCommand, buildSnapshotCommand } from './snapshots.js';

/** `docsctl sandbox export FILE` */
function buildExportCommand(context: CliContext): Command {
  return new Command('export')
    .description('Write the whole store to a zip archive, which docsctl serve --import starts from')
    .addHelpText('after', examples('docsctl sandbox export fixture.zip', 'docsctl serve --ephemeral --import fixture.zip'))
    .argument('<file>', 'where to write it ("-" for stdout)')
    .action((file: string) =>
      withControls(context, async (controls) => {
        const archive = await controls.export();
        if (file === '-') {
          context.io.out.write(archive);
          return;
        }
        try {
          // It holds the sandbox's tokens: as private as the secrets file it carries.
          fs.writeFileSync(file, archive, { mode: 0o600 });
        } catch (error) {
          throw new CliError(`cannot write ${file}: ${(error as Error).message}`);
        }
        context.output.done(`Exported the sandbox to ${file} (${archive.length} bytes)`);
      }),
    );
}

/** `docsctl sandbox …`: the controls of the sandbox the profile points at (docsctl serve), for tests that use it as a test double. */
export function buildSandboxCommand(command: Command, context: CliContext): void {
  command
    .addCommand(buildResetCommand(context))
    .addCommand(buildSnapshotCommand(context))
    .addCommand(buildRequestsCommand(context))
    .addCommand(buildFaultsCommand(context))
    .addCommand(buildJobsCommand(context))
    .addCommand(buildClockCommand(context))
    .addCommand(buildExportCommand(context))
    .addHelpText('after', [
      '',
      "They act on the sandbox of the profile in use (its API URL's origin), with its token: the sandbox owner's (the one docsctl serve printed, or a seed user's marked \"owner\": true).",
      '',
      'Examples:',
      '  $ docsctl sandbox snapshot save clean && docsctl sandbox snapshot restore clean',
      "  $ docsctl sandbox faults add --operation getSpaceById --status 503 --times 1",
      '  $ docsctl sandbox requests --follow',
      '',
    ].join('\n'));
}
