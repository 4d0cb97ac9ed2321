import { describe, expect, it } from 'vitest';
import { walkTree } from '../../src/lib/tree-walk.js';

interface Node {
  name: string;
  pages: Node[];
}

const n = (name: string, ...pages: Node[]): Node => ({ name, pages });

describe('issue 22 review 7: one walk of a page tree (walkTree)', () => {
  it('meets every node in reading order, parents first, with its parent and depth', () => {
    const tree = [n('a', n('a1', n('a1x')), n('a2')), n('b'), n('c', n('c1'))];
    expect([...walkTree(tree)].map(({ node, parent, depth }) => [node.name, parent?.name, depth])).toEqual([
      ['a', undefined, 1],
      ['a1', 'a', 2],
      ['a1x', 'a1', 3],
      ['a2', 'a', 2],
      ['b', undefined, 1],
      ['c', undefined, 1],
      ['c1', 'c', 2],
    ]);
  });

  it('meets nothing in an empty tree', () => {
    expect([...walkTree<Node>([])]).toEqual([]);
  });

  it('walks a tree nested 100,000 deep without overflowing the stack', () => {
    const top = n('1');
    let level = top;
    for (let i = 2; i <= 100_000; i++) level = level.pages[0] = n(String(i));
    let last = { name: '', depth: 0 };
    for (const { node, depth } of walkTree([top])) last = { name: node.name, depth };
    expect(last).toEqual({ name: '100000', depth: 100_000 });
  });
});
