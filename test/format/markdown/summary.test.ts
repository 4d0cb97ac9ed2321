import { describe, expect, it } from 'vitest';
import { SUMMARY_MAX_DEPTH, summaryOf, writeSummary, type SummaryEntry } from '../../../src/format/markdown/summary.js';
import { openApiEntry, SUMMARY_HEAD } from '../../helpers/summary-lines.js';

describe('summaryOf', () => {
  it('reads nested lists as nested entries, each with its first link; the title heading starts no group', () => {
    expect(summaryOf('# Summary\n\n* [Intro](README.md)\n* [Guide](guide/README.md)\n  * [Install](guide/install.md)\n')).toEqual([
      {
        entries: [
          { link: { text: 'Intro', href: 'README.md' }, entries: [] },
          { link: { text: 'Guide', href: 'guide/README.md' }, entries: [{ link: { text: 'Install', href: 'guide/install.md' }, entries: [] }] },
        ],
      },
    ]);
  });

  it('starts a group at each heading after the title, # or ##, with the entries under it', () => {
    const toc = '# Table of contents\n\n* [Welcome](README.md)\n\n## Getting started\n\n* [Quickstart](start/quick.md)\n\n# Reference\n\n* [API](api.md)\n';
    expect(summaryOf(toc).map((group) => [group.title, group.entries.map((e) => e.link?.text)])).toEqual([
      [undefined, ['Welcome']],
      ['Getting started', ['Quickstart']],
      ['Reference', ['API']],
    ]);
  });

  it('keeps a heading with no pages under it as an empty group, and reads CRLF files', () => {
    expect(summaryOf('# Summary\r\n\r\n## Empty\r\n\r\n## Full\r\n\r\n* [A](a.md)\r\n')).toEqual([
      { title: 'Empty', entries: [] },
      { title: 'Full', entries: [{ link: { text: 'A', href: 'a.md' }, entries: [] }] },
    ]);
  });
});

describe('summaryOf, as GitBook reads a summary', () => {
  it("takes a group's title without its heading's anchor, and the anchor's id for its slug", () => {
    expect(summaryOf('# Table of contents\n\n## Get Started <a href="#getting-started" id="getting-started"></a>\n\n* [A](a.md)\n')).toEqual([
      { title: 'Get Started', slug: 'getting-started', entries: [{ link: { text: 'A', href: 'a.md' }, entries: [] }] },
    ]);
  });

  it('ends a group at a horizontal rule: the entries after it are at the top level', () => {
    const toc = '# Table of contents\n\n## Guides\n\n* [A](a.md)\n\n***\n\n* [B](b.md)\n';
    expect(summaryOf(toc).map((group) => [group.title, group.entries.map((e) => e.link?.text)])).toEqual([
      ['Guides', ['A']],
      [undefined, ['B']],
    ]);
  });

  it("keeps a link's title, GitBook's title for the page in the table of contents", () => {
    expect(summaryOf('* [How to debug a Go service](go.md "Go")\n')[0]!.entries[0]!.link).toEqual({
      text: 'How to debug a Go service',
      href: 'go.md',
      title: 'Go',
    });
  });
});

