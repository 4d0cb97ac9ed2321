import { describe, expect, it } from 'vitest';
import { folderLayout, type PlaceablePage } from '../../../src/format/git-sync/layout.js';

interface Page extends PlaceablePage<Page> {}
const doc = (path: string, title: string, pages: Page[] = []): Page => ({ type: 'document', title, path, pages });
const group = (path: string, title: string, pages: Page[]): Page => ({ type: 'group', title, path, pages });
const DEFAULTS = { readme: 'README.md', summary: 'SUMMARY.md' };

const filesOf = (pages: Page[], config = DEFAULTS) => folderLayout(pages, config).files.map(({ page, file }) => [page.path, file]);

describe('folderLayout', () => {
  it.each([
    ['the first page is the readme, whatever its path', [doc('welcome', 'Welcome')], [['welcome', 'README.md']]],
    [
      'a page is <path>.md',
      [doc('intro', 'Intro'), doc('faq', 'FAQ')],
      [
        ['intro', 'README.md'],
        ['faq', 'faq.md'],
      ],
    ],
    [
      "a page with subpages is its folder's README.md, they beside it",
      [doc('a', 'A'), doc('guide', 'Guide', [doc('guide/install', 'Install')])],
      [
        ['a', 'README.md'],
        ['guide', 'guide/README.md'],
        ['guide/install', 'guide/install.md'],
      ],
    ],
    [
      'a group has no file; its pages are under its path',
      [doc('a', 'A'), group('guides', 'Guides', [doc('guides/start', 'Start')])],
      [
        ['a', 'README.md'],
        ['guides/start', 'guides/start.md'],
      ],
    ],
    ['a first group leaves no readme', [group('g', 'G', [doc('g/a', 'A')])], [['g/a', 'g/a.md']]],
  ])('%s', (_, pages, files) => {
    expect(filesOf(pages)).toEqual(files);
  });

  it('lists pages in the summary as their files, groups under their titles, relative to the summary', () => {
    const pages = [doc('a', 'A'), group('guides', 'Guides', [doc('guides/start', 'Start', [doc('guides/start/more', 'More')])])];
    expect(folderLayout(pages, { readme: 'intro.md', summary: 'docs/TOC.md' }).summary).toEqual([
      { entries: [{ link: { text: 'A', href: '../intro.md' }, entries: [] }] },
      {
        title: 'Guides',
        slug: 'guides',
        entries: [
          { link: { text: 'Start', href: '../guides/start/README.md' }, entries: [{ link: { text: 'More', href: '../guides/start/more.md' }, entries: [] }] },
        ],
      },
    ]);
  });

  it("lists a group by its slug, which gives its pages' folder; a page's ToC title as its link's title; top-level pages after a group after a rule", () => {
    const pages = [
      doc('a', 'A'),
      group('getting-started', 'Get Started', [{ ...doc('getting-started/go', 'How to debug a Go service'), linkTitle: 'Go' }]),
      doc('changelog', 'Changelog'),
    ];
    const layout = folderLayout(pages, DEFAULTS);
    expect(layout.files.map(({ file }) => file)).toEqual(['README.md', 'getting-started/go.md', 'changelog.md']);
    expect(layout.summary).toEqual([
      { entries: [{ link: { text: 'A', href: 'README.md' }, entries: [] }] },
      {
        title: 'Get Started',
        slug: 'getting-started',
        entries: [{ link: { text: 'How to debug a Go service', href: 'getting-started/go.md', title: 'Go' }, entries: [] }],
      },
      { entries: [{ link: { text: 'Changelog', href: 'changelog.md' }, entries: [] }] },
    ]);
  });
});

