import fs from 'node:fs';
import { Argument, Option } from 'commander';
import type { Output } from '../../client/operation-types.js';
import type { CliContext } from '../context.js';
import { CliError, EXIT } from '../io.js';
import { forPeople, type Resource } from '../verbs/verb.js';
import { pollUntil, waitOption } from '../verbs/wait.js';

const COLUMNS = {
  SLUG: 'slug',
  STATE: 'processingState',
  VISIBILITY: 'visibility',
  VERSION: 'lastVersion',
  ERROR: 'lastProcessErrorCode',
  UPDATED: 'updatedAt',
};
const VERSION_COLUMNS = { ID: 'id', CREATED: 'createdAt', URL: 'url' };
const CONTENT_COLUMNS = { URL: 'url', FILES: 'filesystem' };

/** A spec's document from the command line: an http(s) URL the API fetches, or a file sent as its text (as `gitbook openapi publish` sends it). */
function specSource(value: string): { source: { url: string } | { text: string } } {
  if (/^https?:\/\//i.test(value)) return { source: { url: value } };
  try {
    return { source: { text: fs.readFileSync(value, 'utf8') } };
  } catch (error) {
    throw new CliError(`cannot read ${value}: ${(error as Error).message}; give a YAML or JSON file, or an http(s) URL`, EXIT.usage);
  }
}

/** Why the last processing failed, as the API tells it: the first error's code and first line, and how many more there are. */
function processingFailure(spec: Output<'getOpenAPISpecBySlug'>): string {
  const [first] = spec.lastProcessedErrors ?? [];
  const more = spec.lastProcessedErrorCount - 1;
  const detail = first
    ? `${first.code}: ${first.message.split('\n')[0]!.replace(/:\s*$/, '')}${more > 0 ? ` (and ${more} more error${more === 1 ? '' : 's'})` : ''}`
    : spec.lastProcessErrorCode;
  return `OpenAPI spec ${spec.slug} (source: ${spec.sourceURL ?? 'sent as text'}) could not be processed: ${detail}`;
}

/**
 * With --wait: ask for the spec until its source has been fetched and parsed, then show it, or fail with the errors.
 * The `after` of the verbs that (re)fetch a spec or show one: each answers the spec, in an organization.
 */
async function waitForProcessing(
  answer: { slug: string },
  call: { params: { organizationId: string }; flags: { wait?: unknown } },
  context: CliContext,
): Promise<unknown> {
  if (!call.flags.wait) return answer;
  const params = { organizationId: call.params.organizationId, specSlug: answer.slug };
  const client = context.runtime.client();
  const spec = await pollUntil(context, {
    what: `Processing OpenAPI spec ${params.specSlug}`,
    fetch: () => client.call('getOpenAPISpecBySlug', { params }),
    finished: (s) => s.processingState !== 'pending' && s.processingState !== 'progress',
    progress: (s) => (s.processingState === 'pending' ? 'waiting to be fetched' : 'fetching and parsing'),
    giveUp: `Gave up waiting for OpenAPI spec ${params.specSlug} to be processed`,
    follow: `docsctl openapi view ${params.specSlug} --org ${params.organizationId} --wait`,
  });
  if (spec.lastProcessErrorCode) throw new CliError(processingFailure(spec), EXIT.failure);
  return spec;
}

export const openapi: Resource = {
  noun: 'OpenAPI spec',
  verbs: [
    { name: 'list', op: 'listOpenAPISpecs', columns: COLUMNS, examples: ['docsctl openapi list', "docsctl openapi list --jq '.[].slug'"] },
    {
      name: 'create',
      op: 'createOpenAPISpec',
      columns: COLUMNS,
      options: [
        new Option('--source <file-or-url>', 'the document: a YAML or JSON file (sent as text) or an http(s) URL (fetched)'),
        waitOption('the spec has been fetched and parsed'),
      ],
      body: (options) => (options.source === undefined ? {} : specSource(String(options.source))),
      skip: ['source'],
      after: waitForProcessing,
      examples: [
        'docsctl openapi create --slug petstore --source https://example.com/petstore.yaml --wait',
        'docsctl openapi create --slug petstore --source ./petstore.yaml',
      ],
    },
    {
      name: 'view',
      op: 'getOpenAPISpecBySlug',
      aliases: ['get'],
      columns: { ...COLUMNS, SOURCE: 'sourceURL', URL: 'urls.published' },
      options: [waitOption('its processing, if any, has finished')],
      after: waitForProcessing,
      examples: ['docsctl openapi view petstore', 'docsctl openapi view petstore --wait'],
    },
    {
      name: 'publish',
      op: 'createOrUpdateOpenAPISpecBySlug',
      aliases: ['put'],
      description: 'Create an OpenAPI spec or give it a new document, from a file (sent as text: the same file again changes nothing) or a URL (fetched again)',
      operand: {
        argument: new Argument('<file-or-url>', 'the document: a YAML or JSON file, or an http(s) URL'),
        body: (value) => specSource(value as string),
      },
      skip: ['source'],
      columns: COLUMNS,
      options: [waitOption('the spec has been processed')],
      after: waitForProcessing,
      examples: ['docsctl openapi publish petstore ./petstore.yaml --wait', 'docsctl openapi publish petstore https://example.com/petstore-v2.yaml'],
    },
    {
      name: 'edit',
      op: 'updateOpenAPISpecBySlug',
      aliases: ['update'],
      columns: { ...COLUMNS, URL: 'urls.published' },
      examples: ['docsctl openapi edit petstore --visibility public'],
    },
    {
      name: 'delete',
      op: 'deleteOpenAPISpecBySlug',
      get: 'getOpenAPISpecBySlug',
      destructive: true,
      done: 'Deleted OpenAPI spec {specSlug} and its versions',
      examples: ['docsctl openapi delete petstore --yes'],
    },
    {
      name: 'versions',
      op: 'listOpenAPISpecVersions',
      columns: VERSION_COLUMNS,
      examples: ['docsctl openapi versions petstore', 'docsctl openapi versions petstore --limit 5 --json'],
    },
    { name: 'latest-version', op: 'getLatestOpenAPISpecVersion', columns: VERSION_COLUMNS, examples: ['docsctl openapi latest-version petstore'] },
    { name: 'version', op: 'getOpenAPISpecVersionById', columns: VERSION_COLUMNS, examples: ['docsctl openapi version petstore VERSION_ID'] },
    {
      name: 'latest-content',
      op: 'getLatestOpenAPISpecVersionContent',
      columns: CONTENT_COLUMNS,
      examples: ['docsctl openapi latest-content petstore --json', "docsctl openapi latest-content petstore --jq '.filesystem[].info.version'"],
    },
    {
      name: 'latest-source',
      op: 'getLatestOpenAPISpecVersionContentRaw',
      description: "Print a spec's latest source, exactly as it was sent or fetched (--json: with its format)",
      // Printed with one line break at the end, which the text has already when it ends its last line.
      after: forPeople((raw) => raw.text.replace(/\n$/, '')),
      examples: ['docsctl openapi latest-source petstore > petstore.yaml', 'docsctl openapi latest-source petstore --jq .format'],
    },
    {
      name: 'content',
      op: 'getOpenAPISpecVersionContentById',
      columns: CONTENT_COLUMNS,
      examples: ['docsctl openapi content petstore VERSION_ID --json', "docsctl openapi content petstore VERSION_ID --jq '.filesystem[].paths | keys'"],
    },
  ],
};
