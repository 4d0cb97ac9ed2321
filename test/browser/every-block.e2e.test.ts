import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NodeOf } from '../../src/format/document/block-module.js';
import type { BLOCKS } from '../../src/format/document/registry.js';
import { commitRevision } from '../../src/domain/revisions/revisions.js';
import type { DocumentBlock, DocumentText } from '../../src/schemas/gitbook/document-types.js';
import { chromiumPath, chromiumPerFile, NO_CHROMIUM, pagePerTest } from '../helpers/browser.js';
import { startSandbox, type Running } from '../helpers/sandbox.js';
import { siteShowing } from '../helpers/site-content.js';

/** The block types the registry writes as Markdown of their own: each is sent, published and looked at below. */
type Written = { [T in keyof typeof BLOCKS]: (typeof BLOCKS)[T] extends { toMarkdown: unknown } ? T : never }[keyof typeof BLOCKS];

/** A block sent as a page's one node, and what a reader sees of it: an element (`shows`, a CSS selector) holding `text`. */
interface Shown<T extends Written> {
  /** A node of the type (headings share one schema of three types, hence the intersection). */
  node: DocumentBlock & { type: T };
  shows: string;
  text: string;
}

const text = (words: string): DocumentText => ({ object: 'text', leaves: [{ object: 'leaf', text: words, marks: [] }] });
const paragraph = (words: string): NodeOf<'paragraph'> => ({ object: 'block', type: 'paragraph', nodes: [text(words)] });
const item = (words: string, checked?: boolean): NodeOf<'list-item'> => ({
  object: 'block',
  type: 'list-item',
  ...(checked === undefined ? {} : { data: { checked } }),
  nodes: [paragraph(words)],
});

/** A 48×48 blue square: the image the images block shows. */
const SQUARE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAOklEQVR42u3OQQ0AAAgEoAtlLRNbxhbOBxsBSPW8EiEhISEhISEhISEhISEhISEhISEhISEhISGhOwuAgVzEP1jwvAAAAABJRU5ErkJggg==',
  'base64',
);
/** A drawing as GitBook keeps one: an SVG file, a blue square here. */
const FLOW = '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="#2563eb"/></svg>';
/** The organization's spec the blocks of a spec show: an operation, a webhook and two schemas. */
const ORG_SPEC = `openapi: 3.1.0
info: { title: Petstore, version: "1" }
paths:
  /pets:
    post: { summary: Add a pet to the store, responses: { "201": { description: Added } } }
webhooks:
  newPet:
    post: { summary: A pet was added, responses: { "200": { description: Received } } }
components:
  schemas:
    Pet: { type: object, properties: { name: { type: string } } }
    Tag: { type: object, properties: { label: { type: string } } }
`;
const PETSTORE =
  'openapi: 3.0.0\ninfo: { title: Pets, version: "1" }\npaths:\n  /pets:\n    get:\n      summary: List the pets\n      responses:\n        "200": { description: The pets }\n';

/**
 * One case per block type the registry writes, checked by the compiler: a block added to the
 * registry fails to compile here until a reader's view of it is tested.
 */
