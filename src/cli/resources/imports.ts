import { Option } from 'commander';
import type { CliContext } from '../context.js';
import { CliError, EXIT } from '../io.js';
import type { Resource } from '../verbs/verb.js';
import { pollUntil, waitOption } from '../verbs/wait.js';

const COLUMNS = { ID: 'id', STATUS: 'status', SOURCE: 'source.type', SPACE: 'target.space', CR: 'target.changeRequest', CREATED: 'createdAt' };
const VIEW_COLUMNS = { ...COLUMNS, REASON: 'reason', PAGES: 'pages.length', COMPLETED: 'completedAt' };

const FINISHED = new Set(['completed', 'failed', 'cancelled']);

/** A repeated `--file KEY`, kept in order. */
const collect = (value: string, keys: string[] = []) => [...keys, value];

/** Ask for the run until it has finished, then show it, or fail with the run's reason. */
async function waitForRun(context: CliContext, params: { organizationId: string; importRunId: string }): Promise<unknown> {
  const client = context.runtime.client();
  const { organizationId, importRunId } = params;
  const run = await pollUntil(context, {
    what: `Importing (import run ${importRunId})`,
    fetch: () => client.call('getImportRun', { params }),
    finished: (r) => FINISHED.has(r.status),
    progress: (r) => r.status,
    giveUp: `Gave up waiting for import run ${importRunId} to finish`,
    follow: `docsctl imports view ${importRunId} --org ${organizationId} --wait`,
  });
  if (run.status === 'failed') throw new CliError(`Import run ${importRunId} failed: ${run.reason ?? 'no reason given'}`, EXIT.failure);
  return run;
}

/** `docsctl imports`: the organization's import runs, content read from a website or storage files into a space in the background. */
export const imports: Resource = {
  noun: 'import run',
  verbs: [
    {
      name: 'list',
      op: 'listImportRuns',
      columns: COLUMNS,
      examples: ['docsctl imports list', 'docsctl imports list --status active', 'docsctl imports list --space SPACE_ID --json'],
    },
    {
      name: 'start',
      op: 'startImportRun',
      description:
        'Import a website, or files uploaded with `docsctl storage upload --kind import_file` (zip, Markdown, HTML, docx), after the pages of a space or change request',
      options: [
        new Option('--url <url>', 'the website to import').conflicts('file'),
        new Option('--file <key>', 'the storage key of a file to import (repeat for several)').argParser(collect),
        new Option('--space <space>', 'the space to import into (a space ID)'),
        new Option('--cr <changeRequest>', 'import into this change request of the space instead'),
        waitOption('the import has finished'),
      ],
      body: (options) => ({
        ...(options.url !== undefined ? { source: { type: 'website', url: options.url } } : {}),
        ...(options.file !== undefined ? { source: { type: 'file', files: options.file } } : {}),
        ...(options.space !== undefined ? { target: { space: options.space, ...(options.cr !== undefined ? { changeRequest: options.cr } : {}) } } : {}),
      }),
      skip: ['source', 'target'],
      columns: VIEW_COLUMNS,
      after: (run, { params, flags }, context) => (flags.wait ? waitForRun(context, { organizationId: params.organizationId, importRunId: run.id }) : run),
      examples: [
        'docsctl imports start --url https://example.com/docs --space SPACE_ID --wait',
        'docsctl imports start --file acme/import_file/KEY/docs.zip --space SPACE_ID --cr 3',
      ],
    },
    {
      name: 'view',
      op: 'getImportRun',
      aliases: ['get'],
      columns: VIEW_COLUMNS,
      options: [waitOption('it has finished')],
      after: (run, { params, flags }, context) => (flags.wait && !FINISHED.has(run.status) ? waitForRun(context, params) : run),
      examples: ['docsctl imports view IMPORT_RUN_ID', 'docsctl imports view IMPORT_RUN_ID --wait'],
    },
    {
      name: 'cancel',
      op: 'cancelImportRun',
      columns: VIEW_COLUMNS,
      examples: ['docsctl imports cancel IMPORT_RUN_ID'],
    },
  ],
};
