import { describe, expect, it } from 'vitest';
import { fieldsOf, readPageFiles, writePageFile } from '../../../src/format/git-sync/page-file.js';

/** A page's file read as the CLI reads one, front matter and all. */
const readPageFile = async (source: string) => (await readPageFiles([{ source, page: () => 'page', field: 'file' }], async (texts) => texts.map(fieldsOf)))[0];

describe('readPageFiles', () => {
  it('splits a file as GitBook writes it into front matter, fields, title and body', async () => {
    const file = [
      '---',
      'description: >-',
      '  Create and publish your first space,',
      '  in five minutes.',
      'icon: rocket',
      'cover: ../.gitbook/assets/hero.png',
      'coverY: 42',
      'hidden: true',
      'if: visitor.claims.plan === "pro"',
      '---',
      '',
      '# Quickstart',
      '',
      'Body text.',
      '',
    ].join('\n');
    expect(await readPageFile(file)).toEqual({
      frontMatter:
        'description: >-\n  Create and publish your first space,\n  in five minutes.\nicon: rocket\ncover: ../.gitbook/assets/hero.png\ncoverY: 42\nhidden: true\nif: visitor.claims.plan === "pro"\n',
      fields: {
        description: 'Create and publish your first space, in five minutes.',
        icon: 'rocket',
        cover: { src: '../.gitbook/assets/hero.png', y: 42 },
        hidden: true,
        condition: 'visitor.claims.plan === "pro"',
      },
      heading: 'Quickstart',
      body: 'Body text.',
    });
  });

  it('takes only a leading "# " line as the title: a later one, a "## " or a setext heading stay in the body', async () => {
    expect(await readPageFile('Intro.\n\n# Later')).toEqual({ fields: {}, body: 'Intro.\n\n# Later' });
    expect(await readPageFile('## Section\n\ntext')).toEqual({ fields: {}, body: '## Section\n\ntext' });
    expect(await readPageFile('# Closed ATX #\n\ntext')).toMatchObject({ heading: 'Closed ATX', body: 'text' });
  });

  it.each([
    ['# Closed ATX ##   ', 'Closed ATX'],
    ['# C#', 'C#'],
    ['# ##', '##'],
    ['# a  #  #', 'a  #'],
    ['# a\t#', 'a\t#'],
    ['#  spaced', 'spaced'],
  ])('reads the title line %j as %j', async (line, heading) => {
    expect(await readPageFile(`${line}\n\nBody.`)).toMatchObject({ heading, body: 'Body.' });
  });

  it('issue 22.1: reads a title line of a mebibyte of spaces in linear time (a regular expression took minutes)', async () => {
    const line = `# a${' '.repeat(1024 * 1024)}b`;
    expect(await readPageFile(`${line}\n\nBody.`)).toMatchObject({ heading: line.slice(2), body: 'Body.' });
  });

  it('reads CRLF files as LF, and keeps indentation at the start of the body', async () => {
    expect(await readPageFile('---\r\nicon: gear\r\n---\r\n\r\n# T\r\n\r\n    indented code\r\n')).toEqual({
      frontMatter: 'icon: gear\n',
      fields: { icon: 'gear' },
      heading: 'T',
      body: '    indented code',
    });
  });

  it('keeps front matter that is not YAML, or sets types GitBook does not give, as written and sets no field from it', async () => {
    expect(await readPageFile('---\ndescription: [unclosed\n---\n# T\n')).toMatchObject({ frontMatter: 'description: [unclosed\n', fields: {}, heading: 'T' });
    expect(fieldsOf('hidden: "yes"\ndescription: 42\nlayout: wide\n')).toEqual({});
    expect(fieldsOf('description: one\nicon: gear\ndescription: two\n')).toEqual({});
  });

  it("reads the page's variables from vars:, each a name and a value GitBook could hold", () => {
    expect(fieldsOf('vars:\n  step: two\n  count: 3\n  beta: false\n  bad name: x\n  nested:\n    a: 1\n')).toEqual({
      variables: { step: 'two', count: 3, beta: false },
    });
    expect(fieldsOf('vars: [a]\n')).toEqual({});
    expect(fieldsOf('vars:\n  nested: {a: 1}\n')).toEqual({});
  });

  it('reads a thematic break at the top without a closing one as body, not front matter', async () => {
    expect(await readPageFile('---\n\nJust a rule above.')).toEqual({ fields: {}, body: '---\n\nJust a rule above.' });
  });
});

