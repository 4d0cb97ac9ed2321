import { describe, expect, it } from 'vitest';
import { documentValidator, placedMarkdown, unplacedMarkdown } from '../../../src/format/document/input.js';
import type { JSONDocument } from '../../../src/schemas/gitbook/document-types.js';

const validate = documentValidator();
const paragraphOf = (inline: object) => ({
  object: 'document',
  data: {},
  nodes: [
    {
      object: 'block',
      type: 'paragraph',
      nodes: [
        { object: 'text', leaves: [{ object: 'leaf', text: 'a', marks: [] }] },
        inline,
        { object: 'text', leaves: [{ object: 'leaf', text: '', marks: [] }] },
      ],
    },
  ],
});

describe('documentValidator', () => {
  it("takes GitBook's inlines the sandbox writes, and refuses the fields their Markdown has no place for, naming them", () => {
    const image = { object: 'inline', type: 'inline-image', data: { ref: { kind: 'url', url: 'https://example.com/a.png' }, size: 'line' }, isVoid: true };
    const icon = { object: 'inline', type: 'icon', data: { icon: 'gear' }, isVoid: true };
    for (const inline of [image, icon, { object: 'inline', type: 'emoji', data: { code: '1f389' }, isVoid: true }])
      expect(validate(paragraphOf(inline))).toBeUndefined();
    expect(validate(paragraphOf({ ...icon, data: { icon: 'gear', color: 'red' } }))).toEqual({
      at: 'nodes[0].nodes[1].data.color',
      message: expect.stringMatching(/no place for the color of "icon" inlines, so the sandbox would lose it; leave it out/),
    });
    expect(validate(paragraphOf({ ...image, data: { ...image.data, caption: 'Menu' } }))?.at).toBe('nodes[0].nodes[1].data.caption');
  });

  describe('takes prompts, conditional content, updates and drawings, and refuses what of them their Markdown cannot keep, naming it', () => {
    const documentOf = (node: object) => ({ object: 'document', data: {}, nodes: [node] });
    const paragraph = { object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'a', marks: [] }] }] };
    const code = { object: 'block', type: 'code', data: {}, nodes: [{ object: 'block', type: 'code-line', data: {}, nodes: [paragraph.nodes[0]] }] };
    const ifOf = (expression: string) => ({ object: 'block', type: 'if', data: { expression }, nodes: [paragraph] });
    const promptOf = (description: string) => ({ object: 'block', type: 'prompt', data: { description, icon: 'gear' }, nodes: [code] });
    const updatesOf = (update: object) => ({
      object: 'block',
      type: 'updates',
      data: { format: 'full' },
      nodes: [{ object: 'block', type: 'update', nodes: [paragraph], ...update }],
    });
    const drawingOf = (data: object) => ({ object: 'block', type: 'drawing', data, isVoid: true });
    const columnsOf = (data: object) => ({
      object: 'block',
      type: 'columns',
      data: {},
      isVoid: false,
      nodes: [{ object: 'block', type: 'column', data, nodes: [paragraph] }],
    });

    it.each([
      ['conditional content', ifOf('visitor.claims.unsigned.plan === "pro"')],
      ['a prompt', promptOf('Summarize the release notes.')],
      ['updates', updatesOf({ data: { date: '2026-01-05T00:00:00.000Z', tags: [{ kind: 'tag', tag: 'beta' }] } })],
      ['a drawing', drawingOf({ ref: { kind: 'file', file: 'flow' } })],
      ['columns', columnsOf({ width: { unit: '%', value: 33.33333333333333 }, verticalAlignment: 'middle' })],
      // A `"` is written `\"` in a tag's argument, as GitBook's Git Sync writes it, and read back.
      ['a prompt description with quotes', promptOf('Say "hi" to C:\\')],
      ['an update tag with a quote', updatesOf({ data: { date: '2026-01-05T00:00:00.000Z', tags: [{ kind: 'tag', tag: 'v"2' }] } })],
    ])('takes %s', (_, node) => expect(validate(documentOf(node))).toBeUndefined());

    it.each([
      ['a condition on two lines', ifOf('a\n|| b'), 'nodes[0].data.expression', /one line/],
      ['a condition that ends the tag', ifOf('a %} b'), 'nodes[0].data.expression', /no "%}"/],
      ['a condition with spaces around it', ifOf(' a '), 'nodes[0].data.expression', /no spaces around it/],
      ['an empty condition', ifOf(''), 'nodes[0].data.expression', /not empty/],
      ['a prompt description that ends its tag', promptOf('Say %} hi'), 'nodes[0].data.description', /one line, no "%}"/],
      ['a prompt description on two lines', promptOf('Say\nhi'), 'nodes[0].data.description', /one line/],
      ['an update whose date is no timestamp', updatesOf({ data: { date: 'soon' } }), 'nodes[0].nodes[0].data.date', /timestamp/],
      [
        'an update tag of another space',
        updatesOf({ data: { date: '2026-01-05T00:00:00.000Z', tags: [{ kind: 'tag', tag: 'beta', space: 's2' }] } }),
        'nodes[0].nodes[0].data.tags[0].space',
        /by their slugs alone/,
      ],
      [
        'an update tag with a comma',
        updatesOf({ data: { date: '2026-01-05T00:00:00.000Z', tags: [{ kind: 'tag', tag: 'a,b' }] } }),
        'nodes[0].nodes[0].data.tags[0].tag',
        /joined by commas/,
      ],
      ['a drawing of no file', drawingOf({}), 'nodes[0].data.ref', /an image of its file/],
      ['a column width in pixels', columnsOf({ width: { unit: 'px', value: 300 } }), 'nodes[0].nodes[0].data.width', /as a percentage/],
      ['a column width as a bare number', columnsOf({ width: 300 }), 'nodes[0].nodes[0].data.width', /as a percentage/],
    ])('refuses %s', (_, node, at, message) => expect(validate(documentOf(node))).toEqual({ at, message: expect.stringMatching(message) }));

    it('takes a prompt as deep as its Markdown reads (its fenced block no tag), and refuses one deeper', () => {
      const deep = (node: object) => ({ ...ifOf('a'), nodes: [updatesOf({ data: { date: '2026-01-05T00:00:00.000Z' }, nodes: [node] })] });
      expect(validate(documentOf(deep(promptOf('Go'))))).toBeUndefined();
      const titled = { ...promptOf('Go'), nodes: [{ ...code, data: { title: 'prompt.md' } }] };
      expect(validate(documentOf(deep(titled)))).toEqual({
        at: 'nodes[0].nodes[0].nodes[0].nodes[0].nodes[0]',
        message: expect.stringMatching(/nest 5 deep here; at most 4/),
      });
    });
  });

  describe("takes quotes in a tag's arguments, and refuses what ends the tag: a `%}`, a line break (but in an integration's props)", () => {
    const documentOf = (node: object) => ({ object: 'document', data: {}, nodes: [node] });
    const paragraph = { object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves: [{ object: 'leaf', text: 'a', marks: [] }] }] };
    const tabsOf = (title: string) => ({
      object: 'block',
      type: 'tabs',
      nodes: [
        { object: 'block', type: 'tabs-item', data: { title: 'One' }, nodes: [paragraph] },
        { object: 'block', type: 'tabs-item', data: { title }, nodes: [paragraph] },
      ],
    });
    const codeOf = (title: string) => ({
      object: 'block',
      type: 'code',
      data: { title },
      nodes: [{ object: 'block', type: 'code-line', data: {}, nodes: [paragraph.nodes[0]] }],
    });
    const embedOf = (url: string) => ({ object: 'block', type: 'embed', data: { url }, isVoid: true });
    const integrationOf = (content: string) => ({
      object: 'block',
      type: 'integration',
      data: { integration: 'mermaid', block: 'diagram', props: { content } },
      isVoid: true,
    });

    it.each([
      ['a tab title with quotes', tabsOf('Say "hi" \'twice\'')],
      ['a code title with a backslash', codeOf('C:\\shell.cmd')],
      ['an embed URL with a quote', embedOf('https://example.com/?q="a"')],
      ['an integration prop over lines with both quotes', integrationOf('graph TD\nA["it\'s"]')],
    ])('takes %s', (_, node) => expect(validate(documentOf(node))).toBeUndefined());

    it.each([
      [
        'a tab title that ends its tag',
        tabsOf('a %} b'),
        'nodes[0].nodes[1].data.title',
        /a tab's title is written on the line of its \{% tab %\}: one line, no "%}"/,
      ],
      ['a tab title on two lines', tabsOf('a\nb'), 'nodes[0].nodes[1].data.title', /one line/],
      ['a code title on two lines', codeOf('a\r\nb'), 'nodes[0].data.title', /a code block's title .* one line/],
      ['an embed URL that ends its tag', embedOf('https://example.com/%}'), 'nodes[0].data.url', /no "%}"/],
      [
        'an integration prop that ends its tag',
        integrationOf('a %} b'),
        'nodes[0].data.props.content',
        /an integration's prop content is written inside its \{% @mermaid\/diagram %\}: no "%}"/,
      ],
    ])('refuses %s', (_, node, at, message) => expect(validate(documentOf(node))).toEqual({ at, message: expect.stringMatching(message) }));
  });

  it("takes spec and integration blocks, and refuses what their tags have no place for: a layout's headless, a schemas title, a prop not a string", () => {
    const ref = { kind: 'openapi', spec: 'petstore' };
    const operation = { object: 'block', type: 'openapi-operation', data: { ref, path: '/pet', method: 'post' }, isVoid: true };
    const schemas = { object: 'block', type: 'openapi-schemas', data: { ref, schemas: ['Pet'] }, isVoid: true };
    const integration = {
      object: 'block',
      type: 'integration',
      data: { integration: 'arcade', block: 'embed', props: { url: 'https://a.example' } },
      isVoid: true,
    };
    const documentOf = (node: object) => ({ object: 'document', data: {}, nodes: [node] });
    for (const node of [operation, schemas, integration]) expect(validate(documentOf(node))).toBeUndefined();
    expect(validate(documentOf({ ...operation, data: { ...operation.data, headless: true } }))).toEqual({
      at: 'nodes[0].data.headless',
      message: expect.stringMatching(/no place for the headless of "openapi-operation" blocks, so the sandbox would lose it/),
    });
    expect(validate(documentOf({ ...schemas, data: { ...schemas.data, title: 'Pets' } }))?.at).toBe('nodes[0].data.title');
    expect(validate(documentOf({ ...integration, data: { ...integration.data, props: { url: 'https://a.example', height: 300 } } }))).toEqual({
      at: 'nodes[0].data.props.height',
      message: expect.stringMatching(/no place for the props.height of "integration" blocks \(its tag holds props that are strings\)/),
    });
  });
});

describe('placedMarkdown', () => {
  it('names a mention as GitBook does once its href is known: a page with subpages `README.md`, a page its file, an anchor `#id`', () => {
    const mention = (page: string, anchor?: string) => ({
      object: 'inline',
      type: 'mention',
      data: { ref: anchor ? { kind: 'anchor', page, anchor } : { kind: 'page', page } },
      isVoid: true,
    });
    const hrefs: Record<string, string> = { guide: '../guide/README.md', install: 'guide/my install.md' };
    const placed = (inline: object) =>
      placedMarkdown(
        unplacedMarkdown(paragraphOf(inline) as JSONDocument),
        (ref) => (ref.kind === 'anchor' ? `${hrefs[ref.page!]}#${ref.anchor}` : ref.kind === 'page' ? hrefs[ref.page]! : ''),
        () => 'Guide',
      );
    expect(placed(mention('guide'))).toBe('a[README.md](../guide/README.md "mention")\n');
    expect(placed(mention('install'))).toBe('a[my install.md](<guide/my install.md> "mention")\n');
    expect(placed(mention('guide', 'setup'))).toBe('a[#setup](../guide/README.md#setup "mention")\n');
  });
});
