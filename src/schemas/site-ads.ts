import * as z from 'zod';
import { Id, ListQuery } from './common.js';

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

/** The ads platform's queue: sites in one state of review (in review by default), across organizations. */
export const AdsSiteListQuery = ListQuery.extend({
  status: z.enum(['in-review', 'live', 'rejected']).optional().describe('the review state listed (in-review by default)'),
});
export const AdsSite = z.intersection(
  z.object({ id: z.string(), url: z.string(), email: z.string(), topic: SiteAdsTopic }),
  z.union([
    z.object({ status: z.literal('in-review') }),
    z.object({ status: z.literal('live'), zoneId: z.string() }),
    z.object({ status: z.literal('rejected'), reason: z.string().optional() }),
  ]),
);
/** The ads platform's verdict: live in a zone (with the id its reports are fetched by), rejected, or back to pending. */
export const AdsSiteUpdate = z
  .object({
    status: z.enum(['live', 'rejected', 'pending']),
    zoneId: z.string().min(1).max(256).optional().describe('the ad network zone (live)'),
    reportingId: z.string().min(1).max(256).optional().describe('the id its reports are fetched by (live)'),
    reason: z.string().max(512).optional().describe('why it was rejected (rejected)'),
  })
  .superRefine((body, ctx) => {
    if (body.status !== 'live') return;
    for (const field of ['zoneId', 'reportingId'] as const) {
      if (body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: `a site goes live with a ${field}` });
    }
  });
export const AdsSiteParams = z.object({ siteId: Id });
