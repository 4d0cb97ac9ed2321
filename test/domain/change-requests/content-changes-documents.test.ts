import { beforeEach, describe, expect, it } from 'vitest';
import { createSpace } from '../../../src/domain/content/spaces.js';
import type { Context } from '../../../src/domain/kernel/context.js';
import { createChangeRequest } from '../../../src/domain/change-requests/change-requests.js';
import { updateChangeRequestContent } from '../../../src/domain/change-requests/content-changes.js';
import { getPage, getPageDocument, listPages } from '../../../src/domain/reading/read.js';
import { resolveTarget } from '../../../src/domain/change-requests/target.js';
import { createSpec } from '../../../src/domain/openapi/specs.js';
import type { ChangeRequestContentChange } from '../../../src/schemas/content-changes.js';
import type { DocumentBlockParagraph, JSONDocument } from '../../../src/schemas/gitbook/document-types.js';
import { refusal, rules } from '../../helpers/rules.js';
import { documentErrors } from '../../helpers/gitbook-document.js';

let as: (user?: string) => Context;
let space: string;
let cr: string;

const write = (changes: ChangeRequestContentChange[]) => updateChangeRequestContent(as('edit'), space, cr, { changes });
const pages = () => listPages(as(), space, { changeRequest: cr }).pages;
const idOf = (title: string) => pages().find((page) => page.title === title)!.id;
const markdownOf = async (pageId: string) => ((await getPage(as(), space, pageId, { changeRequest: cr })) as { markdown: string }).markdown;
const inserted = async (document: JSONDocument, extra: Partial<Extract<ChangeRequestContentChange, { operation: 'insert_page' }>> = {}) => {
  const { changes } = await write([{ operation: 'insert_page', title: 'Sent', ...extra, document: { document: document as never } }]);
  return (changes[0] as { page: { id: string } }).page.id;
};
const withoutKeys = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (key, v: unknown) => (key === 'key' ? undefined : v)));

const text = (t: string) => ({ object: 'text' as const, leaves: [{ object: 'leaf' as const, text: t, marks: [] }] });
const paragraph = (...nodes: DocumentBlockParagraph['nodes']) => ({ object: 'block' as const, type: 'paragraph' as const, nodes });

beforeEach(async () => {
  ({ as } = rules());
  space = createSpace(as(), 'acme', { title: 'S' }).id;
  cr = createChangeRequest(as('edit'), space, { subject: 'docs' }).id;
  await write([
    { operation: 'insert_page', document: { markdown: '# Intro\n\nWelcome.' } },
    { operation: 'insert_page', document: { markdown: '# Guide\n\nRead on.' } },
  ]);
});

