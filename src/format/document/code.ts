import type { Block } from '../markdown/blocks.js';
import type { DocumentBlockCode, DocumentBlockCodeLine } from '../../schemas/gitbook/document-types.js';
import { blockModule } from './block-module.js';
import { container, longestBackticks, unwritableArgument } from './markdown-syntax.js';
import { textOf } from './text.js';

const codeLine = (line: string): DocumentBlockCodeLine => ({ object: 'block', type: 'code-line', data: {}, nodes: [textOf([{ text: line, marks: [] }])] });

/** A code block, a code-line per line, with what `{% code %}` says of it: the node of a code block, and of a prompt's. */
export const codeNode = (block: Extract<Block, { type: 'code' }>): DocumentBlockCode => ({
  object: 'block',
  type: 'code',
  data: {
    ...(block.syntax ? { syntax: block.syntax } : {}),
    ...(block.title ? { title: block.title } : {}),
    ...(block.lineNumbers !== undefined ? { lineNumbers: block.lineNumbers } : {}),
    ...(block.wrap !== undefined ? { overflow: block.wrap ? 'wrap' : 'scroll' } : {}),
  },
  nodes: block.text.split('\n').map(codeLine),
});

export const code = blockModule({
  reads: ['code'],
  typeOf: () => 'code',
  toDocument: codeNode,
  toMarkdown: ({ data, nodes }) => {
    const text = nodes
      .map((line) => line.nodes.map((node) => (node.object === 'text' ? node.leaves.map((leaf) => leaf.text).join('') : '')).join(''))
      .join('\n');
    const fence = '`'.repeat(Math.max(2, longestBackticks(text, true)) + 1);
    const fenced = `${fence}${data.syntax ?? ''}\n${text}\n${fence}`;
    const { title, lineNumbers, overflow } = data;
    if (title === undefined && lineNumbers === undefined && overflow === undefined) return fenced;
    return container('code', fenced, {
      title,
      overflow,
      lineNumbers: lineNumbers === undefined ? undefined : String(lineNumbers),
    });
  },
  unwritable: ({ data }) => unwritableArgument(['data', 'title'], data.title, "a code block's title", 'code'),
});
