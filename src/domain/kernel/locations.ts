import { fillPath } from '../../schemas/operation.js';
import { operations, type Operations } from '../../schemas/operations.js';
import type { z } from 'zod';
import type { Context } from './context.js';

/** Operations that read one resource: their paths are where resources are found. */
type Getter = 'getUserById' | 'getOrganizationById' | 'getOrganizationSAMLProviderById' | 'getCollectionById' | 'getSpaceById' | 'getChangeRequestById'
  | 'getChangeRequestReviewById' | 'getCommentInSpace' | 'getCommentInChangeRequest' | 'getOpenAPISpecBySlug' | 'getTranslation' | 'getSiteById' | 'getPageInChangeRequestById';

/** A resource's API address (its `urls.location`): the path of the operation that reads it, filled in. */
export function locationOf<K extends Getter>(ctx: Pick<Context, 'baseUrl'>, operation: K, params: z.infer<Operations[K]['params']>): string {
  const values = params as Record<string, string>;
  // The parameters are the operation's own: one for each name in its path.
  return `${ctx.baseUrl}${fillPath(operations[operation].path, (name) => values[name]!)}`;
}
