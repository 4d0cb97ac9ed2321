import { GitBookAPI } from '@gitbook/api-current';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, tokenOf, type Running } from '../../helpers/sandbox.js';
import { specErrors } from '../../helpers/spec.js';

/**
 * Reviews, requested reviewers and merge rules through GitBook's official client as it is today
 * (0.202.0), every answer checked against the spec it ships. Fields of those answers that other
 * objects own (a change request's `space`, an organization's `trial`…) are not this file's to
 * check: of theirs, only the ones reviews and merge rules brought are.
 */
let sb: Running;
const client = (user: string) => new GitBookAPI({ endpoint: sb.url, authToken: tokenOf(user) });

beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

/** The spec's complaints about an answer, or about the fields of it named. */
function complaints(operationId: string, response: { status: number; data: unknown }, fields?: string[]): string[] {
  const errors = specErrors(operationId, response.status, response.data === '' || response.data === null ? undefined : response.data);
  return fields ? errors.filter((e) => fields.some((f) => e.includes(f))) : errors;
}

/** A review's comment is a comment: what the spec says of comments is said of it, and belongs to comments. */
function reviewComplaints(operationId: string, response: { status: number; data: { comment?: unknown } }): string[] {
  const ofComments = response.data.comment
    ? specErrors('getCommentInChangeRequest', 200, response.data.comment).map((e) => e.replace(/^(\S+) \/(\S*)/, (_, release: string, path: string) => `${release} /comment${path ? `/${path}` : ''}`))
    : [];
  return complaints(operationId, response).filter((e) => !ofComments.includes(e));
}

async function changeRequest(author: string) {
  const space = (await client('admin').orgs.createSpace('acme', { title: 'Reviewed' })).data.id;
  const cr = (await client(author).spaces.createChangeRequest(space, { subject: 'Tidy up' })).data;
  return { space, cr: cr.id };
}

describe('reviews through the official client (0.202)', () => {
  it('requests reviewers, lists them, and takes them off', async () => {
    const { space, cr } = await changeRequest('edit');
    const requested = await client('edit').spaces.requestReviewersForChangeRequest(space, cr, { users: ['review', 'comment'], subject: 'Tidy up the intro' });
    expect(complaints('requestReviewersForChangeRequest', requested)).toEqual([]);
    expect(requested.data.users?.map((u) => ('user' in u ? u.user.id : u.kind))).toEqual(['review', 'comment']);

    const listed = await client('read').spaces.getRequestedReviewersByChangeRequestId(space, cr);
    expect(complaints('getRequestedReviewersByChangeRequestId', listed)).toEqual([]);
    expect(listed.data.count).toBe(2);

    const removed = await client('edit').spaces.removeRequestedReviewerFromChangeRequest(space, cr, 'comment');
    expect(removed.status).toBe(204);
    expect(complaints('removeRequestedReviewerFromChangeRequest', removed)).toEqual([]);
    expect((await client('read').spaces.getRequestedReviewersByChangeRequestId(space, cr)).data.items.map((r) => ('user' in r ? r.user.id : r.kind))).toEqual(['review']);

    const after = await client('read').spaces.getChangeRequestById(space, cr);
    expect(after.data).toMatchObject({ status: 'open', subject: 'Tidy up the intro' });
  });

  it('submits, lists and reads reviews; one goes outdated when the change request gets new content', async () => {
    const { space, cr } = await changeRequest('edit');
    await client('edit').spaces.requestReviewersForChangeRequest(space, cr, { users: ['comment'] });
    const submitted = await client('comment').spaces.submitChangeRequestReview(space, cr, { status: 'changes-requested', comment: { markdown: 'Say why.' } });
    expect(submitted.status).toBe(201);
    expect(reviewComplaints('submitChangeRequestReview', submitted)).toEqual([]);
    expect(submitted.data).toMatchObject({ status: 'changes-requested', outdated: false, reviewer: { id: 'comment' }, requestedBy: { id: 'edit' }, comment: { body: { markdown: 'Say why.' } } });

    const read = await client('read').spaces.getChangeRequestReviewById(space, cr, submitted.data.id);
    expect(reviewComplaints('getChangeRequestReviewById', read)).toEqual([]);

    const described = await client('edit').spaces.updateChangeRequestById(space, cr, {
      description: { object: 'document', data: {}, nodes: [{ object: 'block', type: 'paragraph', data: {}, nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'Why.', marks: [] }] }] }] },
    });
    expect(complaints('updateChangeRequestById', described, ['description'])).toEqual([]);

    // Content that comes into the change request (here: the space's, pulled in) leaves the review behind.
    await client('admin').spaces.applyTemplateToSpace(space, { id: 'product-docs' });
    await client('edit').spaces.updateChangeRequest(space, cr);

    const listed = await client('read').spaces.getReviewsByChangeRequestId(space, cr);
    expect(listed.data.items.map((r) => r.outdated)).toEqual([true]);
    for (const item of listed.data.items) expect(reviewComplaints('getChangeRequestReviewById', { status: 200, data: item })).toEqual([]);
    expect(complaints('getReviewsByChangeRequestId', { status: listed.status, data: { ...listed.data, items: [] } })).toEqual([]);
    expect((await client('read').spaces.getReviewsByChangeRequestId(space, cr, { outdated: false })).data.count).toBe(0);
  });

  it('refuses the author\'s own review with a 403 that says what to do instead', async () => {
    const { space, cr } = await changeRequest('review');
    const refused = await sb.call('POST', `/v1/spaces/${space}/change-requests/${cr}/reviews`, { user: 'review', body: { status: 'approved' } });
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 403, message: expect.stringMatching(/an author does not review their own change request; request reviewers instead$/) } } });
  });
});

