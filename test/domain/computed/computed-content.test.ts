import { beforeEach, describe, expect, it } from 'vitest';
import { computeDocument, computeRevision } from '../../../src/domain/computed/computed-content.js';
import { createSpace } from '../../../src/domain/content/spaces.js';
import { applyTemplate } from '../../../src/domain/import/templates.js';
import { createSpec } from '../../../src/domain/openapi/specs.js';
import { listPages } from '../../../src/domain/reading/read.js';
import { createTranslation, runTranslation } from '../../../src/domain/translations/translations.js';
import type { SpecDocumentProps } from '../../../src/format/openapi/spec-pages.js';
import type { RevisionPage } from '../../../src/schemas/revision.js';
import { refusal, rules, type Rules } from '../../helpers/rules.js';

const PETSTORE = `openapi: 3.0.3
info: { title: Petstore, version: "1", description: The pet store. }
tags:
  - name: store
    x-page-title: Orders
    x-page-description: Buy pets here
    x-page-icon: cart-shopping
    description: Where orders are placed.
  - name: pet-care
  - name: internal
    x-gitbook-ignore: true
paths:
  /pets:
    get: { tags: [pet-care], summary: List pets, operationId: listPets, responses: { '200': { description: OK } } }
    post: { tags: [pet-care], summary: Add a pet, responses: { '200': { description: OK } } }
  /orders:
    post: { tags: [store], summary: Place an order, operationId: placeOrder, description: Orders a pet., responses: { '200': { description: OK } } }
  /health:
    get: { summary: Health, responses: { '200': { description: OK } } }
  /debug:
    get: { tags: [internal], summary: Debug, responses: { '200': { description: OK } } }
  /secret:
    get: { tags: [store], summary: Secret, x-gitbook-ignore: true, responses: { '200': { description: OK } } }
components:
  schemas:
    Pet: { type: object }
    Order: { type: object }
`;

const specDependency = (spec = 'petstore') => ({ spec: { ref: { kind: 'openapi' as const, spec } } });
const openapi = (props: { models: boolean; grouping?: 'by-tag' | 'by-operation' }, spec?: string) => ({
  type: 'builtin:openapi' as const,
  props,
  dependencies: specDependency(spec),
});

/** A page's title, slug and path, its subpages', and the types of its body's blocks. */
const outline = (page: RevisionPage): unknown =>
  page.type === 'document'
    ? {
        title: page.title,
        path: page.path,
        ...(page.description ? { description: page.description } : {}),
        blocks: page.document?.nodes.map((node) => (node as { type: string }).type),
        ...(page.pages.length > 0 ? { pages: page.pages.map(outline) } : {}),
      }
    : page.type;

