import * as z from 'zod';
import { Id } from './common.js';

const Users = z.array(Id).max(100).describe('user IDs');

/** The rules that name users: whose approval is required, or who may merge in spite of the other rules. */
export const UserRules = z.enum(['require_specific_reviewers', 'require_one_of_specific_reviewers', 'allow_bypass']);

/** The rules that read the change request and its reviews alone. */
export const ConditionRules = z.enum([
  'require_at_least_one_review',
  'require_at_least_one_approved_review',
  'require_all_reviews_approved',
  'require_agent_review',
  'require_up_to_date_change_request',
  'require_change_request_subject',
  'require_change_request_description',
  'require_author_to_merge',
]);

/** One requirement a merge must meet (GitBook's MergeRule). */
export const MergeRule = z.discriminatedUnion('rule', [
  z.object({ rule: UserRules, users: Users }),
  z.object({ rule: ConditionRules }),
  z.object({ rule: z.literal('custom'), expression: z.string().max(1024), message: z.string().max(1024).optional() }),
]);
export type MergeRule = z.infer<typeof MergeRule>;

const RulesConfiguration = z.object({ type: z.literal('rules'), rules: z.array(MergeRule).max(50) });
const NoneConfiguration = z.object({ type: z.literal('none') });

/** An organization's merge rules: a list that must all pass, or none at all. */
export const MergeRulesStandalone = z.discriminatedUnion('type', [RulesConfiguration, NoneConfiguration]);
export type MergeRulesStandalone = z.infer<typeof MergeRulesStandalone>;

/** A space's merge rules: its own, or its organization's (`inherit`). */
export const MergeRulesSpace = z.discriminatedUnion('type', [z.object({ type: z.literal('inherit') }), RulesConfiguration, NoneConfiguration]);
export type MergeRulesSpace = z.infer<typeof MergeRulesSpace>;
