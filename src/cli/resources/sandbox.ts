import fs from 'node:fs';
import { Argument, Option } from 'commander';
import { JobKind, JobMode, JobState } from '../../schemas/jobs.js';
import type { SandboxControlId, SandboxControlTable } from '../../schemas/sandbox-controls.js';
import { controlTable } from '../commands/sandbox/controls.js';
import { FAULT_FIELDS, FAULT_OPTIONS, faultRule } from '../commands/sandbox/faults.js';
import { follow, REQUEST_OPTIONS, requestFilter } from '../commands/sandbox/requests.js';
import type { CliContext } from '../context.js';
import { parseDuration } from '../duration.js';
import { CliError } from '../io.js';
import { plural } from '../render/terminal-text.js';
import { forPeople, type After, type OutputIn, type Resource } from '../verbs/verb.js';

type Controls = SandboxControlTable;
type Answer<K extends SandboxControlId> = OutputIn<Controls, K>;

const SNAPSHOT_COLUMNS = { NAME: 'name', CREATED: 'createdAt', RECORDS: 'records' };
const REQUEST_COLUMNS = {
  ID: 'id',
  TIME: 'time',
  STATUS: 'status',
  METHOD: 'method',
  PATH: 'path',
  OPERATION: 'operationId',
  MS: 'durationMs',
  FAULT: 'fault',
};
const FAULT_COLUMNS = {
  ID: 'id',
  OPERATION: 'match.operationId',
  METHOD: 'match.method',
  PATH: 'match.path',
  STATUS: 'respond.status',
  DELAY: 'delayMs',
  DROP: 'drop',
  TIMES: 'times',
  PROBABILITY: 'probability',
};
const JOB_COLUMNS = { ID: 'id', KIND: 'kind', STATE: 'state', SPACE: 'subject.space', CREATED: 'createdAt', ERROR: 'error' };

/** For people, a line that tells what the answer means in place of its fields; `--json` gets the answer. */
const told = <K extends SandboxControlId>(line: (answer: Answer<K>) => string): After<K, Controls> =>
  forPeople((answer, context) => {
    context.output.done(line(answer));
    return null;
  });

/** `sandbox export FILE`: the archive into the file, or to stdout for `-`. */
function writeArchive(archive: Buffer, file: string, context: CliContext): null {
  if (file === '-') {
    context.io.out.write(archive);
    return null;
  }
  try {
    // It holds the sandbox's tokens: as private as the secrets file it carries.
    fs.writeFileSync(file, archive, { mode: 0o600 });
  } catch (error) {
    throw new CliError(`cannot write ${file}: ${(error as Error).message}`);
  }
  context.output.done(`Exported the sandbox to ${file} (${archive.length} bytes)`);
  return null;
}

