import { LRUCache } from 'lru-cache';
import type { MemberRole } from '../../schemas/common.js';
import type { RevisionRecord, SpaceRecord } from '../../store/records.js';
import { requireSpace } from '../content/spaces.js';
import type { Context } from '../kernel/context.js';
import { notFound } from '../../lib/errors.js';
import { changeRequestsOf } from './change-requests.js';
import { revisionOf } from '../revisions/revisions.js';

/**
 * Revisions written before they named their space, found in a space's history, by space and
 * revision: the sandbox's (its ids), and dropped with its caches by a restore, after which a
 * space's history is the one the snapshot had. A history only grows (a revision never leaves the
 * space it is in), so what was found stays true until then; reading a revision's pages (a diff
 * reads one per changed page) then walks the history once, not once a page.
 */
// Bounded by a size, not `max`, for which lru-cache allocates every slot as the cache is made.
const foundRevisions = () => new LRUCache<string, true>({ maxSize: 100_000, sizeCalculation: () => 1 });

/**
 * Whether a revision is in a space's history, however old: of its own content or of one of its
 * change requests. A revision names the space it was written for; one written before revisions did
 * is the space's when its content or a change request's reaches it through parents, as git finds a
 * commit. A revision of another space is none of this one's, whoever can guess its id.
 */
export function isRevisionOfSpace(ctx: Context, space: SpaceRecord, revisionId: string): boolean {
  const header = ctx.store.getRevisionHeader(revisionId);
  if (header?.space !== undefined) return header.space === space.id;
  const found = ctx.caches.of(foundRevisions);
  const key = `${space.id}/${revisionId}`;
  if (found.has(key)) return true;
  const pending = [space.revision, ...changeRequestsOf(ctx, space.id).map((cr) => cr.revision)];
  const seen = new Set<string>();
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (id === revisionId) {
      found.set(key, true);
      return true;
    }
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(ctx.store.getRevisionHeader(id)?.parents ?? []));
  }
  return false;
}

/** A revision of a space, by id; one of another space, or none, is not found. */
export function requireRevisionOfSpace(
  ctx: Context,
  spaceId: string,
  revisionId: string,
  minimum: MemberRole,
): { space: SpaceRecord; revision: RevisionRecord } {
  const { space } = requireSpace(ctx, spaceId, minimum);
  if (!isRevisionOfSpace(ctx, space, revisionId)) throw notFound('revision', revisionId);
  return { space, revision: revisionOf(ctx, revisionId) };
}
