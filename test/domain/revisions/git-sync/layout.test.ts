import { describe, expect, it } from 'vitest';
import { folderLayout, type PlaceablePage } from '../../../../src/domain/revisions/git-sync/layout.js';

interface Page extends PlaceablePage<Page> {}
const doc = (path: string, title: string, pages: Page[] = []): Page => ({ type: 'document', title, path, pages });
const group = (path: string, title: string, pages: Page[]): Page => ({ type: 'group', title, path, pages });
const DEFAULTS = { readme: 'README.md', summary: 'SUMMARY.md' };

const filesOf = (pages: Page[], config = DEFAULTS) => folderLayout(pages, config).files.map(({ page, file }) => [page.path, file]);

describe('folderLayout', () => {
  it.each([
    ['the first page is the readme, whatever its path', [doc('welcome', 'Welcome')], [['welcome', 'README.md']]],
    ['a page is <path>.md', [doc('intro', 'Intro'), doc('faq', 'FAQ')], [['intro', 'README.md'], ['faq', 'faq.md']]],
    ['a page with subpages is its folder\'s README.md, they beside it', [doc('a', 'A'), doc('guide', 'Guide', [doc('guide/install', 'Install')])], [['a', 'README.md'], ['guide', 'guide/README.md'], ['guide/install', 'guide/install.md']]],
    ['a group has no file; its pages are under its path', [doc('a', 'A'), group('guides', 'Guides', [doc('guides/start', 'Start')])], [['a', 'README.md'], ['guides/start', 'guides/start.md']]],
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
        entries: [{ link: { text: 'Start', href: '../guides/start/README.md' }, entries: [{ link: { text: 'More', href: '../guides/start/more.md' }, entries: [] }] }],
      },
    ]);
  });
});
