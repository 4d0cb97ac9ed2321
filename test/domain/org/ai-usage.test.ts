import { describe, expect, it } from 'vitest';
import { getOrganizationAIUsage } from '../../../src/domain/org/ai-usage.js';
import { refusal, rules } from '../../helpers/rules.js';

const { as, sandbox } = rules();
/** Instants relative to the sandbox's clock, so the cases hold whatever day they run. */
const daysAgo = (days: number) => new Date(sandbox.clock.now().getTime() - days * 86400_000).toISOString();

describe('AI usage', () => {
  /** Last year: a whole range within the two years usage goes back, whatever day the tests run. */
  const year = sandbox.clock.now().getUTCFullYear() - 1;

  it('answers every calendar bucket of the range, each with no credits (the sandbox runs no model)', () => {
    const usage = getOrganizationAIUsage(as(), 'acme', { from: `${year}-01-01T12:00:00.000Z`, to: `${year}-01-04T00:00:00.000Z` });
    expect(usage).toEqual({
      from: `${year}-01-01T12:00:00.000Z`,
      to: `${year}-01-04T00:00:00.000Z`,
      periods: ['01', '02', '03'].map((day) => ({ date: `${year}-01-${day}`, credits: 0, features: [] })),
    });
  });

  it('starts weeks on Monday and months on their first day', () => {
    const dates = (interval: 'week' | 'month') =>
      getOrganizationAIUsage(as(), 'acme', { from: `${year}-01-01T00:00:00.000Z`, to: `${year}-03-01T00:00:00.000Z`, interval }).periods.map((p) => p.date);
    const weeks = dates('week');
    expect(weeks.every((date) => new Date(date).getUTCDay() === 1)).toBe(true);
    expect(weeks[0]! <= `${year}-01-01` && `${year}-01-01` < weeks[1]!).toBe(true);
    expect(new Date(weeks[1]!).getTime() - new Date(weeks[0]!).getTime()).toBe(7 * 86400_000);
    expect(dates('month')).toEqual([`${year}-01-01`, `${year}-02-01`]);
  });

  it('caps the end at now', () => {
    const usage = getOrganizationAIUsage(as(), 'acme', { from: daysAgo(2), to: daysAgo(-30) });
    expect(new Date(usage.to).getTime()).toBeLessThanOrEqual(sandbox.clock.now().getTime());
    expect(usage.periods.length).toBeLessThanOrEqual(3);
  });

  it('refuses a range older than two years, one not begun, an end not after its start, and a non-admin', async () => {
    expect(await refusal(() => getOrganizationAIUsage(as(), 'acme', { from: daysAgo(800), to: daysAgo(1) }))).toMatchObject({
      reason: 'invalid',
      field: 'from',
    });
    expect(await refusal(() => getOrganizationAIUsage(as(), 'acme', { from: daysAgo(-1), to: daysAgo(-2) }))).toMatchObject({
      reason: 'invalid',
      field: 'from',
    });
    expect(await refusal(() => getOrganizationAIUsage(as(), 'acme', { from: daysAgo(2), to: daysAgo(3) }))).toMatchObject({ reason: 'invalid', field: 'to' });
    expect(await refusal(() => getOrganizationAIUsage(as('create'), 'acme', { from: daysAgo(2), to: daysAgo(1) }))).toMatchObject({ reason: 'forbidden' });
  });
});
