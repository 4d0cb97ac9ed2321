import * as z from 'zod';
import { Id } from './common.js';

/** Which of a site's spaces a search reads (GitBook's SiteSearchScope). */
export const SiteSearchScope = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('default').describe("each section's default site space, with the current one"),
    currentSiteSpace: Id.optional().describe('the site space the search is made from: always searched'),
    restrictTo: z
      .enum(['currentSiteSpace', 'otherSiteSpaces'])
      .optional()
      .describe('with currentSiteSpace: that site space alone, or the default scope without it'),
  }),
  z.object({ mode: z.literal('specific'), siteSpaceIds: z.array(Id).min(1).describe('the site spaces to search') }),
  z.object({ mode: z.literal('all').describe('every site space of every section') }),
]);
export type SiteSearchScope = z.infer<typeof SiteSearchScope>;

/**
 * A site search: the query and its scope, or one of the scope's deprecated forms (`siteSpaceIds`
 * alone; `mode: current` with `siteSpaceId`; `mode: all`), which GitBook still takes.
 */
export const SiteSearchRequest = z.object({
  query: z.string().min(1).max(512).describe('the words to find'),
  scope: SiteSearchScope.optional(),
  mode: z.enum(['specific', 'current', 'all']).optional().describe('deprecated: use scope'),
  siteSpaceIds: z.array(Id).min(1).optional().describe('deprecated: use scope'),
  siteSpaceId: Id.optional().describe('deprecated: use scope'),
});
export type SiteSearchRequest = z.infer<typeof SiteSearchRequest>;
