import { describe, expect, it } from 'vitest';
import { createSpace, updateSpace } from '../../../src/domain/content/spaces.js';
import { getOrganization, updateOrganization } from '../../../src/domain/org/organizations.js';
import { refusal, rules } from '../../helpers/rules.js';

describe('merge rules an organization or a space is given', () => {
  it('name only members of the organization, and are kept as given', async () => {
    const ctx = rules().as();
    const space = createSpace(ctx, 'acme', { title: 'Handbook' }).id;
    const rulesNaming = (...users: string[]) => ({
      type: 'rules' as const,
      rules: [{ rule: 'require_at_least_one_approved_review' as const }, { rule: 'require_specific_reviewers' as const, users }],
    });
    const refused = { reason: 'invalid', field: 'mergeRules.rules.1.users.1', message: 'no member "outsider" in organization "acme"; name members of it' };
    expect(await refusal(() => updateOrganization(ctx, 'acme', { mergeRules: rulesNaming('review', 'outsider') }))).toEqual(refused);
    expect(await refusal(() => updateSpace(ctx, space, { mergeRules: rulesNaming('review', 'outsider') }))).toEqual(refused);
    expect(updateOrganization(ctx, 'acme', { mergeRules: rulesNaming('review') }).mergeRules).toEqual(rulesNaming('review'));
    expect(updateSpace(ctx, space, { mergeRules: { type: 'none' } }).mergeRules).toEqual({ type: 'none' });
    expect(getOrganization(ctx, 'acme').mergeRules).toEqual(rulesNaming('review'));
  });

  it('refuse a custom expression, which the sandbox would never run, naming the rule and the ones to use', async () => {
    const ctx = rules().as();
    expect(await refusal(() => updateOrganization(ctx, 'acme', { mergeRules: { type: 'rules', rules: [{ rule: 'custom', expression: 'true' }] } }))).toEqual({
      reason: 'invalid',
      field: 'mergeRules.rules.0',
      message: expect.stringMatching(/^custom expressions are not evaluated by the sandbox; express the rule with the named ones \(require_specific_reviewers/),
    });
    expect(getOrganization(ctx, 'acme').mergeRules).toEqual({ type: 'none' });
  });
});
