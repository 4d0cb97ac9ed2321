import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageDocument } from '../../src/format/document.js';
import type { RefOf } from '../../src/format/document/refs.js';
import { analyzeMarkdown } from '../../src/format/markdown/analysis.js';
import { reusableContentId } from '../../src/format/git-sync/includes.js';
import { dereferenced } from '../../src/format/document/reusable-content.js';
import { documentErrors } from '../helpers/gitbook-document.js';

const EVERY_BLOCK = fs.readFileSync(new URL('../fixtures/gitbook-blocks.md', import.meta.url), 'utf8');

/** A page's document, checked against GitBook's document model and every release's spec. */
const documentOf = (markdown: string, refOf?: RefOf) => {
  const document = pageDocument(analyzeMarkdown(markdown), refOf);
  expect(documentErrors(document)).toEqual([]);
  return document;
};

/** Every key a document's nodes carry, and how many nodes should carry one (blocks, texts, fragments). */
function keysOf(document: unknown) {
  const keys: unknown[] = [];
  let keyed = 0;
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const { object, key } = node as { object?: string; key?: unknown };
    if (object === 'block' || object === 'text' || object === 'fragment') {
      keyed++;
      keys.push(key);
    }
    for (const [field, value] of Object.entries(node)) if (field === 'nodes' || field === 'fragments') visit(value);
  };
  visit((document as { nodes: unknown }).nodes);
  return { keys, keyed };
}

