import type { MemberRole } from '../../schemas/common.js';
import type { ChangeRequestRecord, RevisionRecord, SpaceRecord } from '../../store/records.js';
import { requireSpace } from '../content/spaces.js';
import type { Context } from '../kernel/context.js';
import { conflict } from '../../lib/errors.js';
import { refuseClosed, requireChangeRequest } from './change-requests.js';
import { requireRevisionOfSpace } from './history.js';
import { revisionOf } from '../revisions/revisions.js';

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
  return requireRevisionOfSpace(ctx, spaceId, at.revision, 'read');
}

/** Content that can take a change: not a locked space, not a merged or archived change request. */
export function requireWritable(target: Target): Target {
  if (target.space.editMode === 'locked') throw conflict(`space "${target.space.id}" is locked; set editMode to "live" to edit it`);
  if (target.cr) refuseClosed(target.cr, 'changed');
  return target;
}