describe('merge rules through the official client (0.202)', () => {
  it('are presented on every organization and space, and set with PATCH', async () => {
    const org = await client('admin').orgs.getOrganizationById('acme');
    expect(complaints('getOrganizationById', org, ['mergeRules'])).toEqual([]);
    expect(org.data.mergeRules).toEqual({ type: 'none' });
    const rules = { type: 'rules' as const, rules: [{ rule: 'require_at_least_one_approved_review' as const }, { rule: 'allow_bypass' as const, users: ['admin'] }] };
    const updated = await client('admin').orgs.updateOrganizationById('acme', { mergeRules: rules });
    expect(complaints('updateOrganizationById', updated, ['mergeRules'])).toEqual([]);
    expect(updated.data.mergeRules).toEqual(rules);

    const { space } = await changeRequest('edit');
    const got = await client('read').spaces.getSpaceById(space);
    expect(complaints('getSpaceById', got, ['mergeRules'])).toEqual([]);
    expect(got.data.mergeRules).toEqual({ type: 'inherit' });
    const own = await client('create').spaces.updateSpaceById(space, { mergeRules: { type: 'none' } });
    expect(complaints('updateSpaceById', own, ['mergeRules'])).toEqual([]);
    expect(own.data.mergeRules).toEqual({ type: 'none' });
    const listed = await client('read').orgs.listSpacesInOrganizationById('acme');
    expect(complaints('listSpacesInOrganizationById', listed, ['mergeRules'])).toEqual([]);

    await client('admin').orgs.updateOrganizationById('acme', { mergeRules: { type: 'none' } });
  });

  it('refuse a merge that breaks them with a 409 naming the rule, let a bypass through, and merge once met', async () => {
    const { space, cr } = await changeRequest('edit');
    await client('create').spaces.updateSpaceById(space, {
      mergeRules: { type: 'rules', rules: [{ rule: 'require_specific_reviewers', users: ['review'] }, { rule: 'allow_bypass', users: ['admin'] }] },
    });
    const refused = await sb.call('POST', `/v1/spaces/${space}/change-requests/${cr}/merge`, { user: 'create' });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: { code: 409, message: expect.stringMatching(/^change request #1 does not meet the merge rules of space "\w+", so it cannot be merged yet — require_specific_reviewers: needs the approval of "review": request their review; allow_bypass: only "admin" may merge/) } },
    });

    await client('review').spaces.submitChangeRequestReview(space, cr, { status: 'approved' });
    const merged = await client('create').spaces.mergeChangeRequest(space, cr);
    expect(complaints('mergeChangeRequest', merged)).toEqual([]);

    const other = (await client('edit').spaces.createChangeRequest(space, { subject: 'Urgent' })).data.id;
    const bypassed = await client('admin').spaces.mergeChangeRequest(space, other);
    expect(bypassed.data.result).toBe('merge');
  });

  it('refuse a custom expression with a 400 naming the rule', async () => {
    const refused = await sb.call('PATCH', '/v1/orgs/acme', { body: { mergeRules: { type: 'rules', rules: [{ rule: 'custom', expression: 'true' }] } } });
    expect(refused).toMatchObject({ status: 400, body: { error: { code: 400, message: expect.stringMatching(/^body\.mergeRules\.rules\.0: custom expressions are not evaluated by the sandbox/) } } });
    expect(specErrors('updateOrganizationById', refused.status, refused.body)).toEqual([]);
  });
});
