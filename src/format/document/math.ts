import { blockModule } from './block-module.js';

export const math = blockModule({
  reads: ['math'],
  typeOf: () => 'math',
  toDocument: (block) => ({ object: 'block', type: 'math', data: { formula: block.formula }, isVoid: true }),
  toMarkdown: (node) => `$$\n${node.data.formula}\n$$`,
});
