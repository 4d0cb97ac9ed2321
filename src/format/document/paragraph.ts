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

/** An image alone in a paragraph, as an inline image (a drawing where no drawing may be). */
export const imageParagraph = (src: string, alt: string, refOf: RefOf): DocumentBlockParagraph =>
  paragraphOf([{ text: alt, marks: [], inline: { type: 'inline-image', src, alt } }], refOf);

/** Paragraphs; a drawing where none may be, as its image; other HTML, as a paragraph of its source. */
export const paragraph = blockModule({
  reads: ['paragraph', 'drawing', 'other'],
  typeOf: () => 'paragraph',
  toDocument: (block, { refOf }) => {
    switch (block.type) {
      case 'paragraph':
        return paragraphOf(block.leaves, refOf);
      case 'drawing':
        return imageParagraph(block.src, block.alt, refOf);
      case 'other':
        return sourceParagraph(block.source);
    }
  },
  toMarkdown: (node, write) => write.inline(node.nodes),
});