describe("a page sent as GitBook's JSON document", () => {
  it('is kept as Markdown the way GitBook writes it, its page refs as relative links, and reads back as the same document', async () => {
    const intro = idOf('Intro');
    const document = {
      object: 'document',
      data: {},
      nodes: [
        { object: 'block', type: 'heading-1', data: {}, meta: { id: 'start' }, nodes: [text('Start here')] },
        paragraph(
          text('See '),
          { object: 'inline', type: 'link', data: { ref: { kind: 'page', page: intro } }, nodes: [text('the intro')], isVoid: false },
          text(' and '),
          { object: 'inline', type: 'link', data: { ref: { kind: 'anchor', anchor: 'start' } }, nodes: [text('this')], isVoid: false },
          text('.'),
        ),
        {
          object: 'block',
          type: 'list-tasks',
          data: {},
          nodes: [
            {
              object: 'block',
              type: 'list-item',
              data: { checked: true },
              nodes: [paragraph({ object: 'text', leaves: [{ object: 'leaf', text: 'done', marks: [{ object: 'mark', type: 'bold' }] }] })],
            },
          ],
        },
        { object: 'block', type: 'hint', data: { style: 'warning' }, nodes: [paragraph(text('Careful'))] },
      ],
    } as JSONDocument;
    // Placed under Guide, its links start from Guide's folder.
    const id = await inserted(document, { into: idOf('Guide') });
    expect(await markdownOf(id)).toBe(
      [
        '# Sent',
        '',
        '## Start here <a href="#start" id="start"></a>',
        '',
        'See [the intro](../intro.md) and [this](#start).',
        '',
        '* [x] **done**',
        '',
        '{% hint style="warning" %}',
        'Careful',
        '{% endhint %}',
        '',
      ].join('\n'),
    );
    const revision = resolveTarget(as(), space, cr, 'read').revision.id;
    const read = await getPageDocument(as(), space, id, { revision });
    expect(documentErrors(read)).toEqual([]);
    expect(withoutKeys(read)).toEqual(document);
  });

  it("writes a block of the organization's spec with a link to where the spec is fetched from, or Git Sync's broken link where it has none", async () => {
    const { as: asHere, sandbox } = rules();
    const here = createSpace(asHere(), 'acme', { title: 'S' }).id;
    const request = createChangeRequest(asHere('edit'), here, { subject: 'api' }).id;
    // Nothing listens on port 9: processing fails in the background, and closing the sandbox waits for it.
    createSpec(asHere(), 'acme', { slug: 'petstore', source: { url: 'http://127.0.0.1:9/petstore.yaml' } });
    const block = (spec: string) => ({
      object: 'block' as const,
      type: 'openapi-operation' as const,
      data: { ref: { kind: 'openapi' as const, spec }, path: '/pet', method: 'post' },
      isVoid: true as const,
      meta: { id: 'post-pet' },
    });
    const document = { object: 'document', data: {}, nodes: [block('petstore'), block('elsewhere')] } as JSONDocument;
    const { changes } = await updateChangeRequestContent(asHere('edit'), here, request, {
      changes: [{ operation: 'insert_page', title: 'API', document: { document: document as never } }],
    });
    const id = (changes[0] as { page: { id: string } }).page.id;
    const page = (await getPage(asHere(), here, id, { changeRequest: request })) as { markdown: string };
    expect(page.markdown).toBe(
      [
        '# API',
        '',
        '{% openapi-operation spec="petstore" path="/pet" method="post" %}',
        '[OpenAPI petstore](http://127.0.0.1:9/petstore.yaml)',
        '{% endopenapi-operation %}',
        '',
        '{% openapi-operation spec="elsewhere" path="/pet" method="post" %}',
        '[Broken link](broken-reference)',
        '{% endopenapi-operation %}',
        '',
      ].join('\n'),
    );
    const read = await getPageDocument(asHere(), here, id, { changeRequest: request });
    expect(withoutKeys(read)).toEqual(document);
    expect(documentErrors(read)).toEqual([]);
    await sandbox.close();
  });

  it("replaces a page's Markdown on update_page, and Markdown sent later in the batch wins", async () => {
    const intro = idOf('Intro');
    await write([
      {
        operation: 'update_page',
        page: intro,
        document: { document: { object: 'document', data: {}, nodes: [paragraph(text('Rewritten *here*'))] } },
      },
    ]);
    expect(await markdownOf(intro)).toBe('# Intro\n\nRewritten \\*here\\*\n');
    await write([
      { operation: 'update_page', page: intro, document: { document: { object: 'document', data: {}, nodes: [paragraph(text('JSON'))] } } },
      { operation: 'update_page', page: intro, document: { markdown: '# Intro\n\nMarkdown.' } },
    ]);
    expect(await markdownOf(intro)).toBe('# Intro\n\nMarkdown.\n');
  });

  it('names a page whose path holds a space or a parenthesis so that its link reads back; NUL in text is written as Markdown reads it', async () => {
    const { changes } = await write([{ operation: 'insert_page', title: 'Odd', slug: 'odd (page) name', document: { markdown: 'Odd.' } }]);
    const odd = (changes[0] as { page: { id: string } }).page.id;
    const document = {
      object: 'document',
      data: {},
      nodes: [
        paragraph(
          text('a\u0000b '),
          { object: 'inline', type: 'link', data: { ref: { kind: 'page', page: odd } }, nodes: [text('odd')], isVoid: false },
          text(''),
        ),
      ],
    } as JSONDocument;
    const id = await inserted(document);
    expect(await markdownOf(id)).toBe('# Sent\n\na\ufffdb [odd](odd%20%28page%29%20name.md)\n');
    const revision = resolveTarget(as(), space, cr, 'read').revision.id;
    expect(JSON.stringify(await getPageDocument(as(), space, id, { revision }))).toContain(`"page":"${odd}"`);
  });

  it.each<[string, unknown, string, RegExp]>([
    [
      'an unknown node type',
      { object: 'document', data: {}, nodes: [{ object: 'block', type: 'blink', nodes: [] }] },
      'changes[0].document.document.nodes[0].type',
      /one of/,
    ],
    [
      'a mark of no type GitBook has',
      {
        object: 'document',
        data: {},
        nodes: [paragraph({ object: 'text', leaves: [{ object: 'leaf', text: 'x', marks: [{ object: 'mark', type: 'blink' as 'bold' }] }] })],
      },
      'changes[0].document.document.nodes[0].nodes[0].leaves[0].marks[0].type',
      /./,
    ],
    [
      'an inline the sandbox does not write yet',
      {
        object: 'document',
        data: {},
        nodes: [
          paragraph(text('a'), {
            object: 'inline',
            type: 'annotation',
            fragments: [{ object: 'fragment', fragment: 'note', type: 'annotation-body', nodes: [paragraph(text('A note.'))] }],
            nodes: [text('annotated')],
            isVoid: false,
          }),
        ],
      },
      'changes[0].document.document.nodes[0].nodes[1].type',
      /the sandbox does not hold "annotation" inlines yet/,
    ],
    [
      "lists nested past GitBook's depth",
      (() => {
        let node: unknown = paragraph(text('deep'));
        for (let i = 0; i < 20; i++)
          node = { object: 'block', type: 'list-unordered', data: {}, nodes: [{ object: 'block', type: 'list-item', nodes: [node] }] };
        return { object: 'document', data: {}, nodes: [node] };
      })(),
      `changes[0].document.document.nodes[0]${'.nodes[0]'.repeat(24)}`,
      /nest 25 deep here; GitBook's documents nest at most 24/,
    ],
    [
      'a link to a page the change request does not hold',
      {
        object: 'document',
        data: {},
        nodes: [
          paragraph(text(''), { object: 'inline', type: 'link', data: { ref: { kind: 'page', page: 'nope' } }, nodes: [text('x')], isVoid: false }, text('')),
        ],
      },
      'changes[0].document',
      /a ref names page "nope", which change request #1 does not hold/,
    ],
  ])('refuses %s with a 400 naming the node, and writes nothing of the batch', async (_, document, field, message) => {
    const before = pages();
    const refused = await refusal(() =>
      write([
        { operation: 'insert_page', document: { markdown: '# Fine\n' } },
        { operation: 'insert_page', document: { document: document as never } },
      ]),
    );
    expect(refused).toMatchObject({ reason: 'invalid', field: field.replace('changes[0]', 'changes[1]') });
    expect(refused.message).toMatch(message);
    expect(pages()).toEqual(before);
  });

  it('writes hostile documents in linear time, off the event loop: 30,000 links in a paragraph, 50,000 backtick runs in code, nodes nested 100,000 deep refused', async () => {
    const link = (i: number) => ({
      object: 'inline' as const,
      type: 'link' as const,
      data: { ref: { kind: 'url' as const, url: `https://x.test/${i}` } },
      nodes: [text('!')],
      isVoid: false as const,
    });
    const links = Array.from({ length: 30_000 }, (_, i) => [text('!'), link(i)]).flat();
    const id = await inserted({ object: 'document', data: {}, nodes: [paragraph(...links, text(''))] });
    expect(await markdownOf(id)).toContain('\\![!](https://x.test/29999)');
    const backticks = {
      object: 'text' as const,
      leaves: [{ object: 'leaf' as const, text: '` '.repeat(50_000), marks: [{ object: 'mark' as const, type: 'code' as const }] }],
    };
    await inserted({ object: 'document', data: {}, nodes: [paragraph(backticks)] });
    let deep: unknown = paragraph(text('deep'));
    for (let i = 0; i < 50_000; i++) deep = { object: 'block', type: 'blockquote', data: {}, nodes: [deep] };
    expect(await refusal(() => inserted({ object: 'document', data: {}, nodes: [deep] } as JSONDocument))).toMatchObject({
      reason: 'invalid',
      message: expect.stringContaining('nest 25 deep here'),
    });
  });
});
