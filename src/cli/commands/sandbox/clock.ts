import { Command } from 'commander';
import type { SandboxClock } from '../../../client/sandbox-controls.js';
import type { CliContext } from '../../context.js';
import { parseDuration } from '../../duration.js';
import { examples, withControls } from './controls.js';

/** `docsctl sandbox clock [advance DURATION]`: the time every timestamp and the 7-day retention of deleted spaces go by. */
export function buildClockCommand(context: CliContext): Command {
  const { io, output } = context;
  const show = async (clock: SandboxClock) => {
    if (output.wantsJson()) return output.json(clock);
    io.out.write(`${clock.now}\n`);
  };
  const clock = new Command('clock')
    .description("The sandbox's time, which stamps everything and runs out the retention of deleted spaces; advance it to travel")
    .addHelpText('after', '\nExamples:\n  $ docsctl sandbox clock\n  $ docsctl sandbox clock advance 7d\n')
    .action(() => withControls(context, async (controls) => show(await controls.clock())));
  // Commander offers `help` only to a command without an action of its own; the help catalog offers it to every command with subcommands.
  clock.helpCommand(true);
  clock
    .command('advance')
    .description('Move the clock forward (it never goes back)')
    .addHelpText('after', examples('docsctl sandbox clock advance 7d', 'docsctl sandbox clock advance 90s'))
    .argument('<duration>', 'how far: 90s, 15m, 2h, 7d', parseDuration)
    .action((seconds: number) => withControls(context, async (controls) => show(await controls.advanceClock(seconds))));
  return clock;
}