describe('computed content', () => {
  let sandbox: Rules;
  let space: string;
  beforeEach(async () => {
    sandbox = rules();
    space = createSpace(sandbox.as(), 'acme', { title: 'API' }).id;
    createSpec(sandbox.as(), 'acme', { slug: 'petstore', source: { text: PETSTORE } });
    await sandbox.sandbox.jobs.settle();
  });

  describe("an OpenAPI spec's revision", () => {
    it('is a page per tag, in the order of the spec’s tags, titled and described as GitBook does, with the models last', async () => {
      const { pages, files, reusableContents } = await computeRevision(sandbox.as('read'), space, { source: openapi({ models: true }), seed: 's' });
      expect({ files, reusableContents }).toEqual({ files: [], reusableContents: [] });
      expect(pages.map(outline)).toEqual([
        { title: 'Orders', path: 'orders', description: 'Buy pets here', blocks: ['paragraph', 'openapi-operation'] },
        { title: 'Pet Care', path: 'pet-care', blocks: ['openapi-operation', 'openapi-operation'] },
        { title: 'Default', path: 'default', blocks: ['openapi-operation'] },
        { title: 'Models', path: 'models', blocks: ['openapi-schemas'] },
      ]);
      const [orders, , , models] = pages as Extract<RevisionPage, { type: 'document' }>[];
      expect(orders).toMatchObject({ icon: 'cart-shopping' });
      expect(orders!.document!.nodes[1]).toEqual({
        object: 'block',
        type: 'openapi-operation',
        data: { ref: { kind: 'openapi', spec: 'petstore' }, path: '/orders', method: 'post' },
        isVoid: true,
        meta: { id: 'post-orders' },
      });
      expect(models!.document!.nodes[0]).toMatchObject({ type: 'openapi-schemas', data: { schemas: ['Pet', 'Order'] } });
    });

    it('without models has no models page', async () => {
      const { pages } = await computeRevision(sandbox.as(), space, { source: openapi({ models: false }), seed: 's' });
      expect(pages.map((page) => page.title)).toEqual(['Orders', 'Pet Care', 'Default']);
    });

    it('by operation is a page per operation under its tag’s page, its block headless', async () => {
      const { pages } = await computeRevision(sandbox.as(), space, { source: openapi({ models: false, grouping: 'by-operation' }), seed: 's' });
      expect(pages.map(outline)[1]).toEqual({
        title: 'Pet Care',
        path: 'pet-care',
        blocks: [],
        pages: [
          { title: 'List pets', path: 'pet-care/list-pets', blocks: ['openapi-operation'] },
          { title: 'Add a pet', path: 'pet-care/add-a-pet', blocks: ['openapi-operation'] },
        ],
      });
      const orders = pages[0] as Extract<RevisionPage, { type: 'document' }>;
      expect(orders.pages[0]).toMatchObject({ description: 'Orders a pet.', document: { nodes: [{ data: { headless: true } }] } });
    });

    it('has the same ids for the same seed, and others for another', async () => {
      const ids = async (seed: string) => {
        const { pages } = await computeRevision(sandbox.as(), space, { source: openapi({ models: true }), seed });
        return pages.map((page) => page.id);
      };
      const first = await ids('one');
      expect(new Set(first).size).toBe(4);
      expect(await ids('one')).toEqual(first);
      expect(await ids('two')).not.toEqual(expect.arrayContaining([first[0]]));
    });

    it('refuses a spec the organization does not have, naming the field', async () => {
      expect(await refusal(() => computeRevision(sandbox.as(), space, { source: openapi({ models: false }, 'nope'), seed: 's' }))).toEqual({
        reason: 'not-found',
        message: 'organization "acme" has no OpenAPI spec "nope"',
        field: 'source.dependencies.spec.ref.spec',
      });
    });

    it('is refused to one who may not read the space', async () => {
      expect((await refusal(() => computeRevision(sandbox.as('outsider'), space, { source: openapi({ models: false }), seed: 's' }))).reason).toMatch(
        /forbidden|not-found/,
      );
    });
  });

  describe("an OpenAPI spec's document", () => {
    const document = (props: SpecDocumentProps & { method?: 'get' | 'post' | 'delete' }) =>
      computeDocument(sandbox.as(), space, { source: { type: 'builtin:openapi', props, dependencies: specDependency() }, seed: 's' });

    it("is a tag's operations, one operation, the models or the spec's description", async () => {
      expect((await document({ doc: 'operations', page: 'pet-care' })).nodes).toHaveLength(2);
      expect((await document({ doc: 'operation', page: '/pets', method: 'post' })).nodes).toEqual([
        expect.objectContaining({
          type: 'openapi-operation',
          data: { ref: { kind: 'openapi', spec: 'petstore' }, path: '/pets', method: 'post', headless: true },
        }),
      ]);
      expect((await document({ doc: 'models' })).nodes).toEqual([expect.objectContaining({ type: 'openapi-schemas' })]);
      expect((await document({ doc: 'info', page: 'info' })).nodes).toEqual([expect.objectContaining({ type: 'paragraph' })]);
    });

    it('refuses a tag or an operation the spec does not have, naming the field', async () => {
      expect(await refusal(() => document({ doc: 'operations', page: 'nope' }))).toEqual({
        reason: 'not-found',
        message: 'OpenAPI spec "petstore" has no tag "nope"',
        field: 'source.props.page',
      });
      expect((await refusal(() => document({ doc: 'operation', page: '/pets', method: 'delete' }))).message).toBe(
        'OpenAPI spec "petstore" has no operation DELETE /pets',
      );
    });
  });

  describe('a translation', () => {
    const translated = (translation: string) => ({
      type: 'builtin:translation' as const,
      props: {},
      dependencies: { translation: { ref: { kind: 'translation' as const, translation } } },
    });

    it('not yet run is refused, naming the run that gives it a result', async () => {
      const { id } = createTranslation(sandbox.as(), 'acme', { source: { space, language: 'en' }, language: 'de' });
      expect(await refusal(() => computeRevision(sandbox.as(), space, { source: translated(id), seed: 's' }))).toEqual({
        reason: 'precondition',
        message: `translation "${id}" has not run yet, so it has no result to compute from; run it first`,
        field: 'source.dependencies.translation.ref.translation',
      });
    });

    it("is its result's pages, and a page's document its translated body", async () => {
      applyTemplate(sandbox.as(), space, { id: 'product-docs' });
      const { id } = createTranslation(sandbox.as(), 'acme', { source: { space, language: 'en' }, language: 'de' });
      runTranslation(sandbox.as(), 'acme', id);
      await sandbox.sandbox.jobs.settle();
      const result = sandbox.sandbox.store.get('translations', id)!.result!;
      const { pages } = await computeRevision(sandbox.as(), space, { source: translated(id), seed: 's' });
      expect(pages).toEqual(listPages(sandbox.as(), result.space).pages);

      const source = listPages(sandbox.as(), space).pages.find((page) => page.type === 'document' && page.documentId)!;
      const doc = await computeDocument(sandbox.as(), space, {
        source: {
          type: 'builtin:translation',
          props: { space, document: (source as { documentId: string }).documentId },
          dependencies: translated(id).dependencies,
        },
        seed: 's',
      });
      expect(doc).toMatchObject({ object: 'document', nodes: expect.any(Array) });
      expect(doc.nodes.length).toBeGreaterThan(0);

      const documentOf = (props: { space: string; document: string }) => () =>
        computeDocument(sandbox.as(), space, { source: { type: 'builtin:translation', props, dependencies: translated(id).dependencies }, seed: 's' });
      expect((await refusal(documentOf({ space: result.space, document: 'x' }))).field).toBe('source.props.space');
      expect(await refusal(documentOf({ space, document: 'nope' }))).toEqual({
        reason: 'not-found',
        message: `space "${space}" has no page whose document is "nope"`,
        field: 'source.props.document',
      });
    });

    it('refuses a translation the organization does not have', async () => {
      expect((await refusal(() => computeRevision(sandbox.as(), space, { source: translated('nope'), seed: 's' }))).field).toBe(
        'source.dependencies.translation.ref.translation',
      );
    });
  });

  it("refuses an integration's source, saying the sandbox runs none", async () => {
    expect(await refusal(() => computeRevision(sandbox.as(), space, { source: { type: 'integration:acme:pages', props: {} }, seed: 's' }))).toEqual({
      reason: 'invalid',
      message:
        '"integration:acme:pages" is an integration\'s computed content, and the sandbox runs no integrations; use builtin:openapi or builtin:translation',
      field: 'source.type',
    });
  });
});
