import type { PageMetaLinks } from '../../schemas/meta-links.js';
import { notFound } from '../../lib/errors.js';
import { readTarget, type ReadAt } from '../change-requests/target.js';
import type { Context } from '../kernel/context.js';
import { findPage } from '../revisions/revisions.js';

/**
 * A page's meta links, as its front matter's `metaLinks:` sets them, in the content a read names (the
 * space's, a change request's, a revision's): no canonical and no alternates when it sets none.
 */
export function pageMetaLinks(ctx: Context, spaceId: string, pageId: string, at: ReadAt = {}): PageMetaLinks {
  const { revision } = readTarget(ctx, spaceId, at);
  const found = findPage(revision.pages, pageId);
  if (!found) throw notFound('page', pageId);
  return found.page.metaLinks ?? { alternates: [] };
}