/** `docsctl sandbox …`: the controls of the sandbox the profile points at (docsctl serve), for tests that use it as a test double. */
export const sandbox: Resource<Controls> = {
  noun: 'sandbox',
  table: controlTable,
  note: "They act on the sandbox of the profile in use (its API URL's origin), with its token: the sandbox owner's (the one docsctl serve printed, or a seed user's marked \"owner\": true).",
  examples: [
    'docsctl sandbox snapshot save clean && docsctl sandbox snapshot restore clean',
    'docsctl sandbox faults add --operation getSpaceById --status 503 --times 1',
    'docsctl sandbox requests --follow',
  ],
  verbs: [
    {
      name: 'reset',
      op: 'resetSandbox',
      description: 'Bring the sandbox back to the state it was initialised in (its seed); snapshots are kept',
      after: told((restored) => `Reset to the initial state (${plural(restored.changed, 'record', 'records')} changed)`),
      examples: ['docsctl sandbox reset', 'docsctl sandbox reset --json'],
    },
    {
      name: 'requests',
      op: 'listRequests',
      description: 'The requests the sandbox answered on /v1, oldest first (--follow: as they come, like stripe logs tail)',
      options: REQUEST_OPTIONS,
      skip: ['operationId', 'method', 'status', 'since', 'limit'],
      query: requestFilter,
      items: 'items',
      columns: REQUEST_COLUMNS,
      after: (journal, call, context) => (call.flags.follow ? follow(context, requestFilter(call.flags), journal.items) : journal),
      notice: (journal) => (journal.items.length ? undefined : 'No requests'),
      note: 'Tokens are never shown: the journal does not keep them.',
      examples: [
        'docsctl sandbox requests --status 5xx',
        'docsctl sandbox requests --operation getSpaceById --limit 5 --json',
        'docsctl sandbox requests --follow',
      ],
    },
    {
      name: 'export',
      op: 'exportSandbox',
      description: 'Write the whole store to a zip archive, which docsctl serve --import starts from',
      operand: { argument: new Argument('<file>', 'where to write it ("-" for stdout)') },
      after: (archive, call, context) => writeArchive(archive, call.operand as string, context),
      examples: ['docsctl sandbox export fixture.zip', 'docsctl serve --ephemeral --import fixture.zip'],
    },
  ],
  groups: [
    {
      name: 'snapshot',
      noun: 'snapshot',
      description: 'Save every record under a name, and bring them back (tokens stay as they are)',
      verbs: [
        {
          name: 'save',
          op: 'saveSnapshot',
          description: 'Save every record under a name, replacing a snapshot of that name',
          operand: { argument: new Argument('<name>', 'letters, digits, ".", "_" or "-"'), body: (name) => ({ name }) },
          skip: ['name'],
          input: false,
          after: told((saved) => `${saved.replaced ? 'Replaced' : 'Saved'} snapshot ${saved.name} (${plural(saved.records, 'record', 'records')})`),
          examples: ['docsctl sandbox snapshot save seeded'],
        },
        {
          name: 'restore',
          op: 'restoreSnapshot',
          description: 'Bring back the state a snapshot holds',
          args: { name: { description: 'the snapshot' } },
          after: told((restored) => `Restored snapshot ${restored.restored} (${plural(restored.changed, 'record', 'records')} changed)`),
          examples: ['docsctl sandbox snapshot restore seeded'],
        },
        {
          name: 'list',
          op: 'listSnapshots',
          description: 'List the snapshots',
          items: 'items',
          columns: SNAPSHOT_COLUMNS,
          // An empty list says nothing more.
          notice: () => undefined,
          examples: ['docsctl sandbox snapshot list', 'docsctl sandbox snapshot list --json name'],
        },
        {
          name: 'delete',
          op: 'deleteSnapshot',
          description: 'Delete a snapshot',
          args: { name: { description: 'the snapshot' } },
          done: 'Deleted snapshot {name}',
          examples: ['docsctl sandbox snapshot delete seeded'],
        },
      ],
    },
    {
      name: 'faults',
      noun: 'fault',
      description: 'Failures injected into /v1: an error answer, a delay or a dropped connection',
      examples: ['docsctl sandbox faults add --operation getSpaceById --status 503 --times 1', 'docsctl sandbox faults list', 'docsctl sandbox faults clear'],
      verbs: [
        {
          name: 'add',
          op: 'addFault',
          description: 'Inject a fault into the requests that match (all of them without --operation, --method or --path)',
          options: FAULT_OPTIONS,
          skip: FAULT_FIELDS,
          input: false,
          body: (options) => faultRule(options),
          columns: FAULT_COLUMNS,
          examples: [
            "docsctl sandbox faults add --operation getSpaceById --status 429 --header 'Retry-After: 1' --times 2",
            "docsctl sandbox faults add --path '/v1/spaces/*' --method GET --status 503 --probability 0.1",
            'docsctl sandbox faults add --operation createSpace --delay 2000',
          ],
        },
        {
          name: 'list',
          op: 'listFaults',
          description: 'List the faults, with the times each has left',
          items: 'items',
          columns: FAULT_COLUMNS,
          notice: () => undefined,
          examples: ['docsctl sandbox faults list'],
        },
        {
          name: 'clear',
          op: 'removeFault',
          leftOutOp: 'clearFaults',
          description: 'Remove every fault, or the one named',
          args: { faultId: { name: 'id', description: 'a fault id (faults list shows them)' } },
          after: (_none, { params }, context) => {
            context.output.done(params.faultId === undefined ? 'Removed every fault' : `Removed fault ${params.faultId}`);
            return null;
          },
          examples: ['docsctl sandbox faults clear', 'docsctl sandbox faults clear fault_1'],
        },
      ],
    },
    {
      name: 'jobs',
      noun: 'job',
      description: 'Background work (website imports, OpenAPI processing, translation runs): list it, hold it, run it by hand',
      verb: {
        name: 'jobs',
        op: 'listJobs',
        options: [
          new Option('--state <state>', 'only jobs in this state').choices(JobState.options),
          new Option('--kind <kind>', 'only jobs of this kind').choices(JobKind.options),
        ],
        skip: ['state', 'kind'],
        query: ({ state, kind }) => ({ ...(typeof state === 'string' ? { state } : {}), ...(typeof kind === 'string' ? { kind } : {}) }),
        items: 'items',
        columns: JOB_COLUMNS,
        notice: (jobs) => `${jobs.items.length === 0 ? 'No jobs. ' : ''}Jobs run in ${jobs.mode} mode`,
        examples: ['docsctl sandbox jobs mode manual', 'docsctl sandbox jobs --state pending', 'docsctl sandbox jobs run JOB_ID'],
      },
      verbs: [
        {
          name: 'run',
          op: 'runJob',
          description: 'Run a held job; answers once it has finished',
          args: { id: { description: 'the job' } },
          columns: JOB_COLUMNS,
          examples: ['docsctl sandbox jobs run JOB_ID'],
        },
        {
          name: 'run-all',
          op: 'runAllJobs',
          description: 'Run every held job; answers once they have finished',
          items: 'items',
          columns: JOB_COLUMNS,
          notice: (jobs) => (jobs.items.length === 0 ? 'No job was held' : undefined),
          examples: ['docsctl sandbox jobs run-all'],
        },
        {
          name: 'mode',
          op: 'setJobsMode',
          description: 'Run new work at once (auto) or hold it until run by hand (manual); going auto runs what was held',
          operand: { argument: new Argument('<mode>', 'auto or manual').choices(JobMode.options), body: (mode) => ({ mode }) },
          skip: ['mode'],
          input: false,
          after: told((changed) => `Jobs now run in ${changed.mode} mode${changed.items.length ? ` (${changed.items.length} held jobs ran)` : ''}`),
          examples: ['docsctl sandbox jobs mode manual', 'docsctl sandbox jobs mode auto'],
        },
      ],
    },
    {
      name: 'clock',
      noun: 'clock',
      description: "The sandbox's time, which stamps everything and runs out the retention of deleted spaces; advance it to travel",
      verb: { name: 'clock', op: 'getClock', after: forPeople((clock) => clock.now), examples: ['docsctl sandbox clock', 'docsctl sandbox clock advance 7d'] },
      verbs: [
        {
          name: 'advance',
          op: 'advanceClock',
          description: 'Move the clock forward (it never goes back)',
          operand: {
            argument: new Argument('<duration>', 'how far: 90s, 15m, 2h, 7d').argParser(parseDuration),
            body: (seconds) => ({ advanceSeconds: seconds }),
          },
          skip: ['advanceSeconds'],
          input: false,
          after: forPeople((clock) => clock.now),
          examples: ['docsctl sandbox clock advance 7d', 'docsctl sandbox clock advance 90s'],
        },
      ],
    },
  ],
};