describe("a page as GitBook's document", () => {
  it('keys every node, block, text and fragment, each key its own and the same on every read', () => {
    const first = documentOf(EVERY_BLOCK);
    const { keys, keyed } = keysOf(first);
    expect(keyed).toBeGreaterThan(50);
    expect(keys.every((key) => typeof key === 'string' && key.length > 0)).toBe(true);
    expect(new Set(keys).size).toBe(keyed);
    expect(keysOf(documentOf(EVERY_BLOCK)).keys).toEqual(keys);
  });

  it("gives an include of a reusable content GitBook's reusable-content block, naming the id its file gives it", () => {
    const document = documentOf('Before.\n\n{% include "../.gitbook/includes/support-hint.md" %}\n\n{% include "notes.md" %}');
    expect(document.nodes[1]).toEqual({
      object: 'block',
      type: 'reusable-content',
      key: '1',
      data: { ref: { kind: 'reusable-content', reusableContent: reusableContentId('support-hint.md') } },
      isVoid: true,
    });
    // An include of any other file is no reusable content: its source stays.
    expect(JSON.stringify(document.nodes[2])).toContain('{% include \\"notes.md\\" %}');
  });

  it('dereferenced, shows the reusable contents it includes in place of their blocks, every node keyed by its new place', () => {
    const id = reusableContentId('support-hint.md');
    const support = documentOf('Write to us.\n\nWe answer within a day.');
    const page = documentOf('Before.\n\n{% include "../.gitbook/includes/support-hint.md" %}\n\n{% include "../.gitbook/includes/gone.md" %}\n\nAfter.');
    const shown = dereferenced(page, new Map([[id, support]]));
    expect(documentErrors(shown)).toEqual([]);
    expect(shown.nodes.map((node) => [node.key, node.type])).toEqual([
      ['0', 'paragraph'],
      ['1', 'paragraph'],
      ['2', 'paragraph'],
      ['3', 'reusable-content'],
      ['4', 'paragraph'],
    ]);
    expect(JSON.stringify(shown.nodes[2])).toContain('We answer within a day.');
    // The reusable content's own document is left as it was.
    expect(support.nodes.map((node) => node.key)).toEqual(['0', '1']);
  });

  it("gives headings GitBook's levels: ## a heading-1, ### a heading-2, #### and deeper a heading-3", () => {
    const document = documentOf('## One\n\n### Two\n\n#### Three\n\n##### Four\n\n# In the body');
    expect(document.nodes.map((node) => node.type)).toEqual(['heading-1', 'heading-2', 'heading-3', 'heading-3', 'heading-1']);
  });

  it('gives a heading its anchor as its id, and its text without the anchor', () => {
    const [heading, plain] = documentOf('## Get **started** <a href="#start" id="start"></a>\n\n### Plain').nodes;
    expect(heading).toMatchObject({
      type: 'heading-1',
      meta: { id: 'start' },
      nodes: [
        {
          object: 'text',
          leaves: [
            { text: 'Get ', marks: [] },
            { text: 'started', marks: [{ object: 'mark', type: 'bold' }] },
          ],
        },
      ],
    });
    expect(heading).toHaveProperty('nodes', [expect.anything()]);
    expect(plain).not.toHaveProperty('meta');
  });

  describe('links', () => {
    /** A text node of plain text, as a node's `nodes` show it. */
    const text = (content: string) => ({ object: 'text', leaves: [{ object: 'leaf', text: content, marks: [] }] });
    const link = (ref: unknown, ...nodes: unknown[]) => ({ object: 'inline', type: 'link', data: { ref }, nodes });
    /** The space as the domain sees it: `guide.md` a page of it, `#…` an anchor of this page. */
    const refOf: RefOf = (href) =>
      href === 'guide.md'
        ? { kind: 'page', page: 'page-guide' }
        : href.startsWith('#')
          ? { kind: 'anchor', anchor: href.slice(1) }
          : { kind: 'url', url: href };

    it('gives a link to a URL as a link inline holding its text, between the text around it', () => {
      const [paragraph] = documentOf('See [the site](https://example.com/a) for more.', refOf).nodes;
      expect(paragraph).toMatchObject({
        type: 'paragraph',
        nodes: [text('See '), link({ kind: 'url', url: 'https://example.com/a' }, text('the site')), text(' for more.')],
      });
    });

    it('gives a link to a page of the space a page ref, one to an anchor an anchor ref, with text between and around them', () => {
      const [paragraph] = documentOf('[Guide](guide.md)[Install](#install)', refOf).nodes;
      expect(paragraph).toMatchObject({
        nodes: [
          text(''),
          link({ kind: 'page', page: 'page-guide' }, text('Guide')),
          text(''),
          link({ kind: 'anchor', anchor: 'install' }, text('Install')),
          text(''),
        ],
      });
    });

    it('keeps the marks of the text inside a link, and keys the link and its text like other nodes', () => {
      const document = documentOf('Read [the **whole** guide](guide.md)', refOf);
      expect(document.nodes[0]).toMatchObject({
        key: '0',
        nodes: [
          { key: '0.0' },
          {
            key: '0.1',
            ...link(
              { kind: 'page', page: 'page-guide' },
              {
                key: '0.1.0',
                object: 'text',
                leaves: [
                  { text: 'the ', marks: [] },
                  { text: 'whole', marks: [{ object: 'mark', type: 'bold' }] },
                  { text: ' guide', marks: [] },
                ],
              },
            ),
          },
          { key: '0.2' },
        ],
      });
    });

    it('gives a link in a heading as a link inline, the heading keeping its anchor', () => {
      const [heading] = documentOf('## Using [Guide](guide.md) <a href="#using" id="using"></a>', refOf).nodes;
      expect(heading).toMatchObject({
        type: 'heading-1',
        meta: { id: 'using' },
        nodes: [text('Using '), link({ kind: 'page', page: 'page-guide' }, text('Guide')), text('')],
      });
    });

    it('gives a link its URL as written where the page is read without the space', () => {
      const [paragraph] = documentOf('[Guide](guide.md)').nodes;
      expect(paragraph).toMatchObject({ nodes: [text(''), link({ kind: 'url', url: 'guide.md' }, text('Guide')), text('')] });
    });
  });

  describe('marks', () => {
    /** The leaves of a page's first paragraph, each with its marks. */
    const leavesOf = (markdown: string) => (documentOf(markdown).nodes[0] as { nodes: { leaves: unknown[] }[] }).nodes[0]!.leaves;
    const leaf = (text: string, ...marks: object[]) => ({ object: 'leaf', text, marks: marks.map((mark) => ({ object: 'mark', ...mark })) });

    it('gives bold, italic, code and struck text their marks, a run with two marks both, in the order they nest when written', () => {
      expect(leavesOf('**a** *b* `c` ~~d~~ ***e***')).toEqual([
        leaf('a', { type: 'bold' }),
        leaf(' '),
        leaf('b', { type: 'italic' }),
        leaf(' '),
        leaf('c', { type: 'code' }),
        leaf(' '),
        leaf('d', { type: 'strikethrough' }),
        leaf(' '),
        leaf('e', { type: 'bold' }, { type: 'italic' }),
      ]);
      expect(leavesOf('_**e**_')).toEqual(leavesOf('**_e_**'));
    });

    it('gives <kbd>, <sup> and <sub> the keyboard, superscript and subscript marks, their tags not text', () => {
      expect(leavesOf('Press <kbd>Ctrl</kbd>, x<sup>2</sup> and H<sub>2</sub>O')).toEqual([
        leaf('Press '),
        leaf('Ctrl', { type: 'keyboard' }),
        leaf(', x'),
        leaf('2', { type: 'superscript' }),
        leaf(' and H'),
        leaf('2', { type: 'subscript' }),
        leaf('O'),
      ]);
    });

    it("gives GitBook's coloured text its colour mark, text colour and background, other marks inside it kept", () => {
      expect(leavesOf('<mark style="color:red;">Stop **now**</mark> <mark style="background-color:blue;">note</mark>')).toEqual([
        leaf('Stop ', { type: 'color', data: { text: 'red', background: 'default' } }),
        leaf('now', { type: 'color', data: { text: 'red', background: 'default' } }, { type: 'bold' }),
        leaf(' '),
        leaf('note', { type: 'color', data: { text: 'default', background: 'blue' } }),
      ]);
      expect(leavesOf('<mark style="color:$primary;background-color:green;">x</mark>')).toEqual([
        leaf('x', { type: 'color', data: { text: '$primary', background: 'green' } }),
      ]);
    });

    it("gives a figure's caption the same marks, written as HTML there", () => {
      const [images] = documentOf(
        '<figure><img src="a.png" alt=""><figcaption><p>Press <kbd>K</kbd> in <mark style="color:red;">red</mark></p></figcaption></figure>',
      ).nodes;
      expect(JSON.stringify(images)).toContain(
        JSON.stringify([
          leaf('Press '),
          leaf('K', { type: 'keyboard' }),
          leaf(' in '),
          leaf('red', { type: 'color', data: { text: 'red', background: 'default' } }),
        ]),
      );
    });

    it('keeps the text of a <mark> of no colour GitBook has, or an unclosed tag, without a mark it cannot carry', () => {
      expect(leavesOf('<mark style="color:chartreuse;">x</mark> <kbd>y')).toEqual([leaf('x '), leaf('y', { type: 'keyboard' })]);
    });
  });

  describe('lists, quotes and dividers', () => {
    /** A paragraph of plain text, as a node's `nodes` show it. */
    const paragraph = (text: string) => ({ type: 'paragraph', nodes: [{ object: 'text', leaves: [{ text, marks: [] }] }] });
    const item = (...nodes: unknown[]) => ({ object: 'block', type: 'list-item', nodes });

    it('gives bulleted and numbered lists as lists of items, a nested list inside its item, a numbered list its start', () => {
      const { nodes } = documentOf('- one\n  1. first\n  2. second\n- two\n\n3. three\n4. four');
      expect(nodes).toMatchObject([
        {
          type: 'list-unordered',
          nodes: [
            item(paragraph('one'), { type: 'list-ordered', data: {}, nodes: [item(paragraph('first')), item(paragraph('second'))] }),
            item(paragraph('two')),
          ],
        },
        { type: 'list-ordered', data: { start: 3 }, nodes: [item(paragraph('three')), item(paragraph('four'))] },
      ]);
      expect((nodes[0] as { nodes: object[] }).nodes[0]).not.toHaveProperty('data');
    });

    it('gives a task list its items, each done or not, without its mark', () => {
      const [tasks] = documentOf('- [x] done\n- [ ] todo').nodes;
      expect(tasks).toMatchObject({
        type: 'list-tasks',
        nodes: [
          { ...item(paragraph('done')), data: { checked: true } },
          { ...item(paragraph('todo')), data: { checked: false } },
        ],
      });
    });

    it('keeps a bulleted list whose items are not all tasks a bulleted list, its marks as written', () => {
      const [list] = documentOf('- [x] done\n- plain').nodes;
      expect(list).toMatchObject({ type: 'list-unordered', nodes: [item(paragraph('[x] done')), item(paragraph('plain'))] });
    });

    it('gives a quote the paragraphs it holds, and a thematic break as a divider', () => {
      expect(documentOf('> First.\n>\n> Second.\n\n***').nodes).toMatchObject([
        { type: 'blockquote', nodes: [paragraph('First.'), paragraph('Second.')] },
        { type: 'divider', isVoid: true, data: {} },
      ]);
    });

    it('puts each where the spec allows it: a quote and code in a list item, a list but not a quote in a hint', () => {
      const [list, hint] = documentOf('- item\n\n  > quoted\n\n  ```\n  x\n  ```\n\n{% hint %}\n- a\n\n> q\n{% endhint %}').nodes;
      expect(list).toMatchObject({
        type: 'list-unordered',
        nodes: [item(paragraph('item'), { type: 'blockquote', nodes: [paragraph('quoted')] }, { type: 'code' })],
      });
      expect(hint).toMatchObject({ type: 'hint', nodes: [{ type: 'list-unordered' }, paragraph('q')] });
    });
  });

  describe('tables', () => {
    it('gives a pipe table the grid view: a column per header cell, aligned as its delimiter says, a record per row, marks kept', () => {
      const [table] = documentOf('| Name | Count | Note |\n| :--- | :---: | ---: |\n| **a** | 1 | x |\n| b | 2 | |').nodes;
      const text = (id: string, title: string, textAlignment: string) => ({ id, title, type: 'text', textAlignment });
      const fragment = (name: string, leaves: object[]) => ({
        object: 'fragment',
        fragment: name,
        nodes: [{ type: 'paragraph', nodes: [{ object: 'text', leaves }] }],
      });
      expect(table).toMatchObject({
        type: 'table',
        isVoid: true,
        data: {
          view: { type: 'grid', columns: ['column-0', 'column-1', 'column-2'], hideHeader: false },
          definition: {
            'column-0': text('column-0', 'Name', 'left'),
            'column-1': text('column-1', 'Count', 'center'),
            'column-2': text('column-2', 'Note', 'right'),
          },
          records: {
            'row-0': { orderIndex: '0', values: { 'column-0': 'row-0-0', 'column-1': 'row-0-1', 'column-2': 'row-0-2' } },
            'row-1': { orderIndex: '1', values: { 'column-0': 'row-1-0', 'column-1': 'row-1-1', 'column-2': 'row-1-2' } },
          },
        },
      });
      const fragments = (table as { fragments: object[] }).fragments;
      expect(fragments).toHaveLength(6);
      expect(fragments[0]).toMatchObject(fragment('row-0-0', [{ text: 'a', marks: [{ type: 'bold' }] }]));
      expect(fragments[4]).toMatchObject(fragment('row-1-1', [{ text: '2', marks: [] }]));
    });
  });
});
