import type { Leaf } from '../markdown/blocks.js';
import type { DocumentBlockParagraph } from '../../schemas/gitbook/document-types.js';
import { blockModule } from './block-module.js';
import type { RefOf } from './refs.js';
import { textNodesOf, textOf } from './text.js';

/** Runs of text as a paragraph, its links leading where `refOf` says. */
export const paragraphOf = (leaves: Leaf[], refOf: RefOf): DocumentBlockParagraph => ({
  object: 'block',
  type: 'paragraph',
  nodes: textNodesOf(leaves, refOf),
});

/** A block with no node of its own where it is, as its Markdown. */
export const sourceParagraph = (source: string): DocumentBlockParagraph => ({
  object: 'block',
  type: 'paragraph',
  nodes: [textOf([{ text: source, marks: [] }])],
});

/** Paragraphs; other HTML too, as a paragraph of its source. */
export const paragraph = blockModule({
  reads: ['paragraph', 'other'],
  typeOf: () => 'paragraph',
  toDocument: (block, { refOf }) => (block.type === 'paragraph' ? paragraphOf(block.leaves, refOf) : sourceParagraph(block.source)),
  toMarkdown: (node, write) => write.inline(node.nodes),
});
