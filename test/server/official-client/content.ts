import type { ChangeRequestContentUpdate } from '@gitbook/api-current';
import { assert, beforeAll, describe, expect, it } from 'vitest';
import { oneRelease, type Harness } from './harness.js';

/**
 * Writing content into change requests, and reading what changed: updateChangeRequestContent is
 * today's, so the first release's client sends it through its request core.
 */
export function contentScenarios(h: Harness) {
  // In a suite of its own, so that its space is made when its tests start, after the scenarios before it.
  describe('content of change requests', () => {
    const { client, conform } = h;
    let space: string;
    const api = () => client('admin');

    beforeAll(async () => {
      space = ((await h.sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Docs' } })).body as { id: string }).id;
    });

    const newChangeRequest = async () => (await api().spaces.createChangeRequest(space, { subject: 'content' })).data;

    describe('updateChangeRequestContent', () => {
      it('answers the change request, or with compat=false what the batch did', async () => {
        const cr = await newChangeRequest();
        const changeRequest = (await conform(
          'updateChangeRequestContent',
          oneRelease(api()).updateChangeRequestContent(space, cr.id, {
            changes: [{ operation: 'insert_page', document: { markdown: '# Intro\n\nWelcome.' } }],
          }),
        )) as { object: string; revision: string };
        expect(changeRequest).toMatchObject({ object: 'change-request', revision: expect.not.stringMatching(cr.revision) });

        const update = (await conform(
          'updateChangeRequestContent',
          oneRelease(api()).updateChangeRequestContent(
            space,
            cr.id,
            {
              changes: [
                { operation: 'insert_page', ref: 'setup', title: 'Setup', document: { markdown: 'Install it.' } },
                {
                  operation: 'insert_files',
                  files: [{ ref: 'logo', name: 'logo.txt', contentType: 'text/plain', base64: Buffer.from('hi').toString('base64') }],
                },
              ],
            },
            { compat: false },
          ),
        )) as ChangeRequestContentUpdate;
        expect(update.changes).toEqual([
          { object: 'created_page', ref: 'setup', page: { object: 'page', id: expect.any(String), urls: { location: expect.any(String) } } },
        ]);
        expect(update.insertedFiles).toEqual([expect.objectContaining({ name: 'logo.txt', contentType: 'text/plain', size: 2 })]);
        const created = update.changes[0]!.page as { id: string; urls: { location: string } };
        const page = await h.sb.call('GET', new URL(created.urls.location).pathname);
        expect(page.body).toMatchObject({ id: created.id, title: 'Setup', markdown: '# Setup\n\nInstall it.\n' });
      });

      it("takes a page as GitBook's JSON document, and gives it back as one, from the revision it is in", async () => {
        const cr = await newChangeRequest();
        const document = {
          object: 'document' as const,
          data: {},
          nodes: [
            {
              object: 'block' as const,
              type: 'heading-1' as const,
              data: {},
              nodes: [{ object: 'text' as const, leaves: [{ object: 'leaf' as const, text: 'Usage', marks: [] }] }],
            },
            {
              object: 'block' as const,
              type: 'code' as const,
              data: { syntax: 'bash', title: 'install.sh' },
              nodes: [
                {
                  object: 'block' as const,
                  type: 'code-line' as const,
                  data: {},
                  nodes: [{ object: 'text' as const, leaves: [{ object: 'leaf' as const, text: 'npm i', marks: [] }] }],
                },
              ],
            },
          ],
        };
        const update = (await conform(
          'updateChangeRequestContent',
          oneRelease(api()).updateChangeRequestContent(
            space,
            cr.id,
            { changes: [{ operation: 'insert_page', title: 'Usage', document: { document } }] },
            { compat: false },
          ),
        )) as ChangeRequestContentUpdate;
        const id = (update.changes[0]!.page as { id: string }).id;
        const { revision } = (await api().spaces.getChangeRequestById(space, cr.id)).data;
        const read = await conform('getPageDocumentInRevisionById', api().spaces.getPageDocumentInRevisionById(space, revision, id));
        expect(JSON.parse(JSON.stringify(read, (key, value: unknown) => (key === 'key' ? undefined : value)))).toEqual(document);
        const page = await conform('getPageInRevisionById', api().spaces.getPageInRevisionById(space, revision, id));
        // The page names its body's document, which reads as the same document.
        assert('documentId' in page && page.documentId, 'a page with a body names its document');
        expect(await conform('getDocumentById', api().spaces.getDocumentById(space, page.documentId))).toEqual(read);
        await expect(api().spaces.getDocumentById(space, 'no-such-document')).rejects.toMatchObject({
          code: 404,
          errorMessage: 'document "no-such-document" not found',
        });
        expect(page).toMatchObject({ markdown: '# Usage\n\n## Usage\n\n{% code title="install.sh" %}\n```bash\nnpm i\n```\n{% endcode %}\n' });
        const refused = await h.sb.call('POST', `/v1/spaces/${space}/change-requests/${cr.id}/content`, {
          body: {
            changes: [{ operation: 'insert_page', document: { document: { object: 'document', data: {}, nodes: [{ object: 'block', type: 'blink' }] } } }],
          },
        });
        expect(refused).toMatchObject({
          status: 400,
          body: { error: { code: 400, message: expect.stringMatching(/^body\.changes\[0\]\.document\.document\.nodes\[0\]\.type: /) } },
        });
      });

      it('refuses an invalid change with a 400 naming it, and writes nothing', async () => {
        const cr = await newChangeRequest();
        const answer = await h.sb.call('POST', `/v1/spaces/${space}/change-requests/${cr.id}/content`, {
          body: {
            changes: [
              { operation: 'insert_page', document: {} },
              { operation: 'delete_page', page: 'nope' },
            ],
          },
        });
        expect(answer).toMatchObject({
          status: 400,
          body: { error: { code: 400, message: expect.stringMatching(/^body\.changes\[1\]\.page: no such page "nope"/) } },
        });
        expect((await api().spaces.getChangeRequestById(space, cr.id)).data.revision).toBe(cr.revision);
      });

      it('refuses a body the spec does not allow, naming the field', async () => {
        const cr = await newChangeRequest();
        const path = `/v1/spaces/${space}/change-requests/${cr.id}/content`;
        expect((await h.sb.call('POST', path, { body: { changes: [] } })).body).toMatchObject({
          error: { code: 400, message: expect.stringContaining('body.changes') },
        });
        expect((await h.sb.call('POST', path, { body: { changes: [{ operation: 'rename_page' }] } })).status).toBe(400);
        const both = { operation: 'insert_files', files: [{ name: 'a', url: 'https://example.com/a', base64: 'aGk=' }] };
        expect((await h.sb.call('POST', path, { body: { changes: [both] } })).body).toMatchObject({
          error: { message: expect.stringContaining('exactly one of "url" and "base64"') },
        });
      });

      it('takes inline files up to 1 MiB in a body larger than other requests may be', async () => {
        const cr = await newChangeRequest();
        const base64 = Buffer.alloc(1024 * 1024, 7).toString('base64');
        const update = (await conform(
          'updateChangeRequestContent',
          oneRelease(api()).updateChangeRequestContent(
            space,
            cr.id,
            {
              changes: [
                {
                  operation: 'insert_files',
                  files: [
                    { name: 'a.bin', contentType: 'application/octet-stream', base64 },
                    { name: 'b.bin', contentType: 'application/octet-stream', base64 },
                  ],
                },
              ],
            },
            { compat: false },
          ),
        )) as ChangeRequestContentUpdate;
        expect(update.insertedFiles!.map((f) => f.size)).toEqual([1024 * 1024, 1024 * 1024]);
      });

      it('is a 409 on a merged or archived change request', async () => {
        const cr = await newChangeRequest();
        await api().spaces.updateChangeRequestById(space, cr.id, { status: 'archived' });
        const answer = await h.sb.call('POST', `/v1/spaces/${space}/change-requests/${cr.id}/content`, {
          body: { changes: [{ operation: 'insert_page', document: {} }] },
        });
        expect(answer).toMatchObject({ status: 409, body: { error: { code: 409, message: expect.stringContaining('archived') } } });
      });
    });

    describe('semantic changes', () => {
      it("lists a change request's changes and a revision's, with limit and more", async () => {
        const cr = await newChangeRequest();
        const update = (
          await oneRelease(api()).updateChangeRequestContent(
            space,
            cr.id,
            {
              changes: [
                { operation: 'insert_page', document: { markdown: '# One' } },
                { operation: 'insert_page', document: { markdown: '# Two' } },
                { operation: 'insert_files', files: [{ name: 'a.txt', contentType: 'text/plain', base64: 'YQ==' }] },
              ],
            },
            { compat: false },
          )
        ).data as ChangeRequestContentUpdate;
        const changes = await conform('getChangeRequestChanges', api().spaces.getChangeRequestChanges(space, cr.id, { limit: 2 }));
        expect(changes).toEqual({ changes: [expect.objectContaining({ type: 'page_created' }), expect.objectContaining({ type: 'page_created' })], more: 1 });

        const revision = update.changeRequest.revision;
        const ofRevision = await conform('getRevisionSemanticChanges', api().spaces.getRevisionSemanticChanges(space, revision));
        expect(ofRevision.changes.map((c) => c.type)).toEqual(['page_created', 'page_created', 'file_created']);

        await oneRelease(api()).updateChangeRequestContent(space, cr.id, {
          changes: [{ operation: 'update_page', page: (update.changes[0]!.page as { id: string }).id, title: 'First', hidden: true }],
        });
        expect((await conform('getChangeRequestChanges', api().spaces.getChangeRequestChanges(space, cr.id))).changes[0]).toMatchObject({
          type: 'page_created',
          page: { title: 'First' },
        });
        await api().spaces.mergeChangeRequest(space, cr.id);
        const merged = (await api().spaces.getSpaceById(space)).data.revision;
        expect(await conform('getRevisionSemanticChanges', api().spaces.getRevisionSemanticChanges(space, merged, { limit: 1 }))).toMatchObject({
          mergedFrom: { id: cr.id },
          changes: [{ type: 'page_created' }],
          more: 2,
        });
      });

      it('reads a page as a revision had it, and does not find a revision of another space', async () => {
        const cr = await newChangeRequest();
        const first = (
          await oneRelease(api()).updateChangeRequestContent(
            space,
            cr.id,
            { changes: [{ operation: 'insert_page', document: { markdown: '# Page\n\nBefore.' } }] },
            { compat: false },
          )
        ).data as ChangeRequestContentUpdate;
        const pageId = (first.changes[0]!.page as { id: string }).id;
        await oneRelease(api()).updateChangeRequestContent(space, cr.id, {
          changes: [{ operation: 'update_page', page: pageId, document: { markdown: '# Page\n\nAfter.' } }],
        });
        const then = await conform(
          'getPageInRevisionById',
          api().spaces.getPageInRevisionById(space, first.changeRequest.revision, pageId, { format: 'markdown' }),
        );
        expect(then).toMatchObject({ id: pageId, markdown: '# Page\n\nBefore.\n' });

        const other = (await h.sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Other' } })).body as { revision: string };
        expect((await h.sb.call('GET', `/v1/spaces/${space}/revisions/${other.revision}/changes`)).status).toBe(404);
        expect((await h.sb.call('GET', `/v1/spaces/${space}/revisions/${other.revision}/page/${pageId}`)).status).toBe(404);
      });
    });
  });
}
