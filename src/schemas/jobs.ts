import * as z from 'zod';
import { Timestamp } from './common.js';

/** The sandbox's background work, as `/_sandbox/jobs` shows it: not part of GitBook's API. */
export const JobKind = z.enum(['import', 'openapi-processing', 'translation']);
export type JobKind = z.infer<typeof JobKind>;
export const JobState = z.enum(['pending', 'running', 'done', 'failed']);
export type JobState = z.infer<typeof JobState>;
/** `auto` runs work as soon as it is asked for; `manual` holds it `pending` until it is run by hand. */
export const JobMode = z.enum(['auto', 'manual']);
export type JobMode = z.infer<typeof JobMode>;

/** What a job acts on: always an organization, and the space, change request, spec, translation or import run it works for. */
export const JobSubject = z.object({
  organization: z.string(),
  space: z.string().optional(),
  changeRequest: z.string().optional(),
  spec: z.string().optional(),
  translation: z.string().optional(),
  importRun: z.string().optional(),
});
export type JobSubject = z.infer<typeof JobSubject>;

export const Job = z.object({
  object: z.literal('sandbox-job'),
  id: z.string(),
  kind: JobKind,
  subject: JobSubject,
  state: JobState,
  createdAt: Timestamp,
  startedAt: Timestamp.optional(),
  finishedAt: Timestamp.optional(),
  /** Why the job failed, when it did. */
  error: z.string().optional(),
});
export type Job = z.infer<typeof Job>;

export const JobsQuery = z.object({ state: JobState.optional(), kind: JobKind.optional() });
export type JobsQuery = z.infer<typeof JobsQuery>;
export const JobsModeChange = z.object({ mode: JobMode });
export const JobList = z.object({ mode: JobMode, items: z.array(Job) });
