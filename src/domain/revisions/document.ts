import type { Block, Leaf, PageAnalysis } from './markdown/analysis.js';

const text = (leaves: Leaf[]) => ({
  object: 'text' as const,
  leaves: leaves.map((leaf) => ({ object: 'leaf' as const, text: leaf.text, marks: leaf.marks.map((type) => ({ object: 'mark' as const, type })) })),
});

const block = (type: string, leaves: Leaf[]) => ({ object: 'block' as const, type, nodes: [text(leaves)] });

function nodeOf(b: Block) {
  switch (b.type) {
    case 'heading':
      return block(`heading-${Math.min(b.depth, 3)}`, b.leaves);
    case 'paragraph':
      return block('paragraph', b.leaves);
    default:
      return block('paragraph', [{ text: b.source, marks: [] }]);
  }
}

/**
 * A page as GitBook's JSON document, for `format=document`: headings and paragraphs with
 * their bold, italic, code and struck text; any other block as a paragraph of its source.
 */
export function pageDocument(analysis: PageAnalysis) {
  return { object: 'document' as const, data: {}, nodes: analysis.blocks.map(nodeOf) };
}
