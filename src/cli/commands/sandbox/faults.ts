import { InvalidArgumentError, Option } from 'commander';
import type * as z from 'zod';
import { FAULT_STATUSES, type FaultInput } from '../../../schemas/sandbox-faults.js';
import { CliError, EXIT } from '../../io.js';

export interface FaultOptions {
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
  if (options.status === undefined && options.delay === undefined && !options.drop)
    throw new CliError('say what the fault does: --status N, --delay MS or --drop', EXIT.usage);
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

/** The flags of `sandbox faults add`, which say what the rule matches and what it does. */
export const FAULT_OPTIONS = [
  new Option('--operation <id>', 'requests of this operation (getSpaceById…)'),
  new Option('--method <method>', 'requests of this HTTP method'),
  new Option('--path <path>', 'requests to this path (/v1/spaces/abc), or under it ending in * (/v1/spaces/*)'),
  new Option('--status <n>', 'answer with this status: 429, 500, 502, 503 or 504').argParser(faultStatus).conflicts(['delay', 'drop']),
  new Option('--delay <ms>', 'hold the request back this long, then serve it').argParser(whole).conflicts('drop'),
  new Option('--drop', 'close the connection without an answer'),
  new Option('--header <header>', "with --status, a header of the answer: 'Retry-After: 1' (repeatable)").argParser(header),
  new Option('--times <n>', 'strike this many requests, then go (default: forever)').argParser(whole),
  new Option('--probability <p>', 'strike a matching request with this chance, 0 to 1 (default 1)').argParser(chance),
];

/** The fields of a fault's rule, every one made by the flags above. */
export const FAULT_FIELDS = ['match', 'respond', 'delayMs', 'drop', 'times', 'probability'];
