import type { Image } from '../markdown/blocks.js';
import type { DocumentBlockImage } from '../../schemas/gitbook/document-types.js';
import { blockModule } from './block-module.js';
import { paragraphOf } from './paragraph.js';
import { mediaRef, type RefOf } from './refs.js';

const imageOf = (image: Image, refOf: RefOf): DocumentBlockImage => ({
  object: 'block',
  type: 'image',
  data: { ref: mediaRef(refOf, image.src), ...(image.alt ? { alt: image.alt } : {}) },
  fragments: image.caption.length > 0 ? [{ object: 'fragment', fragment: 'caption', nodes: [paragraphOf(image.caption, refOf)] }] : [],
  isVoid: true,
});

/** A figure as GitBook's images block, an image node per image with its caption. */
export const images = blockModule({
  reads: ['images'],
  typeOf: () => 'images',
  toDocument: (block, { refOf }) => ({ object: 'block', type: 'images', data: {}, nodes: block.images.map((image) => imageOf(image, refOf)), isVoid: false }),
});
