import { Argument, Command, Option } from 'commander';
import { JobKind, JobMode, JobState } from '../../../schemas/jobs.js';
import type { CliContext } from '../../context.js';
import { examples, withControls } from './controls.js';

const JOB_COLUMNS = { ID: 'id', KIND: 'kind', STATE: 'state', SPACE: 'subject.space', CREATED: 'createdAt', ERROR: 'error' };

/** `docsctl sandbox jobs [run ID | run-all | mode auto|manual]` */
export function buildJobsCommand(context: CliContext): Command {
  const { output } = context;
  const jobs = new Command('jobs')
    .description('Background work (website imports, OpenAPI processing, translation runs): list it, hold it, run it by hand')
    .addOption(new Option('--state <state>', 'only jobs in this state').choices(JobState.options))
    .addOption(new Option('--kind <kind>', 'only jobs of this kind').choices(JobKind.options))
    .addHelpText('after', [
      '',
      'Examples:',
      '  $ docsctl sandbox jobs mode manual',
      '  $ docsctl sandbox jobs --state pending',
      '  $ docsctl sandbox jobs run JOB_ID',
      '',
    ].join('\n'))
    .action((options: { state?: JobState; kind?: JobKind }) =>
      withControls(context, async (controls) => {
        const { mode, items } = await controls.jobs({ ...(options.state ? { state: options.state } : {}), ...(options.kind ? { kind: options.kind } : {}) });
        await output.list(items, JOB_COLUMNS);
        output.notice(`${items.length === 0 ? 'No jobs. ' : ''}Jobs run in ${mode} mode`);
      }),
    );
  // Commander offers `help` only to a command without an action of its own; the help catalog offers it to every command with subcommands.
  jobs.helpCommand(true);
  jobs
    .command('run')
    .description('Run a held job; answers once it has finished')
    .addHelpText('after', examples('docsctl sandbox jobs run JOB_ID'))
    .argument('<id>', 'the job')
    .action((id: string) => withControls(context, async (controls) => output.object(await controls.runJob(id), JOB_COLUMNS)));
  jobs
    .command('run-all')
    .description('Run every held job; answers once they have finished')
    .addHelpText('after', examples('docsctl sandbox jobs run-all'))
    .action(() =>
      withControls(context, async (controls) => {
        const { items } = await controls.runAllJobs();
        await output.list(items, JOB_COLUMNS);
        if (items.length === 0) output.notice('No job was held');
      }),
    );
  jobs
    .command('mode')
    .description('Run new work at once (auto) or hold it until run by hand (manual); going auto runs what was held')
    .addHelpText('after', examples('docsctl sandbox jobs mode manual', 'docsctl sandbox jobs mode auto'))
    .addArgument(new Argument('<mode>', 'auto or manual').choices(JobMode.options))
    .action((mode: JobMode) =>
      withControls(context, async (controls) => {
        const changed = await controls.setJobsMode(mode);
        if (output.wantsJson()) return output.json(changed);
        output.done(`Jobs now run in ${changed.mode} mode${changed.items.length ? ` (${changed.items.length} held jobs ran)` : ''}`);
      }),
    );
  return jobs;
}
