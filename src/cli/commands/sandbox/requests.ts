import { setTimeout as sleep } from 'node:timers/promises';
import { InvalidArgumentError, Option } from 'commander';
import type { RequestFilter } from '../../../client/sandbox-controls.js';
import type { JournalEntry } from '../../../schemas/sandbox-journal.js';
import type { CliContext } from '../../context.js';
import { colourFor } from '../../render/colour.js';
import { requestLine } from '../../render/request-line.js';
import { withControls } from './controls.js';

/** How often `--follow` asks for what is new. */
export const FOLLOW_INTERVAL_MS = 500;

function parseLimit(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a whole number above 0');
  return n;
}

/** The flags of `sandbox requests`, named as a person filters: they stand for the journal's query. */
export const REQUEST_OPTIONS = [
  new Option('--operation <id>', 'only those of this operation (getSpaceById…)'),
  new Option('--method <method>', 'only those of this HTTP method'),
  new Option('--status <status>', 'only those answered with this status (429) or class of them (5xx)'),
  new Option('--since <id-or-time>', 'only those after this entry id, or at or after this ISO time'),
  new Option('--limit <n>', 'at most n: the last ones (the first ones after --since)').argParser(parseLimit),
  new Option('-f, --follow', 'keep printing new requests until Ctrl-C'),
];

/** The journal's query the flags of `sandbox requests` ask for. */
export function requestFilter(options: Record<string, unknown>): Record<string, string> {
  const { operation, method, status, since, limit } = options as { operation?: string; method?: string; status?: string; since?: string; limit?: number };
  return {
    ...(operation ? { operationId: operation } : {}),
    ...(method ? { method } : {}),
    ...(status ? { status } : {}),
    ...(since ? { since } : {}),
    ...(limit ? { limit: String(limit) } : {}),
  };
}

/**
 * Prints the journal's entries as `serve --log` does, those of the first answer and then the new ones as they
 * come, asking again with `since` the last one seen, until Ctrl-C ends the process.
 */
export async function follow(context: CliContext, filter: RequestFilter, first: JournalEntry[]): Promise<never> {
  const { io, output } = context;
  const { jq, template } = context.runtime.globals;
  const colour = colourFor(io.outIsTTY, io.env);
  const print = async (entries: JournalEntry[]) => {
    for (const entry of entries) {
      // --json follows as lines of JSON, one an entry; --jq and --template apply to each entry.
      if (jq !== undefined || template !== undefined) await output.json(entry);
      else io.out.write(`${output.wantsJson() ? JSON.stringify(entry) : requestLine(entry, colour)}\n`);
    }
  };
  await print(first);
  let since = first.at(-1)?.id ?? filter.since;
  return withControls(context, async (controls) => {
    for (;;) {
      await sleep(FOLLOW_INTERVAL_MS);
      const entries = await controls.requests({ ...filter, ...(since === undefined ? {} : { since }) });
      await print(entries);
      if (entries.length > 0) since = entries.at(-1)!.id;
    }
  });
}
