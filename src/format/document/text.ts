import type { Leaf } from '../markdown/blocks.js';
import type { DocumentText } from '../../schemas/gitbook/document-types.js';

/** Runs of text as a text node, each run a leaf with its marks. */
export const textOf = (leaves: Leaf[]): DocumentText => ({
  object: 'text',
  leaves: leaves.map((leaf) => ({ object: 'leaf', text: leaf.text, marks: leaf.marks.map((type) => ({ object: 'mark', type })) })),
});
