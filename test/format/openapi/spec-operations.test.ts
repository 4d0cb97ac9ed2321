import { describe, expect, it } from 'vitest';
import { operationsOf } from '../../../src/format/openapi/spec-operations.js';

describe("a spec's operations as its page lists them", () => {
  it.each([
    ['no paths', {}, { items: [], count: 0 }],
    ['paths of another shape', { paths: ['/pets'] }, { items: [], count: 0 }],
    [
      'each method of a path, in the spec order of methods',
      { paths: { '/pets': { post: {}, get: { summary: 'List' } } } },
      {
        items: [
          { method: 'GET', path: '/pets', summary: 'List' },
          { method: 'POST', path: '/pets' },
        ],
        count: 2,
      },
    ],
    [
      'a path item and an operation by $ref',
      { paths: { '/a': { $ref: '#/x/item' } }, x: { item: { get: { $ref: '#/x/op' } }, op: { summary: 'Ref' } } },
      { items: [{ method: 'GET', path: '/a', summary: 'Ref' }], count: 1 },
    ],
    [
      'not an operation: a string, an array, a summary of another type',
      { paths: { '/a': { get: 'x', put: [], post: { summary: 3 } } } },
      { items: [{ method: 'POST', path: '/a' }], count: 1 },
    ],
  ])('%s', (_, document, listed) => expect(operationsOf(document)).toEqual(listed));

  it('lists the first that fit in about 256 KiB, and counts them all', () => {
    const paths = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`/p${i}`, { get: { summary: 'x'.repeat(100) } }]));
    const { items, count } = operationsOf({ paths });
    expect(count).toBe(5_000);
    expect(items.length).toBeGreaterThan(1_000);
    expect(items.length).toBeLessThan(5_000);
    expect(JSON.stringify(items).length).toBeLessThanOrEqual(256 * 1024);
    expect(items[0]).toEqual({ method: 'GET', path: '/p0', summary: 'x'.repeat(100) });
  });
});
