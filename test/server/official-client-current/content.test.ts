import { GitBookAPI, type ChangeRequestContentUpdate } from '@gitbook/api-current';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, tokenOf, type Running } from '../../helpers/sandbox.js';
import { componentErrors, specErrors } from '../../helpers/spec.js';

/**
 * Writing content into change requests through today's official client (`@gitbook/api`
 * 0.202.0): every answer is checked against the spec it ships.
 */
let sb: Running;
let api: GitBookAPI;
let space: string;

/**
 * Fields of objects served before this operation that today's spec requires and another piece of
 * work adds (pages' target, tags, computed and layout; a change request's space; a space's merge
 * rules): errors about exactly those are left to it.
 */
const PENDING = /\/(target|tags|computed|layout|mergeRules)\b|'(target|tags|computed|layout|space|mergeRules)'/;

/**
 * Checks an answer against the spec, but for the pending fields. A oneOf whose branch lacks only
 * those fails as a whole, naming every other branch's fields: such an answer is checked against
 * the branch it is meant to be (`schema`) instead.
 */
async function conform<T extends { status: number; data: unknown }>(operationId: string, call: Promise<T>, schema?: string): Promise<T['data']> {
  const response = await call;
  const body = response.data === null || response.data === '' ? undefined : response.data;
  let errors = specErrors(operationId, response.status, body).filter((e) => !PENDING.test(e));
  if (errors.length > 0 && schema) errors = componentErrors(schema, body).filter((e) => !PENDING.test(e));
  expect(errors, `${operationId} answered a body outside the spec`).toEqual([]);
  return response.data;
}

beforeAll(async () => {
  sb = await startSandbox();
  api = new GitBookAPI({ endpoint: sb.url, authToken: tokenOf('admin') });
  space = ((await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Docs' } })).body as { id: string }).id;
});
afterAll(() => sb.close());

const newChangeRequest = async () => (await api.spaces.createChangeRequest(space, { subject: 'content' })).data;

describe('updateChangeRequestContent', () => {
  it('answers the change request, or with compat=false what the batch did', async () => {
    const cr = await newChangeRequest();
    const changeRequest = (await conform('updateChangeRequestContent', api.spaces.updateChangeRequestContent(space, cr.id, {
      changes: [{ operation: 'insert_page', document: { markdown: '# Intro\n\nWelcome.' } }],
    }), 'ChangeRequest')) as { object: string; revision: string };
    expect(changeRequest).toMatchObject({ object: 'change-request', revision: expect.not.stringMatching(cr.revision) });

    const update = (await conform('updateChangeRequestContent', api.spaces.updateChangeRequestContent(space, cr.id, {
      changes: [
        { operation: 'insert_page', ref: 'setup', title: 'Setup', document: { markdown: 'Install it.' } },
        { operation: 'insert_files', files: [{ ref: 'logo', name: 'logo.txt', contentType: 'text/plain', base64: Buffer.from('hi').toString('base64') }] },
      ],
    }, { compat: false }), 'ChangeRequestContentUpdate')) as ChangeRequestContentUpdate;
    expect(update.changes).toEqual([{ object: 'created_page', ref: 'setup', page: { object: 'page', id: expect.any(String), urls: { location: expect.any(String) } } }]);
    expect(update.insertedFiles).toEqual([expect.objectContaining({ name: 'logo.txt', contentType: 'text/plain', size: 2 })]);
    const created = update.changes[0]!.page as { id: string; urls: { location: string } };
    const page = await sb.call('GET', new URL(created.urls.location).pathname);
    expect(page.body).toMatchObject({ id: created.id, title: 'Setup', markdown: '# Setup\n\nInstall it.\n' });
  });

  it('refuses an invalid change with a 400 naming it, and writes nothing', async () => {
    const cr = await newChangeRequest();
    const answer = await sb.call('POST', `/v1/spaces/${space}/change-requests/${cr.id}/content`, {
      body: { changes: [{ operation: 'insert_page', document: {} }, { operation: 'delete_page', page: 'nope' }] },
    });
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 400, message: expect.stringMatching(/^body\.changes\[1\]\.page: no such page "nope"/) } } });
    expect((await api.spaces.getChangeRequestById(space, cr.id)).data.revision).toBe(cr.revision);
  });

  it('refuses a body the spec does not allow, naming the field', async () => {
    const cr = await newChangeRequest();
    const path = `/v1/spaces/${space}/change-requests/${cr.id}/content`;
    expect((await sb.call('POST', path, { body: { changes: [] } })).body).toMatchObject({ error: { code: 400, message: expect.stringContaining('body.changes') } });
    expect((await sb.call('POST', path, { body: { changes: [{ operation: 'rename_page' }] } })).status).toBe(400);
    const both = { operation: 'insert_files', files: [{ name: 'a', url: 'https://example.com/a', base64: 'aGk=' }] };
    expect((await sb.call('POST', path, { body: { changes: [both] } })).body).toMatchObject({ error: { message: expect.stringContaining('exactly one of "url" and "base64"') } });
  });

  it('takes inline files up to 1 MiB in a body larger than other requests may be', async () => {
    const cr = await newChangeRequest();
    const base64 = Buffer.alloc(1024 * 1024, 7).toString('base64');
    const update = (await conform('updateChangeRequestContent', api.spaces.updateChangeRequestContent(space, cr.id, {
      changes: [{ operation: 'insert_files', files: [{ name: 'a.bin', contentType: 'application/octet-stream', base64 }, { name: 'b.bin', contentType: 'application/octet-stream', base64 }] }],
    }, { compat: false }), 'ChangeRequestContentUpdate')) as ChangeRequestContentUpdate;
    expect(update.insertedFiles!.map((f) => f.size)).toEqual([1024 * 1024, 1024 * 1024]);
  });

  it('is a 409 on a merged or archived change request', async () => {
    const cr = await newChangeRequest();
    await api.spaces.updateChangeRequestById(space, cr.id, { status: 'archived' });
    const answer = await sb.call('POST', `/v1/spaces/${space}/change-requests/${cr.id}/content`, { body: { changes: [{ operation: 'insert_page', document: {} }] } });
    expect(answer).toMatchObject({ status: 409, body: { error: { code: 409, message: expect.stringContaining('archived') } } });
  });
});

