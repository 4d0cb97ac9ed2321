import * as z from 'zod';
import { Id } from './common.js';
import { Icon, LinkCondition, LinkDescription, LinkTitle, LinkUrl, SiteParams, localized } from './site.js';

export const SiteExternalLinkCreate = z.object({
  title: LinkTitle,
  localizedTitle: localized(128).optional(),
  description: LinkDescription.nullable().optional(),
  localizedDescription: localized(256).nullable().optional(),
  icon: Icon.nullable().optional(),
  url: LinkUrl,
  parent: Id.optional().describe('the section group to put it in (omitted: the top level of the site)'),
  draft: z.boolean().optional(),
  condition: LinkCondition.nullable().optional().describe('an adaptive condition: only visitors it holds for see the link'),
});
/** Null removes a setting; `parent: null` moves the link to the top level of the site. */
export const SiteExternalLinkUpdate = z.object({
  title: LinkTitle.optional(),
  localizedTitle: localized(128).nullable().optional(),
  description: LinkDescription.nullable().optional(),
  localizedDescription: localized(256).nullable().optional(),
  icon: Icon.nullable().optional(),
  url: LinkUrl.optional(),
  parent: Id.nullable().optional().describe('the section group to move it into; null moves it to the top level of the site'),
  draft: z.boolean().optional(),
  condition: LinkCondition.nullable().optional(),
});
export type SiteExternalLinkUpdate = z.infer<typeof SiteExternalLinkUpdate>;
export const SiteExternalLinkParams = SiteParams.extend({ siteExternalLinkId: Id });