const SHOWN = {
  paragraph: { node: paragraph('A paragraph of prose.'), shows: 'p', text: 'A paragraph of prose.' },
  'heading-1': { node: { object: 'block', type: 'heading-1', data: {}, nodes: [text('First level')] }, shows: 'h2', text: 'First level' },
  'heading-2': { node: { object: 'block', type: 'heading-2', data: {}, nodes: [text('Second level')] }, shows: 'h3', text: 'Second level' },
  'heading-3': { node: { object: 'block', type: 'heading-3', data: {}, nodes: [text('Third level')] }, shows: 'h4', text: 'Third level' },
  'list-unordered': { node: { object: 'block', type: 'list-unordered', data: {}, nodes: [item('Apples'), item('Pears')] }, shows: 'ul > li', text: 'Apples' },
  'list-ordered': {
    node: { object: 'block', type: 'list-ordered', data: { start: 3 }, nodes: [item('Third step')] },
    shows: 'ol[start="3"] > li',
    text: 'Third step',
  },
  'list-tasks': {
    node: { object: 'block', type: 'list-tasks', data: {}, nodes: [item('Done already', true)] },
    shows: 'li:has(input[type="checkbox"][checked][disabled])',
    text: 'Done already',
  },
  divider: { node: { object: 'block', type: 'divider', data: {}, isVoid: true }, shows: 'hr', text: '' },
  blockquote: { node: { object: 'block', type: 'blockquote', data: {}, nodes: [paragraph('Quoted words.')] }, shows: 'blockquote', text: 'Quoted words.' },
  hint: {
    node: { object: 'block', type: 'hint', data: { style: 'warning' }, nodes: [paragraph('Mind the step.')] },
    shows: '.hint-warning',
    text: 'Mind the step.',
  },
  images: {
    node: {
      object: 'block',
      type: 'images',
      data: {},
      isVoid: false,
      nodes: [
        {
          object: 'block',
          type: 'image',
          data: { ref: { kind: 'file', file: 'square' }, alt: 'A square' },
          fragments: [{ object: 'fragment', fragment: 'caption', nodes: [paragraph('A blue square')] }],
          isVoid: true,
        },
      ],
    },
    shows: 'figure figcaption',
    text: 'A blue square',
  },
  file: { node: { object: 'block', type: 'file', data: { ref: { kind: 'file', file: 'report' } }, isVoid: true }, shows: 'figure.file a', text: 'report.pdf' },
  embed: {
    node: { object: 'block', type: 'embed', data: { url: 'https://www.youtube.com/watch?v=D_uLM5i0Z4c' }, isVoid: true },
    shows: 'figure.embed a[href="https://www.youtube.com/watch?v=D_uLM5i0Z4c"]',
    text: '',
  },
  code: {
    node: {
      object: 'block',
      type: 'code',
      data: { syntax: 'javascript', title: 'index.js' },
      nodes: [{ object: 'block', type: 'code-line', data: {}, nodes: [text("import fs from 'node:fs';")] }],
    },
    shows: '.code-block',
    text: "import fs from 'node:fs';",
  },
  math: { node: { object: 'block', type: 'math', data: { formula: 'e = mc^2' }, isVoid: true }, shows: '.math math[display="block"]', text: '' },
  expandable: {
    node: {
      object: 'block',
      type: 'expandable',
      data: {},
      isVoid: true,
      fragments: [
        { object: 'fragment', fragment: 'expandable-title', type: 'expandable-title', nodes: [paragraph('Troubleshooting')] },
        { object: 'fragment', fragment: 'expandable-body', type: 'expandable-body', nodes: [paragraph('Restart it.')] },
      ],
    },
    shows: 'details.expandable summary',
    text: 'Troubleshooting',
  },
  tabs: {
    node: {
      object: 'block',
      type: 'tabs',
      nodes: [
        { object: 'block', type: 'tabs-item', data: { title: 'Windows' }, nodes: [paragraph('Run the installer.')] },
        { object: 'block', type: 'tabs-item', data: { title: 'Homebrew' }, nodes: [paragraph('brew install docsctl')] },
      ],
    },
    shows: '.tab-label',
    text: 'Homebrew',
  },
  table: {
    node: {
      object: 'block',
      type: 'table',
      data: {
        view: { type: 'grid', columns: ['name'], hideHeader: false },
        records: { first: { orderIndex: '0', values: { name: 'cell' } } },
        definition: { name: { id: 'name', title: 'Name', type: 'text', textAlignment: 'left' } },
      },
      fragments: [{ object: 'fragment', fragment: 'cell', nodes: [paragraph('Ada')] }],
      isVoid: true,
    },
    shows: 'table td',
    text: 'Ada',
  },
  swagger: {
    node: { object: 'block', type: 'swagger', data: { ref: { kind: 'file', file: 'petstore' }, path: '/pets', method: 'get' }, isVoid: true },
    shows: '.openapi .openapi-method',
    text: 'GET',
  },
  // Blocks of the organization's spec (ORG_SPEC), shown with what the spec says of what they name.
  'openapi-operation': {
    node: {
      object: 'block',
      type: 'openapi-operation',
      data: { ref: { kind: 'openapi', spec: 'petstore' }, path: '/pets', method: 'post' },
      isVoid: true,
      meta: { id: 'post-pets' },
    },
    shows: '.openapi .openapi-summary',
    text: 'Add a pet to the store',
  },
  'openapi-schemas': {
    node: {
      object: 'block',
      type: 'openapi-schemas',
      data: { ref: { kind: 'openapi', spec: 'petstore' }, schemas: ['Pet', 'Tag'], grouped: true },
      isVoid: true,
    },
    shows: '.openapi-schemas li .openapi-properties',
    text: 'label',
  },
  'openapi-webhook': {
    node: { object: 'block', type: 'openapi-webhook', data: { ref: { kind: 'openapi', spec: 'petstore' }, name: 'newPet', method: 'post' }, isVoid: true },
    shows: '.openapi .openapi-summary',
    text: 'Webhook: A pet was added',
  },
  // Kept, not rendered: what names its integration.
  integration: {
    node: {
      object: 'block',
      type: 'integration',
      data: { integration: 'mermaid', block: 'diagram', props: { content: 'graph TD;\n  A --> B' } },
      isVoid: true,
    },
    shows: '.integration',
    text: 'Integration: mermaid',
  },
  'content-ref': {
    node: { object: 'block', type: 'content-ref', data: { ref: { kind: 'page', page: 'home' } }, isVoid: true },
    shows: 'a.content-ref',
    text: 'Home',
  },
  'reusable-content': {
    node: { object: 'block', type: 'reusable-content', data: { ref: { kind: 'reusable-content', reusableContent: 'greeting' } }, isVoid: true },
    shows: '.reusable-content',
    text: 'Hello from the include.',
  },
  columns: {
    node: {
      object: 'block',
      type: 'columns',
      data: {},
      isVoid: false,
      nodes: [
        { object: 'block', type: 'column', data: { width: { unit: '%', value: 50 } }, nodes: [paragraph('Left side')] },
        { object: 'block', type: 'column', data: { width: { unit: '%', value: 50 }, verticalAlignment: 'middle' }, nodes: [paragraph('Right side')] },
      ],
    },
    shows: '.columns > .column',
    text: 'Right side',
  },
  stepper: {
    node: {
      object: 'block',
      type: 'stepper',
      data: {},
      nodes: [
        { object: 'block', type: 'stepper-step', data: {}, nodes: [paragraph('Install it.')] },
        { object: 'block', type: 'stepper-step', data: {}, nodes: [paragraph('Run it.')] },
      ],
    },
    shows: '.stepper > .step',
    text: 'Run it.',
  },
  prompt: {
    node: {
      object: 'block',
      type: 'prompt',
      data: { description: 'Summarize a release', icon: 'rectangle-terminal' },
      nodes: [
        {
          object: 'block',
          type: 'code',
          data: { syntax: 'markdown' },
          nodes: [{ object: 'block', type: 'code-line', data: {}, nodes: [text('Summarize the main changes.')] }],
        },
      ],
    },
    shows: '.prompt .prompt-title',
    text: 'Summarize a release',
  },
  if: {
    node: { object: 'block', type: 'if', data: { expression: 'visitor.claims.unsigned.beta' }, nodes: [paragraph('Shown whatever its condition.')] },
    shows: 'p',
    text: 'Shown whatever its condition.',
  },
  drawing: { node: { object: 'block', type: 'drawing', data: { ref: { kind: 'file', file: 'flow' } }, isVoid: true }, shows: 'img.gitbook-drawing', text: '' },
  updates: {
    node: {
      object: 'block',
      type: 'updates',
      data: { format: 'full' },
      nodes: [{ object: 'block', type: 'update', data: { date: '2026-01-05T00:00:00.000Z' }, nodes: [paragraph('Released the sandbox.')] }],
    },
    shows: '.updates > .update',
    text: 'Released the sandbox.',
  },
} satisfies { [T in Written]: Shown<T> };

