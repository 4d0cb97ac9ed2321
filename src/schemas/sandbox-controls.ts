import * as z from 'zod';
import { Id, Timestamp } from './common.js';
import { fillPath, op, type Operation } from './operation.js';
import { Space, Visibility } from './content.js';
import { Job, JobList, JobsModeChange, JobsQuery } from './jobs.js';
import { PdfQuery } from './revision.js';
import { Fault, FaultInput } from './sandbox-faults.js';
import { JournalEntry, JournalQuery } from './sandbox-journal.js';
import { SnapshotBody, SnapshotName, SnapshotParams } from './snapshot.js';
import { CustomFontFileParams } from './custom-font.js';
import { STORAGE_FILE_MAX_BYTES, StorageObjectParams, StorageObjectQuery, StoredUpload } from './storage.js';

/** The longest a clock may be moved at once: ten years. */
export const ClockAdvance = z.object({
  advanceSeconds: z
    .number()
    .min(0)
    .max(10 * 365 * 24 * 3600),
});
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

/**
 * Whose token a control takes, the one declaration of it: the route runs behind the guard this names
 * (src/server/routes/sandbox-access.ts). `owner`: the sandbox owner's, since such a control acts on
 * every organization. `organization admin`: the owner's or an organization admin's, who acts on (or
 * reads) their organization's part only. `token`: any valid one. `anyone`: none (download URLs, like
 * the signed ones they stand for, counted by the rate limit as any request is; what takes a token is not).
 */
export type ControlAccess = 'owner' | 'organization admin' | 'token' | 'anyone';

/** The bytes of an answer that is not JSON (a control's `media` says what they are). */
export const Bytes = z.custom<Buffer>((value) => Buffer.isBuffer(value));

/** A control under `/_sandbox/`, declared as an operation is: its routes, its description, its client and its verbs read it. */
export interface SandboxControl<
  P extends z.ZodObject = z.ZodObject,
  Q extends z.ZodObject = z.ZodObject,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends ControlAccess = ControlAccess,
> extends Operation<P, Q, B, R> {
  access: A;
  /** An answer that is not JSON: its media type (the response is then `Bytes`). */
  media?: string;
  /**
   * What a path whose parameters could name nothing is answered (404), with {param} placeholders: a
   * download URL is not found rather than malformed. Without it, such a path is a 400 naming the parameter.
   */
  notFound?: string;
}

type NoParams = z.ZodObject<{}>;

export function control<
  P extends z.ZodObject = NoParams,
  Q extends z.ZodObject = NoParams,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodUndefined,
  A extends ControlAccess = 'owner',
>(def: Parameters<typeof op<P, Q, B, R>>[0] & { access?: A; media?: string; notFound?: string }): SandboxControl<P, Q, B, R, A> {
  const { access = 'owner', media, notFound, ...operation } = def;
  return { ...op<P, Q, B, R>(operation), access: access as A, ...(media ? { media } : {}), ...(notFound ? { notFound } : {}) };
}

const FaultParams = z.object({ faultId: z.string() });
const JobParams = z.object({ id: z.string() });
const FileParams = z.object({ revisionId: Id, fileId: Id });
const PdfParams = z.object({ revisionId: Id });
export const SpaceParams = z.object({ spaceId: Id });

/**
 * Every route under `/_sandbox/`, keyed by an id of its own as the API's operations are: each is
 * served by the handler of that id (src/server/routes/sandbox*.ts), a missing one a type error.
 */
