import type { MemberRole } from '../../schemas/common.js';
import type { ChangeRequestRecord, RevisionRecord, SpaceRecord } from '../../store/records.js';
import { requireSpace } from '../content/spaces.js';
import type { Context } from '../kernel/context.js';
import { conflict, notFound } from '../kernel/errors.js';
import { changeRequestsOf, refuseClosed, requireChangeRequest } from './change-requests.js';
import { revisionOf } from './revisions.js';

/** Where content is read or written: a space's primary content, or a change request's. */
export interface Target {
  space: SpaceRecord;
  cr?: ChangeRequestRecord;
  revision: RevisionRecord;
}

export function resolveTarget(ctx: Context, spaceId: string, changeRequest: string | undefined, minimum: MemberRole): Target {
  if (changeRequest === undefined) {
    const { space } = requireSpace(ctx, spaceId, minimum);
    return { space, revision: revisionOf(ctx, space.revision) };
  }
  const { space, cr } = requireChangeRequest(ctx, spaceId, changeRequest, minimum);
  return { space, cr, revision: revisionOf(ctx, cr.revision) };
}

/** What a read is of: the space's content, a change request's (by id or number), or one revision of the space's history. */
export type ReadAt = { changeRequest?: string; revision?: never } | { revision: string; changeRequest?: never };

/** The content a read names; reading takes the read role. */
export function readTarget(ctx: Context, spaceId: string, at: ReadAt = {}): Target {
  if (at.revision === undefined) return resolveTarget(ctx, spaceId, at.changeRequest, 'read');
  const { space } = requireSpace(ctx, spaceId, 'read');
  return { space, revision: requireRevisionOf(ctx, space, at.revision) };
}

/**
 * A revision of the space's history, however old: of its own content or of one of its change
 * requests, before or after any change since. A revision names the space it was written for;
 * one written before revisions did belongs to the space whose content or change requests reach
 * it through their parents, as git finds a commit. Another space's revision is not found.
 */
function requireRevisionOf(ctx: Context, space: SpaceRecord, revisionId: string): RevisionRecord {
  const header = ctx.store.getRevisionHeader(revisionId);
  const ours = header !== undefined && (header.space === undefined ? reaches(ctx, space, revisionId) : header.space === space.id);
  if (!ours) throw notFound('revision', revisionId);
  return revisionOf(ctx, revisionId);
}

/** Whether a revision is an ancestor of (or is) the space's content or a change request's: a walk through headers, not contents. */
function reaches(ctx: Context, space: SpaceRecord, revisionId: string): boolean {
  const pending = [space.revision, ...changeRequestsOf(ctx, space.id).map((cr) => cr.revision)];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (id === revisionId) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(ctx.store.getRevisionHeader(id)?.parents ?? []));
  }
  return false;
}

/** Content that can take a change: not a locked space, not a merged or archived change request. */
export function requireWritable(target: Target): Target {
  if (target.space.editMode === 'locked') throw conflict(`space "${target.space.id}" is locked; set editMode to "live" to edit it`);
  if (target.cr) refuseClosed(target.cr, 'changed');
  return target;
}
