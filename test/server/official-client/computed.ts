import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportContentSource } from '@gitbook/api';
import { serveFixtures } from '../../helpers/fixtures-server.js';
import { openApiEntry, TAGGED_PETSTORE } from '../../helpers/summary-lines.js';
import { callBoth, oneRelease, type Harness } from './harness.js';

/** Computed content: an OpenAPI spec's pages and one of its documents, and the refusal of an integration's source. */
export function computedScenarios(h: Harness) {
  describe('computed content', () => {
    const { client, conform } = h;
    const api = () => client('admin');
    let space: string;
    const spec = { spec: { ref: { kind: 'openapi' as const, spec: 'computed-pets' } } };

    beforeAll(async () => {
      space = ((await h.sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'API' } })).body as { id: string }).id;
      await h.sb.call('PUT', '/v1/orgs/acme/openapi/computed-pets', { body: { source: { text: TAGGED_PETSTORE } } });
      // Processing runs after the answer: wait on the spec.
      while ((await h.sb.call('GET', '/v1/orgs/acme/openapi/computed-pets')).body.processingState !== 'complete')
        await new Promise((resolve) => setTimeout(resolve, 20));
    });

    it("getComputedRevision gives an OpenAPI spec's pages, each with its body", async () => {
      const source = { type: 'builtin:openapi' as const, props: { models: true }, dependencies: spec };
      const revision = await conform('getComputedRevision', callBoth(api(), 'spaces', 'getComputedRevision', space, { source, seed: 'seed' }));
      expect(revision.pages.map((page) => [page.title, 'document' in page ? page.document?.nodes.map((node) => node.type) : undefined])).toEqual([
        ['All about pets', ['openapi-operation']],
        ['Models', ['openapi-schemas']],
      ]);
    });

    it('getComputedDocument gives one operation’s document', async () => {
      const source = { type: 'builtin:openapi' as const, props: { doc: 'operation' as const, page: '/pets', method: 'get' as const }, dependencies: spec };
      const document = await conform('getComputedDocument', callBoth(api(), 'spaces', 'getComputedDocument', space, { source, seed: 'seed' }));
      expect(document.nodes).toEqual([expect.objectContaining({ type: 'openapi-operation', data: expect.objectContaining({ path: '/pets', method: 'get' }) })]);
    });

    describe('a computed page of a space', () => {
      let fixtures: Awaited<ReturnType<typeof serveFixtures>>;
      let computed: string;
      beforeAll(async () => {
        const summary = ['* [Welcome](README.md)', ...openApiEntry('computed-pets', { models: false })].join('\n');
        const zip = zipSync({ 'README.md': strToU8('# Welcome\n'), 'SUMMARY.md': strToU8(summary) });
        fixtures = await serveFixtures({ '/api.zip': { type: 'application/zip', body: Buffer.from(zip) } });
        await oneRelease(api()).importContent(space, { source: ImportContentSource.Zip, url: fixtures.url('/api.zip') });
        computed = (await api().spaces.listPages(space, { computed: false })).data.pages[1]!.id;
      });
      afterAll(() => fixtures.close());

      it('is listed as the pages it computes by default, as its definition with computed=false', async () => {
        const { pages } = await conform('listPages', api().spaces.listPages(space));
        expect(pages.map((page) => [page.title, page.type])).toEqual([
          ['Welcome', 'document'],
          ['All about pets', 'document'],
        ]);
        expect((await conform('listPages', api().spaces.listPages(space))).pages[1]!.id).toBe(pages[1]!.id);
        const defined = await conform('listPages', api().spaces.listPages(space, { computed: false }));
        expect(defined.pages[1]).toMatchObject({ id: computed, type: 'computed', computed: { type: 'builtin:openapi' } });
      });

      it('gives a page it computes by id, and its document; refuses the computed page’s, saying where its pages are', async () => {
        const pets = (await api().spaces.listPages(space)).data.pages[1]!;
        const page = await conform('getPageById', api().spaces.getPageById(space, pets.id, { format: 'document' }));
        expect(page).toMatchObject({ id: pets.id, path: 'all-about-pets', document: { nodes: [{ type: 'openapi-operation' }] } });
        const revision = (await api().spaces.getSpaceById(space)).data.revision;
        const document = await conform('getPageDocumentInRevisionById', api().spaces.getPageDocumentInRevisionById(space, revision, pets.id));
        expect(document).toEqual('document' in page ? page.document : undefined);
        await expect(api().spaces.getPageDocumentInRevisionById(space, revision, computed)).rejects.toMatchObject({
          code: 400,
          errorMessage: expect.stringContaining('list them (listPages, computed=true, the default) and read one by id'),
        });
      });
    });

    it("refuses an integration's source with a 400 saying the sandbox runs none", async () => {
      const source = { type: 'integration:acme:pages' as const, props: {} };
      await expect(callBoth(api(), 'spaces', 'getComputedRevision', space, { source, seed: 'seed' })).rejects.toMatchObject({
        code: 400,
        errorMessage: expect.stringContaining(
          'body.source.type: "integration:acme:pages" is an integration\'s computed content, and the sandbox runs no integrations',
        ),
      });
    });
  });
}
