import * as z from 'zod';
import { operations } from './operations.js';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** An operation id of the table, refused with a pointer to where the ids are listed. */
export const KnownOperationId = z.string().refine((id) => Object.hasOwn(operations, id), 'no operation has this id; GET /_sandbox/openapi.json lists them');

/** A method as a caller writes it, in either case. */
export const MethodFilter = z
  .string()
  .transform((method) => method.toUpperCase())
  .pipe(z.enum(HTTP_METHODS, `must be one of ${HTTP_METHODS.join(', ')}`));

/** One request to `/v1` as the sandbox saw it. */
export const JournalEntry = z.object({
  /** Counts up from 1 for the server's life, clears included: `since=<id>` follows the journal. */
  id: z.number().int(),
  /** On the sandbox clock, when the answer went. */
  time: z.string(),
  method: z.string(),
  /** The path and query string, as sent (values of secret-looking query parameters replaced). */
  path: z.string(),
  operationId: z.string().optional(),
  /** The user the token named; absent when the request had no valid token. */
  userId: z.string().optional(),
  /** The organization the path concerned (named, or holding the space or collection named), when the token was valid. */
  organizationId: z.string().optional(),
  /** Null when no answer was sent (a `drop` fault). */
  status: z.number().int().nullable(),
  durationMs: z.number(),
  /** The JSON body as sent, cut at JOURNAL_BODY_CAP characters. */
  body: z.string().optional(),
  bodyTruncated: z.literal(true).optional(),
  /** The id of the fault that answered (or delayed, or dropped) the request. */
  fault: z.string().optional(),
});
export type JournalEntry = z.infer<typeof JournalEntry>;

const ISO_TIME = z.iso.datetime({ offset: true });

export const JournalQuery = z.object({
  operationId: KnownOperationId.optional(),
  method: MethodFilter.optional(),
  /** A status (`429`) or a class of them (`5xx`). */
  status: z
    .string()
    .regex(/^([1-5]\d\d|[1-5]xx)$/, 'must be a status such as 429, or a class such as 5xx')
    .optional(),
  /** An entry id (those after it) or an ISO time (entries at or after it). */
  since: z
    .string()
    .refine((since) => /^\d+$/.test(since) || ISO_TIME.safeParse(since).success, 'must be an entry id or an ISO time such as 2026-11-25T16:00:00Z')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type JournalQuery = z.infer<typeof JournalQuery>;
