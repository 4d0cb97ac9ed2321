import { blockModule } from './block-module.js';
import { ESSENTIALS } from './essentials.js';

/** What a quote holds: the spec's DocumentBlockQuote allows the essentials and quotes, in both releases. */
const HOLDS = new Set([...ESSENTIALS, 'blockquote'] as const);

/** A `>` quote, the blocks it holds inside it. */
export const blockquote = blockModule({
  reads: ['quote'],
  typeOf: () => 'blockquote',
  toDocument: (block, build) => ({ object: 'block', type: 'blockquote', data: {}, nodes: build.held(block.blocks, HOLDS) }),
  toMarkdown: (node, write) =>
    write
      .blocks(node.nodes)
      .split('\n')
      .map((line) => (line ? `> ${line}` : '>'))
      .join('\n'),
});