describe('fieldsOf', () => {
  it("reads GitBook's layout elements as visible or not, and the cover's size and mask", async () => {
    const yaml =
      'layout:\n  width: wide\n  cover:\n    visible: true\n    size: full\n    mask: radial\n  title:\n    visible: false\n  outline:\n    visible: false\n' +
      '  tags:\n    visible: false\n  actions:\n    visible: true\n  anchors:\n    visible: false\n';
    expect(fieldsOf(yaml)).toEqual({
      layout: { width: 'wide', cover: true, coverSize: 'full', coverMask: 'radial', title: false, outline: false, tags: false, actions: true, anchors: false },
    });
  });
});

describe('metaLinks in front matter', () => {
  const yaml =
    'metaLinks:\n  canonical: https://example.com/guide\n  alternates:\n    - https://example.com/fr/guide\n    - kind: page\n      page: p2\n    - 42\n';

  it('reads the canonical and the alternates: a URL as written, a page by reference, what is neither left out', () => {
    expect(fieldsOf(yaml).metaLinks).toEqual({
      canonical: { kind: 'url', url: 'https://example.com/guide' },
      alternates: [
        { kind: 'url', url: 'https://example.com/fr/guide' },
        { kind: 'page', page: 'p2' },
      ],
    });
    expect(fieldsOf('metaLinks: yes\n').metaLinks).toBeUndefined();
  });

  it('writes them back for a page without front matter as written, and reads them again', async () => {
    const page = { title: 'T', markdown: '', ...fieldsOf(yaml) };
    const written = writePageFile(page);
    expect(written).toBe(
      '---\nmetaLinks:\n  canonical: https://example.com/guide\n  alternates:\n    - https://example.com/fr/guide\n    - kind: page\n      page: p2\n---\n\n# T\n',
    );
    expect((await readPageFile(written))?.fields.metaLinks).toEqual(page.metaLinks);
  });
});

describe('writePageFile', () => {
  it('writes the front matter as it was written, the title line, and the body', async () => {
    const page = { title: 'Quickstart', frontMatter: 'description: >-\n  Folded\n  text\n', description: 'Folded text', markdown: 'Body.' };
    expect(writePageFile(page)).toBe('---\ndescription: >-\n  Folded\n  text\n---\n\n# Quickstart\n\nBody.\n');
  });

  it('writes front matter from the fields of a page that has none as written, and none for a page without fields', async () => {
    expect(writePageFile({ title: 'T', description: 'About', icon: 'gear', hidden: true, layout: { width: 'wide', title: false }, markdown: '' })).toBe(
      '---\ndescription: About\nicon: gear\nlayout:\n  width: wide\n  title:\n    visible: false\nhidden: true\n---\n\n# T\n',
    );
    expect(writePageFile({ title: 'T', layout: { coverMask: 'radial', anchors: false }, markdown: '' })).toBe(
      '---\nlayout:\n  cover:\n    visible: true\n    mask: radial\n  anchors:\n    visible: false\n---\n\n# T\n',
    );
    expect(writePageFile({ title: 'T', markdown: 'x' })).toBe('# T\n\nx\n');
  });

  it('reads back what it writes', async () => {
    const page = { title: 'T', description: 'About', cover: { src: 'a.png', y: 12 }, noIndex: true, markdown: 'Some *body*.' };
    const read = await readPageFile(writePageFile(page));
    expect(read).toMatchObject({ fields: { description: 'About', cover: { src: 'a.png', y: 12 }, noIndex: true }, heading: 'T', body: 'Some *body*.' });
  });
});
