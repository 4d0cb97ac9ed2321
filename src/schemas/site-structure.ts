import * as z from 'zod';
import { Id } from './common.js';
import { SiteSection, SiteSectionGroup, SiteSpace } from './site.js';

/** One thing of a site's structure, by kind and id (GitBook's SiteStructureItemPointer). */
export const StructurePointer = z.object({
  type: z.enum(['site-space', 'site-section', 'site-section-group', 'site-external-link']),
  id: Id,
});
export type StructurePointer = z.infer<typeof StructurePointer>;

/** Where an item goes among its siblings: before or after one of them, or (neither) at their end. */
export const SiteStructureSort = z.object({
  item: StructurePointer,
  position: z
    .object({ before: StructurePointer.optional(), after: StructurePointer.optional() })
    .refine((p) => p.before === undefined || p.after === undefined, 'give one of position.before and position.after, or neither to move the item to the end'),
});

/** What a sort answers: the item moved, as its own read answers it. */
export const SiteStructureItem = z.union([SiteSpace, SiteSection, SiteSectionGroup]);

export const SiteSpaceDuplicate = z.object({
  draft: z.boolean().optional().describe('only false: the sandbox has no drafts of sites, so the copy is live at once'),
});

/**
 * What overrides a site's look for one site space, as either release sends it; the domain checks it
 * with that release's schema (GitBook's override body), a null clearing an override.
 */
export const SiteSpaceCustomizationPatch = z.record(z.string(), z.unknown());
