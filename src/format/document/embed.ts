import { blockModule } from './block-module.js';

export const embed = blockModule({
  reads: ['embed'],
  typeOf: () => 'embed',
  toDocument: (block) => ({ object: 'block', type: 'embed', data: { url: block.url }, isVoid: true }),
});
