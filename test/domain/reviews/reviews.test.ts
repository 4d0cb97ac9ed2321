import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSpace, getSpace, updateSpace } from '../../../src/domain/content/spaces.js';
import { getOrganization, updateOrganization } from '../../../src/domain/org/organizations.js';
import {
  createChangeRequest,
  getChangeRequest,
  mergeChangeRequest,
  pullIntoChangeRequest,
  updateChangeRequest,
} from '../../../src/domain/change-requests/change-requests.js';
import { listComments } from '../../../src/domain/comments/comments.js';
import { importContent } from '../../../src/domain/import/import-content.js';
import {
  getReview,
  listRequestedReviewers,
  listReviews,
  removeRequestedReviewer,
  requestReviewers,
  submitReview,
} from '../../../src/domain/reviews/reviews.js';
import type { MergeRule } from '../../../src/schemas/merge-rules.js';
import { serveFixtures } from '../../helpers/fixtures-server.js';
import { refusal, rules, type Rules } from '../../helpers/rules.js';

/** As whom a rule is called, on a fresh sandbox for each test. */
let as: Rules['as'];
let space: string;
/** A change request opened by the `edit` user: everyone above may review it. */
let cr: string;
let fixtures: Awaited<ReturnType<typeof serveFixtures>>;

beforeAll(async () => {
  fixtures = await serveFixtures({
    '/a.md': { type: 'text/markdown', body: '# A\n\none\n' },
    '/b.md': { type: 'text/markdown', body: '# B\n\ntwo\n' },
  });
});
afterAll(() => fixtures.close());
beforeEach(async () => {
  as = rules().as;
  space = createSpace(as(), 'acme', { title: 'S' }).id;
  await importContent(as(), space, { source: 'markdown', url: fixtures.url('/a.md') });
  cr = createChangeRequest(as('edit'), space, { subject: 'Tidy up' }).id;
});

const approve = (user: string, markdown?: string) => submitReview(as(user), space, cr, { status: 'approved', ...(markdown ? { comment: { markdown } } : {}) });
const requestChanges = (user: string) => submitReview(as(user), space, cr, { status: 'changes-requested' });
const setSpaceRules = (...list: MergeRule[]) => updateSpace(as('create'), space, { mergeRules: { type: 'rules', rules: list } });
const merge = (user = 'review') => mergeChangeRequest(as(user), space, cr);
const importIntoCr = () => importContent(as('edit'), space, { source: 'markdown', url: fixtures.url('/b.md') }, cr);

