import { describe, expect, it } from 'vitest';
import { judgeMerge, type MergeContext } from '../../../src/domain/change-requests/merge-rules.js';
import type { MergeRule } from '../../../src/schemas/merge-rules.js';

/** The judgement alone, on contexts written out: which rules pass, and whether the merge may go. */
const context = (over: Partial<MergeContext> = {}): MergeContext => ({
  changeRequest: { subject: 'Fix', outdated: false, createdBy: { id: 'ann' } },
  reviews: [],
  actor: { id: 'bob' },
  ...over,
});
const review = (reviewer: string, status: 'approved' | 'changes-requested', outdated = false) => ({ reviewer: { id: reviewer }, status, outdated });
const judge = (rules: MergeRule[], over?: Partial<MergeContext>) => {
  const verdict = judgeMerge({ type: 'rules', rules }, context(over));
  return [verdict.checks.map((c) => c.passed), verdict.mergeable];
};

describe('judging a merge', () => {
  it.each([
    ['no rules at all', judgeMerge({ type: 'none' }, context()).mergeable, true],
    ['an empty list of rules', judge([]), [[], true]],
    [
      'a review that requests changes is a review',
      judge([{ rule: 'require_at_least_one_review' }], { reviews: [review('cy', 'changes-requested')] }),
      [[true], true],
    ],
    [
      'an outdated approval is no approval',
      judge([{ rule: 'require_at_least_one_approved_review' }], { reviews: [review('cy', 'approved', true)] }),
      [[false], false],
    ],
    ['all reviews approved, with no review yet', judge([{ rule: 'require_all_reviews_approved' }]), [[true], true]],
    ['one of nobody', judge([{ rule: 'require_one_of_specific_reviewers', users: [] }]), [[false], false]],
    ['every one of nobody', judge([{ rule: 'require_specific_reviewers', users: [] }]), [[true], true]],
    ['a bypass for the actor', judge([{ rule: 'require_agent_review' }, { rule: 'allow_bypass', users: ['bob'] }]), [[false, true], true]],
    ['a bypass for someone else', judge([{ rule: 'allow_bypass', users: ['ann'] }]), [[false], true]],
    [
      'a bypass for someone else, with a rule failing',
      judge([{ rule: 'allow_bypass', users: ['ann'] }, { rule: 'require_author_to_merge' }]),
      [[false, false], false],
    ],
    ['the author merging', judge([{ rule: 'require_author_to_merge' }], { actor: { id: 'ann' } }), [[true], true]],
    [
      'a description of blank text',
      judge([{ rule: 'require_change_request_description' }], {
        changeRequest: { ...context().changeRequest, description: { nodes: [{ leaves: [{ text: ' ' }] }] } },
      }),
      [[false], false],
    ],
  ])('%s', (_case, got, expected) => {
    expect(got).toEqual(expected);
  });
});
