import { Command } from 'commander';
import type { CliContext } from '../../context.js';
import { plural } from '../../render/terminal-text.js';
import { examples, withControls } from './controls.js';

const SNAPSHOT_COLUMNS = { NAME: 'name', CREATED: 'createdAt', RECORDS: 'records' };

/** `docsctl sandbox reset` */
export function buildResetCommand(context: CliContext): Command {
  return new Command('reset')
    .description('Bring the sandbox back to the state it was initialised in (its seed); snapshots are kept')
    .addHelpText('after', examples('docsctl sandbox reset', 'docsctl sandbox reset --json'))
    .action(() =>
      withControls(context, async (controls) => {
        const restored = await controls.reset();
        if (context.output.wantsJson()) return context.output.json(restored);
        context.output.done(`Reset to the initial state (${plural(restored.changed, 'record', 'records')} changed)`);
      }),
    );
}

/** `docsctl sandbox snapshot save|restore|list|delete` */
export function buildSnapshotCommand(context: CliContext): Command {
  const { output } = context;
  const snapshot = new Command('snapshot')
    .description('Save every record under a name, and bring them back (tokens stay as they are)')
    .addHelpText('after', examples('docsctl sandbox snapshot save seeded', 'docsctl sandbox snapshot restore seeded', 'docsctl sandbox snapshot list'));
  snapshot
    .command('save')
    .description('Save every record under a name, replacing a snapshot of that name')
    .addHelpText('after', examples('docsctl sandbox snapshot save seeded'))
    .argument('<name>', 'letters, digits, ".", "_" or "-"')
    .action((name: string) =>
      withControls(context, async (controls) => {
        const saved = await controls.saveSnapshot(name);
        if (output.wantsJson()) return output.json(saved);
        output.done(`${saved.replaced ? 'Replaced' : 'Saved'} snapshot ${name} (${plural(saved.records, 'record', 'records')})`);
      }),
    );
  snapshot
    .command('restore')
    .description('Bring back the state a snapshot holds')
    .addHelpText('after', examples('docsctl sandbox snapshot restore seeded'))
    .argument('<name>', 'the snapshot')
    .action((name: string) =>
      withControls(context, async (controls) => {
        const restored = await controls.restoreSnapshot(name);
        if (output.wantsJson()) return output.json(restored);
        output.done(`Restored snapshot ${name} (${plural(restored.changed, 'record', 'records')} changed)`);
      }),
    );
  snapshot
    .command('list')
    .description('List the snapshots')
    .addHelpText('after', examples('docsctl sandbox snapshot list', 'docsctl sandbox snapshot list --json name'))
    .action(() => withControls(context, async (controls) => output.list(await controls.snapshots(), SNAPSHOT_COLUMNS)));
  snapshot
    .command('delete')
    .description('Delete a snapshot')
    .addHelpText('after', examples('docsctl sandbox snapshot delete seeded'))
    .argument('<name>', 'the snapshot')
    .action((name: string) =>
      withControls(context, async (controls) => {
        await controls.deleteSnapshot(name);
        output.done(`Deleted snapshot ${name}`);
      }),
    );
  return snapshot;
}