describe('reviews', () => {
  it('records who approved which revision, current until the change request moves on', () => {
    const review = approve('review');
    expect(review).toMatchObject({
      object: 'change-request-review',
      reviewer: { id: 'review' },
      status: 'approved',
      outdated: false,
      revision: getChangeRequest(as(), space, cr).revision,
    });
    expect(review).not.toHaveProperty('requestedBy');
    expect(getReview(as('read'), space, cr, review.id)).toEqual(review);
    expect(listReviews(as('read'), space, cr, {}).items.map((r) => r.id)).toEqual([review.id]);
  });

  it("posts the comment that goes with a review in the change request's thread, naming the review", () => {
    const review = approve('review', 'Reads well.');
    expect(review.comment).toMatchObject({ body: { markdown: 'Reads well.' }, postedBy: { id: 'review' }, target: { changeRequest: cr, review: review.id } });
    const thread = listComments(as(), { spaceId: space, changeRequest: cr }, {}).items;
    expect(thread.map((c) => c.target.review)).toEqual([review.id]);
    expect(getChangeRequest(as(), space, cr).comments).toBe(1);
  });

  it('refuses the author, who asks others instead', async () => {
    const own = createChangeRequest(as('review'), space, { subject: 'Mine' }).id;
    expect(await refusal(() => submitReview(as('review'), space, own, { status: 'approved' }))).toEqual({
      reason: 'forbidden',
      message: 'you opened change request #2, and an author does not review their own change request; request reviewers instead',
    });
  });

  it('takes reviews from members who may review the space, and from those asked to', async () => {
    expect(await refusal(() => approve('comment'))).toEqual({
      reason: 'forbidden',
      message: `reviewing change request #1 needs the review role (or higher) in space "${space}", or a request to review it; you have comment`,
    });
    requestReviewers(as('edit'), space, cr, { users: ['comment'] });
    expect(approve('comment')).toMatchObject({ reviewer: { id: 'comment' }, requestedBy: { id: 'edit' } });
    expect(approve('admin').reviewer.id).toBe('admin');
  });

  it('refuses a review of a merged or archived change request', async () => {
    await merge();
    expect(await refusal(() => approve('review'))).toEqual({ reason: 'conflict', message: 'change request #1 is merged; it cannot be reviewed' });
  });

  it('goes outdated when content is imported into the change request', async () => {
    const review = approve('review');
    await importIntoCr();
    expect(getReview(as(), space, cr, review.id).outdated).toBe(true);
    expect(listReviews(as(), space, cr, { outdated: false }).items).toEqual([]);
    expect(listReviews(as(), space, cr, { outdated: true }).items.map((r) => r.id)).toEqual([review.id]);
  });

  it("goes outdated when the space's content is pulled into the change request", async () => {
    const review = approve('review');
    await importContent(as(), space, { source: 'markdown', url: fixtures.url('/b.md') });
    expect(getReview(as(), space, cr, review.id).outdated).toBe(false);
    await pullIntoChangeRequest(as('edit'), space, cr);
    expect(getReview(as(), space, cr, review.id).outdated).toBe(true);
  });

  it('goes outdated when its reviewer reviews again, or is asked to', () => {
    const first = requestChanges('review');
    const second = approve('review');
    expect([getReview(as(), space, cr, first.id).outdated, getReview(as(), space, cr, second.id).outdated]).toEqual([true, false]);
    requestReviewers(as('edit'), space, cr, { users: ['review'] });
    expect(getReview(as(), space, cr, second.id).outdated).toBe(true);
  });
});

describe('requested reviewers', () => {
  it('are asked as of the current revision, listed, and removed; a draft goes into review', () => {
    expect(getChangeRequest(as(), space, cr).status).toBe('draft');
    const { users } = requestReviewers(as('edit'), space, cr, { users: ['review', 'comment', 'review'], subject: 'Tidy up the intro' });
    expect(users).toEqual([
      expect.objectContaining({
        object: 'change-request-requested-reviewer',
        kind: 'user',
        user: expect.objectContaining({ id: 'review' }),
        requestedBy: expect.objectContaining({ id: 'edit' }),
      }),
      expect.objectContaining({ user: expect.objectContaining({ id: 'comment' }) }),
    ]);
    expect(users[0]!.revision).toBe(getChangeRequest(as(), space, cr).revision);
    expect(getChangeRequest(as(), space, cr)).toMatchObject({ status: 'open', subject: 'Tidy up the intro' });
    expect(listRequestedReviewers(as('read'), space, cr, {}).items.map((r) => r.user.id)).toEqual(['review', 'comment']);

    removeRequestedReviewer(as('edit'), space, cr, 'review');
    removeRequestedReviewer(as('edit'), space, cr, 'nobody');
    expect(listRequestedReviewers(as(), space, cr, {}).items.map((r) => r.user.id)).toEqual(['comment']);
  });

  it('asking someone again keeps one request, the newest', () => {
    requestReviewers(as('edit'), space, cr, { users: ['review', 'comment'] });
    requestReviewers(as('admin'), space, cr, { users: ['review'] });
    expect(listRequestedReviewers(as(), space, cr, {}).items.map((r) => [r.user.id, r.requestedBy.id])).toEqual([
      ['comment', 'edit'],
      ['review', 'admin'],
    ]);
  });

  it.each([
    [
      'a reader, who cannot comment',
      'read',
      (s: string) => `"read" cannot review space "${s}": a reviewer needs the comment role (or higher) there, and they have read`,
    ],
    ['someone outside the organization', 'outsider', () => 'no member "outsider" in organization "acme"; ask members of it'],
    ['the author', 'edit', () => '"edit" opened change request #1, and an author does not review their own change request; ask someone else'],
  ])('refuses %s, naming the user', async (_who, user, message) => {
    expect(await refusal(() => requestReviewers(as('edit'), space, cr, { users: ['review', user] }))).toEqual({
      reason: 'invalid',
      message: message(space),
      field: 'users.1',
    });
    expect(listRequestedReviewers(as(), space, cr, {}).items).toEqual([]);
  });

  it('needs the edit role to ask', async () => {
    expect((await refusal(() => requestReviewers(as('comment'), space, cr, { users: ['review'] }))).reason).toBe('forbidden');
  });
});

