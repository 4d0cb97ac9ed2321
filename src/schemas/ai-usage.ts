import * as z from 'zod';
import { Timestamp } from './common.js';

/** UTC calendar buckets of AI usage; weeks start on Monday. */
export const AIUsageInterval = z.enum(['day', 'week', 'month', 'year']);
export type AIUsageInterval = z.infer<typeof AIUsageInterval>;

export const AIUsageQuery = z.object({
  from: Timestamp.describe('inclusive start (at most two years ago)'),
  to: Timestamp.describe('exclusive end (capped at now)'),
  interval: AIUsageInterval.optional().describe('the calendar bucket usage is summed by (day unless told)'),
});
export type AIUsageQuery = z.infer<typeof AIUsageQuery>;

export const OrganizationAIUsage = z.object({
  from: Timestamp,
  to: Timestamp,
  periods: z.array(
    z.object({
      date: z.iso.date(),
      credits: z.number(),
      features: z.array(z.object({ feature: z.string(), credits: z.number(), creditsPercent: z.number() })),
    }),
  ),
});
export type OrganizationAIUsage = z.infer<typeof OrganizationAIUsage>;
