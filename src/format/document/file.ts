import { blockModule } from './block-module.js';
import { tag } from './markdown-syntax.js';
import { sourceParagraph } from './paragraph.js';

export const file = blockModule({
  reads: ['file'],
  typeOf: () => 'file',
  toDocument: (block, { refOf }) => {
    // A file block names a file of the space; one whose file is not there reads as its source.
    const ref = refOf(block.src);
    return ref.kind === 'file' ? { object: 'block', type: 'file', data: { ref }, isVoid: true } : sourceParagraph(block.source);
  },
  toMarkdown: (node, { hrefOf }) => tag('file', { src: hrefOf(node.data.ref) }),
});
