import type { Context } from '../kernel/context.js';

/**
 * Takes a space off every site that shows it. Sites belong to one organization and show only
 * its live spaces: a space that is deleted, purged or transferred away is no longer theirs
 * to show (its title, content and PDF would reach readers it no longer belongs to).
 */
export function takeSpaceOffSites(ctx: Pick<Context, 'store'>, spaceId: string): void {
  for (const siteSpace of ctx.store.recordsIn('siteSpaces', 'bySpace', spaceId)) ctx.store.remove('siteSpaces', siteSpace.id);
}

/** Site spaces of spaces that are gone or deleted, as stores written before sites were kept in step can hold. */
export function takeGoneSpacesOffSites(ctx: Pick<Context, 'store'>): void {
  for (const siteSpace of [...ctx.store.all('siteSpaces')]) {
    const space = ctx.store.get('spaces', siteSpace.space);
    if (!space || space.deletedAt) ctx.store.remove('siteSpaces', siteSpace.id);
  }
}