describe('issue 22.8: folderLayout gives each page a file of its own', () => {
  const named = (pages: Page[], config = DEFAULTS) => folderLayout(pages, config).files.map(({ page, file, slug }) => [page.path, file, slug]);

  it.each([
    [
      'a page slugged SUMMARY or summary, anywhere',
      [doc('home', 'Home'), doc('SUMMARY', 'S'), doc('g', 'G', [doc('g/summary', 's')])],
      [
        ['home', 'README.md', undefined],
        ['SUMMARY', 'SUMMARY-1.md', 'SUMMARY'],
        ['g', 'g/README.md', undefined],
        ['g/summary', 'g/summary-1.md', 'summary'],
      ],
    ],
    [
      'a top-level README besides the first page, and a readme among subpages',
      [doc('home', 'Home'), doc('README', 'R'), doc('g', 'G', [doc('g/readme', 'r')])],
      [
        ['home', 'README.md', undefined],
        ['README', 'README-1.md', 'README'],
        ['g', 'g/README.md', undefined],
        ['g/readme', 'g/readme-1.md', 'readme'],
      ],
    ],
    [
      'names differing only in case, files and folders alike',
      [doc('home', 'Home'), doc('Guide', 'G1'), doc('guide', 'G2'), doc('API', 'A1', [doc('API/x', 'X')]), doc('api', 'A2', [doc('api/x', 'X')])],
      [
        ['home', 'README.md', undefined],
        ['Guide', 'Guide.md', undefined],
        ['guide', 'guide-1.md', 'guide'],
        ['API', 'API/README.md', undefined],
        ['API/x', 'API/x.md', undefined],
        ['api', 'api-1/README.md', 'api'],
        ['api/x', 'api-1/x.md', undefined],
      ],
    ],
    [
      'a name Windows keeps for a device, and a dotfile',
      [doc('home', 'Home'), doc('aux', 'Aux'), doc('.github', 'Dot', [doc('.github/x', 'X')])],
      [
        ['home', 'README.md', undefined],
        ['aux', 'aux-1.md', 'aux'],
        ['.github', 'github-1/README.md', '.github'],
        ['.github/x', 'github-1/x.md', undefined],
      ],
    ],
    [
      'a page named "." (a dotfile), and one named ".." with subpages, left for the check of paths to refuse',
      [doc('home', 'Home'), doc('.', 'Dot'), doc('..', 'Up', [doc('../x', 'X')])],
      [
        ['home', 'README.md', undefined],
        ['.', 'page-1.md', '.'],
        ['..', '../README.md', undefined],
        ['../x', '../x.md', undefined],
      ],
    ],
    [
      'the readme and summary .gitbook.yaml names',
      [doc('home', 'Home'), doc('intro', 'I'), doc('TOC', 'T')],
      [
        ['home', 'intro.md', undefined],
        ['intro', 'intro-1.md', 'intro'],
        ['TOC', 'TOC-1.md', 'TOC'],
      ],
      { readme: 'intro.md', summary: 'toc.md' },
    ],
  ])('%s', (_, pages, files, config = DEFAULTS) => {
    expect(named(pages, config)).toEqual(files);
  });

  it('leaves a page that needs no other name its own, before or after one that does', () => {
    expect(named([doc('home', 'Home'), doc('Summary', 'S'), doc('summary-1', 'S1'), doc('summary-2', 'S2')])).toEqual([
      ['home', 'README.md', undefined],
      ['Summary', 'Summary-3.md', 'Summary'],
      ['summary-1', 'summary-1.md', undefined],
      ['summary-2', 'summary-2.md', undefined],
    ]);
  });

  it('issue 22 review 3: gives a slug the sandbox takes but no folder holds a safe name of its own, keeping the slug', () => {
    const pages = [
      doc('home', 'Home'),
      ...['faq?', 'ab:c', 'x|y', 'a"b', 'end.', 'trail '].map((slug) => doc(slug, slug)),
      doc('dots.', 'Folder', [doc('dots./in', 'In')]),
      doc('space ', 'Folder', [doc('space /in', 'In')]),
      doc('faq_-1', 'Taken'),
    ];
    expect(named(pages)).toEqual([
      ['home', 'README.md', undefined],
      // A leaf's file ends in `.md`: a slug ending in a dot or a space is a name Windows holds there.
      ['faq?', 'faq_-2.md', 'faq?'],
      ['ab:c', 'ab_c-1.md', 'ab:c'],
      ['x|y', 'x_y-1.md', 'x|y'],
      ['a"b', 'a_b-1.md', 'a"b'],
      ['end.', 'end..md', undefined],
      ['trail ', 'trail .md', undefined],
      ['dots.', 'dots.-1/README.md', 'dots.'],
      ['dots./in', 'dots.-1/in.md', undefined],
      ['space ', 'space -1/README.md', 'space '],
      ['space /in', 'space -1/in.md', undefined],
      ['faq_-1', 'faq_-1.md', undefined],
    ]);
  });

  it('lists renamed pages in the summary by their files', () => {
    expect(folderLayout([doc('home', 'Home'), doc('SUMMARY', 'The summary page')], DEFAULTS).summary).toEqual([
      {
        entries: [
          { link: { text: 'Home', href: 'README.md' }, entries: [] },
          { link: { text: 'The summary page', href: 'SUMMARY-1.md' }, entries: [] },
        ],
      },
    ]);
  });
});
