import { Command, InvalidArgumentError, Option } from 'commander';
import type * as z from 'zod';
import { FAULT_STATUSES, type FaultInput } from '../../../schemas/sandbox-faults.js';
import type { CliContext } from '../../context.js';
import { CliError, EXIT } from '../../io.js';
import { examples, withControls } from './controls.js';

const FAULT_COLUMNS = { ID: 'id', OPERATION: 'match.operationId', METHOD: 'match.method', PATH: 'match.path', STATUS: 'respond.status', DELAY: 'delayMs', DROP: 'drop', TIMES: 'times', PROBABILITY: 'probability' };

interface FaultOptions {
  operation?: string;
  method?: string;
  path?: string;
  status?: FaultStatus;
  delay?: number;
  drop?: boolean;
  times?: number;
  probability?: number;
  header?: Record<string, string>;
}

type FaultStatus = (typeof FAULT_STATUSES)[number];

function faultStatus(value: string): FaultStatus {
  const status = FAULT_STATUSES.find((s) => String(s) === value);
  if (status === undefined) throw new InvalidArgumentError(`must be one of ${FAULT_STATUSES.join(', ')}`);
  return status;
}

const whole = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a whole number above 0');
  return n;
};

function chance(value: string): number {
  const p = Number(value);
  if (value.trim() === '' || !(p >= 0 && p <= 1)) throw new InvalidArgumentError('must be a number from 0 to 1');
  return p;
}

/** `Name: value`, as curl's -H takes it. */
function header(value: string, previous: Record<string, string> = {}): Record<string, string> {
  const at = value.indexOf(':');
  if (at < 1) throw new InvalidArgumentError("give a header as 'Name: value', such as 'Retry-After: 1'");
  return { ...previous, [value.slice(0, at).trim()]: value.slice(at + 1).trim() };
}

/** The rule the flags describe; the sandbox checks the rest (statuses, operation ids) and names what is wrong. */
export function faultRule(options: FaultOptions): z.input<typeof FaultInput> {
  if (options.status === undefined && options.delay === undefined && !options.drop) throw new CliError('say what the fault does: --status N, --delay MS or --drop', EXIT.usage);
  if (options.header && options.status === undefined) throw new CliError('--header goes with --status: only an answer has headers', EXIT.usage);
  return {
    match: {
      ...(options.operation ? { operationId: options.operation } : {}),
      ...(options.method ? { method: options.method } : {}),
      ...(options.path ? { path: options.path } : {}),
    },
    ...(options.status !== undefined ? { respond: { status: options.status, ...(options.header ? { headers: options.header } : {}) } } : {}),
    ...(options.delay !== undefined ? { delayMs: options.delay } : {}),
    ...(options.drop ? { drop: true as const } : {}),
    ...(options.times !== undefined ? { times: options.times } : {}),
    ...(options.probability !== undefined ? { probability: options.probability } : {}),
  };
}

/** `docsctl sandbox faults add|list|clear` */
export function buildFaultsCommand(context: CliContext): Command {
  const { output } = context;
  const faults = new Command('faults')
    .description('Failures injected into /v1: an error answer, a delay or a dropped connection')
    .addHelpText('after', examples('docsctl sandbox faults add --operation getSpaceById --status 503 --times 1', 'docsctl sandbox faults list', 'docsctl sandbox faults clear'));
  faults
    .command('add')
    .description('Inject a fault into the requests that match (all of them without --operation, --method or --path)')
    .option('--operation <id>', 'requests of this operation (getSpaceById…)')
    .option('--method <method>', 'requests of this HTTP method')
    .option('--path <path>', 'requests to this path (/v1/spaces/abc), or under it ending in * (/v1/spaces/*)')
    .addOption(new Option('--status <n>', 'answer with this status: 429, 500, 502, 503 or 504').argParser(faultStatus).conflicts(['delay', 'drop']))
    .addOption(new Option('--delay <ms>', 'hold the request back this long, then serve it').argParser(whole).conflicts('drop'))
    .option('--drop', 'close the connection without an answer')
    .option('--header <header>', "with --status, a header of the answer: 'Retry-After: 1' (repeatable)", header)
    .option('--times <n>', 'strike this many requests, then go (default: forever)', whole)
    .option('--probability <p>', 'strike a matching request with this chance, 0 to 1 (default 1)', chance)
    .addHelpText('after', [
      '',
      'Examples:',
      "  $ docsctl sandbox faults add --operation getSpaceById --status 429 --header 'Retry-After: 1' --times 2",
      "  $ docsctl sandbox faults add --path '/v1/spaces/*' --method GET --status 503 --probability 0.1",
      '  $ docsctl sandbox faults add --operation createSpace --delay 2000',
      '',
    ].join('\n'))
    .action((options: FaultOptions) => {
      const rule = faultRule(options);
      return withControls(context, async (controls) => output.object(await controls.addFault(rule), FAULT_COLUMNS));
    });
  faults
    .command('list')
    .description('List the faults, with the times each has left')
    .addHelpText('after', examples('docsctl sandbox faults list'))
    .action(() => withControls(context, async (controls) => output.list(await controls.faults(), FAULT_COLUMNS)));
  faults
    .command('clear')
    .description('Remove every fault, or the one named')
    .addHelpText('after', examples('docsctl sandbox faults clear', 'docsctl sandbox faults clear fault_1'))
    .argument('[id]', 'a fault id (faults list shows them)')
    .action((id: string | undefined) =>
      withControls(context, async (controls) => {
        await controls.clearFaults(id);
        output.done(id === undefined ? 'Removed every fault' : `Removed fault ${id}`);
      }),
    );
  return faults;
}
