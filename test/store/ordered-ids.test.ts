import { describe, expect, it } from 'vitest';
import { OrderedIds } from '../../src/store/ordered-ids.js';

const ids = (entries: [number, string][]) => OrderedIds.from(entries);
const page = (o: OrderedIds, from: [number, string] | undefined, limit: number, desc = false) => o.slice(from, limit, desc).map(([, id]) => id);

describe('OrderedIds', () => {
  it.each([
    ['first page ascending', undefined, 2, false, ['a', 'b']],
    ['after b', [2, 'b'], 2, false, ['c', 'd']],
    ['after the last', [4, 'd'], 2, false, []],
    ['first page descending', undefined, 3, true, ['d', 'c', 'b']],
    ['before c, descending', [3, 'c'], 5, true, ['b', 'a']],
    ['after a key that was removed', [2.5, 'gone'], 5, false, ['c', 'd']],
  ] as const)('%s', (_, from, limit, desc, expected) => {
    expect(
      page(
        ids([
          [3, 'c'],
          [1, 'a'],
          [4, 'd'],
          [2, 'b'],
        ]),
        from as [number, string] | undefined,
        limit,
        desc,
      ),
    ).toEqual(expected);
  });

  it('breaks ties on the key with the id', () => {
    expect(
      page(
        ids([
          [1, 'b'],
          [1, 'a'],
          [1, 'c'],
        ]),
        [1, 'a'],
        5,
      ),
    ).toEqual(['b', 'c']);
  });

  it('inserts in order, ignores a duplicate and removes exactly one entry', () => {
    const o = new OrderedIds();
    for (const [k, id] of [
      [5, 'e'],
      [1, 'a'],
      [3, 'c'],
      [3, 'c'],
    ] as const)
      o.insert([k, id]);
    expect(page(o, undefined, 10)).toEqual(['a', 'c', 'e']);
    o.remove([3, 'c']);
    o.remove([9, 'nothing']);
    expect(page(o, undefined, 10)).toEqual(['a', 'e']);
    expect(o.size).toBe(2);
  });
});