describe('semantic changes', () => {
  it('lists a change request\'s changes and a revision\'s, with limit and more', async () => {
    const cr = await newChangeRequest();
    const update = (await api.spaces.updateChangeRequestContent(space, cr.id, {
      changes: [
        { operation: 'insert_page', document: { markdown: '# One' } },
        { operation: 'insert_page', document: { markdown: '# Two' } },
        { operation: 'insert_files', files: [{ name: 'a.txt', contentType: 'text/plain', base64: 'YQ==' }] },
      ],
    }, { compat: false })).data as ChangeRequestContentUpdate;
    const changes = await conform('getChangeRequestChanges', api.spaces.getChangeRequestChanges(space, cr.id, { limit: 2 }));
    expect(changes).toEqual({ changes: [expect.objectContaining({ type: 'page_created' }), expect.objectContaining({ type: 'page_created' })], more: 1 });

    const revision = update.changeRequest.revision;
    const ofRevision = await conform('getRevisionSemanticChanges', api.spaces.getRevisionSemanticChanges(space, revision));
    expect(ofRevision.changes.map((c) => c.type)).toEqual(['page_created', 'page_created', 'file_created']);

    await api.spaces.updateChangeRequestContent(space, cr.id, { changes: [{ operation: 'update_page', page: (update.changes[0]!.page as { id: string }).id, title: 'First', hidden: true }] });
    expect((await conform('getChangeRequestChanges', api.spaces.getChangeRequestChanges(space, cr.id))).changes[0]).toMatchObject({ type: 'page_created', page: { title: 'First' } });
    await api.spaces.mergeChangeRequest(space, cr.id);
    const merged = (await api.spaces.getSpaceById(space)).data.revision;
    expect(await conform('getRevisionSemanticChanges', api.spaces.getRevisionSemanticChanges(space, merged, { limit: 1 }))).toMatchObject({ mergedFrom: { id: cr.id }, changes: [{ type: 'page_created' }], more: 2 });
  });

  it('reads a page as a revision had it, and does not find a revision of another space', async () => {
    const cr = await newChangeRequest();
    const first = (await api.spaces.updateChangeRequestContent(space, cr.id, { changes: [{ operation: 'insert_page', document: { markdown: '# Page\n\nBefore.' } }] }, { compat: false })).data as ChangeRequestContentUpdate;
    const pageId = (first.changes[0]!.page as { id: string }).id;
    await api.spaces.updateChangeRequestContent(space, cr.id, { changes: [{ operation: 'update_page', page: pageId, document: { markdown: '# Page\n\nAfter.' } }] });
    const then = await conform('getPageInRevisionById', api.spaces.getPageInRevisionById(space, first.changeRequest.revision, pageId, { format: 'markdown' }), 'RevisionPageDocument');
    expect(then).toMatchObject({ id: pageId, markdown: '# Page\n\nBefore.\n' });

    const other = ((await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Other' } })).body as { revision: string });
    expect((await sb.call('GET', `/v1/spaces/${space}/revisions/${other.revision}/changes`)).status).toBe(404);
    expect((await sb.call('GET', `/v1/spaces/${space}/revisions/${other.revision}/page/${pageId}`)).status).toBe(404);
  });
});
