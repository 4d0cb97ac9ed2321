import { describe, expect, it } from 'vitest';
import { ChangeRequestReviewStatus } from '@gitbook/api';
import { specErrors } from '../../helpers/spec.js';
import { oneRelease, type Harness } from './harness.js';

/**
 * Reviews, requested reviewers and merge rules. Reading one review by its id is today's, so the
 * first release's client sends it through its request core.
 */
export function reviewScenarios(h: Harness) {
  const { client, conform } = h;

  const changeRequest = async (author: string) => {
    const space = (await client('admin').orgs.createSpace('acme', { title: 'Reviewed' })).data.id;
    const cr = (await client(author).spaces.createChangeRequest(space, { subject: 'Tidy up' })).data;
    return { space, cr: cr.id };
  };

  describe('reviews', () => {
    it('requests reviewers, lists them, and takes them off', async () => {
      const { space, cr } = await changeRequest('edit');
      const requested = await conform(
        'requestReviewersForChangeRequest',
        client('edit').spaces.requestReviewersForChangeRequest(space, cr, { users: ['review', 'comment'], subject: 'Tidy up the intro' }),
      );
      expect(requested.users?.map((u) => ('user' in u ? u.user.id : u.kind))).toEqual(['review', 'comment']);

      const listed = await conform('getRequestedReviewersByChangeRequestId', client('read').spaces.getRequestedReviewersByChangeRequestId(space, cr));
      expect(listed.count).toBe(2);

      const removal = client('edit').spaces.removeRequestedReviewerFromChangeRequest(space, cr, 'comment');
      expect((await removal).status).toBe(204);
      await conform('removeRequestedReviewerFromChangeRequest', removal);
      expect((await client('read').spaces.getRequestedReviewersByChangeRequestId(space, cr)).data.items.map((r) => ('user' in r ? r.user.id : r.kind))).toEqual(
        ['review'],
      );

      const after = await client('read').spaces.getChangeRequestById(space, cr);
      expect(after.data).toMatchObject({ status: 'open', subject: 'Tidy up the intro' });
    });

    it('submits, lists and reads reviews; one goes outdated when the change request gets new content', async () => {
      const { space, cr } = await changeRequest('edit');
      await client('edit').spaces.requestReviewersForChangeRequest(space, cr, { users: ['comment'] });
      const submission = client('comment').spaces.submitChangeRequestReview(space, cr, {
        status: ChangeRequestReviewStatus.ChangesRequested,
        comment: { markdown: 'Say why.' },
      });
      expect((await submission).status).toBe(201);
      const submitted = await conform('submitChangeRequestReview', submission);
      expect(submitted).toMatchObject({
        status: 'changes-requested',
        outdated: false,
        reviewer: { id: 'comment' },
        requestedBy: { id: 'edit' },
        comment: { body: { markdown: 'Say why.' } },
      });

      const read = await conform('getChangeRequestReviewById', oneRelease(client('read')).getChangeRequestReviewById(space, cr, submitted.id));
      expect(read.id).toBe(submitted.id);

      const description = {
        object: 'document',
        data: {},
        nodes: [{ object: 'block', type: 'paragraph', data: {}, nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'Why.', marks: [] }] }] }],
      } as const;
      const described = await conform('updateChangeRequestById', client('edit').spaces.updateChangeRequestById(space, cr, { description } as never));
      expect(described).toMatchObject({ description });

      // Content that comes into the change request (here: the space's, pulled in) leaves the review behind.
      await client('admin').spaces.applyTemplateToSpace(space, { id: 'product-docs' });
      await client('edit').spaces.updateChangeRequest(space, cr);

      const listed = await conform('getReviewsByChangeRequestId', client('read').spaces.getReviewsByChangeRequestId(space, cr));
      expect(listed.items).toMatchObject([{ outdated: true }]);
      expect((await client('read').spaces.getReviewsByChangeRequestId(space, cr, { outdated: false })).data.count).toBe(0);
    });

    it("refuses the author's own review with a 403 that says what to do instead", async () => {
      const { space, cr } = await changeRequest('review');
      const refused = await h.sb.call('POST', `/v1/spaces/${space}/change-requests/${cr}/reviews`, {
        user: 'review',
        body: { status: ChangeRequestReviewStatus.Approved },
      });
      expect(refused).toMatchObject({
        status: 403,
        body: { error: { code: 403, message: expect.stringMatching(/an author does not review their own change request; request reviewers instead$/) } },
      });
    });
  });

  describe('merge rules', () => {
    it('are presented on every organization and space, and set with PATCH', async () => {
      const org = await conform('getOrganizationById', client('admin').orgs.getOrganizationById('acme'));
      expect(org).toMatchObject({ mergeRules: { type: 'none' } });
      const rules = {
        type: 'rules' as const,
        rules: [{ rule: 'require_at_least_one_approved_review' as const }, { rule: 'allow_bypass' as const, users: ['admin'] }],
      };
      const updated = await conform('updateOrganizationById', client('admin').orgs.updateOrganizationById('acme', { mergeRules: rules }));
      expect(updated).toMatchObject({ mergeRules: rules });

      const { space } = await changeRequest('edit');
      expect(await conform('getSpaceById', client('read').spaces.getSpaceById(space))).toMatchObject({ mergeRules: { type: 'inherit' } });
      const own = await conform('updateSpaceById', client('create').spaces.updateSpaceById(space, { mergeRules: { type: 'none' } } as never));
      expect(own).toMatchObject({ mergeRules: { type: 'none' } });
      await conform('listSpacesInOrganizationById', client('read').orgs.listSpacesInOrganizationById('acme'));

      await client('admin').orgs.updateOrganizationById('acme', { mergeRules: { type: 'none' } });
    });

    it('refuse a merge that breaks them with a 409 naming the rule, let a bypass through, and merge once met', async () => {
      const { space, cr } = await changeRequest('edit');
      await client('create').spaces.updateSpaceById(space, {
        mergeRules: {
          type: 'rules',
          rules: [
            { rule: 'require_specific_reviewers', users: ['review'] },
            { rule: 'allow_bypass', users: ['admin'] },
          ],
        },
      } as never);
      const refused = await h.sb.call('POST', `/v1/spaces/${space}/change-requests/${cr}/merge`, { user: 'create' });
      expect(refused).toMatchObject({
        status: 409,
        body: {
          error: {
            code: 409,
            message: expect.stringMatching(
              /^change request #1 does not meet the merge rules of space "\w+", so it cannot be merged yet — require_specific_reviewers: needs the approval of "review": request their review; allow_bypass: only "admin" may merge/,
            ),
          },
        },
      });

      await client('review').spaces.submitChangeRequestReview(space, cr, { status: ChangeRequestReviewStatus.Approved });
      await conform('mergeChangeRequest', client('create').spaces.mergeChangeRequest(space, cr));

      const other = (await client('edit').spaces.createChangeRequest(space, { subject: 'Urgent' })).data.id;
      const bypassed = await client('admin').spaces.mergeChangeRequest(space, other);
      expect(bypassed.data.result).toBe('merge');
    });

    it('refuse a custom expression with a 400 naming the rule', async () => {
      const refused = await h.sb.call('PATCH', '/v1/orgs/acme', { body: { mergeRules: { type: 'rules', rules: [{ rule: 'custom', expression: 'true' }] } } });
      expect(refused).toMatchObject({
        status: 400,
        body: { error: { code: 400, message: expect.stringMatching(/^body\.mergeRules\.rules\.0: custom expressions are not evaluated by the sandbox/) } },
      });
      expect(specErrors('updateOrganizationById', refused.status, refused.body)).toEqual([]);
    });
  });
}
