import { blockModule } from './block-module.js';
import { htmlAttribute } from './markdown-syntax.js';
import { imageParagraph } from './paragraph.js';

/**
 * GitBook's drawing, `<img src="…" alt="" class="gitbook-drawing">` as its Git Sync writes it: an
 * SVG file of the space. GitBook's document holds no alternative text for it, so none is written;
 * one whose source is no file of the space is the image it shows.
 */
export const drawing = blockModule({
  reads: ['drawing'],
  typeOf: () => 'drawing',
  toDocument: (block, { refOf }) => {
    const ref = refOf(block.src);
    return ref.kind === 'file' ? { object: 'block', type: 'drawing', data: { ref }, isVoid: true } : imageParagraph(block.src, block.alt, refOf);
  },
  toMarkdown: (node, { hrefOf }) => (node.data.ref ? `<img src=${htmlAttribute(hrefOf(node.data.ref))} alt="" class="gitbook-drawing">` : ''),
  unwritable: (node) =>
    node.data.ref ? undefined : { at: ['data', 'ref'], message: 'a drawing is written as an image of its file: name it ({"kind": "file", "file": …})' },
});
