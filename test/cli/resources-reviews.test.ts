import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliAgainst, tsvRows, type Cli } from '../helpers/cli.js';
import { startSandbox, type Running } from '../helpers/sandbox.js';

/** `docsctl cr review`, `cr reviews`, `cr reviewers`, the checks of `cr view`, and merge rules set from the CLI, against an in-process sandbox. */
let sb: Running;
const as: Record<string, Cli> = {};
const TTY = { tty: true, env: { NO_COLOR: '1' } };

beforeAll(async () => {
  sb = await startSandbox();
  for (const user of ['admin', 'create', 'review', 'edit', 'comment']) as[user] = cliAgainst(sb, user);
});
afterAll(() => sb.close());

/** A space with a change request opened by the `edit` user; its id. */
async function opened(): Promise<string> {
  const space = JSON.parse((await as.admin!(['spaces', 'create', '--title', 'Guide', '--json'])).stdout).id as string;
  expect((await as.edit!(['cr', 'create', space, '--subject', 'Tidy up'])).code).toBe(0);
  return space;
}

describe('docsctl cr reviewers', () => {
  it('asks users to review, lists them and stops asking one', async () => {
    const space = await opened();
    const added = await as.edit!(['cr', 'reviewers', 'add', space, '1', 'review', 'comment']);
    expect(tsvRows(added.stdout).map((row) => row.slice(0, 3))).toEqual([
      ['review', 'Review User', 'Edit User'],
      ['comment', 'Comment User', 'Edit User'],
    ]);
    expect(tsvRows((await as.edit!(['cr', 'view', space, '1'])).stdout)).toContainEqual(['status', 'open']);

    const removed = await as.edit!(['cr', 'reviewers', 'remove', space, '1', 'comment', '--yes'], TTY);
    expect(removed).toMatchObject({ code: 0, stdout: '✓ Stopped asking comment to review change request 1\n' });
    expect(tsvRows((await as.edit!(['cr', 'reviewers', 'list', space, '1'])).stdout).map((row) => row[0])).toEqual(['review']);
  });

  it('refuses someone who may not review, naming them', async () => {
    const space = await opened();
    const refused = await as.edit!(['cr', 'reviewers', 'add', space, '1', 'review', 'edit']);
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toMatch(/body\.users\.1: "edit" opened change request #1, and an author does not review their own change request; ask someone else/);
  });
});

describe('docsctl cr review and cr view', () => {
  it('reviews, and shows reviews and merge rules after the change request, as rows in a pipe and as checks on a terminal', async () => {
    const space = await opened();
    expect(
      (
        await as.create!([
          'spaces',
          'edit',
          space,
          '--merge-rules',
          '{"type":"rules","rules":[{"rule":"require_at_least_one_approved_review"},{"rule":"require_all_reviews_approved"}]}',
        ])
      ).code,
    ).toBe(0);
    const changes = await as.create!(['cr', 'review', space, '1', '--request-changes', '--body', 'Needs an example']);
    expect(tsvRows(changes.stdout)).toEqual(
      expect.arrayContaining([
        ['status', 'changes-requested'],
        ['outdated', 'false'],
        ['comment.body.markdown', 'Needs an example'],
      ]),
    );

    const blocked = tsvRows((await as.review!(['cr', 'view', space, '1'])).stdout);
    expect(blocked.slice(-4)).toEqual([
      ['review', 'create', 'changes-requested', 'current'],
      [
        'rule',
        'require_at_least_one_approved_review',
        'fail',
        'nobody has approved its current content: request reviewers, or have a member with the review role approve it',
      ],
      ['rule', 'require_all_reviews_approved', 'fail', '"create" requested changes: make them and ask for a new review, or have them approve'],
      ['merge', 'blocked'],
    ]);

    await as.create!(['cr', 'review', space, '1', '--approve']);
    const view = await as.review!(['cr', 'view', space, '1'], TTY);
    expect(view.stdout).toContain('Tidy up');
    expect(view.stdout.split('\n').slice(-11)).toEqual([
      '',
      'Reviews',
      '  ✗  Create User  changes requested  outdated',
      '  ✓  Create User  approved',
      '',
      "Merge rules (the space's own)",
      '  ✓  require_at_least_one_approved_review  approved by "create"',
      '  ✓  require_all_reviews_approved          no review requests changes',
      '',
      'You may merge it',
      '',
    ]);

    const reviews = await as.review!(['cr', 'reviews', 'list', space, '1', '--no-outdated']);
    const [[id = '', ...current] = []] = tsvRows(reviews.stdout);
    expect(current.slice(0, 3)).toEqual(['Create User', 'approved', 'false']);
    expect(tsvRows((await as.review!(['cr', 'reviews', 'view', space, '1', id])).stdout)).toContainEqual(['status', 'approved']);
    expect(JSON.parse((await as.review!(['cr', 'view', space, '1', '--json'])).stdout)).not.toHaveProperty('reviews');
  });

  it('asks for a verdict before sending anything', async () => {
    const refused = await as.review!(['cr', 'review', 'SPACE', '1']);
    expect(refused).toMatchObject({ code: 2, stderr: expect.stringContaining('give --approve or --request-changes') });
  });
});

describe('merge rules from the CLI', () => {
  it('set on the organization, inherited by a space, refuse a merge with what to do, and a bypass lets its user through', async () => {
    const space = await opened();
    const set = await as.admin!([
      'orgs',
      'edit',
      '--merge-rules',
      '{"type":"rules","rules":[{"rule":"require_at_least_one_review"},{"rule":"allow_bypass","users":["admin"]}]}',
      '--json',
    ]);
    expect(JSON.parse(set.stdout).mergeRules.rules).toHaveLength(2);

    const view = await as.review!(['cr', 'view', space, '1'], TTY);
    expect(view.stdout).toContain('Merge rules (inherited from organization acme)');
    expect(view.stdout).toMatch(/✗ {2}allow_bypass +only "admin" may merge whatever the other rules say\n\nNot mergeable yet: 1 rule failing\n$/);

    const refused = await as.review!(['cr', 'merge', space, '1', '--yes']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /does not meet the merge rules of organization "acme".*require_at_least_one_review: nobody has reviewed its current content/,
    );
    expect((await as.admin!(['cr', 'view', space, '1'], TTY)).stdout).toMatch(/You may merge it: the rules let you bypass 1 failing\n$/);
    expect((await as.admin!(['cr', 'merge', space, '1', '--yes'])).code).toBe(0);

    expect(JSON.parse((await as.admin!(['orgs', 'edit', '--merge-rules', 'none', '--json'])).stdout).mergeRules).toEqual({ type: 'none' });
  });
});
