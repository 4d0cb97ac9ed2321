import { AIUsageInterval } from '@gitbook/api-current';
import { describe, expect, it } from 'vitest';
import type { OfficialClient } from '../../helpers/releases.js';
import type { Harness } from './harness.js';

type Query = { from: string; to: string; interval?: AIUsageInterval };

/**
 * Today's client names the method `getOrganizationAiUsage`, not after the operation, so the harness's
 * `oneRelease` cannot find it: its own method where it has one, else its request core (the first
 * release has no such operation).
 */
const aiUsage = (api: OfficialClient, query: Query) =>
  'getOrganizationAiUsage' in api.orgs
    ? api.orgs.getOrganizationAiUsage('acme', query)
    : api.request<unknown>({ method: 'GET', path: '/orgs/acme/billing/ai-usage', query, secure: true, format: 'json' });

/** The organization's AI credit usage: the sandbox runs no model, so every bucket of the range is there, empty. */
export function aiUsageScenarios(h: Harness) {
  describe('AI usage', () => {
    const { client, conform } = h;
    const year = new Date().getUTCFullYear() - 1;

    it('answers every month of the range with no credits, to an admin only', async () => {
      const query = { from: `${year}-01-15T00:00:00.000Z`, to: `${year}-04-01T00:00:00.000Z`, interval: AIUsageInterval.Month };
      const usage = await conform('getOrganizationAIUsage', aiUsage(client('admin'), query));
      expect(usage).toEqual({
        from: query.from,
        to: query.to,
        periods: ['01', '02', '03'].map((month) => ({ date: `${year}-${month}-01`, credits: 0, features: [] })),
      });
      await expect(aiUsage(client('create'), query)).rejects.toMatchObject({ code: 403 });
    });

    it('refuses an end not after the start, naming the field', async () => {
      await expect(aiUsage(client('admin'), { from: `${year}-02-01T00:00:00.000Z`, to: `${year}-01-01T00:00:00.000Z` })).rejects.toMatchObject({
        code: 400,
        errorMessage: expect.stringMatching(/^query\.to: /),
      });
    });
  });
}
