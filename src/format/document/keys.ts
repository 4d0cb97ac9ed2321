/** A node of a document as keys see it: what it holds, under `nodes` and `fragments`. */
interface Keyed {
  key?: string;
  fragment?: string;
  nodes?: readonly Keyed[];
  fragments?: readonly Keyed[];
}

/**
 * Keys every node of a document by its place: its index among its siblings after its parent's
 * key (`2.0.1`), a fragment by its name (`3:caption`). The same page gives the same keys on every
 * read of a revision, and no two nodes of a document share one; leaves and marks take none (the
 * spec gives them none). Sets them on the nodes a document was just built of.
 */
export function keyNodes(nodes: readonly Keyed[], parent?: string) {
  nodes.forEach((node, i) => {
    node.key = parent === undefined ? String(i) : `${parent}.${i}`;
    keyNodes(node.nodes ?? [], node.key);
    node.fragments?.forEach((fragment, f) => {
      fragment.key = `${node.key}:${fragment.fragment ?? f}`;
      keyNodes(fragment.nodes ?? [], fragment.key);
    });
  });
}
