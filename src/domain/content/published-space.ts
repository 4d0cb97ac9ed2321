import type { Space } from '../../schemas/content.js';
import type { SpaceRecord } from '../../store/records.js';
import type { Context } from '../kernel/context.js';
import { invalid } from '../../lib/errors.js';
import { presentSpace, requireSpace } from './spaces.js';

/**
 * The space a visitor's `urls.published` names, if they may read it without signing in: public and
 * unlisted spaces for anyone, a share-link space with its key (the `?share=` its `urls.published`
 * carries). Visitor-auth and in-collection spaces are published through a site (whose visitor
 * tokens and collection the sandbox serves), not on their own; they and deleted spaces are not found.
 */
export function spaceForVisitor(ctx: Pick<Context, 'store'>, spaceId: string, shareKey: string | undefined): SpaceRecord | undefined {
  const space = ctx.store.get('spaces', spaceId);
  if (!space || space.deletedAt) return undefined;
  if (space.visibility === 'public' || space.visibility === 'unlisted') return space;
  return space.visibility === 'share-link' && shareKey !== undefined && shareKey === space.shareKey ? space : undefined;
}

/**
 * Publishes a space on its own, or takes it back to private: what GitBook's app did for a space before
 * sites, and its API never offered. A sandbox control, so that `urls.published` can be tried.
 */
export function setSpaceVisibility(ctx: Context, spaceId: string, visibility: Space['visibility']): Space {
  const { space } = requireSpace(ctx, spaceId, 'admin');
  if (visibility === 'in-collection' && !space.parent) {
    throw invalid('visibility "in-collection" is for a space in a collection; move the space into one first', 'visibility');
  }
  return presentSpace(ctx, ctx.store.put('spaces', { ...space, visibility, updatedAt: ctx.clock.iso() }));
}
