import { describe, expect, it } from 'vitest';
import { alignColumns, truncate } from '../../../src/cli/render/table.js';
import { relativeTime } from '../../../src/cli/render/time.js';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const ago = (seconds: number) => relativeTime(new Date(NOW - seconds * 1000).toISOString(), NOW);

describe('relative times', () => {
  it.each([
    [30, 'less than a minute ago'],
    [60, 'about 1 minute ago'],
    [3 * 3600 + 59, 'about 3 hours ago'],
    [2 * 86400, 'about 2 days ago'],
    [45 * 86400, 'about 1 month ago'],
    [800 * 86400, 'about 2 years ago'],
    [-300, 'in about 5 minutes'],
  ])('%i seconds ago: %s', (seconds, text) => expect(ago(seconds)).toBe(text));
});

describe('truncate', () => {
  it.each([
    ['Handbook', 8, 'Handbook'],
    ['Handbook', 5, 'Hand…'],
    ['日本語のガイド', 6, '日本…'],
    ['👩‍💻 Guides', 4, '👩‍💻…'],
  ])('%s in %i columns: %s', (text, width, cut) => expect(truncate(text, width)).toBe(cut));
});

describe('aligned columns', () => {
  it('pads every column but the last, two spaces apart', () =>
    expect(
      alignColumns([
        ['ID', 'TITLE', 'X'],
        ['a1', 'Guides', ''],
      ]),
    ).toEqual(['ID  TITLE   X', 'a1  Guides']));
  it('cuts the widest column alone when that is enough', () =>
    expect(alignColumns([['abc123', 'A rather long title', 'open']], 24)).toEqual(['abc123  A rather…   open']));
  it('cuts the next widest when the widest is down to five', () => expect(alignColumns([['abcdefgh', 'A rather long title']], 12)).toEqual(['abcd…  A ra…']));
  it('never cuts the columns it is told to keep whole', () =>
    expect(alignColumns([['abcdefgh', 'A rather long title']], 12, [0])).toEqual(['abcdefgh  A ra…']));
  it('measures wide characters as two columns', () =>
    expect(
      alignColumns([
        ['日本', 'x'],
        ['ab', 'y'],
      ]),
    ).toEqual(['日本  x', 'ab    y']));
  it('pads outside the colour it paints', () =>
    expect(
      alignColumns([
        [{ text: 'open', paint: (t) => `<${t}>` }, 'x'],
        ['archived', 'y'],
      ]),
    ).toEqual(['<open>      x', 'archived  y']));
});