export const sandboxControls = {
  getSandboxDescription: control({
    id: 'getSandboxDescription',
    method: 'GET',
    path: '/_sandbox/openapi.json',
    summary: 'This description',
    access: 'token',
    response: z.record(z.string(), z.unknown()),
  }),
  getClock: control({ id: 'getClock', method: 'GET', path: '/_sandbox/clock', summary: 'The sandbox clock', response: ClockState }),
  advanceClock: control({
    id: 'advanceClock',
    method: 'POST',
    path: '/_sandbox/clock',
    summary: 'Move the sandbox clock forward',
    body: ClockAdvance,
    response: ClockState,
  }),
  resetSandbox: control({
    id: 'resetSandbox',
    method: 'POST',
    path: '/_sandbox/reset',
    summary: 'Bring the store back to the state it was initialised in',
    response: Restored,
  }),
  listSnapshots: control({ id: 'listSnapshots', method: 'GET', path: '/_sandbox/snapshots', summary: 'List the named snapshots', response: SnapshotList }),
  saveSnapshot: control({
    id: 'saveSnapshot',
    method: 'POST',
    path: '/_sandbox/snapshots',
    summary: 'Save the whole state under a name (200 with replaced: true when the name was taken)',
    body: SnapshotBody,
    response: SnapshotSaved,
    status: 201,
  }),
  restoreSnapshot: control({
    id: 'restoreSnapshot',
    method: 'POST',
    path: '/_sandbox/snapshots/{name}/restore',
    summary: 'Bring back a snapshot',
    params: SnapshotParams,
    response: Restored,
  }),
  deleteSnapshot: control({ id: 'deleteSnapshot', method: 'DELETE', path: '/_sandbox/snapshots/{name}', summary: 'Delete a snapshot', params: SnapshotParams }),
  exportSandbox: control({
    id: 'exportSandbox',
    method: 'GET',
    path: '/_sandbox/export',
    summary: 'The whole store as a zip archive (docsctl serve --import reads it)',
    response: Bytes,
    media: 'application/zip',
  }),
  listRequests: control({
    id: 'listRequests',
    method: 'GET',
    path: '/_sandbox/requests',
    summary: "The journal of requests to /v1, oldest first (to an organization admin, their organizations' requests and their own)",
    access: 'organization admin',
    query: JournalQuery,
    response: JournalList,
  }),
  clearRequests: control({ id: 'clearRequests', method: 'DELETE', path: '/_sandbox/requests', summary: 'Clear the journal' }),
  addFault: control({
    id: 'addFault',
    method: 'POST',
    path: '/_sandbox/faults',
    summary: 'Inject a fault into /v1: an answer, a delay or a dropped connection',
    body: FaultInput,
    response: Fault,
    status: 201,
  }),
  listFaults: control({
    id: 'listFaults',
    method: 'GET',
    path: '/_sandbox/faults',
    summary: 'List the faults, with the times each has left',
    response: FaultList,
  }),
  clearFaults: control({ id: 'clearFaults', method: 'DELETE', path: '/_sandbox/faults', summary: 'Remove every fault' }),
  removeFault: control({ id: 'removeFault', method: 'DELETE', path: '/_sandbox/faults/{faultId}', summary: 'Remove a fault', params: FaultParams }),
  listJobs: control({
    id: 'listJobs',
    method: 'GET',
    path: '/_sandbox/jobs',
    summary: 'Background work and the mode it runs in',
    query: JobsQuery,
    response: JobList,
  }),
  setJobsMode: control({
    id: 'setJobsMode',
    method: 'POST',
    path: '/_sandbox/jobs/mode',
    summary: 'Run background work at once (auto) or hold it (manual); going auto runs what was held',
    body: JobsModeChange,
    response: JobList,
  }),
  runAllJobs: control({
    id: 'runAllJobs',
    method: 'POST',
    path: '/_sandbox/jobs/run-all',
    summary: 'Run every held job, answering once they have finished',
    response: JobList,
  }),
  runJob: control({
    id: 'runJob',
    method: 'POST',
    path: '/_sandbox/jobs/{id}/run',
    summary: 'Run a held job, answering once it has finished',
    params: JobParams,
    response: Job,
  }),
  setSpaceVisibility: control({
    id: 'setSpaceVisibility',
    method: 'PUT',
    path: '/_sandbox/spaces/{spaceId}/visibility',
    summary: "Set a space's visibility, publishing it at its urls.published (or not)",
    access: 'organization admin',
    params: SpaceParams,
    body: VisibilityChange,
    response: Space,
  }),
  getFile: control({
    id: 'getFile',
    method: 'GET',
    path: '/_sandbox/files/{revisionId}/{fileId}',
    summary: "A file's bytes (a file's downloadURL)",
    access: 'anyone',
    params: FileParams,
    response: Bytes,
    media: 'application/octet-stream',
    notFound: 'no file "{fileId}" in revision "{revisionId}"',
  }),
  getRevisionPdf: control({
    id: 'getRevisionPdf',
    method: 'GET',
    path: '/_sandbox/pdf/{revisionId}',
    summary: 'A revision as PDF (the URL getSpacePDF answers)',
    access: 'anyone',
    params: PdfParams,
    query: PdfQuery,
    response: Bytes,
    media: 'application/pdf',
    notFound: 'no revision "{revisionId}"',
  }),
  getCustomFontFile: control({
    id: 'getCustomFontFile',
    method: 'GET',
    path: '/_sandbox/fonts/{fontId}/{file}',
    summary: "A custom font's file (a face's source url, which published pages load)",
    access: 'anyone',
    params: CustomFontFileParams,
    response: Bytes,
    media: 'font/woff2',
    notFound: 'no file "{file}" in font "{fontId}"',
  }),
  uploadStorageObject: control({
    id: 'uploadStorageObject',
    method: 'PUT',
    path: '/_sandbox/storage/{uploadId}',
    summary: "Upload a file's bytes (the url generateStorageUploadURL answers: signed, expiring)",
    access: 'anyone',
    params: StorageObjectParams,
    query: StorageObjectQuery,
    body: Bytes,
    response: StoredUpload,
    bodyLimit: STORAGE_FILE_MAX_BYTES,
    notFound: 'no upload "{uploadId}"',
  }),
};

export type SandboxControlTable = typeof sandboxControls;
export type SandboxControlId = keyof SandboxControlTable;

/** A control's path with its parameters filled in, as given (ids need no escaping): a file's bytes, a revision's PDF. */
export const controlPath = <K extends SandboxControlId>(control: K, params: z.infer<SandboxControlTable[K]['params']>): string =>
  fillPath(sandboxControls[control].path, (name) => (params as Record<string, string>)[name]!);
