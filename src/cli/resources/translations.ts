import type { CliContext } from '../context.js';
import { CliError, EXIT } from '../io.js';
import type { Resource, VerbCall } from '../verbs/verb.js';
import { pollUntil, waitOption } from '../verbs/wait.js';

const COLUMNS = { ID: 'id', SOURCE: 'source.space', FROM: 'source.language', TO: 'language', STATUS: 'status', RESULT: 'result.space' };

/** With --wait: ask for the translation until its run has completed, then show it, or fail with the run's error. */
async function waitForRun(_started: void, { params, flags }: VerbCall<'runTranslation'>, context: CliContext): Promise<unknown> {
  if (!flags.wait) return undefined;
  const client = context.runtime.client();
  const translation = await pollUntil(
    context,
    `Translating (translation ${params.translationId})…`,
    () => client.call('getTranslation', { params }),
    (t) => t.status === 'completed',
    `Gave up waiting for translation ${params.translationId} to finish`,
  );
  if (translation.lastRunError) throw new CliError(`Translation ${params.translationId} failed: ${translation.lastRunError}`, EXIT.failure);
  return translation;
}

export const translations: Resource = {
  noun: 'translation',
  verbs: [
    { name: 'list', op: 'listTranslations', columns: COLUMNS, examples: ['docsctl translations list', 'docsctl translations list --jq \'.[] | select(.status == "completed") | .result.space\''] },
    {
      name: 'create',
      op: 'createTranslation',
      columns: COLUMNS,
      examples: ['docsctl translations create --source-space SPACE_ID --source-language en --language fr', 'docsctl translations create --input translation.json'],
    },
    {
      name: 'view',
      op: 'getTranslation',
      aliases: ['get'],
      columns: { ...COLUMNS, ERROR: 'lastRunError', RUNS: 'stats.runs', UPDATED: 'updatedAt' },
      examples: ['docsctl translations view TRANSLATION_ID'],
    },
    {
      name: 'edit',
      op: 'updateTranslation',
      aliases: ['update'],
      columns: COLUMNS,
      examples: ['docsctl translations edit TRANSLATION_ID --input body.json', 'docsctl translations edit TRANSLATION_ID --instructions "$(cat instructions.json)"'],
    },
    { name: 'delete', op: 'deleteTranslation', destructive: true, done: 'Deleted translation {translationId} (its result space is kept)', examples: ['docsctl translations delete TRANSLATION_ID --yes'] },
    {
      name: 'run',
      op: 'runTranslation',
      columns: { ...COLUMNS, PAGES: 'stats.latestPages', WORDS: 'stats.latestWords' },
      options: [waitOption('the run has finished')],
      after: waitForRun,
      shows: 'getTranslation',
      done: 'Started translation {translationId}; follow it with `docsctl translations view {translationId}`',
      examples: ['docsctl translations run TRANSLATION_ID --wait', 'docsctl translations run TRANSLATION_ID'],
    },
  ],
};