describe('merge rules', () => {
  it('are none for an organization and inherited by a space until set', async () => {
    expect(getOrganization(as(), 'acme').mergeRules).toEqual({ type: 'none' });
    expect(getSpace(as(), space).mergeRules).toEqual({ type: 'inherit' });
    await merge();
    expect(getChangeRequest(as(), space, cr).status).toBe('merged');
  });

  it('refuse a merge with a 409-kind refusal naming the rule and how to meet it, and let it through once met', async () => {
    setSpaceRules({ rule: 'require_at_least_one_review' });
    expect(await refusal(() => merge())).toEqual({
      reason: 'conflict',
      message: `change request #1 does not meet the merge rules of space "${space}", so it cannot be merged yet — require_at_least_one_review: nobody has reviewed its current content: request reviewers, or have a member with the review role review it`,
    });
    expect(getChangeRequest(as(), space, cr).status).toBe('draft');
    requestChanges('admin');
    await merge();
    expect(getChangeRequest(as(), space, cr).status).toBe('merged');
  });

  it("a space inherits its organization's rules until it has its own, or none", async () => {
    updateOrganization(as(), 'acme', { mergeRules: { type: 'rules', rules: [{ rule: 'require_at_least_one_approved_review' }] } });
    expect((await refusal(() => merge())).message).toMatch(
      new RegExp(
        `^change request #1 does not meet the merge rules of organization "acme" \\(space "${space}" inherits them\\), so it cannot be merged yet — require_at_least_one_approved_review: nobody has approved`,
      ),
    );
    updateSpace(as('create'), space, { mergeRules: { type: 'none' } });
    await merge();
    expect(getChangeRequest(as(), space, cr).status).toBe('merged');
  });

  it('let the users an allow_bypass rule names merge anyway, and tell others who may', async () => {
    setSpaceRules({ rule: 'require_at_least_one_review' }, { rule: 'allow_bypass', users: ['admin'] });
    expect((await refusal(() => merge('review'))).message).toMatch(
      /require_at_least_one_review: nobody has reviewed.*; allow_bypass: only "admin" may merge whatever the other rules say$/,
    );
    await merge('admin');
    expect(getChangeRequest(as(), space, cr).status).toBe('merged');
  });

  it("require_specific_reviewers waits for each one's approval of the current content", async () => {
    setSpaceRules({ rule: 'require_specific_reviewers', users: ['review', 'create'] });
    approve('review');
    expect((await refusal(() => merge('admin'))).message).toMatch(/require_specific_reviewers: needs the approval of "create": request their review$/);
    approve('create');
    await importIntoCr();
    expect((await refusal(() => merge('admin'))).message).toMatch(/needs the approval of "review", "create"/);
    approve('review');
    approve('create');
    await merge('admin');
  });

  it('require_one_of_specific_reviewers takes one approval among them', async () => {
    setSpaceRules({ rule: 'require_one_of_specific_reviewers', users: ['review', 'create'] });
    approve('admin');
    expect((await refusal(() => merge())).message).toMatch(/needs the approval of one of "review", "create"/);
    approve('create');
    await merge();
  });

  it('require_all_reviews_approved is blocked by a request for changes until its reviewer approves', async () => {
    setSpaceRules({ rule: 'require_all_reviews_approved' });
    approve('admin');
    requestChanges('create');
    expect((await refusal(() => merge())).message).toMatch(
      /require_all_reviews_approved: "create" requested changes: make them and ask for a new review, or have them approve$/,
    );
    approve('create');
    await merge();
  });

  it("require_up_to_date_change_request wants the space's changes pulled in first", async () => {
    setSpaceRules({ rule: 'require_up_to_date_change_request' });
    await importContent(as(), space, { source: 'markdown', url: fixtures.url('/b.md') });
    expect((await refusal(() => merge())).message).toMatch(/require_up_to_date_change_request: the space has changed since/);
    await pullIntoChangeRequest(as('edit'), space, cr);
    await merge();
  });

  it('require a subject and a description with text in it', async () => {
    setSpaceRules({ rule: 'require_change_request_subject' }, { rule: 'require_change_request_description' });
    updateChangeRequest(as('edit'), space, cr, {
      subject: ' ',
      description: { object: 'document', data: {}, nodes: [{ object: 'block', type: 'paragraph', nodes: [] }] },
    });
    expect((await refusal(() => merge())).message).toMatch(
      /require_change_request_subject: has no subject: give it one; require_change_request_description: has no description/,
    );
    const description = {
      object: 'document' as const,
      data: {},
      nodes: [{ object: 'block' as const, type: 'paragraph', nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'Why.' }] }] }],
    };
    updateChangeRequest(as('edit'), space, cr, { subject: 'Tidy up', description });
    expect(getChangeRequest(as(), space, cr).description).toEqual(description);
    await merge();
  });

  it('require_author_to_merge leaves the merge to the author, with the role to merge', async () => {
    setSpaceRules({ rule: 'require_author_to_merge' });
    expect((await refusal(() => merge('admin'))).message).toMatch(/require_author_to_merge: only its author, "edit", may merge it$/);
    const own = createChangeRequest(as('review'), space, { subject: 'Mine' }).id;
    await mergeChangeRequest(as('review'), space, own);
  });

  it('require_agent_review cannot be met in the sandbox, and says so', async () => {
    setSpaceRules({ rule: 'require_agent_review' });
    expect((await refusal(() => merge())).message).toMatch(/require_agent_review: needs a review by GitBook's agent, which the sandbox does not run/);
  });

  it('are set by an admin of the space (create) or of the organization, and must name members', async () => {
    expect((await refusal(() => updateSpace(as('review'), space, { mergeRules: { type: 'none' } }))).reason).toBe('forbidden');
    expect((await refusal(() => updateOrganization(as('create'), 'acme', { mergeRules: { type: 'none' } }))).reason).toBe('forbidden');
    expect(await refusal(() => setSpaceRules({ rule: 'require_at_least_one_review' }, { rule: 'allow_bypass', users: ['admin', 'outsider'] }))).toEqual({
      reason: 'invalid',
      message: 'no member "outsider" in organization "acme"; name members of it',
      field: 'mergeRules.rules.1.users.1',
    });
    expect(getSpace(as(), space).mergeRules).toEqual({ type: 'inherit' });
  });

  it('refuse custom expressions, which the sandbox does not run', async () => {
    const custom = { type: 'rules' as const, rules: [{ rule: 'custom' as const, expression: 'actor.id === "admin"' }] };
    expect(await refusal(() => updateOrganization(as(), 'acme', { mergeRules: custom }))).toMatchObject({
      reason: 'invalid',
      message: expect.stringMatching(/^custom expressions are not evaluated by the sandbox; express the rule with the named ones/),
      field: 'mergeRules.rules.0',
    });
  });
});
