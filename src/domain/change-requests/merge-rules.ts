import type { MergeRule, MergeRulesStandalone } from '../../schemas/merge-rules.js';
import type { ReviewStatus } from '../../schemas/review.js';

/**
 * What merge rules are judged on, in the API's own shapes (GitBook's MergeRulesEvaluationContext):
 * the sandbox builds it from its records, the CLI from the answers it reads, and both judge alike.
 */
export interface MergeContext {
  changeRequest: { subject: string; description?: unknown; outdated: boolean; createdBy: { id: string } };
  reviews: { status: ReviewStatus; reviewer: { id: string }; outdated: boolean }[];
  /** Who wants to merge. */
  actor: { id: string };
}

/** One rule as it stands: whether it passes, and what it asks or, when it fails, how to satisfy it. */
export interface RuleCheck {
  rule: MergeRule['rule'];
  passed: boolean;
  says: string;
}

export interface MergeVerdict {
  checks: RuleCheck[];
  /** An `allow_bypass` rule names the actor: they may merge whatever the other rules say. */
  bypassed: boolean;
  mergeable: boolean;
}

const names = (ids: string[]) => ids.map((id) => `"${id}"`).join(', ');

/** Whether a JSON document holds any text (a description made of empty paragraphs says nothing). */
function hasText(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasText);
  if (!node || typeof node !== 'object') return false;
  return Object.entries(node).some(([key, value]) => (key === 'text' && typeof value === 'string' ? value.trim() !== '' : hasText(value)));
}

function check(rule: MergeRule, { changeRequest, reviews, actor }: MergeContext): Omit<RuleCheck, 'rule'> {
  // A review of content that has changed since, or that its reviewer replaced, no longer speaks for what would be merged.
  const current = reviews.filter((r) => !r.outdated);
  const approvers = current.filter((r) => r.status === 'approved').map((r) => r.reviewer.id);
  switch (rule.rule) {
    case 'require_at_least_one_review':
      return current.length > 0
        ? { passed: true, says: 'reviewed' }
        : { passed: false, says: 'nobody has reviewed its current content: request reviewers, or have a member with the review role review it' };
    case 'require_at_least_one_approved_review':
      return approvers.length > 0
        ? { passed: true, says: `approved by ${names(approvers)}` }
        : { passed: false, says: 'nobody has approved its current content: request reviewers, or have a member with the review role approve it' };
    case 'require_all_reviews_approved': {
      const blocking = current.filter((r) => r.status === 'changes-requested').map((r) => r.reviewer.id);
      return blocking.length === 0
        ? { passed: true, says: 'no review requests changes' }
        : { passed: false, says: `${names(blocking)} requested changes: make them and ask for a new review, or have them approve` };
    }
    case 'require_specific_reviewers': {
      const missing = rule.users.filter((id) => !approvers.includes(id));
      return missing.length === 0
        ? { passed: true, says: `approved by ${names(rule.users)}` }
        : { passed: false, says: `needs the approval of ${names(missing)}: request their review` };
    }
    case 'require_one_of_specific_reviewers':
      if (rule.users.length === 0) return { passed: false, says: 'names no reviewer: add users to the rule' };
      return rule.users.some((id) => approvers.includes(id))
        ? { passed: true, says: `approved by ${names(rule.users.filter((id) => approvers.includes(id)))}` }
        : { passed: false, says: `needs the approval of one of ${names(rule.users)}: request a review from one of them` };
    case 'require_agent_review':
      return {
        passed: false,
        says: "needs a review by GitBook's agent, which the sandbox does not run: remove the rule, or merge as a user an allow_bypass rule names",
      };
    case 'require_up_to_date_change_request':
      return changeRequest.outdated
        ? { passed: false, says: "the space has changed since: bring the space's content into the change request first (update it)" }
        : { passed: true, says: 'up to date with the space' };
    case 'require_change_request_subject':
      return changeRequest.subject.trim() !== '' ? { passed: true, says: 'has a subject' } : { passed: false, says: 'has no subject: give it one' };
    case 'require_change_request_description':
      return hasText(changeRequest.description)
        ? { passed: true, says: 'has a description' }
        : { passed: false, says: 'has no description: describe what it changes and why' };
    case 'require_author_to_merge':
      return actor.id === changeRequest.createdBy.id
        ? { passed: true, says: 'you are its author' }
        : { passed: false, says: `only its author, "${changeRequest.createdBy.id}", may merge it` };
    case 'allow_bypass':
      return rule.users.includes(actor.id)
        ? { passed: true, says: 'you may merge whatever the other rules say' }
        : { passed: false, says: `only ${rule.users.length ? names(rule.users) : 'nobody'} may merge whatever the other rules say` };
    case 'custom':
      return { passed: false, says: 'custom expressions are not evaluated by the sandbox: replace it with the named rules' };
  }
}

/**
 * Judges a merge as GitBook does: every rule must pass, unless an `allow_bypass` rule names the
 * one merging. No rules (`none`) let anyone with the right to merge do so.
 */
export function judgeMerge(rules: MergeRulesStandalone, context: MergeContext): MergeVerdict {
  if (rules.type === 'none') return { checks: [], bypassed: false, mergeable: true };
  const checks = rules.rules.map((rule) => ({ rule: rule.rule, ...check(rule, context) }));
  const bypassed = checks.some((c) => c.rule === 'allow_bypass' && c.passed);
  const mergeable = bypassed || checks.every((c) => c.rule === 'allow_bypass' || c.passed);
  return { checks, bypassed, mergeable };
}
