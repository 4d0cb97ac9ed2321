import * as z from 'zod';
import { Id, Timestamp } from './common.js';
import { Space } from './content.js';
import { ChangeRequest } from './revision.js';
import { Site } from './site.js';
import { User } from './user.js';

/** What a site's style guide is made from: a built-in template's content, or nothing (a blank style guide). */
export const SiteStyleguideCreate = z.object({
  template: z.string().min(1).max(64).optional().describe('the built-in template to seed the style guide with (a template ID)'),
});

/** One time someone asked for a set of the site's spaces to be checked against its style guide. */
export const SiteStyleguideRun = z.object({
  object: z.literal('styleguide-run'),
  id: z.string(),
  site: z.string(),
  styleguide: z.string(),
  spaces: z.array(z.string()),
  createdAt: Timestamp,
  createdBy: User,
});
export type SiteStyleguideRun = z.infer<typeof SiteStyleguideRun>;

export const SiteStyleguideRunCreate = z.object({
  spaces: z.array(Id).min(1).max(3).describe("the IDs of the site's spaces to check (one to three)"),
});

export const SiteStyleguideRunStarted = z.object({ run: SiteStyleguideRun, changeRequests: z.array(ChangeRequest) });
export type SiteStyleguideRunStarted = z.infer<typeof SiteStyleguideRunStarted>;

export const OrganizationStyleguides = z.object({ styleguides: z.array(z.object({ space: Space, sites: z.array(Site) })) });
export type OrganizationStyleguides = z.infer<typeof OrganizationStyleguides>;

export const StyleguideTemplate = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().optional(),
  emoji: z.string().optional(),
  markdown: z.string(),
});
export type StyleguideTemplate = z.infer<typeof StyleguideTemplate>;

export const StyleguideTemplates = z.object({ templates: z.array(StyleguideTemplate) });
