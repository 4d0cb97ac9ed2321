import { invalid } from '../../lib/errors.js';
import type { AIUsageInterval, AIUsageQuery, OrganizationAIUsage } from '../../schemas/ai-usage.js';
import type { Context } from '../kernel/context.js';
import { requireOrganization } from './access.js';

/** How far back usage may be asked for, as GitBook bounds `from`. */
const MAX_AGE_YEARS = 2;

/** The start of the UTC calendar bucket holding `at` (a week starts on Monday). */
function bucketStart(at: Date, interval: AIUsageInterval): Date {
  const [y, m, d] = [at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()];
  switch (interval) {
    case 'day':
      return new Date(Date.UTC(y, m, d));
    case 'week':
      return new Date(Date.UTC(y, m, d - ((at.getUTCDay() + 6) % 7)));
    case 'month':
      return new Date(Date.UTC(y, m, 1));
    case 'year':
      return new Date(Date.UTC(y, 0, 1));
  }
}

function nextBucket(start: Date, interval: AIUsageInterval): Date {
  const [y, m, d] = [start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()];
  switch (interval) {
    case 'day':
      return new Date(Date.UTC(y, m, d + 1));
    case 'week':
      return new Date(Date.UTC(y, m, d + 7));
    case 'month':
      return new Date(Date.UTC(y, m + 1, 1));
    case 'year':
      return new Date(Date.UTC(y + 1, 0, 1));
  }
}

/**
 * The organization's AI credit usage over a range, by calendar bucket (getOrganizationAIUsage;
 * admins only). The sandbox runs no model, so no feature ever uses a credit: every bucket of the
 * range is there, empty, as GitBook answers a period without usage.
 */
export function getOrganizationAIUsage(ctx: Context, organizationId: string, query: AIUsageQuery): OrganizationAIUsage {
  requireOrganization(ctx, organizationId, 'admin');
  const interval = query.interval ?? 'day';
  const now = ctx.clock.now();
  const from = new Date(query.from);
  const oldest = new Date(now);
  oldest.setUTCFullYear(oldest.getUTCFullYear() - MAX_AGE_YEARS);
  if (from < oldest) throw invalid(`is before ${oldest.toISOString()}; usage goes back at most ${MAX_AGE_YEARS} years`, 'from');
  if (from >= now) throw invalid(`is ${query.from}, not before now (${now.toISOString()}): ask for a range that has begun`, 'from');
  const asked = new Date(query.to);
  if (asked <= from) throw invalid(`is ${query.to}, not after from (${query.from}): the end of the range is exclusive`, 'to');
  const to = asked < now ? asked : now;
  const periods: OrganizationAIUsage['periods'] = [];
  for (let start = bucketStart(from, interval); start < to; start = nextBucket(start, interval))
    periods.push({ date: start.toISOString().slice(0, 10), credits: 0, features: [] });
  return { from: from.toISOString(), to: to.toISOString(), periods };
}
