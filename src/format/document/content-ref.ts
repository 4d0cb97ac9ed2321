import { blockModule } from './block-module.js';
import { escapeText } from './inline-markdown.js';
import { container } from './markdown-syntax.js';

export const contentRef = blockModule({
  reads: ['content-ref'],
  typeOf: () => 'content-ref',
  toDocument: (block, { refOf }) => ({ object: 'block', type: 'content-ref', data: { ref: refOf(block.url) }, isVoid: true }),
  // The link inside is what GitBook shows where the block is not understood: the page's title, as GitBook last saw it.
  toMarkdown: (node, { hrefOf, titleOf }) => {
    const href = hrefOf(node.data.ref);
    return container('content-ref', `[${escapeText(titleOf(node.data.ref) ?? href, false)}](${href})`, { url: href });
  },
});
