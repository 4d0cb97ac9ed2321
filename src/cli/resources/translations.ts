import type { CliContext } from '../context.js';
import { CliError, EXIT } from '../io.js';
import type { Resource } from '../verbs/verb.js';
import { glossary } from './translations-glossary.js';
import { pollUntil, waitOption } from '../verbs/wait.js';

const COLUMNS = { ID: 'id', SOURCE: 'source.space', FROM: 'source.language', TO: 'language', STATUS: 'status', RESULT: 'result.space' };

/** Ask for the translation until its run has completed, then show it, or fail with the run's error. */
async function waitForTranslation(context: CliContext, params: { organizationId: string; translationId: string }): Promise<unknown> {
  const client = context.runtime.client();
  const { organizationId, translationId } = params;
  const translation = await pollUntil(context, {
    what: `Translating (translation ${translationId})`,
    fetch: () => client.call('getTranslation', { params }),
    finished: (t) => t.status === 'completed',
    // The API counts pages once a run is over; while it runs, its status is all there is.
    progress: (t) => t.status,
    giveUp: `Gave up waiting for translation ${translationId} to finish`,
    follow: `docsctl translations view ${translationId} --org ${organizationId} --wait`,
  });
  if (translation.lastRunError) throw new CliError(`Translation ${translationId} failed: ${translation.lastRunError}`, EXIT.failure);
  return translation;
}

export const translations: Resource = {
  noun: 'translation',
  verbs: [
    {
      name: 'list',
      op: 'listTranslations',
      columns: COLUMNS,
      examples: ['docsctl translations list', 'docsctl translations list --jq \'.[] | select(.status == "completed") | .result.space\''],
    },
    {
      name: 'create',
      op: 'createTranslation',
      columns: COLUMNS,
      examples: [
        'docsctl translations create --source-space SPACE_ID --source-language en --language fr',
        'docsctl translations create --input translation.json',
      ],
    },
    {
      name: 'view',
      op: 'getTranslation',
      aliases: ['get'],
      columns: { ...COLUMNS, ERROR: 'lastRunError', RUNS: 'stats.runs', UPDATED: 'updatedAt' },
      options: [waitOption('its run, if one is going on, has finished')],
      after: (translation, { params, flags }, context) =>
        flags.wait && translation.status !== 'completed' ? waitForTranslation(context, params) : translation,
      examples: ['docsctl translations view TRANSLATION_ID', 'docsctl translations view TRANSLATION_ID --wait'],
    },
    {
      name: 'edit',
      op: 'updateTranslation',
      aliases: ['update'],
      columns: COLUMNS,
      examples: [
        'docsctl translations edit TRANSLATION_ID --input body.json',
        'docsctl translations edit TRANSLATION_ID --instructions "$(cat instructions.json)"',
      ],
    },
    {
      name: 'delete',
      op: 'deleteTranslation',
      get: 'getTranslation',
      destructive: true,
      done: 'Deleted translation {translationId} (its result space is kept)',
      examples: ['docsctl translations delete TRANSLATION_ID --yes'],
    },
    {
      name: 'run',
      op: 'runTranslation',
      columns: { ...COLUMNS, PAGES: 'stats.latestPages', WORDS: 'stats.latestWords' },
      options: [waitOption('the run has finished')],
      after: (_started, { params, flags }, context) => (flags.wait ? waitForTranslation(context, params) : undefined),
      shows: 'getTranslation',
      done: 'Started translation {translationId}; follow it with `docsctl translations view {translationId}`',
      examples: ['docsctl translations run TRANSLATION_ID --wait', 'docsctl translations run TRANSLATION_ID'],
    },
  ],
  groups: [glossary],
};