describe('writeSummary', () => {
  it('gives back a summary GitBook wrote byte for byte: group anchors, rules, link titles, titles as written', () => {
    const toc = [
      ...SUMMARY_HEAD,
      '* [Quickstart](getting-started/quickstart.md)',
      '* [How to debug a Go service](getting-started/go.md "Go \\"fast\\"")',
      '',
      '## Reference',
      '',
      '* [R&D & more](reference/r-and-d.md)',
      '* [A \\&amp; B, \\[draft\\], snake_case](reference/a.md)',
      '',
      '***',
      '',
      '* [Changelog](changelog.md)',
      '',
    ].join('\n');
    expect(writeSummary(summaryOf(toc))).toBe(toc);
  });

  it.each([
    ['A & B', 'A & B'],
    ['snake_case', 'snake_case'],
    ['R&D &amp; more', 'R&D \\&amp; more'],
    ['<b>bold</b>', '\\<b>bold\\</b>'],
  ])('writes the title %j as %j: escaped only where Markdown would read it otherwise', (text, written) => {
    expect(writeSummary([{ entries: [{ link: { text, href: 'a.md' }, entries: [] }] }])).toBe(`# Table of contents\n\n* [${written}](a.md)\n`);
  });

  it('writes a table of contents as GitBook does: nested lists by two spaces, groups under ## headings', () => {
    const groups = [
      { entries: [{ link: { text: 'Welcome', href: 'README.md' }, entries: [] }] },
      {
        title: 'Guides',
        entries: [
          {
            link: { text: 'Writing', href: 'guides/writing/README.md' },
            entries: [{ link: { text: 'Images', href: 'guides/writing/images.md' }, entries: [] }],
          },
        ],
      },
      { title: 'Empty', entries: [] },
    ];
    const written = writeSummary(groups);
    expect(written).toBe(
      '# Table of contents\n\n* [Welcome](README.md)\n\n## Guides\n\n* [Writing](guides/writing/README.md)\n  * [Images](guides/writing/images.md)\n\n## Empty\n',
    );
    expect(summaryOf(written)).toEqual(groups);
  });

  it.each([["What's new?"], ['a*b*c and snake_case'], ['Use `npm`'], ['[draft] notes'], ['R&D &amp; more'], ['<b>bold</b>'], ['back\\slash'], ['a ~~b~~ c']])(
    'gives back the title %j as written',
    (text) => {
      expect(summaryOf(writeSummary([{ entries: [{ link: { text, href: 'a.md' }, entries: [] }] }]))[0]!.entries[0]!.link!.text).toBe(text);
    },
  );

  it('keeps a path with spaces or parentheses one link destination', () => {
    const href = 'assets/image (1).md';
    expect(writeSummary([{ entries: [{ link: { text: 'Image', href }, entries: [] }] }])).toContain('* [Image](<assets/image (1).md>)');
    expect(decodeURI(summaryOf(writeSummary([{ entries: [{ link: { text: 'Image', href }, entries: [] }] }]))[0]!.entries[0]!.link!.href)).toBe(href);
  });
});

describe('summaryOf and writeSummary, link and computed pages', () => {
  /** A summary as GitBook's Git Sync writes link pages (outside, to an anchor, to a page listed already) and computed pages. */
  const toc = [
    '# Table of contents',
    '',
    '* [Welcome](README.md)',
    '* [Inline](inline.md)',
    '  * [Buttons](inline.md#buttons)',
    '* [Playground](https://example.com/play?x=1)',
    '* [Welcome again](README.md)',
    '',
    '## Reference',
    '',
    '* [Overview](reference/overview.md)',
    ...openApiEntry('petstore', { models: true, downloadLink: true }),
    ...openApiEntry('nested', { models: false }, '  '),
    '',
  ].join('\n');

  it("reads an entry holding only a yaml block as a computed page's definition, its YAML as written", () => {
    const [, reference] = summaryOf(toc);
    expect(reference!.entries[1]!.link).toBeUndefined();
    expect(reference!.entries[1]!.computed).toBe(
      'type: builtin:openapi\nprops:\n  models: true\n  downloadLink: true\ndependencies:\n  spec:\n    ref:\n      kind: openapi\n      spec: petstore\n',
    );
    expect(reference!.entries[1]!.entries[0]!.computed).toContain('spec: nested');
  });

  it('keeps the links of link pages whole: a URL, a file and its anchor', () => {
    const [top] = summaryOf(toc);
    expect(top!.entries.map((e) => e.link?.href)).toEqual(['README.md', 'inline.md', 'https://example.com/play?x=1', 'README.md']);
    expect(top!.entries[1]!.entries[0]!.link).toEqual({ text: 'Buttons', href: 'inline.md#buttons' });
  });

  it('writes them back as GitBook wrote them, byte for byte', () => {
    expect(writeSummary(summaryOf(toc))).toBe(toc);
  });

  it('reads a yaml block after a link as part of that page, not as a computed page', () => {
    const [top] = summaryOf('* [A](a.md)\n\n  ```yaml\n  type: builtin:openapi\n  ```\n');
    expect(top!.entries[0]).toEqual({ link: { text: 'A', href: 'a.md' }, entries: [] });
  });
});

describe('SUMMARY_MAX_DEPTH', () => {
  /** How deep the pages of a summary of one chain of `depth` pages are once it is written and read back. */
  const readBack = (depth: number) => {
    let entries: SummaryEntry[] = [];
    for (let level = depth; level >= 1; level--) entries = [{ link: { text: `P${level}`, href: `p${level}.md` }, entries }];
    let deepest = 0;
    for (let read = summaryOf(writeSummary([{ entries }]))[0]!.entries; read.length > 0; read = read[0]!.entries) deepest++;
    return deepest;
  };

  it('is as deep as a summary says pages nest, and no deeper', () => {
    expect(readBack(SUMMARY_MAX_DEPTH)).toBe(SUMMARY_MAX_DEPTH);
    expect(readBack(SUMMARY_MAX_DEPTH + 1)).toBe(SUMMARY_MAX_DEPTH);
  });
});
