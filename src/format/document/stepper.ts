import { blockModule } from './block-module.js';
import { container } from './markdown-syntax.js';
import { PART_HOLDS } from './part.js';

/** A stepper, a stepper-step per step. */
export const stepper = blockModule({
  reads: ['stepper'],
  typeOf: () => 'stepper',
  toDocument: (block, build) => ({
    object: 'block',
    type: 'stepper',
    data: {},
    nodes: block.steps.map((step) => ({ object: 'block', type: 'stepper-step', data: {}, nodes: build.held(step, PART_HOLDS) })),
  }),
  toMarkdown: (node, write) => container('stepper', node.nodes.map((step) => container('step', write.blocks(step.nodes))).join('\n\n')),
});
