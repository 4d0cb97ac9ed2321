import { blockModule } from './block-module.js';
import { ESSENTIALS } from './essentials.js';
import { container } from './markdown-syntax.js';

/** What a hint holds, among the nodes the sandbox gives (the spec's DocumentBlockHint allows more). */
const HOLDS = new Set(ESSENTIALS);

export const hint = blockModule({
  reads: ['hint'],
  typeOf: () => 'hint',
  toDocument: (block, build) => ({ object: 'block', type: 'hint', data: { style: block.style }, nodes: build.held(block.blocks, HOLDS) }),
  toMarkdown: (node, write) => container('hint', write.blocks(node.nodes), { style: node.data.style }),
});
