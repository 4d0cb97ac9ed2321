import gitbook from '../../schemas/gitbook/operations.json' with { type: 'json' };
import { operations } from '../../schemas/operations.js';
import type { CliContext } from '../context.js';
import { CliError, EXIT } from '../io.js';

/** Today's release of GitBook's spec, the one `docsctl api operations` lists. */
export const TODAY = gitbook.releases.at(-1)!;

/** An operation of GitBook's API, the command lines that run it, and whether `docsctl serve` serves it. */
export interface OperationCoverage {
  operation: string;
  method: string;
  path: string;
  summary: string;
  /** The part of the API it belongs to, as GitBook's reference groups its pages. */
  topic: string;
  /** The releases of GitBook's spec that have it, oldest first. */
  releases: string[];
  commands: string[];
  served: boolean;
}

/**
 * Every operation of either release of GitBook's spec, today's order first (src/schemas/gitbook/operations.json,
 * copied from the specs), with the commands that run it (`commands`, by operationId) and whether the sandbox's
 * operation table has it.
 */
export function operationCoverage(commands: Map<string, string[]>): OperationCoverage[] {
  return gitbook.operations.map(({ id, ...row }) => ({
    operation: id,
    ...row,
    commands: commands.get(id) ?? [],
    served: Object.hasOwn(operations, id),
  }));
}

/** The parts of the API in the order today's spec declares them. */
export const TOPICS = gitbook.topics;

/** `docsctl api operations`: today's operations (of one part of the API), each with its command and whether the sandbox serves it. */
export async function listOperations(context: CliContext, topic: string | undefined, commandsByOperation: () => Promise<Map<string, string[]>>): Promise<void> {
  const { output } = context;
  const today = operationCoverage(await commandsByOperation()).filter((row) => row.releases.includes(TODAY));
  const shown = topic === undefined ? today : today.filter((row) => row.topic.toLowerCase() === topic.toLowerCase());
  if (!shown.length) throw new CliError(`--topic: no part of the API is named "${topic}"; one of: ${TOPICS.join(', ')}`, EXIT.usage);
  const rows = shown.map(({ releases: _releases, ...row }) => row);
  if (output.wantsJson()) return output.json(rows);
  // The request last: the widest, it is the one a narrow terminal cuts.
  const columns = { OPERATION: 'operation', SERVED: 'served', COMMAND: 'command', REQUEST: 'request' };
  await output.list(
    rows.map((row) => ({ ...row, request: `${row.method} ${row.path}`, command: row.commands.join(', '), served: row.served ? 'yes' : 'no' })),
    columns,
  );
  const count = (kept: (row: OperationCoverage) => boolean) => shown.filter(kept).length;
  output.notice(
    `${shown.length} operations of GitBook's API ${TODAY}: ${count((row) => row.served)} served by the sandbox, ${count((row) => row.commands.length > 0)} with a command`,
  );
}
