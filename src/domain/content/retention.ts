import type { SpaceRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { takeGoneSpacesOffSites } from './space-on-sites.js';

/** How long a deleted space can be restored; after that it is removed for good. */
export const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export const isExpired = (ctx: Pick<Context, 'clock'>, space: SpaceRecord) =>
  space.deletedAt !== undefined && ctx.clock.now().getTime() - Date.parse(space.deletedAt) >= RETENTION_MS;

/**
 * Removes the spaces whose retention has run out, and takes spaces that are gone off sites.
 * The one place spaces are removed for good: when a store opens and whenever the clock moves.
 */
export function purgeExpiredSpaces(ctx: Pick<Context, 'store' | 'clock'>): number {
  const expired = [...ctx.store.index('spaces', 'deleted', 'deleted')]
    .map(([, id]) => ctx.store.get('spaces', id)!)
    .filter((space) => isExpired(ctx, space));
  for (const space of expired) ctx.store.remove('spaces', space.id);
  takeGoneSpacesOffSites(ctx);
  return expired.length;
}

/** Moves the sandbox clock forward (tests travel in time with it), purging what expired on the way. */
export function advanceClock(ctx: Pick<Context, 'store' | 'clock'>, seconds: number): Date {
  const now = ctx.clock.advance(seconds);
  purgeExpiredSpaces(ctx);
  return now;
}
