import { describe, expect, it } from 'vitest';
import { pagePathOfFile, relaidLinks, type Relayout } from '../../src/format/link-paths.js';
import { analyzeMarkdown } from '../../src/format/markdown/analysis.js';

/**
 * A folder whose summary places `reference/api/other.md` under the guide: in the folder each page
 * is named by its file, in the content by its place (`guide/other`, a link to it `guide/other.md`).
 */
const files: Record<string, string> = {
  'reference/api/café.md': 'cafe',
  'reference/api/other.md': 'other',
  'reference/api/sibling.md': 'sibling',
  'guide/README.md': 'guide',
  'README.md': 'home',
};
const places: Record<string, string> = {
  cafe: 'guide/café',
  other: 'guide/other',
  sibling: 'guide/sibling',
  guide: 'guide',
  home: 'home',
};
/** The files no layout moves: an asset and a reusable content's file. */
const fixed: Record<string, string> = { '.gitbook/assets/a.png': 'a.png', '.gitbook/includes/note.md': 'note' };
const fixedAt = (key: string) => Object.entries(fixed).find(([, k]) => k === key)?.[0];
const layout: Relayout = {
  before: (at) => fixed[at] ?? Object.entries(files).find(([file]) => pagePathOfFile(file) === pagePathOfFile(at))?.[1],
  // The root names the first page too.
  after: (at) => fixed[at] ?? (pagePathOfFile(at) === '' ? 'home' : Object.entries(places).find(([, place]) => place === pagePathOfFile(at))?.[0]),
  pathOf: (key) => fixedAt(key) ?? `${places[key]}.md`,
};
const relaid = (markdown: string, from: string, to: string) => relaidLinks(markdown, analyzeMarkdown(markdown).hrefs, from, to, layout);

describe('relaidLinks: a link written from a file names the same page from its place', () => {
  it.each([
    ['a sibling, with its anchor', '[y](sibling.md#anchor)', '[y](sibling.md#anchor)'],
    ['a page up the folders', '[g](../../guide/README.md)', '[g](../guide.md)'],
    ['the first page', '[home](../../README.md)', '[home](../home.md)'],
    ['an image', '![a](../../.gitbook/assets/a.png)', '![a](../.gitbook/assets/a.png)'],
    ['a reference definition', '[x][r]\n\n[r]: ../../guide/README.md', '[x][r]\n\n[r]: ../guide.md'],
    [
      "a block's url",
      '{% content-ref url="../../guide/README.md" %}\n[g](../../guide/README.md)\n{% endcontent-ref %}',
      '{% content-ref url="../guide.md" %}\n[g](../guide.md)\n{% endcontent-ref %}',
    ],
    [
      'a name markdown-it escapes',
      '[café](../../guide/README.md) [s](<sibling.md#anchor>) [é](../../reference/api/café.md)',
      '[café](../guide.md) [s](<sibling.md#anchor>) [é](café.md)',
    ],
    ['an HTML image', '<img src="../../.gitbook/assets/a.png" alt="a">', '<img src="../.gitbook/assets/a.png" alt="a">'],
    ["an include's file", '{% include "../../.gitbook/includes/note.md" %}', '{% include "../.gitbook/includes/note.md" %}'],
  ])('%s', (_, written, placed) => expect(relaid(written, 'reference/api', 'guide')).toBe(placed));

  it('leaves a Markdown example in a code block as written, while the same link outside it is rewritten', () => {
    const example = '```markdown\n[home](../../README.md)\n```\n\n    [home](../../README.md)\n';
    expect(relaid(`[home](../../README.md)\n\n${example}`, 'reference/api', 'guide')).toBe(`[home](../home.md)\n\n${example}`);
  });

  it('leaves alone what names nothing, URLs, anchors, and the same path in prose or code', () => {
    const markdown = 'See [gone](../gone.md), [web](https://example.com/a.md), [top](#top) and `../../README.md`: [home](../../README.md).\n';
    expect(relaid(markdown, 'reference/api', 'guide')).toBe(
      'See [gone](../gone.md), [web](https://example.com/a.md), [top](#top) and `../../README.md`: [home](../home.md).\n',
    );
  });

  it('leaves a page whose links already name their targets from its place as written', () => {
    const markdown = '[home](../README.md) and [y](sibling.md#anchor).\n';
    expect(relaid(markdown, 'guide', 'guide')).toBe(markdown);
  });
});
