import type { MergeRulesSpace } from '../../schemas/merge-rules.js';
import { membershipOf } from './access.js';
import type { Context } from '../kernel/context.js';
import { invalid } from '../../lib/errors.js';

/**
 * Merge rules an organization, or one of its spaces, may be given: every user a rule names is a
 * member of the organization. GitBook's custom rules are JavaScript, which a sandbox open to
 * hostile input will not run, so they are refused rather than kept and never met.
 */
export function requireValidMergeRules(ctx: Context, organization: string, config: MergeRulesSpace): void {
  if (config.type !== 'rules') return;
  config.rules.forEach((rule, i) => {
    const field = `mergeRules.rules.${i}`;
    if (rule.rule === 'custom') {
      throw invalid(
        'custom expressions are not evaluated by the sandbox; express the rule with the named ones (require_specific_reviewers, require_at_least_one_approved_review, allow_bypass…)',
        field,
      );
    }
    if (!('users' in rule)) return;
    rule.users.forEach((user, j) => {
      if (!membershipOf(ctx, organization, user))
        throw invalid(`no member "${user}" in organization "${organization}"; name members of it`, `${field}.users.${j}`);
    });
  });
}
