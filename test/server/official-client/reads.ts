import { strToU8, zipSync } from 'fflate';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { ImportContentSource, OpenAPISpecProcessingState } from '@gitbook/api';
import { ChangeRequestOrderBy, ChangeRequestStatus } from '@gitbook/api-current';
import { serveFixtures } from '../../helpers/fixtures-server.js';
import { oneRelease, type Harness } from './harness.js';
import { openApiEntry } from '../../helpers/summary-lines.js';

/** A 3×2 PNG header: enough for a reader of dimensions. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d494844520000000300000002080600000000000000', 'hex');

/**
 * Revision reads, pages by path, the organization's change requests, contributors, replies and
 * commenters of change requests, the space PDF, OpenAPI specs from text and the rate-limit
 * headers. Listing the organization's change requests is today's, so the first release's client
 * sends it through its request core; imports are the first release's, so today's client does.
 */
export function readScenarios(h: Harness) {
  // In a suite of its own, so that its documents are served while its tests run, and only then.
  describe('reads', () => {
    const { client, conform } = h;
    let fixtures: Awaited<ReturnType<typeof serveFixtures>>;

    beforeAll(async () => {
      fixtures = await serveFixtures({
        '/docs.zip': {
          type: 'application/zip',
          body: Buffer.from(
            zipSync({
              'README.md': strToU8('# Welcome\n\nStart with [the install](guide/install.md).\n'),
              'SUMMARY.md': strToU8('# Table of contents\n\n* [Welcome](README.md)\n* [Guide](guide/README.md)\n  * [Install](guide/install.md)\n'),
              guide: {
                'README.md': strToU8('# Guide\n\nAll about it.\n'),
                'install.md': strToU8('# Install\n\nRun the installer.\n\n![logo](../.gitbook/assets/logo.png)\n'),
              },
              '.gitbook': { assets: { 'logo.png': PNG } },
            }),
          ),
        },
        '/toc.zip': {
          type: 'application/zip',
          body: Buffer.from(
            zipSync({
              'README.md': strToU8('# Welcome\n\n## Start\n'),
              'SUMMARY.md': strToU8(
                [
                  '* [Welcome](README.md)',
                  '* [Start](README.md#start)',
                  '* [Playground](https://example.com/play)',
                  ...openApiEntry('petstore', { models: false }),
                ].join('\n'),
              ),
            }),
          ),
        },
        '/includes.zip': {
          type: 'application/zip',
          body: Buffer.from(
            zipSync({
              'README.md': strToU8('# Welcome\n\n{% include ".gitbook/includes/support.md" %}\n'),
              '.gitbook': { includes: { 'support.md': strToU8('---\ntitle: Support hint\n---\n\nWrite to **support@acme.dev**.\n') } },
            }),
          ),
        },
        '/later.md': { type: 'text/markdown', body: '# Later\n\nAdded after.\n' },
        '/faq.md': { type: 'text/markdown', body: '# FAQ\n\nAsked often.\n' },
      });
    });
    afterAll(() => fixtures.close());

    it("reads any revision of a space's history, and none of another space", async () => {
      const api = client('admin');
      const space = (await api.orgs.createSpace('acme', { title: 'History' })).data.id;
      await oneRelease(api).importContent(space, { source: ImportContentSource.Zip, url: fixtures.url('/docs.zip') });
      const first = (await api.spaces.getSpaceById(space)).data.revision;
      await oneRelease(api).importContent(space, { source: ImportContentSource.Markdown, url: fixtures.url('/later.md') });

      const reader = client('read');
      const revision = await conform('getRevisionById', reader.spaces.getRevisionById(space, first));
      expect(revision.id).toBe(first);
      const { pages } = await conform('listPagesInRevisionById', reader.spaces.listPagesInRevisionById(space, first));
      expect(pages.map((p) => p.title)).toEqual(['Welcome', 'Guide']);
      const guide = pages[1]!;
      assert('pages' in guide, 'the guide is a page of pages, not a link');
      const install = guide.pages[0]!;
      expect(await conform('getPageInRevisionById', reader.spaces.getPageInRevisionById(space, first, install.id))).toMatchObject({
        title: 'Install',
        path: 'guide/install',
      });
      const asDocument = await conform('getPageInRevisionById', reader.spaces.getPageInRevisionById(space, first, install.id, { format: 'document' }));
      expect(asDocument).toMatchObject({ id: install.id, document: { object: 'document' } });
      expect(await conform('getPageInRevisionByPath', reader.spaces.getPageInRevisionByPath(space, first, 'guide/install'))).toMatchObject({ id: install.id });
      const files = await conform('listFilesInRevisionById', reader.spaces.listFilesInRevisionById(space, first));
      expect(files.items.map((f) => f.name)).toEqual(['logo.png']);
      const logo = await conform('getFileInRevisionById', reader.spaces.getFileInRevisionById(space, first, files.items[0]!.id));
      expect((await fetch(logo.downloadURL)).headers.get('content-type')).toBe('image/png');
      // The space has moved on: its current content has the later page, the first revision does not.
      expect((await reader.spaces.listPages(space)).data.pages.map((p) => p.title)).toEqual(['Welcome', 'Guide', 'Later']);

      const other = (await api.orgs.createSpace('acme', { title: 'Other' })).data.id;
      await expect(reader.spaces.getRevisionById(other, first)).rejects.toMatchObject({ code: 404, errorMessage: `revision "${first}" not found` });
      await expect(reader.spaces.getRevisionById(space, 'no-such-revision')).rejects.toMatchObject({ code: 404 });
      await expect(client('outsider').spaces.getRevisionById(space, first)).rejects.toMatchObject({ code: 404 });
    });

    it("lists a summary's link and computed pages as GitBook's spec describes them", async () => {
      const api = client('admin');
      const space = (await api.orgs.createSpace('acme', { title: 'Links' })).data.id;
      await oneRelease(api).importContent(space, { source: ImportContentSource.Zip, url: fixtures.url('/toc.zip') });
      const reader = client('read');
      // As its definition (computed=false): by default, GitBook lists the pages a computed page computes in its place.
      const { pages } = await conform('listPages', reader.spaces.listPages(space, { computed: false }));
      expect(pages.map((p) => [p.title, p.type])).toEqual([
        ['Welcome', 'document'],
        ['Start', 'link'],
        ['Playground', 'link'],
        ['petstore', 'computed'],
      ]);
      const [welcome, start, playground, petstore] = pages;
      expect(await conform('getPageById', reader.spaces.getPageById(space, start!.id))).toMatchObject({
        target: { kind: 'anchor', anchor: 'start', page: welcome!.id },
      });
      expect(await conform('getPageById', reader.spaces.getPageById(space, playground!.id))).toMatchObject({
        target: { kind: 'url', url: 'https://example.com/play' },
      });
      expect(await conform('getPageById', reader.spaces.getPageById(space, petstore!.id))).toMatchObject({
        computed: { type: 'builtin:openapi', props: { models: false } },
      });
      const revision = await conform('getCurrentRevision', reader.spaces.getCurrentRevision(space, { computed: false }));
      expect(revision.pages.map((p) => p.type)).toEqual(['document', 'link', 'link', 'computed']);
    });

    it("reads a revision's reusable contents, their documents, and the pages that include them", async () => {
      const api = client('admin');
      const space = (await api.orgs.createSpace('acme', { title: 'Snippets' })).data.id;
      await oneRelease(api).importContent(space, { source: ImportContentSource.Zip, url: fixtures.url('/includes.zip') });
      const reader = client('read');
      const revision = await conform('getCurrentRevision', reader.spaces.getCurrentRevision(space));
      expect(revision.files).toEqual([]);
      expect(revision.reusableContents).toHaveLength(1);
      const [support] = revision.reusableContents;
      assert(support && 'document' in support, 'a reusable content with a body');
      // Its Git Sync file, as GitBook gives a synced space's: where pages' includes name it.
      expect(support).toMatchObject({ title: 'Support hint', git: { path: '.gitbook/includes/support.md', oid: support.document } });
      const id = support.id;
      expect(await conform('getReusableContentById', reader.spaces.getReusableContentById(space, id))).toEqual(support);
      expect(await conform('getReusableContentInRevisionById', reader.spaces.getReusableContentInRevisionById(space, revision.id, id))).toEqual(support);
      const cr = (await client('edit').spaces.createChangeRequest(space, { subject: 'Keep the snippet' })).data;
      expect(await conform('getReusableContentInChangeRequestById', reader.spaces.getReusableContentInChangeRequestById(space, cr.id, id))).toEqual(support);
      const document = await conform(
        'getReusableContentDocumentInRevisionById',
        reader.spaces.getReusableContentDocumentInRevisionById(space, revision.id, id),
      );
      expect(JSON.stringify(document)).toContain('support@acme.dev');
      // The page that includes it names it by the id the revision lists it under.
      const page = revision.pages[0]!;
      const asDocument = await conform('getPageInRevisionById', reader.spaces.getPageInRevisionById(space, revision.id, page.id, { format: 'document' }));
      assert('document' in asDocument, 'a document page');
      expect(asDocument.document?.nodes).toContainEqual(
        expect.objectContaining({ type: 'reusable-content', data: { ref: { kind: 'reusable-content', reusableContent: id } } }),
      );
      // The import created it, as the revision's semantic changes say.
      const { changes } = await conform('getRevisionSemanticChanges', reader.spaces.getRevisionSemanticChanges(space, revision.id));
      expect(changes).toContainEqual({ type: 'reusable_content_created', reusableContent: { id, title: support.title, document: support.document } });
      // Dereferenced, the page shows the reusable content's nodes in its place.
      const inPlace = await conform(
        'getPageInRevisionById',
        reader.spaces.getPageInRevisionById(space, revision.id, page.id, { format: 'document', dereferenced: 'reusable-contents' }),
      );
      assert('document' in inPlace, 'a document page');
      expect(inPlace.document?.nodes.map((node) => node.type)).not.toContain('reusable-content');
      expect(JSON.stringify(inPlace.document)).toContain('support@acme.dev');
      await expect(reader.spaces.getReusableContentById(space, 'no-such-content')).rejects.toMatchObject({
        code: 404,
        errorMessage: 'reusable content "no-such-content" not found',
      });
    });

    it("gives a page's links by stable ref with format.markdown.refs=stable, and refuses a value the spec has not", async () => {
      const api = client('admin');
      const space = (await api.orgs.createSpace('acme', { title: 'Refs' })).data.id;
      await oneRelease(api).importContent(space, { source: ImportContentSource.Zip, url: fixtures.url('/docs.zip') });
      const reader = client('read');
      const { pages } = await conform('listPages', reader.spaces.listPages(space));
      const install = (pages[1] as { pages: { id: string }[] }).pages[0]!;
      const files = (await reader.spaces.listFiles(space)).data.items;
      const welcome = await conform('getPageById', reader.spaces.getPageById(space, pages[0]!.id, { 'format.markdown.refs': 'stable' } as never));
      expect(welcome).toMatchObject({ markdown: `# Welcome\n\nStart with [the install](/pages/${install.id}).\n` });
      const page = await conform('getPageById', reader.spaces.getPageById(space, install.id, { 'format.markdown.refs': 'stable' } as never));
      expect(page).toMatchObject({ markdown: expect.stringContaining(`![logo](/files/${files[0]!.id})`) });
      const refused = await h.sb.call('GET', `/v1/spaces/${space}/content/page/${install.id}?format.markdown.refs=absolute`, { user: 'read' });
      expect(refused).toMatchObject({ status: 400, body: { error: { code: 400, message: expect.stringContaining('format.markdown.refs') } } });
    });

    it('reads pages by their paths in a space and a change request; a missing path is a 404 naming it', async () => {
      const api = client('admin');
      const space = (await api.orgs.createSpace('acme', { title: 'Paths' })).data.id;
      await oneRelease(api).importContent(space, { source: ImportContentSource.Zip, url: fixtures.url('/docs.zip') });
      const reader = client('read');
      expect(await conform('getPageByPath', reader.spaces.getPageByPath(space, 'guide/install'))).toMatchObject({ title: 'Install', path: 'guide/install' });
      expect(await conform('getPageByPath', reader.spaces.getPageByPath(space, 'guide'))).toMatchObject({ title: 'Guide' });
      // docsctl's own client sends the path escaped as one segment: the same page.
      expect((await h.sb.call('GET', `/v1/spaces/${space}/content/path/${encodeURIComponent('guide/install')}`, { user: 'read' })).body.path).toBe(
        'guide/install',
      );
      await expect(reader.spaces.getPageByPath(space, 'guide/uninstall')).rejects.toMatchObject({
        code: 404,
        errorMessage: 'page at path "guide/uninstall" not found',
      });

      const editor = client('edit');
      const cr = (await editor.spaces.createChangeRequest(space, { subject: 'FAQ' })).data;
      await oneRelease(editor).importContentInChangeRequest(space, cr.id, { source: ImportContentSource.Markdown, url: fixtures.url('/faq.md') });
      expect(await conform('getPageInChangeRequestByPath', reader.spaces.getPageInChangeRequestByPath(space, cr.id, 'faq'))).toMatchObject({ title: 'FAQ' });
      await expect(reader.spaces.getPageByPath(space, 'faq')).rejects.toMatchObject({ code: 404 });
      // The change request's own revision is one of the space's history.
      const crRevision = (await reader.spaces.getChangeRequestById(space, cr.id)).data.revision;
      expect((await conform('getRevisionById', reader.spaces.getRevisionById(space, crRevision))).pages.map((p) => p.title)).toContain('FAQ');
    });

    it('discusses a change request: contributors, commenters, and replies edited and deleted as in a space', async () => {
      const api = client('admin');
      const space = (await api.orgs.createSpace('acme', { title: 'Discussed' })).data.id;
      const editor = client('edit');
      const cr = (await editor.spaces.createChangeRequest(space, { subject: 'Add the FAQ' })).data;
      await oneRelease(editor).importContentInChangeRequest(space, cr.id, { source: ImportContentSource.Markdown, url: fixtures.url('/faq.md') });
      const commenter = client('comment');
      const comment = (await commenter.spaces.postCommentInChangeRequest(space, cr.id, { body: { markdown: 'Is this complete?' } })).data;
      const reply = (await commenter.spaces.postCommentReplyInChangeRequest(space, cr.id, comment.id, { body: { markdown: 'Checking' } })).data;

      const edited = await conform(
        'updateCommentReplyInChangeRequest',
        commenter.spaces.updateCommentReplyInChangeRequest(space, cr.id, comment.id, reply.id, {
          body: { markdown: 'Checked: it is' },
          addedReactions: ['👍'],
        }),
      );
      expect(edited).toMatchObject({ body: { markdown: 'Checked: it is' }, editedAt: expect.any(String), reactions: [{ emoji: '👍', count: 1 }] });
      await expect(editor.spaces.updateCommentReplyInChangeRequest(space, cr.id, comment.id, reply.id, { body: { markdown: 'hijack' } })).rejects.toMatchObject(
        {
          code: 403,
          errorMessage: 'only its author can edit a comment',
        },
      );

      const contributors = await conform('getContributorsByChangeRequestId', client('read').spaces.getContributorsByChangeRequestId(space, cr.id));
      expect(contributors.items).toMatchObject([
        { user: { id: 'comment' }, actionType: 'comment', count: 2 },
        { user: { id: 'edit' }, actionType: 'edit', count: 1 },
      ]);
      const commenters = await conform('listCommentersInChangeRequest', client('read').spaces.listCommentersInChangeRequest(space, cr.id));
      expect(commenters.items.map((m) => m.user.id)).toEqual(['comment']);

      await expect(editor.spaces.deleteCommentReplyInChangeRequest(space, cr.id, comment.id, reply.id)).rejects.toMatchObject({ code: 403 });
      await conform('deleteCommentReplyInChangeRequest', api.spaces.deleteCommentReplyInChangeRequest(space, cr.id, comment.id, reply.id));
      expect((await api.spaces.listCommentRepliesInChangeRequest(space, cr.id, comment.id)).data.count).toBe(0);
    });

    it('lists the replies to a comment on a space', async () => {
      const api = client('admin');
      const space = (await api.orgs.createSpace('acme', { title: 'Replies' })).data.id;
      const comment = (await api.spaces.postCommentInSpace(space, { body: { markdown: 'First' } })).data;
      for (const markdown of ['One', 'Two', 'Three']) await client('comment').spaces.postCommentReplyInSpace(space, comment.id, { body: { markdown } });
      const first = await conform('listCommentRepliesInSpace', client('read').spaces.listCommentRepliesInSpace(space, comment.id, { limit: 2 }));
      expect(first).toMatchObject({ count: 3, items: [{ body: { markdown: 'One' } }, { body: { markdown: 'Two' } }] });
      const rest = await conform(
        'listCommentRepliesInSpace',
        client('read').spaces.listCommentRepliesInSpace(space, comment.id, { limit: 2, page: first.next!.page }),
      );
      expect(rest.items).toMatchObject([{ body: { markdown: 'Three' } }]);
    });

    it("lists the organization's change requests with GitBook's filters", async () => {
      const api = client('admin');
      const space = (await api.orgs.createSpace('acme', { title: 'Changes' })).data.id;
      const draft = (await client('edit').spaces.createChangeRequest(space, { subject: 'A draft' })).data;
      const open = (await client('create').spaces.createChangeRequest(space, { subject: 'An open one' })).data;
      await api.spaces.updateChangeRequestById(space, open.id, { status: 'open' });

      const reader = oneRelease(client('read'));
      const mine = await conform(
        'listChangeRequestsForOrganization',
        reader.listChangeRequestsForOrganization('acme', {
          space,
          status: [ChangeRequestStatus.Draft, ChangeRequestStatus.Open],
          orderBy: ChangeRequestOrderBy.CreatedAt,
        }),
      );
      expect(mine.items.map((c) => c.id)).toEqual([open.id, draft.id]);
      const byDefault = await conform('listChangeRequestsForOrganization', reader.listChangeRequestsForOrganization('acme', { space }));
      expect(byDefault.items.map((c) => c.id)).toEqual([open.id]);
      const byCreator = await conform(
        'listChangeRequestsForOrganization',
        reader.listChangeRequestsForOrganization('acme', { space, status: [ChangeRequestStatus.Draft, ChangeRequestStatus.Open], creator: 'edit' }),
      );
      expect(byCreator.items.map((c) => c.id)).toEqual([draft.id]);
      await expect(oneRelease(client('outsider')).listChangeRequestsForOrganization('acme')).rejects.toMatchObject({ code: 404 });
    });

    it("gives the URL of a PDF of the space's content", async () => {
      const api = client('admin');
      const space = (await api.orgs.createSpace('acme', { title: 'Printed' })).data.id;
      await oneRelease(api).importContent(space, { source: ImportContentSource.Markdown, url: fixtures.url('/faq.md') });
      const { url } = await conform('getSpacePDF', client('read').spaces.getSpacePdf(space));
      expect(url).toBe(`${h.sb.url}/_sandbox/pdf/${(await api.spaces.getSpaceById(space)).data.revision}`);
      expect((await fetch(url)).headers.get('content-type')).toBe('application/pdf');
      await expect(client('read').spaces.getSpacePdf(space, { page: 'no-such-page' })).rejects.toMatchObject({ code: 404 });
    });

    it('keeps OpenAPI specs sent as text, as `gitbook openapi publish FILE` sends them', async () => {
      const api = client('create');
      const text = (version: string) => `openapi: 3.0.3\ninfo:\n  title: Petstore\n  version: "${version}"\npaths: {}\n`;
      const settled = async (slug: string) => {
        // Processing runs after the answer; the sandbox's close waits for background work, so wait on the spec instead.
        for (;;) {
          const spec = (await api.orgs.getOpenApiSpecBySlug('acme', slug)).data;
          if (spec.processingState === OpenAPISpecProcessingState.Complete) return spec;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      const created = await conform('createOpenAPISpec', api.orgs.createOpenApiSpec('acme', { slug: 'from-text', source: { text: text('1') } }));
      expect(created).not.toHaveProperty('sourceURL');
      const first = await settled('from-text');
      expect(first.lastVersion).toBeDefined();

      const same = await conform(
        'createOrUpdateOpenAPISpecBySlug',
        api.orgs.createOrUpdateOpenApiSpecBySlug('acme', 'from-text', { source: { text: text('1') } }),
      );
      expect(same).toMatchObject({ processingState: 'complete', lastVersion: first.lastVersion, updatedAt: first.updatedAt });
      await conform('createOrUpdateOpenAPISpecBySlug', api.orgs.createOrUpdateOpenApiSpecBySlug('acme', 'from-text', { source: { text: text('2') } }));
      expect((await settled('from-text')).lastVersion).not.toBe(first.lastVersion);
      const versions = await conform('listOpenAPISpecVersions', api.orgs.listOpenApiSpecVersions('acme', 'from-text'));
      expect(versions.count).toBe(2);
      const content = await conform('getLatestOpenAPISpecVersionContent', api.orgs.getLatestOpenApiSpecVersionContent('acme', 'from-text'));
      expect(content.filesystem).toEqual({ 'openapi.yaml': { openapi: '3.0.3', info: { title: 'Petstore', version: '2' }, paths: {} } });

      const made = await api.orgs.createOrUpdateOpenApiSpecBySlug('acme', 'made-by-put', { source: { text: text('1') } });
      expect(made.status).toBe(201);
      await expect(api.orgs.createOrUpdateOpenApiSpecBySlug('acme', 'too-big', { source: { text: 'x'.repeat(10 * 2 ** 20 + 1) } })).rejects.toMatchObject({
        code: 400,
        errorMessage: expect.stringMatching(/^body\.source\.text: the text holds 10485761 bytes; a spec's document holds at most 10485760 bytes/),
      });
    });

    it("sends GitBook's rate-limit headers with its answers", async () => {
      const response = await client('review').user.getAuthenticatedUser();
      expect(Number(response.headers.get('x-ratelimit-limit'))).toBe(60);
      expect(Number(response.headers.get('x-ratelimit-remaining'))).toBeLessThan(60);
      expect(Number(response.headers.get('x-ratelimit-reset')) % 60).toBe(0);
    });
  });
}
