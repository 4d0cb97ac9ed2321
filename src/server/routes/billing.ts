import { getOrganizationAIUsage } from '../../domain/org/ai-usage.js';
import type { Handlers } from '../handler.js';

export const billingRoutes = {
  getOrganizationAIUsage: (ctx, { params, query }) => getOrganizationAIUsage(ctx, params.organizationId, query),
} satisfies Partial<Handlers>;
