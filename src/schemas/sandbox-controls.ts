import * as z from 'zod';
import { Id, Timestamp } from './common.js';
import { Space, Visibility } from './content.js';
import { Job, JobList, JobsModeChange, JobsQuery } from './jobs.js';
import { PdfQuery } from './revision.js';
import { Fault, FaultInput } from './sandbox-faults.js';
import { JournalEntry, JournalQuery } from './sandbox-journal.js';
import { SnapshotBody, SnapshotName, SnapshotParams } from './snapshot.js';

/** The longest a clock may be moved at once: ten years. */
export const ClockAdvance = z.object({ advanceSeconds: z.number().min(0).max(10 * 365 * 24 * 3600) });
export const ClockState = z.object({ now: Timestamp });

/** What `PUT /_sandbox/spaces/{spaceId}/visibility` sets: what GitBook's app can, and its API cannot. */
export const VisibilityChange = z.object({ visibility: Visibility });

export const SnapshotInfo = z.object({ name: SnapshotName, createdAt: Timestamp, records: z.number().int() });
export type SnapshotInfo = z.infer<typeof SnapshotInfo>;
/** `replaced`: a snapshot of that name was there and is no more. */
export const SnapshotSaved = SnapshotInfo.extend({ replaced: z.boolean() });
export type SnapshotSaved = z.infer<typeof SnapshotSaved>;
/** What a reset or a restore did: `changed` records written or removed to get there. */
export const Restored = z.object({ restored: z.string(), changed: z.number().int(), records: z.number().int() });
export type Restored = z.infer<typeof Restored>;

export const SnapshotList = z.object({ items: z.array(SnapshotInfo) });
export const JournalList = z.object({ items: z.array(JournalEntry) });
export const FaultList = z.object({ items: z.array(Fault) });

/** A control under `/_sandbox/`, as `GET /_sandbox/openapi.json` describes it. */
export interface SandboxControl {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** With `{name}` parameters, as OpenAPI writes them. */
  path: string;
  summary: string;
  /**
   * Whose token it takes, the one declaration of it: the route runs behind the guard this names
   * (src/server/routes/sandbox-control-routes.ts). By default the sandbox owner's, since a control
   * acts on every organization. `anyone`: none (download URLs, like the signed ones they stand
   * for, counted by the rate limit as any request is; what takes a token is not); `token`: any
   * valid one; `organization admin`: the owner's or an organization admin's, who acts on (or
   * reads) their organization's part only.
   */
  access?: 'anyone' | 'token' | 'organization admin';
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  status: number;
  /** A JSON answer's schema, or the media type of one that is not JSON; none for 204. */
  response?: z.ZodType | string;
}

const FaultParams = z.object({ faultId: z.string() });
const JobParams = z.object({ id: z.string() });
const FileParams = z.object({ revisionId: Id, fileId: Id });
const PdfParams = z.object({ revisionId: Id });
export const SpaceParams = z.object({ spaceId: Id });

/**
 * Every route under `/_sandbox/`: each handler (src/server/routes/sandbox*.ts) is registered by
 * its method and path here, and the app does not start with one that is not.
 */
export const SANDBOX_CONTROLS: SandboxControl[] = [
  { method: 'GET', path: '/_sandbox/openapi.json', summary: 'This description', access: 'token', status: 200, response: z.record(z.string(), z.unknown()) },
  { method: 'GET', path: '/_sandbox/clock', summary: 'The sandbox clock', status: 200, response: ClockState },
  { method: 'POST', path: '/_sandbox/clock', summary: 'Move the sandbox clock forward', body: ClockAdvance, status: 200, response: ClockState },
  { method: 'POST', path: '/_sandbox/reset', summary: 'Bring the store back to the state it was initialised in', status: 200, response: Restored },
  { method: 'GET', path: '/_sandbox/snapshots', summary: 'List the named snapshots', status: 200, response: SnapshotList },
  { method: 'POST', path: '/_sandbox/snapshots', summary: 'Save the whole state under a name (200 with replaced: true when the name was taken)', body: SnapshotBody, status: 201, response: SnapshotSaved },
  { method: 'POST', path: '/_sandbox/snapshots/{name}/restore', summary: 'Bring back a snapshot', params: SnapshotParams, status: 200, response: Restored },
  { method: 'DELETE', path: '/_sandbox/snapshots/{name}', summary: 'Delete a snapshot', params: SnapshotParams, status: 204 },
  { method: 'GET', path: '/_sandbox/export', summary: 'The whole store as a zip archive (docsctl serve --import reads it)', status: 200, response: 'application/zip' },
  { method: 'GET', path: '/_sandbox/requests', summary: "The journal of requests to /v1, oldest first (to an organization admin, their organizations' requests and their own)", access: 'organization admin', query: JournalQuery, status: 200, response: JournalList },
  { method: 'DELETE', path: '/_sandbox/requests', summary: 'Clear the journal', status: 204 },
  { method: 'POST', path: '/_sandbox/faults', summary: 'Inject a fault into /v1: an answer, a delay or a dropped connection', body: FaultInput, status: 201, response: Fault },
  { method: 'GET', path: '/_sandbox/faults', summary: 'List the faults, with the times each has left', status: 200, response: FaultList },
  { method: 'DELETE', path: '/_sandbox/faults', summary: 'Remove every fault', status: 204 },
  { method: 'DELETE', path: '/_sandbox/faults/{faultId}', summary: 'Remove a fault', params: FaultParams, status: 204 },
  { method: 'GET', path: '/_sandbox/jobs', summary: 'Background work and the mode it runs in', query: JobsQuery, status: 200, response: JobList },
  { method: 'POST', path: '/_sandbox/jobs/mode', summary: 'Run background work at once (auto) or hold it (manual); going auto runs what was held', body: JobsModeChange, status: 200, response: JobList },
  { method: 'POST', path: '/_sandbox/jobs/run-all', summary: 'Run every held job, answering once they have finished', status: 200, response: JobList },
  { method: 'POST', path: '/_sandbox/jobs/{id}/run', summary: 'Run a held job, answering once it has finished', params: JobParams, status: 200, response: Job },
  { method: 'PUT', path: '/_sandbox/spaces/{spaceId}/visibility', summary: "Set a space's visibility, publishing it at its urls.published (or not)", access: 'organization admin', params: SpaceParams, body: VisibilityChange, status: 200, response: Space },
  { method: 'GET', path: '/_sandbox/files/{revisionId}/{fileId}', summary: "A file's bytes (a file's downloadURL)", access: 'anyone', params: FileParams, status: 200, response: 'application/octet-stream' },
  { method: 'GET', path: '/_sandbox/pdf/{revisionId}', summary: 'A revision as PDF (the URL getSpacePDF answers)', access: 'anyone', params: PdfParams, query: PdfQuery, status: 200, response: 'application/pdf' },
];
