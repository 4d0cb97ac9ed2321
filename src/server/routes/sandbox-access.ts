import type { FastifyRequest } from 'fastify';
import type * as z from 'zod';
import type { Sandbox } from '../../sandbox/open.js';
import { describeZodError } from '../../schemas/describe.js';
import type { UserRecord } from '../../store/records.js';
import { HttpError } from '../errors.js';

/** Whether a user is an admin of one of the sandbox's organizations: who may drive its controls and read its whole journal. */
export const isSandboxAdmin = (sandbox: Pick<Sandbox, 'store'>, user: UserRecord) =>
  sandbox.store.recordsIn('members', 'byUser', user.id).some((m) => m.role === 'admin');

/**
 * Who may drive the sandbox's controls (reset, snapshots, journal, faults, jobs): an admin of
 * one of its organizations. Anyone else with a valid token gets a 403 that says so.
 */
export function sandboxAdmin(sandbox: Pick<Sandbox, 'store'>, authenticate: (request: FastifyRequest) => UserRecord) {
  return (request: FastifyRequest): UserRecord => {
    const user = authenticate(request);
    if (!isSandboxAdmin(sandbox, user)) throw new HttpError(403, 'sandbox controls need the token of an organization admin, such as the one `docsctl serve` prints');
    return user;
  };
}

/** A control's body or query as its schema reads it, or a 400 naming the field that is wrong. */
export function parsed<T extends z.ZodType>(schema: T, value: unknown, where: 'body' | 'query' | 'path' = 'body'): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, describeZodError(where, result.error));
  return result.data;
}
