import { describe, expect, it } from 'vitest';
import type { LocalPage } from '../../../src/cli/sync/local.js';
import { planChanges, type ContentPage, type RemoteTree } from '../../../src/cli/sync/plan.js';

const slugOf = (path: string) => path.split('/').at(-1)!;

/** A page of the folder at `path` (its file `<path>.md`) whose text is `text`. */
const page = (path: string, text: string, pages: LocalPage[] = []): LocalPage => ({
  type: 'document',
  title: text,
  slug: slugOf(path),
  path,
  file: `${path}.md`,
  text,
  pages,
});
const group = (path: string, title: string, pages: LocalPage[]): LocalPage => ({ type: 'group', title, slug: slugOf(path), path, pages });

/** A page of the content, by id, with its text as pull writes it. */
interface Remote extends ContentPage {
  text?: string;
}
const remotePage = (id: string, path: string, text: string, pages: Remote[] = []): Remote => ({
  id,
  type: 'document',
  path,
  slug: slugOf(path),
  title: text,
  text,
  pages,
});
const remoteGroup = (id: string, path: string, title: string, pages: Remote[]): Remote => ({ id, type: 'group', path, slug: slugOf(path), title, pages });

function tree(pages: Remote[]): RemoteTree {
  const files: RemoteTree['files'] = new Map();
  const index = (list: Remote[]) =>
    list.forEach((p) => {
      if (p.text !== undefined) files.set(p.id, { file: `${p.path}.md`, text: p.text });
      index(p.pages);
    });
  index(pages);
  return { pages, files };
}

/** What each planned change does, as `kind label operation {fields}`. */
const planned = (local: LocalPage[], remote: Remote[]) =>
  planChanges(local, tree(remote)).changes.map(({ kind, label, change, into }) => ({ kind, label, change, ...(into ? { into } : {}) }));

