import { AIUsageQuery, OrganizationAIUsage } from './ai-usage.js';
import { op } from './operation.js';
import { O } from './organization-operations.js';
import { OrganizationPathParams } from './organization.js';

/** What an organization's billing reports: the AI credits its features used. */
export const billingOperations = {
  getOrganizationAIUsage: op({
    id: 'getOrganizationAIUsage',
    method: 'GET',
    path: `${O}/billing/ai-usage`,
    summary: 'Get AI credit usage by AI feature and time period',
    params: OrganizationPathParams,
    query: AIUsageQuery,
    response: OrganizationAIUsage,
  }),
};
