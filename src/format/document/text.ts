import type { Leaf } from '../markdown/blocks.js';
import type { DocumentInline, DocumentInlineLink, DocumentText } from '../../schemas/gitbook/document-types.js';
import { INLINES, inlineOf } from './inlines.js';
import { inMarkOrder, markOf } from './marks.js';
import type { RefOf } from './refs.js';

/** Runs of text as a text node, each run a leaf with its marks. */
export const textOf = (leaves: Leaf[]): DocumentText => ({
  object: 'text',
  leaves: leaves.map((leaf) => ({ object: 'leaf', text: leaf.text, marks: inMarkOrder(leaf.marks.map(markOf)) })),
});

const EMPTY: Leaf[] = [{ text: '', marks: [] }];

/**
 * Runs of text as the nodes of a paragraph or a heading: text nodes, a link inline for the runs
 * of each link (`refOf` saying where it leads), and the inline each of GitBook's inlines is. Text
 * goes first, last and between two inlines, empty where there is none, as GitBook's editor keeps it.
 */
export function textNodesOf(leaves: Leaf[], refOf: RefOf): (DocumentText | DocumentInline)[] {
  const nodes: (DocumentText | DocumentInline)[] = [];
  let text: Leaf[] = [];
  for (let i = 0; i < leaves.length;) {
    const { link: href, inline } = leaves[i]!;
    if (href === undefined && inline === undefined) {
      text.push(leaves[i++]!);
      continue;
    }
    if (href === undefined) {
      nodes.push(textOf(text.length > 0 ? text : EMPTY), inlineOf(inline!, refOf));
      i++;
    } else {
      const runs: Leaf[] = [];
      while (i < leaves.length && leaves[i]!.link === href) runs.push({ ...leaves[i++]!, link: undefined });
      // `as`: a link's runs hold no inline but images (the analysis reads others inside a link as text).
      nodes.push(textOf(text.length > 0 ? text : EMPTY), INLINES.link.toDocument(href, textNodesOf(runs, refOf) as DocumentInlineLink['nodes'], refOf));
    }
    text = [];
  }
  nodes.push(textOf(text.length > 0 ? text : EMPTY));
  return nodes;
}