describe('planChanges', () => {
  it('plans nothing when the folder holds what the content holds', () => {
    expect(
      planned([page('a', 'A'), page('b', 'B', [page('b/c', 'C')])], [remotePage('1', 'a', 'A'), remotePage('2', 'b', 'B', [remotePage('3', 'b/c', 'C')])]),
    ).toEqual([]);
  });

  it('inserts a new page where it stands, and pages under a new page into it by its ref', () => {
    expect(planned([page('a', 'A'), page('n', 'N', [page('n/m', 'M')]), page('b', 'B')], [remotePage('1', 'a', 'A'), remotePage('2', 'b', 'B')])).toEqual([
      { kind: 'add', label: 'n.md', change: { operation: 'insert_page', ref: 'n.md', title: 'N', slug: 'n', document: { markdown: 'N' }, at: 1 } },
      {
        kind: 'add',
        label: 'n/m.md',
        change: { operation: 'insert_page', ref: 'n/m.md', title: 'M', slug: 'm', document: { markdown: 'M' }, into: 'n.md', at: 0 },
        into: 'n.md',
      },
    ]);
  });

  it('sends a changed page its new text alone', () => {
    expect(planned([page('a', 'A2')], [remotePage('1', 'a', 'A')])).toEqual([
      { kind: 'change', label: 'a.md', change: { operation: 'update_page', page: '1', document: { markdown: 'A2' } } },
    ]);
  });

  it('reorders with as few moves as the order asks', () => {
    expect(
      planned([page('c', 'C'), page('a', 'A'), page('b', 'B')], [remotePage('1', 'a', 'A'), remotePage('2', 'b', 'B'), remotePage('3', 'c', 'C')]),
    ).toEqual([{ kind: 'move', label: 'c.md', change: { operation: 'update_page', page: '3', into: null, at: 0 } }]);
  });

  it('keeps a renamed or moved file its page, found by its text, giving it its new slug and place', () => {
    expect(planned([page('a', 'A', [page('a/renamed', 'B')])], [remotePage('1', 'a', 'A'), remotePage('2', 'b', 'B')])).toEqual([
      { kind: 'move', label: 'a/renamed.md', change: { operation: 'update_page', page: '2', slug: 'renamed', into: '1', at: 0 } },
    ]);
  });

  it('moves a page into a new page once it is inserted', () => {
    expect(planned([page('n', 'N', [page('n/b', 'B')])], [remotePage('2', 'b', 'B')])).toEqual([
      { kind: 'add', label: 'n.md', change: { operation: 'insert_page', ref: 'n.md', title: 'N', slug: 'n', document: { markdown: 'N' }, at: 0 } },
      { kind: 'move', label: 'n/b.md', change: { operation: 'update_page', page: '2', into: 'n.md', at: 0 }, into: 'n.md' },
    ]);
  });

  it('deletes a gone page with its subpages in one change, first; one holding a page to keep, after that page moved out', () => {
    const remote = [remotePage('1', 'old', 'Old', [remotePage('2', 'old/x', 'X')]), remotePage('3', 'gone', 'Gone', [remotePage('4', 'gone/keep', 'Keep')])];
    expect(planned([page('keep', 'Keep')], remote)).toEqual([
      { kind: 'delete', label: 'old.md', change: { operation: 'delete_page', page: '1' } },
      { kind: 'move', label: 'keep.md', change: { operation: 'update_page', page: '4', into: null, at: 0 } },
      { kind: 'delete', label: 'gone.md', change: { operation: 'delete_page', page: '3' } },
    ]);
  });

  it("takes the folder's first page for the content's first, whatever its path, as GitBook writes it as README.md", () => {
    expect(planned([page('welcome', 'Welcome!')], [remotePage('1', 'introduction', 'Welcome')])).toEqual([
      { kind: 'change', label: 'welcome.md', change: { operation: 'update_page', page: '1', document: { markdown: 'Welcome!' }, slug: 'welcome' } },
    ]);
  });

  it('renames a group the folder renamed, title and slug, rather than ask for a new one', () => {
    expect(
      planned([group('how-to', 'How-to guides', [page('how-to/x', 'X')])], [remoteGroup('g', 'guides', 'Guides', [remotePage('1', 'guides/x', 'X')])]),
    ).toEqual([{ kind: 'change', label: 'how-to', change: { operation: 'update_page', page: 'g', title: 'How-to guides', slug: 'how-to' } }]);
  });

  it('places pages into groups the content has, renaming them; groups it lacks are reported, not inserted', () => {
    const local = [page('a', 'A'), group('guides', 'All guides', [page('guides/x', 'X')]), group('more', 'More', [page('more/y', 'Y')])];
    const plan = planChanges(local, tree([remotePage('1', 'a', 'A'), remoteGroup('g', 'guides', 'Guides', [])]));
    expect(plan.changes.map(({ kind, change }) => [kind, change])).toEqual([
      ['change', { operation: 'update_page', page: 'g', title: 'All guides' }],
      ['add', { operation: 'insert_page', ref: 'guides/x.md', title: 'X', slug: 'x', document: { markdown: 'X' }, into: 'g', at: 0 }],
    ]);
    expect(plan.missingGroups).toEqual(['More']);
  });

  it('reports the pages whose ToC title the summary sets otherwise than the content has it: no page change sets a linkTitle', () => {
    const local = [page('a', 'A'), { ...page('b', 'B'), linkTitle: 'Bee' }, { ...page('c', 'C'), linkTitle: 'Sea' }, { ...page('d', 'D'), linkTitle: 'Dee' }];
    const remote = [remotePage('1', 'a', 'A'), remotePage('2', 'b', 'B'), { ...remotePage('3', 'c', 'C'), linkTitle: 'Sea' }];
    expect(planChanges(local, tree(remote)).unsentLinkTitles).toEqual(['b.md', 'd.md']);
  });

  it("counts the content's link and computed pages in positions, as the API does, and places pages after those the summary lists before them", () => {
    const link = (id: string, title: string): Remote => ({ id, type: 'link', path: '', slug: '', title, pages: [] });
    const computed: Remote = { id: 'C', type: 'computed', path: '', slug: '', title: 'Generated', pages: [] };
    const after = (before: number, local: LocalPage): LocalPage => ({ ...local, unplacedBefore: before });
    // A new page after a link page goes after it, not one place early.
    expect(
      planned([page('a', 'A'), after(1, page('n', 'N')), page('b', 'B')], [remotePage('1', 'a', 'A'), link('L', 'Site'), remotePage('2', 'b', 'B')]),
    ).toEqual([{ kind: 'add', label: 'n.md', change: { operation: 'insert_page', ref: 'n.md', title: 'N', slug: 'n', document: { markdown: 'N' }, at: 2 } }]);
    // Pages already placed around link and computed pages stay; one moved behind them is placed past them.
    const remote = [remotePage('1', 'a', 'A'), link('L', 'Site'), computed, remotePage('2', 'b', 'B')];
    expect(planned([page('a', 'A'), after(2, page('b', 'B'))], remote)).toEqual([]);
    const leading = [link('L', 'Site'), computed, remotePage('1', 'a', 'A'), remotePage('2', 'b', 'B')];
    expect(planned([after(2, page('b', 'B')), page('a', 'A')], leading)).toEqual([
      { kind: 'move', label: 'b.md', change: { operation: 'update_page', page: '2', into: null, at: 2 } },
    ]);
    // A page the summary lists before a link page goes before it; a link page the content lacks is not counted.
    expect(planned([page('b', 'B'), page('a', 'A')], [remotePage('1', 'a', 'A'), link('L', 'Site'), remotePage('2', 'b', 'B')])).toEqual([
      { kind: 'move', label: 'b.md', change: { operation: 'update_page', page: '2', into: null, at: 0 } },
    ]);
    expect(planned([page('a', 'A'), after(1, page('n', 'N'))], [remotePage('1', 'a', 'A')])).toEqual([
      { kind: 'add', label: 'n.md', change: { operation: 'insert_page', ref: 'n.md', title: 'N', slug: 'n', document: { markdown: 'N' }, at: 1 } },
    ]);
  });
});
