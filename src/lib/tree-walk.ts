/** A node of a tree met by walkTree: its parent (undefined at the top level) and its depth (1 at the top level). */
export interface WalkedNode<T> {
  node: T;
  parent: T | undefined;
  depth: number;
}

/**
 * Every node of a tree of pages (anything whose subpages are its `pages`: stored pages, imported
 * ones, the API's) in reading order, parents before their subpages. A stack of its own rather
 * than recursion: a store written before pages' depth was limited, or a tree from elsewhere, may
 * nest thousands deep. A cursor per list gone down into, not an entry per node pushed ahead: the
 * stack holds a level per entry, and a node's entry is made when it is reached.
 */
export function* walkTree<T extends { readonly pages: readonly T[] }>(roots: readonly T[]): Generator<WalkedNode<T>> {
  const stack: { nodes: readonly T[]; parent: T | undefined; next: number }[] = [{ nodes: roots, parent: undefined, next: 0 }];
  for (let list = stack.at(-1); list; list = stack.at(-1)) {
    if (list.next === list.nodes.length) {
      stack.pop();
      continue;
    }
    const node = list.nodes[list.next++]!;
    yield { node, parent: list.parent, depth: stack.length };
    if (node.pages.length > 0) stack.push({ nodes: node.pages, parent: node, next: 0 });
  }
}
