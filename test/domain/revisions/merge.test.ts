import { describe, expect, it } from 'vitest';
import { mergeFiles, mergePages, mergeText, mergeVariables } from '../../../src/domain/revisions/merge.js';
import type { FileNode, PageNode } from '../../../src/format/page.js';

const page = (id: string, markdown = '', children: PageNode[] = [], title = id.toUpperCase()): PageNode => ({
  id,
  title,
  slug: id,
  markdown,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  pages: children,
});
const ids = (pages: PageNode[]): unknown[] => pages.map((p) => (p.pages.length ? [p.id, ids(p.pages)] : p.id));

describe('mergeText', () => {
  it.each([
    ['one side changed', 'a\nb\nc', 'a\nB\nc', 'a\nb\nc', 'a\nB\nc'],
    ['other side changed', 'a\nb\nc', 'a\nb\nc', 'a\nb\nC', 'a\nb\nC'],
    ['both changed different lines', 'a\nb\nc\nd', 'A\nb\nc\nd', 'a\nb\nc\nD', 'A\nb\nc\nD'],
    ['both made the same change', 'a', 'b', 'b', 'b'],
    ['both changed the same line differently', 'a\nb', 'a\nX', 'a\nY', undefined],
  ])('%s', (_, base, ours, theirs, expected) => {
    expect(mergeText(base, ours, theirs)).toBe(expected);
  });
});

describe('mergePages', () => {
  const base = [page('a', 'alpha\n\nmore'), page('b', 'beta', [page('c', 'gamma')])];

  it('keeps additions from both sides, each after the page it followed', () => {
    const ours = [...base, page('x')];
    const theirs = [base[0]!, page('y'), base[1]!];
    const merged = mergePages(base, ours, theirs);
    expect(merged.ok && ids(merged.pages)).toEqual(['a', 'y', ['b', ['c']], 'x']);
  });

  it('gives a page coming in the next free slug when ours already has its path', () => {
    const ours = [...base, { ...page('x'), slug: 'hello' }];
    const theirs = [...base, { ...page('y'), slug: 'hello' }];
    const merged = mergePages(base, ours, theirs);
    expect(merged.ok && merged.pages.map((p) => [p.id, p.slug])).toEqual([
      ['a', 'a'],
      ['b', 'b'],
      ['y', 'hello-1'],
      ['x', 'hello'],
    ]);
  });

  it('keeps the slugs of pages it does not touch as they are, however a slugger would write them', () => {
    const kept = [
      { ...page('a'), slug: 'Intro' },
      { ...page('b'), slug: 'intro' },
      { ...page('c'), slug: 'v1.2-notes' },
      { ...page('d'), slug: 'CHANGELOG' },
    ];
    const merged = mergePages(kept, kept, [...kept, { ...page('x'), slug: 'intro' }]);
    expect(merged.ok && merged.pages.map((p) => p.slug)).toEqual(['Intro', 'intro', 'v1.2-notes', 'CHANGELOG', 'intro-2']);
  });

  it('gives a page lifted to the top (its parent deleted on the other side) a slug free there', () => {
    const parent = page('p', '', [], 'Parent');
    const base = [page('g'), parent];
    const ours = [page('g')];
    const theirs = [page('g'), { ...parent, pages: [{ ...page('x'), slug: 'g' }] }];
    const merged = mergePages(base, ours, theirs);
    expect(merged.ok && merged.pages.map((p) => [p.id, p.slug])).toEqual([
      ['g', 'g'],
      ['x', 'g-1'],
    ]);
  });

  it('merges a page both sides edited in different places', () => {
    const ours = [page('a', 'ALPHA\n\nmore'), base[1]!];
    const theirs = [page('a', 'alpha\n\nMORE', [], 'Renamed'), base[1]!];
    const merged = mergePages(base, ours, theirs);
    expect(merged.ok && merged.pages[0]).toMatchObject({ title: 'Renamed', markdown: 'ALPHA\n\nMORE' });
  });

  it('refuses, naming the page, when both sides changed the same lines', () => {
    const merged = mergePages(base, [page('a', 'one\n\nmore'), base[1]!], [page('a', 'two\n\nmore'), base[1]!]);
    expect(merged).toEqual({ ok: false, conflicts: [{ page: 'a', title: 'A', reason: 'both sides changed the same lines of its content' }] });
  });

  it('refuses a deletion on one side of a page changed on the other', () => {
    const merged = mergePages(base, [base[1]!], [page('a', 'changed'), base[1]!]);
    expect(merged.ok).toBe(false);
  });

  it('applies a deletion of a page the other side left alone, and moves', () => {
    const ours = [base[1]!];
    const theirs = [base[0]!, page('b', 'beta'), page('c', 'gamma')];
    const merged = mergePages(base, ours, theirs);
    expect(merged.ok && ids(merged.pages)).toEqual(['b', 'c']);
  });

  describe('the fields front matter sets', () => {
    const synced = { ...page('a', 'alpha'), description: 'About A', cover: { src: 'cover.png', y: 0 }, layout: { width: 'wide' as const } };
    /** A page as read back from the store: the same values in new objects. */
    const reread = (node: PageNode): PageNode => structuredClone(node);

    it("merges each side's change of a different field, objects compared by value", () => {
      const ours = [{ ...reread(synced), description: 'About A, again' }];
      const theirs = [{ ...reread(synced), layout: { width: 'default' as const } }];
      const merged = mergePages([synced], ours, theirs);
      expect(merged.ok && merged.pages[0]).toMatchObject({ description: 'About A, again', layout: { width: 'default' }, cover: { src: 'cover.png', y: 0 } });
    });

    it('refuses both sides changing the same field differently, naming it', () => {
      const merged = mergePages([synced], [{ ...synced, cover: { src: 'one.png', y: 0 } }], [{ ...synced, cover: { src: 'two.png', y: 0 } }]);
      expect(merged).toEqual({ ok: false, conflicts: [{ page: 'a', title: 'A', reason: 'both sides changed its cover' }] });
    });

    it('deletes a page the other side left alone, though its copy of the page is another object', () => {
      const merged = mergePages([synced], [], [reread(synced)]);
      expect(merged).toEqual({ ok: true, pages: [] });
    });
  });
});

describe('mergeFiles and mergeVariables: whole values', () => {
  const file = (id: string, blob: string): FileNode => ({ id, name: `${id}.png`, path: `${id}.png`, contentType: 'image/png', size: 1, blob });
  it.each([
    ['added on either side', {}, { a: '1' }, { b: '2' }, { a: '1', b: '2' }],
    ['changed on one side', { a: '1' }, { a: '1' }, { a: '2' }, { a: '2' }],
    ['deleted on one side, untouched on the other', { a: '1', b: '1' }, { b: '1' }, { a: '1', b: '1' }, { b: '1' }],
    ['deleted on one side, changed on the other', { a: '1' }, {}, { a: '2' }, { a: '2' }],
    ['changed differently on both: ours', { a: '1' }, { a: 'ours' }, { a: 'theirs' }, { a: 'ours' }],
  ])('%s', (_, base, ours, theirs, expected) => {
    expect(mergeVariables(base, ours, theirs)).toEqual(expected);
    const files = (values: Record<string, string>) => Object.entries(values).map(([id, blob]) => file(id, blob));
    expect(
      mergeFiles(files(base), files(ours), files(theirs))
        .map((f) => [f.id, f.blob])
        .sort(),
    ).toEqual(Object.entries(expected).sort());
  });
});
