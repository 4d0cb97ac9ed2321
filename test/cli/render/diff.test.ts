import { describe, expect, it } from 'vitest';
import { diffStat, lineCounts, unifiedDiff, type PageChange } from '../../../src/cli/render/diff.js';

const plain = (_style: string, text: string) => text;
const tagged = (style: string, text: string) => `<${style}>${text}</>`;
const page = (path: string, markdown: string) => ({ path, markdown });

const edited: PageChange = { before: page('guide', '# Guide\n\none\ntwo\n'), after: page('guide', '# Guide\n\none\n2\n') };
const added: PageChange = { after: page('new', '# New\n') };
const deleted: PageChange = { before: page('old', '# Old\n\ngone\n') };
const moved: PageChange = { before: page('a', '# A\n'), after: page('b/a', '# A\n') };

describe('unified diffs of pages', () => {
  it.each<[string, PageChange, string]>([
    ['an edit', edited, '--- a/guide.md\n+++ b/guide.md\n@@ -1,4 +1,4 @@\n # Guide\n \n one\n-two\n+2\n'],
    ['an added page, against /dev/null', added, '--- /dev/null\n+++ b/new.md\n@@ -0,0 +1,1 @@\n+# New\n'],
    ['a deleted page, against /dev/null', deleted, '--- a/old.md\n+++ /dev/null\n@@ -1,3 +0,0 @@\n-# Old\n-\n-gone\n'],
    ['a move alone: the two names', moved, '--- a/a.md\n+++ b/b/a.md\n'],
  ])('%s', (_what, change, expected) => expect(unifiedDiff(change, plain)).toBe(expected));

  it('styles names, hunks, additions and removals, and only those', () => {
    expect(unifiedDiff(edited, tagged)).toBe(
      '<bold>--- a/guide.md</>\n<bold>+++ b/guide.md</>\n<cyan>@@ -1,4 +1,4 @@</>\n # Guide\n \n one\n<red>-two</>\n<green>+2</>\n',
    );
  });

  it('shows control characters of a page as escapes, never sends them to the terminal', () => {
    expect(unifiedDiff({ after: page('x', 'a\x1b]0;owned\x07b\n') }, plain)).toContain('+a\\x1b]0;owned\\x07b');
  });

  it.each<[string, PageChange, { added: number; removed: number }]>([
    ['an edit', edited, { added: 1, removed: 1 }],
    ['an added page', added, { added: 1, removed: 0 }],
    ['a deleted page', deleted, { added: 0, removed: 3 }],
    ['a move', moved, { added: 0, removed: 0 }],
  ])('counts the lines of %s', (_what, change, counts) => expect(lineCounts(change)).toEqual(counts));
});

describe('--stat', () => {
  it('lists each page with its count and bar, and the totals, as git does', () => {
    expect(diffStat([edited, added, deleted, moved], plain)).toBe(
      [
        ' guide.md       | 2 +-',
        ' new.md         | 1 +',
        ' old.md         | 3 ---',
        ' a.md => b/a.md | 0',
        ' 4 files changed, 2 insertions(+), 4 deletions(-)',
        '',
      ].join('\n'),
    );
  });

  it.each<[PageChange[], string]>([
    [[added], ' 1 file changed, 1 insertion(+)'],
    [[deleted], ' 1 file changed, 3 deletions(-)'],
    [[moved], ' 1 file changed, 0 insertions(+), 0 deletions(-)'],
  ])('words the totals as git does: %#', (changes, totals) => expect(diffStat(changes, plain).split('\n').at(-2)).toBe(totals));

  it('scales the bars of a large change to fit', () => {
    const big: PageChange = { after: page('big', 'x\n'.repeat(500)) };
    expect(diffStat([big], plain).split('\n')[0]).toBe(` big.md | 500 ${'+'.repeat(50)}`);
  });
});
