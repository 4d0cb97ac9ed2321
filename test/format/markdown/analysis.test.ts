import { describe, expect, it } from 'vitest';
import { analyzeMarkdown, MAX_BLOCKS_PER_PAGE, MAX_LEAVES_PER_PAGE } from '../../../src/format/markdown/analysis.js';
import { plainText } from '../../../src/format/markdown/blocks.js';

describe('analyzeMarkdown', () => {
  it('reads headings and paragraphs with their marks, lists, code, rules and other blocks by their source', () => {
    const { blocks } = analyzeMarkdown('# Hello *world*\n\nSome **bold** and `code`.\n\n- one\n- two\n\n```js\nlet x\n```\n\n---\n\n> quoted');
    expect(blocks).toEqual([
      {
        type: 'heading',
        depth: 1,
        leaves: [
          { text: 'Hello ', marks: [] },
          { text: 'world', marks: ['italic'] },
        ],
      },
      {
        type: 'paragraph',
        leaves: [
          { text: 'Some ', marks: [] },
          { text: 'bold', marks: ['bold'] },
          { text: ' and ', marks: [] },
          { text: 'code', marks: ['code'] },
          { text: '.', marks: [] },
        ],
      },
      {
        type: 'list',
        kind: 'bulleted',
        items: [
          { blocks: [{ type: 'paragraph', leaves: [{ text: 'one', marks: [] }] }] },
          { blocks: [{ type: 'paragraph', leaves: [{ text: 'two', marks: [] }] }] },
        ],
        source: '- one\n- two',
      },
      { type: 'code', text: 'let x', syntax: 'js', source: '```js\nlet x\n```' },
      { type: 'rule', source: '---' },
      { type: 'quote', blocks: [{ type: 'paragraph', leaves: [{ text: 'quoted', marks: [] }] }], source: '> quoted' },
    ]);
  });

  it("reads GitBook's marks written as HTML on the text between the tags, the text alone what search and PDFs read", () => {
    const [paragraph] = analyzeMarkdown('Press <kbd>Ctrl</kbd> in <mark style="color:red;">red</mark>, x<sup>2</sup>').blocks;
    expect(paragraph).toEqual({
      type: 'paragraph',
      leaves: [
        { text: 'Press ', marks: [] },
        { text: 'Ctrl', marks: ['keyboard'] },
        { text: ' in ', marks: [] },
        { text: 'red', marks: ['color:red/default'] },
        { text: ', x', marks: [] },
        { text: '2', marks: ['superscript'] },
      ],
    });
    expect(plainText(paragraph!.type === 'paragraph' ? paragraph.leaves : [])).toBe('Press Ctrl in red, x2');
  });

  it("reads GitBook's inlines as leaves of their own, each with the text search and PDFs read of it", () => {
    const leaves = (markdown: string) => (analyzeMarkdown(markdown).blocks[0] as { leaves: unknown[] }).leaves;
    expect(
      leaves(
        'See <img src=".gitbook/assets/a.png" alt="Menu" data-size="line"> :tada: <i class="fa-github">:github:</i> $$x^2$$ <code class="expression">space.vars.api_key</code>.',
      ),
    ).toEqual([
      { text: 'See ', marks: [] },
      { text: 'Menu', marks: [], inline: { type: 'inline-image', src: '.gitbook/assets/a.png', alt: 'Menu', size: 'line' } },
      { text: ' ', marks: [] },
      { text: '🎉', marks: [], inline: { type: 'emoji', code: '1f389' } },
      { text: ' ', marks: [] },
      { text: '', marks: [], inline: { type: 'icon', icon: 'github' } },
      { text: ' ', marks: [] },
      { text: 'x^2', marks: [], inline: { type: 'inline-math', formula: 'x^2' } },
      { text: ' ', marks: [] },
      { text: 'space.vars.api_key', marks: [], inline: { type: 'expression', expression: 'space.vars.api_key' } },
      { text: '.', marks: [] },
    ]);
    // An image alone on its line is a paragraph of it, though Markdown reads it as an HTML block.
    expect(leaves('<img src="b.png" alt="" data-size="line">\nafter')).toEqual([
      { text: '', marks: [], inline: { type: 'inline-image', src: 'b.png', alt: '', size: 'line' } },
      { text: '\nafter', marks: [] },
    ]);
    // A Markdown image in a line of text is an inline image too, of no size.
    expect(leaves('Run ![Logo](logo.png) now')).toEqual([
      { text: 'Run ', marks: [] },
      { text: 'Logo', marks: [], inline: { type: 'inline-image', src: 'logo.png', alt: 'Logo' } },
      { text: ' now', marks: [] },
    ]);
    // An icon's name may be an emoji's shortcode too, or none.
    expect(leaves('<i class="fa-rocket">:rocket:</i><i class="fa-x-twitter">:x-twitter:</i>')).toEqual([
      { text: '', marks: [], inline: { type: 'icon', icon: 'rocket' } },
      { text: '', marks: [], inline: { type: 'icon', icon: 'x-twitter' } },
    ]);
    // A shortcode GitBook's table does not know, or escaped, is text; so are `<i>` without an icon or holding other text, `<code>` of another class, a button.
    expect(leaves('\\:tada: :nope: <i>it</i><i class="fa-gear">gear</i> <code class="x">c</code> <a href="a.md" class="button primary">Go</a>')).toEqual([
      { text: ':tada: :nope: ', marks: [] },
      { text: 'itgear', marks: ['italic'] },
      { text: ' c Go', marks: [] },
    ]);
  });

  it('stays linear on a line of inline elements never closed', () => {
    const openers = (tag: string) => `${tag}a`.repeat(5_000);
    for (const line of [openers('<code class="expression">'), openers('<i class="fa-gear">'), `${openers('<i class="fa-gear">')}</i>`]) {
      const started = performance.now();
      expect(plainText(analyzeMarkdown(line).blocks.flatMap((block) => ('leaves' in block ? block.leaves : [])))).toContain('a');
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });

  it('finds the targets of links and images, reference-style ones included', () => {
    expect(analyzeMarkdown('[a](guide.md) ![b](.gitbook/assets/b.png) [c][ref]\n\n[ref]: https://example.com').hrefs).toEqual([
      'guide.md',
      '.gitbook/assets/b.png',
      'https://example.com',
    ]);
  });

  it('keeps the text but not the formatting of a page past its runs and blocks', () => {
    const runs = analyzeMarkdown('`a``'.repeat(MAX_LEAVES_PER_PAGE));
    const leaves = runs.blocks.flatMap((b) => ('leaves' in b ? b.leaves : []));
    expect(leaves.length).toBeLessThanOrEqual(MAX_LEAVES_PER_PAGE + 1);
    expect(plainText(leaves).length).toBeGreaterThan(MAX_LEAVES_PER_PAGE);

    // HTML's runs spend the same budget and, past it, join as Markdown's do: not a run per tag.
    const spent = '`a``'.repeat(MAX_LEAVES_PER_PAGE);
    const [, markdown] = analyzeMarkdown(`${spent}\n\n${'**x**y'.repeat(5_000)}`).blocks;
    const [, figure] = analyzeMarkdown(`${spent}\n\n<figure><img src="a.png"><figcaption>${'<b>x</b>y'.repeat(5_000)}</figcaption></figure>`).blocks;
    expect(markdown).toMatchObject({
      type: 'paragraph',
      leaves: [
        { text: 'x', marks: ['bold'] },
        { text: `y${'xy'.repeat(4_999)}`, marks: [] },
      ],
    });
    expect(figure).toMatchObject({ type: 'images', images: [{ caption: (markdown as { leaves: unknown }).leaves }] });
    const [, cards] = analyzeMarkdown(
      `${spent}\n\n<table data-view="cards"><thead><tr><th><b>Na</b>me</th></tr></thead><tbody><tr><td><b>x</b>y</td></tr></tbody></table>`,
    ).blocks;
    expect(cards).toMatchObject({ type: 'cards', columns: [{ title: 'Name' }], cards: [[{ leaves: [{ text: 'xy', marks: [] }] }]] });

    const paragraphs = analyzeMarkdown(Array.from({ length: MAX_BLOCKS_PER_PAGE * 2 }, (_, i) => `Paragraph ${i}.`).join('\n\n'));
    expect(paragraphs.blocks).toHaveLength(MAX_BLOCKS_PER_PAGE);
    expect(paragraphs.blocks.at(-1)).toMatchObject({ type: 'other', source: expect.stringMatching(/^Paragraph 4999\.[\s\S]*Paragraph 9999\.$/) });
  });
});
