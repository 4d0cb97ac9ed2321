import type { DocumentText, JSONDocument } from '../../schemas/gitbook/document-types.js';
import { variableValue, type ScopedVariables } from '../html/expressions.js';
import { keyNodes } from './keys.js';
import { sameMarks } from './marks.js';

type Leaf = DocumentText['leaves'][number];
interface WithNodes {
  object: string;
  type?: string;
  data?: unknown;
  nodes?: WithNodes[];
  fragments?: WithNodes[];
  leaves?: Leaf[];
}

/** Text nodes in a row as one, its leaves in a row with the same marks as one: the shape reading gives. */
function joinedText(nodes: WithNodes[]): WithNodes[] {
  const out: WithNodes[] = [];
  for (const node of nodes) {
    const last = out.at(-1);
    if (node.object !== 'text' || last?.object !== 'text') {
      out.push(node);
      continue;
    }
    const leaves = [...last.leaves!];
    for (const leaf of node.leaves!) {
      const before = leaves.at(-1);
      if (before && sameMarks(before.marks ?? [], leaf.marks ?? [])) leaves[leaves.length - 1] = { ...before, text: before.text + leaf.text };
      else leaves.push(leaf);
    }
    const kept = leaves.filter((leaf) => leaf.text !== '');
    out[out.length - 1] = { ...last, leaves: kept.length > 0 ? kept : leaves.slice(0, 1) };
  }
  return out;
}

function evaluatedNode(node: WithNodes, variables: ScopedVariables): WithNodes {
  const evaluated = (nodes: WithNodes[]) =>
    joinedText(
      nodes.map((child) => {
        const expression = child.object === 'inline' && child.type === 'expression' ? (child.data as { expression: string }).expression : undefined;
        const value = expression === undefined ? undefined : variableValue(expression, variables);
        return value === undefined ? evaluatedNode(child, variables) : { object: 'text', leaves: [{ object: 'leaf', text: value, marks: [] }] };
      }),
    );
  return {
    ...node,
    ...(node.nodes ? { nodes: evaluated(node.nodes) } : {}),
    ...(node.fragments ? { fragments: node.fragments.map((fragment) => evaluatedNode(fragment, variables)) } : {}),
  };
}

/**
 * A document with each expression that names a variable the space or the page has replaced by
 * the variable's value, as text (GitBook's `evaluated`: what depends on a visitor is none of a
 * page's reading, so `deterministic-only` evaluates as much); keyed again by place.
 */
export function evaluatedDocument(document: JSONDocument, variables: ScopedVariables): JSONDocument {
  const evaluated = evaluatedNode(document, variables) as unknown as JSONDocument;
  keyNodes(evaluated.nodes);
  return evaluated;
}
