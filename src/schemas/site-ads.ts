import * as z from 'zod';

export const SiteAdsTopic = z.enum(['webdev', 'crypto']);
export type SiteAdsTopic = z.infer<typeof SiteAdsTopic>;

/** A site's place in GitBook's ads programme, as the Site object shows it (GitBook's SiteAds). */
export const SiteAds = z.union([
  z.object({ status: z.literal('pending'), submittable: z.boolean() }),
  z.object({ status: z.literal('in-review'), topic: SiteAdsTopic }),
  z.object({ status: z.literal('rejected'), reason: z.string().optional() }),
  z.object({ status: z.enum(['live', 'disabled']), topic: SiteAdsTopic, zoneId: z.string() }),
]);
export type SiteAds = z.infer<typeof SiteAds>;

/** What a site's admin may ask: to be reviewed for ads (on a topic), or to have them off. */
export const SiteAdsUpdate = z
  .object({
    status: z.enum(['in-review', 'disabled']).optional().describe('in-review submits the site to the ads programme; disabled turns its ads off'),
    topic: SiteAdsTopic.optional(),
  })
  .optional();
