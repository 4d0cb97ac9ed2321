import type { Output } from '../../client/operation-types.js';
import { judgeMerge, type MergeVerdict } from '../../domain/change-requests/merge-rules.js';
import type { CliContext } from '../context.js';
import { tsvRow } from './output.js';
import { alignColumns } from './table.js';
import { printable } from './terminal-text.js';

type ChangeRequest = Output<'getChangeRequestById'>;
type Review = Output<'getChangeRequestReviewById'>;

const STATUS: Record<Review['status'], string> = { approved: 'approved', 'changes-requested': 'changes requested' };

function forPeople(reviews: Review[], rules: { verdict: MergeVerdict; whose: string } | undefined): string {
  const lines = ['', 'Reviews'];
  if (reviews.length === 0) lines.push('  none yet');
  const reviewRows = reviews.map((r) => [
    r.status === 'approved' ? '✓' : '✗',
    printable(r.reviewer.displayName),
    STATUS[r.status],
    r.outdated ? 'outdated' : '',
  ]);
  lines.push(...alignColumns(reviewRows).map((line) => `  ${line}`));
  if (rules) {
    const { verdict, whose } = rules;
    lines.push('', `Merge rules (${whose})`);
    if (verdict.checks.length === 0) lines.push('  none: anyone who may merge can');
    lines.push(...alignColumns(verdict.checks.map((c) => [c.passed ? '✓' : '✗', c.rule, printable(c.says)])).map((line) => `  ${line}`));
    const failing = verdict.checks.filter((c) => !c.passed && c.rule !== 'allow_bypass').length;
    lines.push(
      '',
      verdict.bypassed && failing > 0
        ? `You may merge it: the rules let you bypass ${failing} failing`
        : verdict.mergeable
          ? 'You may merge it'
          : `Not mergeable yet: ${failing} rule${failing === 1 ? '' : 's'} failing`,
    );
  }
  return lines.join('\n');
}

function forScripts(reviews: Review[], rules: { verdict: MergeVerdict } | undefined): string {
  const rows = reviews.map((r) => tsvRow(['review', r.reviewer.id, r.status, r.outdated ? 'outdated' : 'current']));
  if (rules) {
    rows.push(...rules.verdict.checks.map((c) => tsvRow(['rule', c.rule, c.passed ? 'pass' : 'fail', c.says])));
    rows.push(tsvRow(['merge', rules.verdict.mergeable ? 'allowed' : 'blocked']));
  }
  return rows.join('\n');
}

/**
 * What `cr view` adds after the change request, as `gh pr checks` does: its reviews (who, how,
 * whether outdated), and while it can still be merged, the space's merge rules judged for you.
 */
export async function reviewChecks(cr: ChangeRequest, spaceId: string, context: CliContext): Promise<string> {
  const client = context.runtime.client();
  const reviews: Review[] = [];
  for await (const review of client.items('getReviewsByChangeRequestId', { params: { spaceId, changeRequestId: cr.id }, query: {} })) reviews.push(review);
  let rules: { verdict: MergeVerdict; whose: string } | undefined;
  if (cr.status === 'draft' || cr.status === 'open') {
    const [space, me] = await Promise.all([client.call('getSpaceById', { params: { spaceId }, query: {} }), client.call('getAuthenticatedUser')]);
    const inherited = space.mergeRules.type === 'inherit';
    const config =
      space.mergeRules.type === 'inherit'
        ? (await client.call('getOrganizationById', { params: { organizationId: space.organization } })).mergeRules
        : space.mergeRules;
    rules = {
      verdict: judgeMerge(config, { changeRequest: cr, reviews, actor: me }),
      whose: inherited ? `inherited from organization ${printable(space.organization)}` : "the space's own",
    };
  }
  return context.io.outIsTTY ? forPeople(reviews, rules) : forScripts(reviews, rules);
}
