import { setTimeout as sleep } from 'node:timers/promises';
import { Command, InvalidArgumentError } from 'commander';
import type { RequestFilter, SandboxControls } from '../../../client/sandbox-controls.js';
import type { JournalEntry } from '../../../schemas/sandbox-journal.js';
import type { CliContext } from '../../context.js';
import { colourFor } from '../../render/colour.js';
import { requestLine } from '../../render/request-line.js';
import { withControls } from './controls.js';

/** How often `--follow` asks for what is new. */
export const FOLLOW_INTERVAL_MS = 500;

const REQUEST_COLUMNS = { ID: 'id', TIME: 'time', STATUS: 'status', METHOD: 'method', PATH: 'path', OPERATION: 'operationId', MS: 'durationMs', FAULT: 'fault' };

interface RequestsOptions {
  operation?: string;
  method?: string;
  status?: string;
  since?: string;
  limit?: number;
  follow?: boolean;
}

function parseLimit(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a whole number above 0');
  return n;
}

/** Prints the journal's new entries as they come, asking again with `since` the last one seen, until Ctrl-C ends the process. */
async function follow(context: CliContext, controls: SandboxControls, filter: RequestFilter): Promise<never> {
  const { io, output } = context;
  const { jq, template } = context.runtime.globals;
  const colour = colourFor(io.outIsTTY, io.env);
  const print = async (entry: JournalEntry) => {
    // --json follows as lines of JSON, one an entry; --jq and --template apply to each entry.
    if (jq !== undefined || template !== undefined) await output.json(entry);
    else io.out.write(`${output.wantsJson() ? JSON.stringify(entry) : requestLine(entry, colour)}\n`);
  };
  let since = filter.since;
  for (;;) {
    const entries = await controls.requests({ ...filter, ...(since === undefined ? {} : { since }) });
    for (const entry of entries) await print(entry);
    if (entries.length > 0) since = entries.at(-1)!.id;
    await sleep(FOLLOW_INTERVAL_MS);
  }
}

/** `docsctl sandbox requests`: the journal of requests to `/v1`, or, with --follow, its lines as they come. */
export function buildRequestsCommand(context: CliContext): Command {
  return new Command('requests')
    .description('The requests the sandbox answered on /v1, oldest first (--follow: as they come, like stripe logs tail)')
    .option('--operation <id>', 'only those of this operation (getSpaceById…)')
    .option('--method <method>', 'only those of this HTTP method')
    .option('--status <status>', 'only those answered with this status (429) or class of them (5xx)')
    .option('--since <id-or-time>', 'only those after this entry id, or at or after this ISO time')
    .option('--limit <n>', 'at most n: the last ones (the first ones after --since)', parseLimit)
    .option('-f, --follow', 'keep printing new requests until Ctrl-C')
    .addHelpText('after', [
      '',
      'Tokens are never shown: the journal does not keep them.',
      '',
      'Examples:',
      '  $ docsctl sandbox requests --status 5xx',
      '  $ docsctl sandbox requests --operation getSpaceById --limit 5 --json',
      '  $ docsctl sandbox requests --follow',
      '',
    ].join('\n'))
    .action((options: RequestsOptions) =>
      withControls(context, async (controls) => {
        const filter: RequestFilter = {
          ...(options.operation ? { operationId: options.operation } : {}),
          ...(options.method ? { method: options.method } : {}),
          ...(options.status ? { status: options.status } : {}),
          ...(options.since ? { since: options.since } : {}),
          ...(options.limit ? { limit: options.limit } : {}),
        };
        if (options.follow) return follow(context, controls, filter);
        const entries = await controls.requests(filter);
        await context.output.list(entries, REQUEST_COLUMNS);
        if (entries.length === 0) context.output.notice('No requests');
      }),
    );
}
