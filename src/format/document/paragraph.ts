import type { Leaf } from '../markdown/blocks.js';
import type { DocumentBlockParagraph } from '../../schemas/gitbook/document-types.js';
import { blockModule } from './block-module.js';
import { textOf } from './text.js';

export const paragraphOf = (leaves: Leaf[]): DocumentBlockParagraph => ({
  object: 'block',
  type: 'paragraph',
  nodes: [textOf(leaves.length > 0 ? leaves : [{ text: '', marks: [] }])],
});

/** A block with no node of its own where it is, as its Markdown. */
export const sourceParagraph = (source: string) => paragraphOf([{ text: source, marks: [] }]);

/** Paragraphs; other HTML too, as a paragraph of its source. */
export const paragraph = blockModule({
  reads: ['paragraph', 'other'],
  typeOf: () => 'paragraph',
  toDocument: (block) => (block.type === 'paragraph' ? paragraphOf(block.leaves) : sourceParagraph(block.source)),
});
