import { blockModule } from './block-module.js';
import { tag, unwritableArgument } from './markdown-syntax.js';

export const embed = blockModule({
  reads: ['embed'],
  typeOf: () => 'embed',
  toDocument: (block) => ({ object: 'block', type: 'embed', data: { url: block.url }, isVoid: true }),
  toMarkdown: (node) => tag('embed', { url: node.data.url }),
  unwritable: ({ data }) => unwritableArgument(['data', 'url'], data.url, "an embed's URL", 'embed'),
});
