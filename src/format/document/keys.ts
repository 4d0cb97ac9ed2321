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
  // Loops, not callbacks: every node of every page read is keyed here.
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    const key = (node.key = parent === undefined ? String(i) : `${parent}.${i}`);
    if (node.nodes) keyNodes(node.nodes, key);
    const fragments = node.fragments ?? [];
    for (let f = 0; f < fragments.length; f++) {
      const fragment = fragments[f]!;
      fragment.key = `${key}:${fragment.fragment ?? f}`;
      if (fragment.nodes) keyNodes(fragment.nodes, fragment.key);
    }
  }
}
