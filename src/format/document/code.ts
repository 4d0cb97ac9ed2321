import type { DocumentBlockCodeLine } from '../../schemas/gitbook/document-types.js';
import { blockModule } from './block-module.js';
import { textOf } from './text.js';

const codeLine = (line: string): DocumentBlockCodeLine => ({ object: 'block', type: 'code-line', data: {}, nodes: [textOf([{ text: line, marks: [] }])] });

/** A code block, a code-line per line, with what `{% code %}` says of it. */
export const code = blockModule({
  reads: ['code'],
  typeOf: () => 'code',
  toDocument: (block) => ({
    object: 'block',
    type: 'code',
    data: {
      ...(block.syntax ? { syntax: block.syntax } : {}),
      ...(block.title ? { title: block.title } : {}),
      ...(block.lineNumbers !== undefined ? { lineNumbers: block.lineNumbers } : {}),
      ...(block.wrap !== undefined ? { overflow: block.wrap ? 'wrap' : 'scroll' } : {}),
    },
    nodes: block.text.split('\n').map(codeLine),
  }),
});
