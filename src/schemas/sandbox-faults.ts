import * as z from 'zod';
import { KnownOperationId, MethodFilter } from './sandbox-journal.js';

/** Statuses a fault may answer with: the ones GitBook's clients retry. */
export const FAULT_STATUSES = [429, 500, 502, 503, 504] as const;
/** The longest a fault holds a request back. */
export const MAX_FAULT_DELAY_MS = 60_000;

const HeaderName = z.string().regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'must be an HTTP header name');
// Node refuses control characters in a header value; a 400 here rather than a 500 when answering.
const HeaderValue = z.string().regex(/^[\t\x20-\x7e\x80-\xff]*$/, 'must hold no control characters');

export const FaultMatch = z.strictObject({
  operationId: KnownOperationId.optional(),
  method: MethodFilter.optional(),
  /** The path without its query: exact, or every path that starts with what comes before a final `*`. */
  path: z.string().startsWith('/v1/', 'must start with /v1/').optional(),
});

export const FaultResponse = z.strictObject({
  status: z.union(
    FAULT_STATUSES.map((status) => z.literal(status)),
    `must be one of ${FAULT_STATUSES.join(', ')}`,
  ),
  headers: z.record(HeaderName, HeaderValue).optional(),
  /** Sent in place of the API's error body; it came as JSON, so it goes as JSON (z.json() would make the OpenAPI document recursive). */
  body: z.unknown().optional(),
});

const FaultFields = z.strictObject({
  match: FaultMatch,
  respond: FaultResponse.optional(),
  delayMs: z.number().int().min(1).max(MAX_FAULT_DELAY_MS).optional(),
  drop: z.literal(true).optional(),
  /** Requests the fault applies to before it goes; forever without. */
  times: z.number().int().min(1).optional(),
  /** The chance it applies to a matching request; 1 without. */
  probability: z.number().min(0).max(1).optional(),
});

const EFFECTS = ['respond', 'delayMs', 'drop'] as const;

export const FaultInput = FaultFields.superRefine((fault, ctx) => {
  const given = EFFECTS.filter((effect) => fault[effect] !== undefined);
  if (given.length !== 1) {
    ctx.addIssue({ code: 'custom', path: [given[1] ?? 'respond'], message: 'give exactly one of respond, delayMs, drop' });
  }
});
export type FaultInput = z.infer<typeof FaultInput>;

/** A fault as listed: `times` is what remains. */
export const Fault = FaultFields.extend({ id: z.string() });
export type Fault = z.infer<typeof Fault>;
