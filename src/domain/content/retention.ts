import type { SpaceRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { takeGoneSpacesOffSites } from './space-on-sites.js';

/** How long a deleted space can be restored; after that it is removed for good. */
export const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export const isExpired = (ctx: Pick<Context, 'clock'>, space: SpaceRecord) =>
  space.deletedAt !== undefined && ctx.clock.now().getTime() - Date.parse(space.deletedAt) >= RETENTION_MS;

/** A space removed for good goes with its change requests, their reviews and discussions; its content, once nothing else names it, with the garbage. */
function removeForGood(ctx: Pick<Context, 'store'>, space: SpaceRecord): void {
  for (const comment of ctx.store.recordsIn('comments', 'bySpace', space.id)) {
    for (const reply of ctx.store.recordsIn('replies', 'byComment', comment.id)) ctx.store.remove('replies', reply.id);
    ctx.store.remove('comments', comment.id);
  }
  for (const review of ctx.store.recordsIn('reviews', 'bySpace', space.id)) ctx.store.remove('reviews', review.id);
  for (const request of ctx.store.recordsIn('reviewRequests', 'bySpace', space.id)) ctx.store.remove('reviewRequests', request.id);
  for (const cr of ctx.store.recordsIn('changeRequests', 'bySpace', space.id)) ctx.store.remove('changeRequests', cr.id);
  ctx.store.remove('spaces', space.id);
}

/**
 * Removes the spaces whose retention has run out, takes spaces that are gone off sites, and
 * collects the revisions and objects nothing reaches any more. The one place spaces are
 * removed for good: when a store opens and whenever the clock moves.
 */
export function purgeExpiredSpaces(ctx: Pick<Context, 'store' | 'clock'>): number {
  const expired = [...ctx.store.index('spaces', 'deleted', 'deleted')].map(([, id]) => ctx.store.get('spaces', id)!).filter((space) => isExpired(ctx, space));
  for (const space of expired) removeForGood(ctx, space);
  takeGoneSpacesOffSites(ctx);
  if (expired.length > 0) ctx.store.collectGarbage();
  return expired.length;
}

/** Moves the sandbox clock forward (tests travel in time with it), purging what expired on the way. */
export function advanceClock(ctx: Pick<Context, 'store' | 'clock'>, seconds: number): Date {
  const now = ctx.clock.advance(seconds);
  purgeExpiredSpaces(ctx);
  return now;
}
