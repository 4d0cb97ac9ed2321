import { blockModule } from './block-module.js';

export const contentRef = blockModule({
  reads: ['content-ref'],
  typeOf: () => 'content-ref',
  toDocument: (block, { refOf }) => ({ object: 'block', type: 'content-ref', data: { ref: refOf(block.url) }, isVoid: true }),
});