const TYPES = Object.keys(SHOWN) as Written[];

/**
 * A public site over a space whose pages are sent through the API as documents, one page per block
 * type (titled and slugged by the type), beside a home page, the files and a reusable content
 * they name. Its published URL.
 */
async function publishedBlocks(sb: Running): Promise<string> {
  const space = (await sb.call('POST', '/v1/orgs/acme/spaces', { body: { title: 'Every block' } })).body as { id: string };
  expect((await sb.call('PUT', '/v1/orgs/acme/openapi/petstore', { body: { source: { text: ORG_SPEC } } })).status).toBeLessThan(300);
  await sb.sandbox.jobs.settle();
  const { store, clock } = sb.sandbox;
  const record = store.get('spaces', space.id)!;
  const now = '2026-01-01T00:00:00.000Z';
  const file = (id: string, name: string, contentType: string, bytes: Buffer) => ({
    id,
    name,
    path: `.gitbook/assets/${name}`,
    contentType,
    size: bytes.length,
    blob: store.putBlob(bytes),
  });
  const revision = commitRevision(
    { store, clock, caller: store.get('users', 'admin')! },
    {
      space: space.id,
      type: 'edits',
      parents: [record.revision],
      pages: [{ id: 'home', title: 'Home', slug: 'home', markdown: 'Every block, one page each.\n', createdAt: now, updatedAt: now, pages: [] }],
      files: [
        file('square', 'square.png', 'image/png', SQUARE),
        file('report', 'report.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n')),
        file('petstore', 'petstore.yaml', 'application/yaml', Buffer.from(PETSTORE)),
        file('flow', 'flow.drawing.svg', 'image/svg+xml', Buffer.from(FLOW)),
      ],
      reusableContents: [{ id: 'greeting', name: 'greeting.md', title: 'Greeting', markdown: 'Hello from the include.\n' }],
    },
  );
  store.put('spaces', { ...record, revision: revision.id });
  const cr = (await sb.call('POST', `/v1/spaces/${space.id}/change-requests`, { body: { subject: 'Every block' } })).body as { id: string };
  const changes = TYPES.map((type) => ({
    operation: 'insert_page',
    title: type,
    document: { document: { object: 'document', data: {}, nodes: [SHOWN[type].node] } },
  }));
  const sent = await sb.call('POST', `/v1/spaces/${space.id}/change-requests/${cr.id}/content`, { body: { changes } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  expect((await sb.call('POST', `/v1/spaces/${space.id}/change-requests/${cr.id}/merge`)).status).toBe(200);
  return (await siteShowing(sb, 'Every block', [space])).urls.published!;
}

const chromium = chromiumPerFile();

describe.skipIf(!chromiumPath)(`each block the registry writes, sent as a document and published${chromiumPath ? '' : ` (${NO_CHROMIUM})`}`, () => {
  const b = pagePerTest(chromium, 'every-block');
  let sb: Running;
  let published = '';
  beforeAll(async () => {
    sb = await startSandbox();
    published = await publishedBlocks(sb);
  });
  afterAll(() => sb.close());

  it.each(TYPES)('%s shows as its element', async (type) => {
    const { shows, text: seen } = SHOWN[type];
    await b.page.goto(`${published}/${type}`);
    const main = b.page.locator('.markdown');
    expect(await main.innerText()).not.toMatch(/\{%|<[a-z]/);
    expect(await main.locator('.openapi-unavailable').count()).toBe(0);
    const element = main.locator(shows).filter({ hasText: seen }).first();
    expect(await element.isVisible(), `${shows} holding ${JSON.stringify(seen)}`).toBe(true);
  });
});
