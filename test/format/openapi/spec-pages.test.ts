import { describe, expect, it } from 'vitest';
import { specOutline, specPages, type SpecPage } from '../../../src/format/openapi/spec-pages.js';

const get = (tag: string) => ({ get: { tags: [tag], responses: {} } });

/** Page titles as a tree: a title, or a title and the pages under it. */
const titles = (pages: SpecPage[]): unknown[] => pages.map((page) => (page.pages.length > 0 ? [page.title, titles(page.pages)] : page.title));

describe("an OpenAPI spec's computed pages", () => {
  it("nest a tag's page under its parent's (x-parent, or OpenAPI 3.2's parent), a parent without operations shown for its children", () => {
    const spec = {
      tags: [{ name: 'everything' }, { name: 'pet', 'x-parent': 'everything' }, { name: 'store', parent: 'everything' }, { name: 'unused' }],
      paths: { '/pets': get('pet'), '/orders': get('store') },
    };
    expect(titles(specPages(specOutline(spec), 'petstore', { models: false }))).toEqual([['Everything', ['Pet', 'Store']]]);
  });

  it('put a tag whose parents loop, or name no tag, at the top', () => {
    const spec = {
      tags: [
        { name: 'a', 'x-parent': 'b' },
        { name: 'b', 'x-parent': 'a' },
        { name: 'c', 'x-parent': 'missing' },
      ],
      paths: { '/a': get('a'), '/b': get('b'), '/c': get('c') },
    };
    expect(titles(specPages(specOutline(spec), 'petstore', { models: false }))).toEqual(['A', 'B', 'C']);
  });

  it("by operation, list a tag's operations before the tags under it", () => {
    const spec = {
      tags: [{ name: 'pet' }, { name: 'food', 'x-parent': 'pet' }],
      paths: {
        '/pets': { get: { tags: ['pet'], summary: 'List pets', responses: {} } },
        '/food': { get: { tags: ['food'], operationId: 'listFood', responses: {} } },
      },
    };
    expect(titles(specPages(specOutline(spec), 'petstore', { models: false, grouping: 'by-operation' }))).toEqual([
      ['Pet', ['List pets', ['Food', ['listFood']]]],
    ]);
  });

  it('keep the operations of a tag the spec does not declare, and untagged ones under Default', () => {
    const spec = { tags: [{ name: 'pet' }], paths: { '/pets': get('pet'), '/misc': get('misc-things'), '/health': { get: { responses: {} } } } };
    expect(titles(specPages(specOutline(spec), 'petstore', { models: true }))).toEqual(['Pet', 'Misc Things', 'Default', 'Models']);
  });
});
